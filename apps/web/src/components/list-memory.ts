import { useLocation, useNavigate } from 'react-router';
import type { ListSort } from './use-list-query';

/** What a list screen was left with: the applied filter and the sort. */
export interface ListState<F> {
  filters: F;
  sort: ListSort;
}

/**
 * Where a list keeps its state while the user is on its form or another screen, so it comes back as
 * it was left (spec: the filter is remembered and restored on return).
 */
export interface ListMemory<F> {
  /** The state left behind, read once when the screen opens; null starts from the defaults. */
  load(): Partial<ListState<Partial<F>>> | null;
  save(state: ListState<F>): void;
}

type Stored = { filters?: unknown; sort?: unknown } | null | undefined;

/** Only known filters with text values, and a sort the list offers: a state stored by an older version may hold anything. */
function validated<F>(stored: Stored, sortable?: readonly string[]): Partial<ListState<Partial<F>>> | null {
  if (!stored || typeof stored !== 'object') return null;
  const filters = Object.fromEntries(
    Object.entries((stored.filters ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
  ) as Partial<F>;
  const sort = stored.sort as Partial<ListSort> | undefined;
  const knownSort =
    typeof sort?.sortBy === 'string' &&
    (sort.sortDir === 'asc' || sort.sortDir === 'desc') &&
    (!sortable || sortable.includes(sort.sortBy));
  return { filters, sort: knownSort ? (sort as ListSort) : undefined };
}

/** The state in the browser tab's sessionStorage: it outlives a visit to the form's own route. */
export function sessionMemory<F>(key: string, sortable?: readonly string[]): ListMemory<F> {
  return {
    load: () => {
      try {
        return validated<F>(JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored, sortable);
      } catch {
        return null;
      }
    },
    save: (state) => sessionStorage.setItem(key, JSON.stringify(state)),
  };
}

// The history memories that have been read since the page loaded.
const readSinceLoad = new Set<string>();

/**
 * The state in the list's own history entry: View and Back return to the filter applied, while
 * opening the list afresh starts from the defaults. A page loaded afresh or reloaded starts from the
 * defaults too: the browser keeps a history entry's state through a reload (and opening the list's
 * own address again is one).
 */
export function useHistoryMemory<F>(key: string): ListMemory<F> {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    load: () => {
      const first = !readSinceLoad.has(key);
      readSinceLoad.add(key);
      const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (first && load && load.type !== 'back_forward') return null;
      return validated<F>((location.state as Record<string, Stored> | null)?.[key]);
    },
    save: (state) =>
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: { ...(location.state as object | null), [key]: state },
      }),
  };
}
