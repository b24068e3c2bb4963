import type { MergeOrderInput, MoveOrderInput, OrderDetail, SplitOrderInput, TransferItemsInput } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const at = (orderkey: string, action: string) => `/api/restoorderho/${encodeURIComponent(orderkey)}/${action}`;

export type Checks = { orders: OrderDetail[] };

/** The four table-service commands; each takes the version the till was shown (409 when stale). */
export const serviceApi = {
  move: (orderkey: string, body: MoveOrderInput) => api.post<OrderDetail>(at(orderkey, 'move'), body),
  merge: (orderkey: string, body: MergeOrderInput) => api.post<OrderDetail>(at(orderkey, 'merge'), body),
  transfer: (orderkey: string, body: TransferItemsInput) =>
    api.post<{ from: OrderDetail; to: OrderDetail }>(at(orderkey, 'transfer'), body),
  split: (orderkey: string, body: SplitOrderInput) => api.post<Checks>(at(orderkey, 'split'), body),
};

export const checksKey = (orderkey: string) => ['pos', 'checks', orderkey] as const;

/** The checks of a split bill, side by side; fresh each time they are shown (a check is paid elsewhere). */
export function useSplitChecks(orderkey: string | null) {
  return useQuery({
    queryKey: checksKey(orderkey ?? ''),
    queryFn: () => api.get<Checks>(at(orderkey as string, 'checks')),
    enabled: !!orderkey,
    staleTime: 0,
  });
}

/** Where the till shows a split bill's checks: a paid check and a tap on the bill's table lead there. */
export const checksPath = (orderkey: string) => `/pos?checks=${encodeURIComponent(orderkey)}`;
