import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFilters } from '../../components/filter-panel';
import { INITIAL_ORDER_FILTERS } from './order-filter-panel';

type OrderFilterValues = typeof INITIAL_ORDER_FILTERS;
interface ListState {
  orderFilters?: Partial<OrderFilterValues>;
}

// Whether the list has not been shown yet since the page loaded.
let firstSinceLoad = true;

/**
 * The filter a history entry of the list was left with; anything else starts from the spec's defaults.
 * A page loaded afresh or reloaded starts from the defaults too: the browser keeps a history entry's
 * state through a reload (and opening the list's own address again is one).
 */
function remembered(state: unknown): OrderFilterValues {
  const first = firstSinceLoad;
  firstSinceLoad = false;
  const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (first && load && load.type !== 'back_forward') return INITIAL_ORDER_FILTERS;
  const stored = (state as ListState | null)?.orderFilters ?? {};
  const known = Object.entries(stored).filter(([k, v]) => k in INITIAL_ORDER_FILTERS && typeof v === 'string');
  return { ...INITIAL_ORDER_FILTERS, ...Object.fromEntries(known) };
}

/**
 * The order list's filters, kept in the list's own history entry: View Order and Back return to the
 * filter applied (as the menu list does), while opening the list afresh starts from the defaults.
 */
export function useOrderFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => remembered(location.state));
  const filters = useFilters(start, INITIAL_ORDER_FILTERS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: written when the applied filter changes, not on every location
  useEffect(() => {
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...(location.state as object | null), orderFilters: filters.applied },
    });
  }, [filters.applied]);
  return filters;
}
