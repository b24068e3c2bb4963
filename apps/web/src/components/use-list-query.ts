import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type ListEnvelope } from '../lib/api';

export interface ListSort {
  sortBy: string;
  sortDir: 'asc' | 'desc';
}

export interface ListDefaults {
  limit: number;
  sortBy: string;
  sortDir?: 'asc' | 'desc';
}

/**
 * Where a server-paged list comes from: its query key (every query of the feature starts with it, so
 * one invalidation after a save refreshes the list), its path and its first page size and order.
 */
export interface ListSource<T, Meta extends object = object> {
  key: string;
  path: string;
  defaults: ListDefaults;
  /** Only carry the row type (and what the answer's meta holds beyond the count) from the feature's api file to the screen. */
  readonly row?: T;
  readonly meta?: Meta;
}

export const listSource = <T, Meta extends object = object>(key: string, path: string, defaults: ListDefaults): ListSource<T, Meta> => ({
  key,
  path,
  defaults,
});

export type Filters = Record<string, string | number | null | undefined>;

/**
 * One server-paged list: page, page size and sort live here; `filters` are the applied filters
 * (see useFilters), and a change of filters goes back to page 1; null filters ask for nothing yet (a
 * list that waits for Process). The previous page stays on screen while the next one loads, so the
 * table does not flash empty.
 */
export function useListQuery<T, Meta extends object = object>(source: ListSource<T, Meta>, filters: Filters | null, startSort?: ListSort) {
  const { defaults } = source;
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(defaults.limit);
  const [sort, setSortState] = useState<ListSort>(startSort ?? { sortBy: defaults.sortBy, sortDir: defaults.sortDir ?? 'asc' });
  const [appliedFilters, setAppliedFilters] = useState(filters);
  // Reset to page 1 during render when the filters change, instead of an effect that would fetch page N first.
  if (appliedFilters !== filters) {
    setAppliedFilters(filters);
    setPage(1);
  }

  const params = { ...filters, page, limit, sortBy: sort.sortBy, sortDir: sort.sortDir };
  const query = useQuery({
    queryKey: [source.key, 'list', params],
    queryFn: () => api.get<ListEnvelope<T, Meta>>(source.path, params),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });

  return {
    records: query.data?.list ?? [],
    total: query.data?.meta.total ?? 0,
    /** The server stopped counting at `total`: more records match than the pager shows. */
    more: query.data?.meta.more ?? false,
    /** The whole answer's meta, for lists that send more than the count (a total of the period). */
    meta: query.data?.meta,
    fetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    page,
    setPage,
    limit,
    setLimit: (n: number) => {
      setLimitState(n);
      setPage(1);
    },
    sort,
    setSort: (next: ListSort) => {
      setSortState(next);
      setPage(1);
    },
    /** The filters and sort without paging: what an export sends. */
    exportParams: { ...filters, sortBy: sort.sortBy, sortDir: sort.sortDir },
  };
}

export type ListQuery<T> = ReturnType<typeof useListQuery<T>>;
