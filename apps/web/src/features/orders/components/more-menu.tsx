import { ActionIcon, Menu } from '@mantine/core';
import { PAPER_WIDTHS, type PaperMm } from '@saji/core';
import { IconBan, IconBook, IconCheck, IconChefHat, IconDots, IconNote, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { text } from '../orders.text';
import { receiptWidth, setReceiptWidth } from '../receipt-window';
import { tillText } from '../till.text';

interface Props {
  /** Sends the whole order to the kitchen again, marked REPRINT; absent when there is nothing to reprint. */
  onKitchenReprint?: () => void;
  /** Posting or un-posting the order to accounting, for users who may (spec 2.1); absent otherwise. */
  posting?: { label: string; onClick: () => void };
  /** Cancel Order: for users who may, on a saved open order nothing was paid of; absent otherwise. */
  onCancelOrder?: () => void;
  /** The outlet's note chips, for users who may set them. */
  onNoteChips?: () => void;
}

/** The terminal's less frequent actions, opened by a tap (never by hovering). */
export function MoreMenu({ onKitchenReprint, posting, onCancelOrder, onNoteChips }: Props) {
  const t = useT();
  const [width, setWidth] = useState<PaperMm>(receiptWidth);
  const choose = (mm: PaperMm) => {
    setReceiptWidth(mm);
    setWidth(mm);
  };
  return (
    <Menu position="bottom-end" shadow="md" width={240} zIndex={300}>
      <Menu.Target>
        <ActionIcon size={44} variant="default" aria-label={t(text.more)}>
          <IconDots size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(text.receiptWidth)}</Menu.Label>
        {(Object.keys(PAPER_WIDTHS).map(Number) as PaperMm[]).map((mm) => (
          <Menu.Item
            key={mm}
            py="sm"
            leftSection={<IconReceipt size={18} />}
            rightSection={width === mm ? <IconCheck size={18} /> : null}
            onClick={() => choose(mm)}
          >
            {mm} mm
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item py="sm" leftSection={<IconChefHat size={18} />} disabled={!onKitchenReprint} onClick={onKitchenReprint}>
          {t(text.kitchenReprint)}
        </Menu.Item>
        {posting && (
          <Menu.Item py="sm" leftSection={<IconBook size={18} />} onClick={posting.onClick}>
            {posting.label}
          </Menu.Item>
        )}
        {onNoteChips && (
          <Menu.Item py="sm" leftSection={<IconNote size={18} />} onClick={onNoteChips}>
            {t(tillText.noteChips)}
          </Menu.Item>
        )}
        {onCancelOrder && (
          <Menu.Item py="sm" color="red" leftSection={<IconBan size={18} />} onClick={onCancelOrder}>
            {t(tillText.cancelOrder)}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
