import { ActionIcon, Button, Chip, Group, Popover, Stack, TextInput } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { tillText } from '../till.text';

interface Props {
  note: string;
  chips: string[];
  name: string;
  onNote(note: string): void;
}

/** The chips a note is made of: the outlet's chips found in it, joined as the kitchen reads them. */
const CHIP_SEPARATOR = ', ';
const partsOf = (note: string) =>
  note
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A line's note for the kitchen: the outlet's quick chips toggle parts of it; anything else is typed. */
export function LineNote({ note, chips, name, onNote }: Props) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const parts = partsOf(note);
  const toggle = (chip: string) => {
    const next = parts.includes(chip) ? parts.filter((p) => p !== chip) : [...parts, chip];
    onNote(next.join(CHIP_SEPARATOR));
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="left" withArrow shadow="md" zIndex={300} width={300}>
      <Popover.Target>
        <ActionIcon
          size={44}
          variant={note ? 'filled' : 'default'}
          aria-label={t(tillText.noteFor, { name })}
          onClick={() => setOpened((o) => !o)}
        >
          <IconNote size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="line-note">
        <Stack gap="xs">
          <Group gap={6}>
            {chips.map((chip) => (
              <Chip key={chip} size="md" checked={parts.includes(chip)} onChange={() => toggle(chip)}>
                {chip}
              </Chip>
            ))}
          </Group>
          <TextInput
            size="md"
            maxLength={200}
            aria-label={t(tillText.noteFor, { name })}
            placeholder={t(tillText.noteFor, { name })}
            value={note}
            onChange={(e) => onNote(e.currentTarget.value)}
          />
          <Button size="md" onClick={() => setOpened(false)}>
            OK
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
