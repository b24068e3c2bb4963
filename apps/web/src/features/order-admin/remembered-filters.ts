import { useEffect, useState } from 'react';
import { useFilters } from '../../components/filter-panel';
import { INITIAL_ORDER_FILTERS } from './order-filter-panel';

type OrderFilterValues = typeof INITIAL_ORDER_FILTERS;
const STORAGE_KEY = 'saji.orders.filters';

/** The filter applied last in this tab: View Order and Back return to it (as the menu list does). */
function remembered(): OrderFilterValues {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<OrderFilterValues> | null;
    const known = Object.entries(stored ?? {}).filter(([k, v]) => k in INITIAL_ORDER_FILTERS && typeof v === 'string');
    return { ...INITIAL_ORDER_FILTERS, ...Object.fromEntries(known) };
  } catch {
    return INITIAL_ORDER_FILTERS;
  }
}

/** The order list's filters, starting from the one remembered and remembering each one applied. */
export function useOrderFilters() {
  const [start] = useState(remembered);
  const filters = useFilters(start, INITIAL_ORDER_FILTERS);
  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filters.applied));
  }, [filters.applied]);
  return filters;
}
