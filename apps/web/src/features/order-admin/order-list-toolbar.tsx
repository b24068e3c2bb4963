import { Button, Group } from '@mantine/core';
import { IconBan, IconBook2, IconDownload, IconEye, IconHistory, IconPlus, IconSend, IconStack2, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { text } from './order-admin.text';

interface OrderListToolbarProps {
  /** The selected order is posted: the posting button un-posts. */
  posted: boolean;
  postingPending: boolean;
  onView: () => void;
  onAdd: () => void;
  /** Absent for users who may not void, post or export: their buttons are not shown. */
  onVoid?: () => void;
  onPost?: () => void;
  onJv: () => void;
  onBulk: () => void;
  onExport?: () => void;
  /** The order's audit history; absent for users who may not read the audit log. */
  onHistory?: () => void;
  onClose: () => void;
  /** The column chooser. */
  columns?: ReactNode;
}

/** The buttons over the order list; the ones acting on a row warn when none is selected. */
export function OrderListToolbar(props: OrderListToolbarProps) {
  const { posted, postingPending, onView, onAdd, onVoid, onPost, onJv, onBulk, onExport, onHistory, onClose, columns } = props;
  const t = useT();
  return (
    <Group gap="xs">
      <Button variant="light" leftSection={<IconEye size={18} />} onClick={onView}>
        {t(text.viewOrder)}
      </Button>
      <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
        {t('add')}
      </Button>
      {onVoid && (
        <Button variant="light" color="red" leftSection={<IconBan size={18} />} onClick={onVoid}>
          {t(text.voidOrder)}
        </Button>
      )}
      {onPost && (
        <>
          <Button variant="light" color="indigo" leftSection={<IconSend size={18} />} loading={postingPending} onClick={onPost}>
            {posted ? t(text.unpostingButton) : t(text.postingButton)}
          </Button>
          <Button variant="light" color="indigo" leftSection={<IconBook2 size={18} />} onClick={onJv}>
            {t(text.jv)}
          </Button>
          <Button variant="light" color="indigo" leftSection={<IconStack2 size={18} />} onClick={onBulk}>
            {t(text.postAll)}
          </Button>
        </>
      )}
      {onHistory && (
        <Button variant="light" color="gray" leftSection={<IconHistory size={18} />} onClick={onHistory}>
          {t(text.history)}
        </Button>
      )}
      {onExport && (
        <Button variant="light" color="teal" leftSection={<IconDownload size={18} />} onClick={onExport}>
          {t('export')}
        </Button>
      )}
      {columns}
      <Button variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
        {t('close')}
      </Button>
    </Group>
  );
}
