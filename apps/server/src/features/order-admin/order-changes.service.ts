import {
  notOpenReason,
  ORDER_POSTED_UNPOST_FIRST,
  ORDER_STATUS,
  ORDER_VOIDED,
  PAYMENT_NOT_ENOUGH,
  paymentMethod,
  settlePayment,
  UPDATE_OK,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { conflict, notFound } from '../../platform/errors.js';
import { notifyOutlet } from '../../platform/realtime.js';
import { closedOrderPeriodError } from '../accounting/index.js';
import * as changes from './order-changes.queries.js';

/**
 * The one void write, the back office's void and the till's cancel alike: the order ends void with
 * the reason and lets go of its tables. The till's cancel also names the terminal and shift that count it.
 */
export async function writeVoid(tx: DbOrTx, orderkey: string, voided: changes.VoidWrite): Promise<void> {
  await changes.markVoid(tx, orderkey, voided);
  await changes.freeTables(tx, orderkey);
}

/**
 * The order, locked, when it may still change: a void order stays void, a posted one is un-posted
 * first, and an order of a closed month keeps what the closed books say of it.
 */
async function lockedChangeable(tx: DbOrTx, scope: ScopedTo, orderkey: string): Promise<changes.LockedOrder> {
  const order = await changes.lockOrder(tx, scope, orderkey);
  if (!order) throw notFound('Order');
  if (order.isvoid === '1') throw conflict(ORDER_VOIDED);
  if (order.posting === 1) throw conflict(ORDER_POSTED_UNPOST_FIRST);
  if (order.periodClosed) throw closedOrderPeriodError(order.orderdate, scope.timeZone);
  // A split bill lives on in its checks, a merged order in the order it joined: those are what change.
  if (order.orderstatus === ORDER_STATUS.SPLIT || order.orderstatus === ORDER_STATUS.MERGED)
    throw conflict(notOpenReason({ ...order, isvoid: '0' }) as string);
  return order;
}

export async function voidOrder(db: Db, scope: ScopedTo, username: string, input: { orderkey: string; voidreason: string }) {
  return db.transaction(async (tx) => {
    // A repeated void by the one who voided (a double tap, a retry after a lost answer) got what it asked.
    const current = await changes.lockOrder(tx, scope, input.orderkey);
    if (current?.isvoid === '1' && current.voidby === username) return { message: UPDATE_OK };
    const order = await lockedChangeable(tx, scope, input.orderkey);
    await writeVoid(tx, order.orderkey, { reason: input.voidreason, username });
    await audit(tx, scope, {
      action: 'order.void',
      objectkey: order.orderkey,
      outletid: order.outletid,
      after: { voidreason: input.voidreason },
    });
    await notifyOutlet(tx, order.outletid, { type: 'order.voided', orderkey: order.orderkey });
    return { message: UPDATE_OK };
  });
}

/**
 * The back office's status switch: a completed order that is not posted may be re-opened (to correct
 * it at the till), and an open order whose payments settle its total may be completed, which frees its
 * tables. A void or posted order keeps its status.
 */
export async function setOrderStatus(db: Db, scope: ScopedTo, username: string, input: { orderkey: string; orderstatus: number }) {
  return db.transaction(async (tx) => {
    const order = await lockedChangeable(tx, scope, input.orderkey);
    if (order.orderstatus === input.orderstatus) return { message: UPDATE_OK };
    if (input.orderstatus === ORDER_STATUS.COMPLETED) await resettlePayments(tx, scope.compcode, order);
    await changes.setStatus(tx, order.orderkey, input.orderstatus, username);
    await audit(tx, scope, {
      action: 'order.status',
      objectkey: order.orderkey,
      outletid: order.outletid,
      before: { orderstatus: order.orderstatus },
      after: { orderstatus: input.orderstatus },
    });
    // A completed order has been paid for: its guests have left, as when paying at the till.
    if (input.orderstatus === ORDER_STATUS.COMPLETED) await changes.freeTables(tx, order.orderkey);
    await notifyOutlet(tx, order.outletid, { type: 'order.status', orderkey: order.orderkey });
    return { message: UPDATE_OK };
  });
}

/**
 * Completing a re-opened order settles its stored payments again against its total, which may have
 * changed at the till since: the change and each line's nett amount follow the total, so the order
 * posts with a balanced voucher. Payments that no longer cover the total are refused.
 */
async function resettlePayments(tx: DbOrTx, compcode: string, order: changes.LockedOrder): Promise<void> {
  const payments = await changes.paymentsToSettle(tx, compcode, order.orderkey);
  if (!payments.some((p) => p.paymentamount > 0) && order.total > 0) throw conflict(PAYMENT_NOT_ENOUGH);
  const settled = settlePayment({ total: order.total, payments });
  if (!settled.ok) throw conflict(settled.message);
  // Lines keep the name and account they were paid with.
  const byCode = new Map(payments.map((p) => [p.codepayment, p]));
  const nameOf = (code: string) => byCode.get(code)?.namepayment ?? 'CASH';
  await changes.replacePayments(tx, order.orderkey, {
    lines: settled.lines.map((l) => ({ ...l, namepayment: nameOf(l.codepayment), kodeacc: byCode.get(l.codepayment)?.kodeacc ?? '1' })),
    paidamt: settled.paidamt,
    changeamt: settled.changeamt,
    paymethod: paymentMethod(settled.lines, nameOf),
  });
}
