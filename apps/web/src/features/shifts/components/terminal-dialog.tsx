import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TERMINAL_NAME_MAX, type Terminal, terminalNameSchema } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { setDeviceTerminal } from '../device-terminal';
import { text } from '../shifts.text';

interface Props {
  outletid: number;
  current: string | null;
  terminals: readonly Terminal[];
  onClose: () => void;
}

/**
 * A manager tells the device which till it is: one of the outlet's terminals, or a new name (the
 * outlet learns it when its first shift opens).
 */
export function TerminalDialog({ outletid, current, terminals, onClose }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const parsed = terminalNameSchema.safeParse(name);
  const choose = (terminal: string) => {
    setDeviceTerminal(outletid, terminal);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t(text.chooseTerminal)} centered zIndex={400}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(text.chooseTerminalHelp)}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {terminals
            .filter((x) => x.aktif === '1')
            .map((x) => (
              <Button
                key={x.terminalid}
                size="lg"
                variant={x.terminal === current ? 'filled' : 'default'}
                onClick={() => choose(x.terminal)}
              >
                {x.terminal}
              </Button>
            ))}
        </SimpleGrid>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (parsed.success) choose(parsed.data);
          }}
        >
          <Group align="flex-end">
            <TextInput
              flex={1}
              size="md"
              label={t(text.newTerminal)}
              placeholder="KASIR-1"
              maxLength={TERMINAL_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value.toUpperCase())}
              error={name && !parsed.success ? parsed.error.issues[0]?.message : undefined}
            />
            <Button size="md" type="submit" disabled={!parsed.success}>
              {t(text.use)}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  );
}
