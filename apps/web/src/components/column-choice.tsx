import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useCallback, useState } from 'react';
import { type Text, useT } from '../lib/i18n';

/**
 * The columns of a list a user may hide or show, for the lists whose every column does not fit a
 * 1366 px screen: the list opens with what is read first and the chooser brings back the rest. The
 * choice is kept on this browser, one key a list.
 */
export interface OptionalColumns<C extends string> {
  /** The optional columns, in the list's order, each with its label in the chooser. */
  labels: Record<C, Text>;
  /** Shown until the user chooses. */
  shownAtFirst: readonly C[];
  /** Where the choice is kept (localStorage). */
  storageKey: string;
}

function stored<C extends string>({ labels, shownAtFirst, storageKey }: OptionalColumns<C>): C[] {
  const all = Object.keys(labels) as C[];
  try {
    const list = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    return Array.isArray(list) ? all.filter((c) => list.includes(c)) : [...shownAtFirst];
  } catch {
    return [...shownAtFirst];
  }
}

/** The optional columns shown now, and how to change them (kept across visits). */
export function useShownColumns<C extends string>(optional: OptionalColumns<C>) {
  const [shown, setShown] = useState<C[]>(() => stored(optional));
  const toggle = (column: C) => {
    const all = Object.keys(optional.labels) as C[];
    const next = shown.includes(column) ? shown.filter((c) => c !== column) : all.filter((c) => shown.includes(c) || c === column);
    localStorage.setItem(optional.storageKey, JSON.stringify(next));
    setShown(next);
  };
  /** The columns with the optional ones not chosen hidden. */
  const { labels } = optional;
  const apply = useCallback(
    <T,>(columns: DataTableColumn<T>[]) => columns.map((c) => ({ ...c, hidden: c.accessor in labels && !shown.includes(c.accessor as C) })),
    [labels, shown],
  );
  return { optional, shown, toggle, apply };
}
export type ShownColumns<C extends string> = ReturnType<typeof useShownColumns<C>>;

export function ColumnChoice<C extends string>({ optional, shown, toggle }: ShownColumns<C>) {
  const t = useT();
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={18} />}>
          {t('columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="column-choice">
          {(Object.keys(optional.labels) as C[]).map((c) => (
            <Checkbox key={c} label={t(optional.labels[c])} checked={shown.includes(c)} onChange={() => toggle(c)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
