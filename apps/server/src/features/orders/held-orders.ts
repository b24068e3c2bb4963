import { notOpenReason, ORDER_HAS_PAYMENT, type OrderDetail } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { conflict, notFound } from '../../platform/errors.js';
import { closedOrderPeriodError } from '../accounting/index.js';
import { inScope, STALE_ORDER } from './order-context.js';
import * as dq from './order-detail.queries.js';
import type { HeldOrder } from './table-service.queries.js';

/** The order's detail as the till would reload it: what a refusal shows beside its message. */
const shownAgain = async (tx: DbOrTx, scope: RequestScope, orderkey: string) => (await dq.orderDetail(tx, scope, orderkey)) as OrderDetail;

/** A locked order the request may see (another company's or outlet's answers 404, as a missing one). */
export function visible(scope: RequestScope, order: HeldOrder | undefined): HeldOrder {
  if (!order || !inScope(scope, order)) throw notFound('Order');
  return order;
}

/**
 * Refuses a table-service command on an order that is not open (paid, void, posted, split, merged:
 * 409 saying which), that changed since the till was shown `version` (409 with the order as it is
 * now), and, where its bill changes (`bill`), in a month the books closed or with a payment recorded.
 */
export async function assertChangeable(
  tx: DbOrTx,
  scope: RequestScope,
  order: HeldOrder,
  version: number,
  { bill }: { bill: boolean },
): Promise<void> {
  const closed = notOpenReason(order);
  if (closed) throw conflict(closed, await shownAgain(tx, scope, order.orderkey));
  if (order.version !== version) throw conflict(STALE_ORDER, await shownAgain(tx, scope, order.orderkey));
  if (!bill) return;
  if (order.periodclosed) throw closedOrderPeriodError(order.orderdate, scope.timeZone);
  if (order.paidamt > 0) throw conflict(ORDER_HAS_PAYMENT);
}

/** The campaigns an order's lines name (its campaignkey): kept when its lines are priced again. */
export const campaignsOf = (...keys: (string | null)[]): number[] => [
  ...new Set(keys.flatMap((k) => (k ? k.split(',').map(Number) : [])).filter((id) => Number.isInteger(id) && id > 0)),
];
