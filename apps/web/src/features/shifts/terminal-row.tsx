import { Badge, Button, Group, TextInput } from '@mantine/core';
import { TERMINAL_NAME_MAX, type Terminal } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { useSaveTerminal } from './shifts.api';
import { text } from './shifts.text';

/** One terminal of the outlet: renamed (its shifts keep the name they were opened under) or retired and brought back. */
export function TerminalRow({ terminal }: { terminal: Terminal }) {
  const t = useT();
  const save = useSaveTerminal();
  const [name, setName] = useState(terminal.terminal);
  const retired = terminal.aktif !== '1';
  const send = (values: { terminal: string; aktif: '0' | '1' }) =>
    save.mutate({ terminalid: terminal.terminalid, ...values }, { onSuccess: () => notifySuccess(t(text.saved)) });
  return (
    <Group gap="xs" wrap="nowrap" data-testid={`terminal-${terminal.terminal}`}>
      <TextInput
        flex={1}
        aria-label={t(text.terminal)}
        maxLength={TERMINAL_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.currentTarget.value.toUpperCase())}
        rightSection={
          terminal.shift ? (
            <Badge color="teal" size="xs">
              {t(text.open)}
            </Badge>
          ) : retired ? (
            <Badge color="gray" size="xs">
              {t(text.retired)}
            </Badge>
          ) : null
        }
        rightSectionWidth={70}
      />
      <Button
        variant="default"
        disabled={!name.trim() || name === terminal.terminal}
        onClick={() => send({ terminal: name, aktif: terminal.aktif })}
      >
        {t(text.rename)}
      </Button>
      <Button
        variant="light"
        color={retired ? 'teal' : 'red'}
        onClick={() => send({ terminal: terminal.terminal, aktif: retired ? '1' : '0' })}
      >
        {t(retired ? text.restore : text.retire)}
      </Button>
    </Group>
  );
}
