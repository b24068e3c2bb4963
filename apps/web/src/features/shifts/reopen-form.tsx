import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SHIFT_REASON_MAX } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { useReopenShift } from './shifts.api';
import { text } from './shifts.text';

/** Reopening a closed shift: only with a reason, which the audit log keeps. */
export function ReopenForm({ shiftid }: { shiftid: number }) {
  const t = useT();
  const reopen = useReopenShift(shiftid);
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) reopen.mutate(reason.trim(), { onSuccess: () => notifySuccess(t(text.reopened)) });
      }}
    >
      <Stack gap={4}>
        <Group align="flex-end">
          <TextInput
            flex={1}
            label={t(text.reason)}
            maxLength={SHIFT_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button type="submit" color="orange" variant="light" disabled={!reason.trim()} loading={reopen.isPending}>
            {t(text.reopen)}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t(text.reopenHelp)}
        </Text>
      </Stack>
    </form>
  );
}
