import {
  CANCEL_CLOSED,
  CANCEL_OK,
  CANCEL_PAID,
  type CancelOrderInput,
  DEFAULT_NOTE_CHIPS,
  type NoteChipsInput,
  notOpenReason,
  ORDER_POSTED_UNPOST_FIRST,
  ORDER_STATUS,
  type PaperMm,
  PREBILL_PAID,
  type PrebillResult,
  VIEW_ONLY_FEATURE,
} from '@saji/core';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { notifyOutlet } from '../../platform/realtime.js';
import { writeVoid } from '../order-admin/index.js';
import { CHOOSE_OUTLET, inScope, printContext } from './order-context.js';
import * as dq from './order-detail.queries.js';
import { kitchenItemOf, queueKitchenTicket, queueReceipt } from './orders.printing.js';
import * as q from './orders.queries.js';
import * as pq from './payment.queries.js';
import * as tq from './till.queries.js';

/** The POS's open-orders panel: a bound user's outlet, or the outlet an admin's terminal works on. */
export function openOrders(db: Db, scope: RequestScope, query: { outletid?: number; search?: string }) {
  return tq.openOrders(db, scope.compcode, outletScope(scope, query.outletid) ?? null, query.search);
}

/**
 * Cancel Order (spec 2.1): ends an open order nobody has paid anything of, as a void with the reason
 * given. Its tables are freed, the outlet's screens hear of it, and a kitchen that was sent items gets
 * a VOID ticket for them. A paid order is the back office's void, with its own permission.
 */
export function cancelOrder(db: Db, scope: RequestScope, orderkey: string, input: CancelOrderInput) {
  return db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderkey);
    if (!order || !inScope(scope, order)) throw notFound('Order');
    if (order.isvoid === '1' && order.voidby === scope.user.username) return { message: CANCEL_OK };
    if (order.posting === 1) throw conflict(ORDER_POSTED_UNPOST_FIRST);
    if (order.isvoid === '1' || order.orderstatus !== ORDER_STATUS.OPEN) throw conflict(CANCEL_CLOSED);
    if (order.paidamt > 0 || (await tq.hasPayments(tx, orderkey))) throw conflict(CANCEL_PAID);
    const terminal = input.terminal ?? null;
    const shiftid = terminal ? await pq.shiftOn(tx, order.outletid, terminal) : null;
    await writeVoid(tx, orderkey, { reason: input.reason, username: scope.user.username, till: { terminal, shiftid } });
    await audit(tx, scope, {
      action: 'order.cancel',
      objectkey: orderkey,
      outletid: order.outletid,
      after: { voidreason: input.reason },
    });
    const sent = await tq.sentToKitchen(tx, orderkey);
    const outlet = await q.outletSettings(tx, scope.compcode, order.outletid);
    if (sent.length && outlet?.kitchenorder === '1' && outlet.kitchenprinter)
      await queueKitchenTicket(
        tx,
        printContext(scope),
        outlet,
        order,
        sent.map((s) => kitchenItemOf(s)),
        'VOID',
      );
    await notifyOutlet(tx, order.outletid, { type: 'order.voided', orderkey });
    return { message: CANCEL_OK };
  });
}

/**
 * The bill of an order not paid yet, marked as such, counted each time it is printed. With a receipt
 * printer it is queued there; without one the screen prints it in the browser with the count answered.
 */
export function printPrebill(db: Db, scope: RequestScope, orderkey: string, paper: PaperMm): Promise<PrebillResult> {
  return db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderkey);
    if (!order || !inScope(scope, order)) throw notFound('Order');
    if (order.isvoid === '1') throw badRequest(VIEW_ONLY_FEATURE);
    if (order.orderstatus === ORDER_STATUS.COMPLETED) throw conflict(PREBILL_PAID);
    // A split or merged order's bill is its checks' or the other order's.
    if (order.orderstatus !== ORDER_STATUS.OPEN) throw conflict(notOpenReason(order) ?? VIEW_ONLY_FEATURE);
    const printcount = await tq.countPrebill(tx, orderkey, scope.user.username);
    const outlet = await q.outletSettings(tx, scope.compcode, order.outletid);
    if (!outlet?.posprinter) return { printcount, job: null };
    const detail = await dq.orderDetail(tx, scope, orderkey);
    if (!detail) throw notFound('Order');
    return { printcount, job: await queueReceipt(tx, printContext(scope), outlet, detail, paper, { printcount }) };
  });
}

/**
 * The outlet a request works on: a bound user's own (naming another is refused, 403), else the one
 * asked for, checked to be the company's.
 */
async function outletFor(db: Db, scope: RequestScope, outletid: number | undefined): Promise<number> {
  if (scope.boundOutlet !== null) return outletScope(scope, outletid) ?? scope.boundOutlet;
  if (outletid === undefined) throw badRequest(CHOOSE_OUTLET);
  if (!(await tq.outletOfCompany(db, scope.compcode, outletid))) throw notFound('Outlet');
  return outletid;
}

/** The quick note chips the outlet's till offers: its own, or the defaults until it sets some. */
export async function noteChips(db: Db, scope: RequestScope, query: { outletid?: number }): Promise<string[]> {
  const outletid = await outletFor(db, scope, query.outletid);
  return (await tq.noteChipsOf(db, outletid)) ?? DEFAULT_NOTE_CHIPS;
}

export async function saveNoteChips(db: Db, scope: RequestScope, input: NoteChipsInput): Promise<string[]> {
  const outletid = await outletFor(db, scope, input.outletid);
  await tq.saveNoteChips(db, outletid, input.chips, scope.user.username);
  return input.chips;
}
