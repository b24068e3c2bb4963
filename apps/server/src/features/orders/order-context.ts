import { ORDER_STATUS, type OrderDetail } from '@saji/core';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { notFound } from '../../platform/errors.js';
import * as dq from './order-detail.queries.js';
import type { PrintContext } from './orders.printing.js';
import type * as q from './orders.queries.js';

export const STALE_ORDER = 'This order was changed on another terminal; the latest version is shown.';
export const CHOOSE_OUTLET = 'Please choose an outlet';
export const tableTaken = (names: string) => `Table ${names} is already taken by another order`;

export interface OrderContext {
  user: SessionUser;
  timeZone: string;
}

export const scopeOf = (user: SessionUser): q.OrderScope => ({ compcode: user.compcode, outletid: user.outletid ?? undefined });
export const printContext = ({ user, timeZone }: OrderContext): PrintContext => ({
  compcode: user.compcode,
  username: user.username,
  cashier: user.name,
  timeZone,
});

/** A completed, void or posted order is history: the till may look at it but not change it. */
export const isViewOnly = (o: q.StoredOrder) => o.orderstatus === ORDER_STATUS.COMPLETED || o.isvoid === '1' || o.posting === 1;

export function inScope(user: SessionUser, o: q.StoredOrder): boolean {
  return o.compcode === user.compcode && (user.outletid === null || o.outletid === user.outletid);
}

export async function getDetail(db: Db, user: SessionUser, orderkey: string): Promise<OrderDetail> {
  const detail = await dq.orderDetail(db, scopeOf(user), orderkey);
  if (!detail) throw notFound('Order');
  return detail;
}
