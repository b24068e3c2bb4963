import { Alert, Button, Center, Loader } from '@mantine/core';
import { ERROR_TITLE } from '@saji/core/messages';
import { IconX } from '@tabler/icons-react';
import { useT } from '../lib/i18n';
import { errorText } from '../lib/notify';

export interface RecordPendingProps {
  /** The load's error, if it failed (another company's or a deleted record answers 404). */
  error: unknown;
  onClose: () => void;
}

/** What an edit form shows until its record has loaded: a loader, or why it could not load and a way back. */
export function RecordPending({ error, onClose }: RecordPendingProps) {
  const t = useT();
  if (!error) {
    return (
      <Center h={240}>
        <Loader />
      </Center>
    );
  }
  return (
    <Alert color="red" title={ERROR_TITLE} maw={640}>
      {errorText(error)}
      <Button display="block" mt="md" variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
        {t('close')}
      </Button>
    </Alert>
  );
}
