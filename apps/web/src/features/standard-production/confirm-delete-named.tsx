import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DELETE_BODY, DELETE_TITLE } from '@saji/core/messages';

/** The spec's 'Delete Record?' question, naming the record it is about; resolves true when confirmed. */
export function confirmDeleteNamed(name: string, labels: { confirm: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: DELETE_TITLE,
      children: (
        <>
          <Text fw={600} mb={4} data-testid="delete-name">
            {name}
          </Text>
          <Text size="sm">{DELETE_BODY}</Text>
        </>
      ),
      labels,
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
