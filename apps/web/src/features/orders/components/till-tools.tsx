import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconChefHatOff, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { clearDraft } from '../draft-storage';
import { type KitchenReach, kitchenIsReached } from '../kitchen-reach';
import type { OrderDraft } from '../order-draft';
import { tillText } from '../till.text';
import { OpenOrdersPanel } from './open-orders-panel';

interface Props {
  draft: OrderDraft;
  outletid: number;
  kitchen: KitchenReach;
  username: string;
  leaveDraft(then: () => void): void;
}

/** The top bar's till tools: the open-orders panel and the notice of a kitchen that gets nothing. */
export function TillTools({ draft, outletid, kitchen, username, leaveDraft }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const open = (orderkey: string) => {
    setOpened(false);
    if (orderkey === draft.orderkey) return;
    leaveDraft(() => {
      clearDraft(username);
      navigate(`/pos/${orderkey}`);
    });
  };
  return (
    <>
      {!kitchenIsReached(kitchen) && (
        <Tooltip label={t(tillText.noKitchenHelp)} multiline w={260} zIndex={400} events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon size={44} variant="light" color="yellow" aria-label={t(tillText.noKitchen)} data-testid="no-kitchen">
            <IconChefHatOff size={22} />
          </ActionIcon>
        </Tooltip>
      )}
      <Button size="md" variant="default" px={10} leftSection={<IconListDetails size={18} />} onClick={() => setOpened(true)}>
        {t(tillText.openShort)}
      </Button>
      <OpenOrdersPanel opened={opened} outletid={outletid} username={username} onClose={() => setOpened(false)} onOpen={open} />
    </>
  );
}
