import type { DataTableSortStatus } from 'mantine-datatable';
import { useCallback, useMemo, useState } from 'react';

/**
 * A list the browser filters, sorts and pages itself (the report lists arrive whole). Changing the
 * search goes back to page 1; sorting keeps the page.
 */
export interface LocalTableOptions<T> {
  /** The fields the search looks in. */
  searchIn: (keyof T & string)[];
  defaultLimit: number;
  defaultSort: keyof T & string;
}

const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v).toLowerCase());

export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textOf(a).localeCompare(textOf(b));
}

/** The rows whose searched fields contain the text, ignoring case. */
export function searchRows<T>(rows: T[], search: string, fields: (keyof T)[]): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((r) => fields.some((f) => textOf(r[f]).includes(needle)));
}

export function useLocalTable<T>(rows: T[], options: LocalTableOptions<T>) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimitValue] = useState(options.defaultLimit);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T>>({ columnAccessor: options.defaultSort, direction: 'asc' });

  const setSearch = useCallback((search: string) => {
    setSearchText(search);
    setPage(1);
  }, []);
  const filtered = useMemo(() => searchRows(rows, search, options.searchIn), [rows, search, options.searchIn]);
  const sorted = useMemo(() => {
    const key = sortStatus.columnAccessor as keyof T;
    const dir = sortStatus.direction === 'desc' ? -1 : 1;
    // Stable: equal values keep the server's order (order date).
    return filtered
      .map((row, i) => ({ row, i }))
      .sort((x, y) => dir * compareValues(x.row[key], y.row[key]) || x.i - y.i)
      .map((x) => x.row);
  }, [filtered, sortStatus]);
  const pages = Math.max(1, Math.ceil(sorted.length / limit));
  const current = Math.min(page, pages);
  const records = sorted.slice((current - 1) * limit, current * limit);

  return {
    search,
    setSearch,
    filtered,
    records,
    page: current,
    setPage,
    limit,
    setLimit: (n: number) => {
      setLimitValue(n);
      setPage(1);
    },
    sortStatus,
    setSortStatus,
    /** A new answer starts at page 1, the search kept. */
    reset: () => setPage(1),
  };
}
export type LocalTable<T> = ReturnType<typeof useLocalTable<T>>;
