import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DELETE_BODY, DELETE_TITLE } from '@saji/core/messages';

/** The spec's 'Delete Record?' question; resolves true when the user confirms. */
export function confirmDelete(labels: { confirm: string; cancel: string } = { confirm: 'Delete', cancel: 'Cancel' }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: DELETE_TITLE,
      children: <Text size="sm">{DELETE_BODY}</Text>,
      labels,
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Closing with Escape or the X counts as "no".
      onClose: () => resolve(false),
    });
  });
}
