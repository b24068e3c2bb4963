import {
  DEFAULT_CASH_CODE,
  ORDER_STATUS,
  ORDER_VOIDED,
  type OrderDetail,
  type OrderPayment,
  type PaidOrder,
  type PrintJobRef,
  paymentMethod,
  paymentShiftRefusal,
  settlePayment,
  VIEW_ONLY_SAVE,
} from '@saji/core';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { encodeDrawerKick } from '../../platform/escpos.js';
import { outletNotice } from '../../platform/realtime.js';
import { closedOrderPeriodError } from '../accounting/index.js';
import { inScope, isViewOnly, printContext, STALE_ORDER } from './order-context.js';
import * as dq from './order-detail.queries.js';
import { receiptPayload } from './orders.printing.js';
import type { StoredOrder } from './orders.queries.js';
import * as q from './orders.queries.js';
import * as pq from './payment.queries.js';
import { type Completion, completeOrder } from './payment-write.queries.js';

/** Tries of a payment whose order moved (a save, another till) between its read and its write. */
const PAY_TRIES = 4;

/**
 * Completes an order: the payment rows are checked with the spec's messages, change goes on the
 * CASH line, the tables are freed. Paying again with the same rows (a retry) answers the result.
 *
 * Nothing is locked while Node reckons: the order is read (one statement), the payment worked out, and
 * one statement writes it all if the order is still at the version read (payment-write.queries.ts). A
 * payment that lost a race to another write reads again: the second of two payments racing finds the
 * order paid and answers as a retry, so a payment is taken once.
 */
export async function payOrder(db: Db, scope: RequestScope, input: OrderPayment): Promise<PaidOrder> {
  for (let attempt = 1; ; attempt++) {
    const paid = await payOnce(db, scope, input);
    if (paid) return paid;
    if (attempt >= PAY_TRIES) throw conflict(STALE_ORDER);
  }
}

async function payOnce(db: Db, scope: RequestScope, input: OrderPayment): Promise<PaidOrder | undefined> {
  const { user } = scope;
  const { order, periodClosed, types, shift, lines, tableids } = await pq.paymentSources(
    db,
    input.orderkey,
    user.compcode,
    scope.timeZone,
    input.terminal ?? null,
  );
  if (!order || !inScope(scope, order)) throw notFound('Order');
  if (order.isvoid === '1') throw badRequest(ORDER_VOIDED);
  if (order.orderstatus === ORDER_STATUS.COMPLETED) {
    // A retry: whatever the first attempt asked to print was queued with it.
    if (samePayments(await pq.storedPayments(db, order.orderkey), input.payments))
      return withJobs(input, (await dq.orderDetail(db, scope, order.orderkey)) as OrderDetail, []);
    throw conflict(VIEW_ONLY_SAVE);
  }
  if (isViewOnly(order)) throw conflict(VIEW_ONLY_SAVE);
  if (periodClosed) throw closedOrderPeriodError(order.orderdate, scope.timeZone);
  const takenAt = paymentTime(input.offlineat);
  const shiftid = input.offlineat && input.terminal ? await pq.shiftOn(db, order.outletid, input.terminal, takenAt) : shift.shiftid;
  const refused = paymentShiftRefusal({ ...shift, shiftid, terminal: input.terminal, offline: !!input.offlineat });
  if (refused) throw conflict(refused);

  const byCode = new Map(types.map((t) => [t.codepayment, t]));
  const unknown = input.payments.find((p) => p.codepayment && p.paymentamount > 0 && !byCode.has(p.codepayment));
  if (unknown) throw badRequest(`Payment type ${unknown.codepayment} not found`, { field: 'codepayment' });
  // The company's cash type takes the change; code '1' (the spec's CASH) when none is marked.
  const cashCode = (types.find((t) => t.iscash) ?? byCode.get(DEFAULT_CASH_CODE))?.codepayment;
  const settled = settlePayment({
    total: order.total,
    payments: input.payments.map((p) => ({ ...p, iscash: p.codepayment === cashCode || (byCode.get(p.codepayment)?.iscash ?? false) })),
  });
  if (!settled.ok) throw badRequest(settled.message);

  const nameOf = (code: string) => byCode.get(code)?.namepayment ?? 'CASH';
  const payments = settled.lines.map((l, i) => ({
    ...l,
    lineno: i + 1,
    namepayment: nameOf(l.codepayment),
    kodeacc: byCode.get(l.codepayment)?.kodeacc ?? '1',
  }));
  const paid = {
    paymtime: takenAt,
    paymethod: paymentMethod(settled.lines, nameOf),
    paidamt: settled.paidamt,
    changeamt: settled.changeamt,
    updateby: user.username,
    terminal: input.terminal ?? null,
    shiftid,
  };
  const answerOf = (stored: StoredOrder, tableids: number[]) =>
    dq.detailOf(
      stored,
      order.outletname,
      tableids,
      lines,
      payments.map((p) => ({ ...p, orderkey: order.orderkey })),
    );
  // The receipt prints the order as paid: the stored order with this payment's columns.
  const prints = await printsAfterPayment(db, scope, input, () =>
    answerOf({ ...order, ...paid, orderstatus: ORDER_STATUS.COMPLETED }, tableids),
  );
  const completion = {
    ...paid,
    ...prints,
    orderkey: order.orderkey,
    compcode: user.compcode,
    version: order.version,
    payments,
    offline: !!input.offlineat,
    notice: outletNotice(order.outletid, { type: 'order.paid', orderkey: order.orderkey }),
  };
  const done = order.paidamt > 0 ? await payAnew(db, completion) : await completeOrder(db, completion);
  if (!done) return undefined;
  return withJobs(input, answerOf(done.order, done.tableids), done.printjobs);
}

/** An order paid before and re-opened: its old payments go, in the transaction that writes the new ones. */
async function payAnew(db: Db, completion: Completion) {
  try {
    return await db.transaction(async (tx) => {
      await pq.deletePayments(tx, completion.orderkey);
      const written = await completeOrder(tx, completion);
      // The order moved since it was read: the old payments stay, and the payment reads again.
      if (!written) tx.rollback();
      return written;
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return undefined;
    throw err;
  }
}

/** Far enough back for a till that was offline over a long weekend; ahead only by a clock's drift. */
const OFFLINE_MAX_AGE_MS = 30 * 86_400_000;
const CLOCK_SKEW_MS = 5 * 60_000;

/** When the payment was taken: now, or the time a payment taken offline carries. */
function paymentTime(offlineat: string | undefined): Date {
  const now = Date.now();
  if (!offlineat) return new Date(now);
  const at = new Date(offlineat);
  if (at.getTime() > now + CLOCK_SKEW_MS || at.getTime() < now - OFFLINE_MAX_AGE_MS)
    throw badRequest('offlineat is not a time this payment could have been taken', { field: 'offlineat' });
  return at;
}

const withJobs = (input: OrderPayment, detail: OrderDetail, printjobs: PrintJobRef[]): PaidOrder =>
  input.printreceipt || input.opendrawer ? { ...detail, printjobs } : detail;

/** The receipt and the drawer kick the till asked for, on the outlet's receipt printer (none without one). */
async function printsAfterPayment(db: Db, ctx: RequestScope, input: OrderPayment, paidOrder: () => OrderDetail) {
  const none = { printer: null, receipt: null, drawer: null };
  if (!input.printreceipt && !input.opendrawer) return none;
  const detail = paidOrder();
  const outlet = await q.outletSettings(db, ctx.user.compcode, detail.header.outletid);
  if (!outlet?.posprinter) return none;
  const logo = input.printreceipt ? await q.outletLogo(db, outlet.outletid) : null;
  return {
    printer: outlet.posprinter,
    receipt: input.printreceipt ? receiptPayload(printContext(ctx), outlet, detail, input.receiptwidth, logo) : null,
    drawer: input.opendrawer ? encodeDrawerKick() : null,
  };
}

type StoredPayment = Awaited<ReturnType<typeof pq.storedPayments>>[number];

function samePayments(stored: StoredPayment[], asked: OrderPayment['payments']): boolean {
  const key = (code: string, amount: number, note: string | null | undefined) => `${code.trim()}|${amount}|${note?.trim() || ''}`;
  const a = stored.filter((p) => p.paymentamount > 0).map((p) => key(p.codepayment, p.paymentamount, p.paymentnote));
  const b = asked.filter((p) => p.paymentamount > 0).map((p) => key(p.codepayment, p.paymentamount, p.paymentnote));
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

// T2 before T10.
