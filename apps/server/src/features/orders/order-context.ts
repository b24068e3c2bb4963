import { ORDER_STATUS, type OrderDetail } from '@saji/core';
import type { Db } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { notFound } from '../../platform/errors.js';
import * as dq from './order-detail.queries.js';
import type { PrintContext } from './orders.printing.js';
import type * as q from './orders.queries.js';

export const STALE_ORDER = 'This order was changed on another terminal; the latest version is shown.';
export const CHOOSE_OUTLET = 'Please choose an outlet';
export const tableTaken = (names: string) => `Table ${names} is already taken by another order`;

export const printContext = ({ user, timeZone }: RequestScope): PrintContext => ({
  compcode: user.compcode,
  username: user.username,
  cashier: user.name,
  timeZone,
});

/** A completed, split, merged, void or posted order is history: the till may look at it but not change it. */
export const isViewOnly = (o: q.StoredOrder) => o.orderstatus !== ORDER_STATUS.OPEN || o.isvoid === '1' || o.posting === 1;

export function inScope(scope: RequestScope, o: q.StoredOrder): boolean {
  return o.compcode === scope.compcode && (scope.boundOutlet === null || o.outletid === scope.boundOutlet);
}

export async function getDetail(db: Db, scope: RequestScope, orderkey: string): Promise<OrderDetail> {
  const detail = await dq.orderDetail(db, scope, orderkey);
  if (!detail) throw notFound('Order');
  return detail;
}
