import { useEffect, useMemo, useState } from 'react';
import { useConfirmDelete } from './confirm-delete';
import { useFilters } from './filter-panel';
import type { ListMemory } from './list-memory';
import { type Filters, type ListSource, useListQuery } from './use-list-query';

/** Which side of a list screen shows: the list, or the form (new, or editing `row`). */
export type ListMode<Row> = { kind: 'list' } | { kind: 'form'; row?: Row };

interface Remove<Arg> {
  mutate: (arg: Arg, options?: { onSuccess?: () => void }) => void;
}

type FilterValues = Record<string, string>;

export interface ListScreenOptions<Row, F extends FilterValues, Arg, Meta extends object> {
  /** The list's query (the feature's api file names it). */
  source: ListSource<Row, Meta>;
  /** The record's key field: the table, the selection and delete go by it. */
  id: keyof Row & string;
  /** The filter the screen opens with; Clear Filter goes back to `cleared` (by default the same). */
  filters?: F;
  cleared?: F;
  /** Keeps the applied filter and the sort while the user is away (list-memory.ts). */
  memory?: ListMemory<F>;
  /** What of the applied filter the server gets: names shown beside a picked code stay here. */
  sent?: (applied: F) => Filters;
  /** A list that waits for a button (Process) asks for nothing until it is pressed. */
  waits?: boolean;
  remove?: Remove<Arg>;
  /** What the delete is sent: the row's key by default. */
  removeArg?: (row: Row) => Arg;
  /** The question before a delete; the spec's 'Delete Record?' by default. */
  confirmRemove?: (row: Row) => Promise<boolean>;
}

const NO_FILTERS = {};

/**
 * The state every back-office list screen keeps: its filters (draft and applied), the server-paged
 * list, the one selected row, list or form, and delete behind its question. It lives in the page, so
 * the list is as it was (filters, page, sort, selection) when the form closes.
 */
export function useListScreen<Row, F extends FilterValues = FilterValues, Arg = unknown, Meta extends object = object>(
  options: ListScreenOptions<Row, F, Arg, Meta>,
) {
  const { source, id, memory, sent, remove } = options;
  const removeArg = options.removeArg ?? ((row: Row) => row[id] as Arg);
  const confirmDelete = useConfirmDelete();
  const [start] = useState(() => memory?.load() ?? null);
  const initial = (options.filters ?? NO_FILTERS) as F;
  // Only the filters this screen has: a state stored by an older version may name others.
  const kept = Object.entries(start?.filters ?? {}).filter(([name]) => name in initial);
  const filters = useFilters<F>({ ...initial, ...Object.fromEntries(kept) }, options.cleared ?? initial);
  const [processed, setProcessed] = useState(!options.waits);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sent` is a pure mapping; the list asks again when what it maps changes
  const query = useMemo(() => (processed ? (sent ? sent(filters.applied) : filters.applied) : null), [processed, filters.applied]);
  const list = useListQuery<Row, Meta>(source, query, start?.sort);
  const [mode, setMode] = useState<ListMode<Row>>({ kind: 'list' });
  const [selectedKey, setSelectedKey] = useState<Row[keyof Row & string] | null>(null);
  // The selected row as the list last read it: an edit starts from fresh values, and a row that left
  // the list (deleted, filtered out, another page) is no longer selected.
  const selected = selectedKey === null ? null : (list.records.find((r) => r[id] === selectedKey) ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: written when the applied filter or the sort changes
  useEffect(() => memory?.save({ filters: filters.applied, sort: list.sort }), [filters.applied, list.sort]);

  return {
    id,
    filters,
    list,
    selected,
    select: (row: Row | null) => setSelectedKey(() => (row == null ? null : row[id])),
    /** For lists that wait: runs the list with the draft filter (Process). */
    process: () => {
      filters.apply();
      setProcessed(true);
    },
    mode,
    add: () => setMode({ kind: 'form' }),
    edit: (row: Row) => setMode({ kind: 'form', row }),
    close: () => setMode({ kind: 'list' }),
    remove: async (row: Row) => {
      const confirmed = await (options.confirmRemove ?? (() => confirmDelete()))(row);
      if (confirmed) remove?.mutate(removeArg(row), { onSuccess: () => setSelectedKey(null) });
    },
  };
}
