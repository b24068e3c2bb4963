import type { OrderDetail } from './orders.api';
import { posApi } from './orders.api';

/**
 * An order's detail asked for as the finger lands on it in the open-orders panel, so the screen that
 * opens it a moment later finds it on its way (the panel's budget is 300 ms from tap to payment).
 * Each prefetched detail is taken once; an unused one is dropped after a while.
 */
const pending = new Map<string, Promise<OrderDetail>>();
const KEEP_MS = 10_000;

export function prefetchDetail(orderkey: string): void {
  if (pending.has(orderkey)) return;
  const request = posApi.detail(orderkey);
  // A prefetch nobody takes must not report an unhandled rejection; the taker sees the error itself.
  request.catch(() => undefined);
  pending.set(orderkey, request);
  setTimeout(() => pending.delete(orderkey), KEEP_MS);
}

export function detailOf(orderkey: string): Promise<OrderDetail> {
  const prefetched = pending.get(orderkey);
  pending.delete(orderkey);
  return prefetched ?? posApi.detail(orderkey);
}
