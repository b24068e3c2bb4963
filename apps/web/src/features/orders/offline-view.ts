import { formatRupiah, ORDER_STATUS, type TableGroup } from '@saji/core';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { outboxOf } from '../../lib/outbox/use-outbox';
import { type OrderDetail, posKeys } from './orders.api';

/** An order the till took offline, as it last computed it (kept with the till's lookups for a reload offline). */
export const offlineKey = (orderkey: string) => ['pos', 'offline', orderkey] as const;

/** The table board with an offline order on it: seated while open, freed once paid or moved away. */
export function seatOnBoard(board: TableGroup[], detail: OrderDetail): TableGroup[] {
  const h = detail.header;
  const seated = h.orderstatus === ORDER_STATUS.OPEN ? new Set(h.tableids) : new Set<number>();
  return board.map((g) => ({
    ...g,
    tables: g.tables.map((t) => {
      if (seated.has(t.tableid))
        return {
          ...t,
          orderkey: h.orderkey,
          orderno: h.orderno,
          pax: h.pax,
          total: h.total,
          checks: null,
          description: `${h.orderno} · ${h.pax} pax · ${formatRupiah(h.total)}`,
        };
      if (t.orderkey !== h.orderkey) return t;
      return { ...t, orderkey: null, orderno: null, pax: null, total: null, checks: null, description: 'No Order' };
    }),
  }));
}

/**
 * Applies an order queued offline to the till's own view at once: it opens again from its table (or
 * the address) as the till computed it, and the board shows its table taken or free again.
 */
export function showOffline(queryClient: QueryClient, detail: OrderDetail): void {
  queryClient.setQueryData(offlineKey(detail.header.orderkey), detail);
  const key = posKeys.tables(detail.header.outletid);
  // The board keeps the age of the server's last answer: it says how old the other terminals' tables are.
  const { dataUpdatedAt } = queryClient.getQueryState(key) ?? {};
  queryClient.setQueryData<TableGroup[]>(key, (board) => board && seatOnBoard(board, detail), { updatedAt: dataUpdatedAt });
}

/** The till's copy of an order, while the outbox still holds commands of it; the server's after. */
export const localDetail = (queryClient: QueryClient, orderkey: string): OrderDetail | undefined =>
  queryClient.getQueryData<OrderDetail>(offlineKey(orderkey));

/** Once the outbox has sent every command of an order, the server's copy is the truth: the till's goes. */
export function useForgetSent(username: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    void outboxOf(username).then((outbox) => {
      if (!live) return;
      const forget = () => {
        const waiting = new Set(outbox.current.commands.map((c) => c.orderkey));
        for (const q of queryClient.getQueryCache().findAll({ queryKey: ['pos', 'offline'] }))
          if (!waiting.has(String(q.queryKey[2]))) queryClient.removeQueries({ queryKey: q.queryKey, exact: true });
      };
      forget();
      unsubscribe = outbox.subscribe(forget);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [queryClient, username]);
}
