import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type ListEnvelope } from '../lib/api';

export interface ListDefaults {
  limit: number;
  sortBy: string;
  sortDir?: 'asc' | 'desc';
}

export type Filters = Record<string, string | number | null | undefined>;

/**
 * One server-paged list: page, page size and sort live here; `filters` are the applied filters
 * (see useFilters), and a change of filters goes back to page 1. The previous page stays on screen
 * while the next one loads, so the table does not flash empty.
 */
export function useListQuery<T>(key: string, path: string, filters: Filters, defaults: ListDefaults) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(defaults.limit);
  const [sort, setSortState] = useState({ sortBy: defaults.sortBy, sortDir: defaults.sortDir ?? 'asc' });
  const [appliedFilters, setAppliedFilters] = useState(filters);
  // Reset to page 1 during render when the filters change, instead of an effect that would fetch page N first.
  if (appliedFilters !== filters) {
    setAppliedFilters(filters);
    setPage(1);
  }

  const params = { ...filters, page, limit, sortBy: sort.sortBy, sortDir: sort.sortDir };
  const query = useQuery({
    queryKey: [key, 'list', params],
    queryFn: () => api.get<ListEnvelope<T>>(path, params),
    placeholderData: keepPreviousData,
  });

  return {
    records: query.data?.list ?? [],
    total: query.data?.meta.total ?? 0,
    /** The server stopped counting at `total`: more records match than the pager shows. */
    more: query.data?.meta.more ?? false,
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
    setSort: (next: { sortBy: string; sortDir: 'asc' | 'desc' }) => {
      setSortState(next);
      setPage(1);
    },
    /** The filters and sort without paging: what an export sends. */
    exportParams: { ...filters, sortBy: sort.sortBy, sortDir: sort.sortDir },
  };
}

export type ListQuery<T> = ReturnType<typeof useListQuery<T>>;
