import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DELETE_BODY, DELETE_TITLE } from '@saji/core/messages';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** A delete question other than the plain one: the record's name above it, or other words altogether. */
export interface DeleteQuestion {
  /** The record the question is about, shown above it. */
  name?: string;
  title?: string;
  body?: ReactNode;
  /** The confirm button's words; the screen's 'Delete' by default. */
  confirm?: string;
}

/** The spec's 'Delete Record?' question; resolves true when the user confirms. */
export function confirmDelete(labels: { confirm: string; cancel: string }, question: DeleteQuestion = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: question.title ?? DELETE_TITLE,
      children: (
        <>
          {question.name && (
            <Text fw={600} mb={4} data-testid="delete-name">
              {question.name}
            </Text>
          )}
          <Text size="sm">{question.body ?? DELETE_BODY}</Text>
        </>
      ),
      labels: { confirm: question.confirm ?? labels.confirm, cancel: labels.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Closing with Escape or the X counts as "no".
      onClose: () => resolve(false),
    });
  });
}

/** confirmDelete with the buttons in the interface's language. */
export function useConfirmDelete() {
  const t = useT();
  return (question?: DeleteQuestion) => confirmDelete({ confirm: t('delete'), cancel: t('cancel') }, question);
}
