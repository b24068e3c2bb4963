import { Button, Collapse, Group, Paper, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconFilter, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../lib/i18n';

/**
 * Draft and applied filter values: inputs edit the draft; Apply Filter copies it to `applied`, which
 * is what the list query reads, so typing does not fetch on every key.
 */
export function useFilters<F extends Record<string, string>>(initial: F, cleared: F = initial) {
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);
  return {
    draft,
    applied,
    /** Props for a text input or select bound to one draft field. */
    field: (name: keyof F) => ({
      value: draft[name],
      onChange: (v: string | null | { currentTarget: { value: string } }) => {
        // Read now: the event's currentTarget is gone by the time React runs a queued updater.
        const value = typeof v === 'object' && v !== null ? v.currentTarget.value : (v ?? '');
        setDraft((d) => ({ ...d, [name]: value }));
      },
    }),
    /** Props for a date picker bound to a YYYY-MM-DD draft field ('' when cleared). */
    date: (name: keyof F) => ({
      value: draft[name] || null,
      onChange: (v: string | null) => setDraft((d) => ({ ...d, [name]: v ?? '' })),
    }),
    /** Sets several draft fields at once (an outlet's id and name). */
    set: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    apply: () => setApplied(draft),
    /** Back to `cleared`: the empty filter, also when the screen started from a remembered one. */
    clear: () => {
      setDraft(cleared);
      setApplied(cleared);
    },
  };
}

export type FilterState<F extends Record<string, string>> = ReturnType<typeof useFilters<F>>;

export interface FilterPanelProps {
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
  defaultOpened?: boolean;
}

/** The collapsible filter box above a list, with Apply Filter and Clear Filter. Enter applies. */
export function FilterPanel({ onApply, onClear, children, defaultOpened = true }: FilterPanelProps) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(defaultOpened);
  return (
    <Paper withBorder p="sm" radius="sm">
      <UnstyledButton onClick={toggle} aria-expanded={opened} fw={600} w="100%">
        <Group gap={6}>
          {opened ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          <IconFilter size={18} />
          {t('filter')}
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
          }}
        >
          <Group align="flex-end" mt="sm" gap="sm">
            {children}
            <Group gap="xs">
              <Button type="submit" leftSection={<IconFilter size={18} />}>
                {t('applyFilter')}
              </Button>
              <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={onClear}>
                {t('clearFilter')}
              </Button>
            </Group>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}
