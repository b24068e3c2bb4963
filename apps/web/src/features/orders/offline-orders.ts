import { type OpenOrder, ORDER_STATUS } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { OutboxState } from '../../lib/outbox/outbox';
import { outboxOf } from '../../lib/outbox/use-outbox';
import { localDetail } from './offline-view';
import type { OrderDetail } from './orders.api';

/** Where an order still waiting in the outbox stands, as the open-orders panel says it. */
export type WaitingState = 'open' | 'paid' | 'conflict';

/** An order of this till the server has not received whole yet: the till's own copy, and what is left to send. */
export interface WaitingOrder extends OpenOrder {
  state: WaitingState;
  /** The server's refusal, when it refused one of its commands. */
  conflict?: string;
}

/**
 * The orders with commands still in the outbox, oldest first, each as the till last computed it. An
 * order appears once whatever it waits for (its save, its payment, both), and only while it waits:
 * once sent, its own copy goes (offline-view.ts) and the server's list has it under its real number.
 */
export function waitingOrders(state: OutboxState, detailOf: (orderkey: string) => OrderDetail | undefined): WaitingOrder[] {
  const seen = new Map<string, WaitingOrder>();
  for (const c of state.commands) {
    const known = seen.get(c.orderkey);
    if (known) {
      if (c.conflict && !known.conflict) Object.assign(known, { state: 'conflict', conflict: c.conflict });
      continue;
    }
    const detail = detailOf(c.orderkey);
    // Queued a moment before its copy is written (use-offline-till.ts): it shows at the next change.
    if (!detail) continue;
    const h = detail.header;
    const state: WaitingState = c.conflict ? 'conflict' : h.orderstatus === ORDER_STATUS.OPEN ? 'open' : 'paid';
    seen.set(c.orderkey, {
      orderkey: h.orderkey,
      orderno: h.orderno,
      ordertype: h.ordertype,
      tablename: h.tablename,
      customernm: h.customernm,
      PhoneNo: h.PhoneNo,
      deliverby: h.deliverby,
      pax: h.pax,
      total: h.total,
      orderdate: h.orderdate,
      outletid: h.outletid,
      state,
      conflict: c.conflict,
    });
  }
  return [...seen.values()];
}

/** The panel's search on the till's own orders: number, table, customer or phone, as the server searches. */
export function matchesSearch(o: OpenOrder, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [o.orderno, o.tablename, o.customernm, o.PhoneNo].some((v) => v?.toLowerCase().includes(q));
}

/**
 * The open-orders panel's list: this till's orders not yet sent first (marked so), then the server's
 * open orders without those (an order whose save arrived but whose payment waits is the till's, once).
 */
export function mergeOpenOrders(waiting: WaitingOrder[], server: OpenOrder[] | undefined): (OpenOrder | WaitingOrder)[] {
  const mine = new Set(waiting.map((o) => o.orderkey));
  return [...waiting, ...(server ?? []).filter((o) => !mine.has(o.orderkey))];
}

export const isWaiting = (o: OpenOrder | WaitingOrder): o is WaitingOrder => 'state' in o;

/**
 * The signed-in till's orders waiting in the outbox, kept current as commands are queued, sent or
 * refused and as the till's copies change. When an order leaves the outbox the server's open orders
 * are read again, so it comes back at once as a normal entry rather than at the next refresh.
 */
export function useWaitingOrders(username: string): WaitingOrder[] {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OutboxState | null>(null);
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    let before = new Set<string>();
    void outboxOf(username).then((outbox) => {
      if (!live) return;
      const seen = (next: OutboxState) => {
        const now = new Set(next.commands.map((c) => c.orderkey));
        if ([...before].some((k) => !now.has(k))) void queryClient.invalidateQueries({ queryKey: ['pos', 'open'] });
        before = now;
        setState(next);
      };
      seen(outbox.current);
      unsubscribe = outbox.subscribe(seen);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [queryClient, username]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (key[0] === 'pos' && key[1] === 'offline') setCopies((n) => n + 1);
      }),
    [queryClient],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `copies` counts changes of the till's copies, read through queryClient
  return useMemo(() => (state ? waitingOrders(state, (key) => localDetail(queryClient, key)) : []), [state, copies, queryClient]);
}
