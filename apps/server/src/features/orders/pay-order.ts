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
import type { Db, Tx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { outletNotice } from '../../platform/realtime.js';
import { closedOrderPeriodError } from '../accounting/index.js';
import { inScope, isViewOnly, printContext } from './order-context.js';
import * as dq from './order-detail.queries.js';
import { queueDrawerKick, queueReceipt } from './orders.printing.js';
import * as q from './orders.queries.js';
import * as pq from './payment.queries.js';

/**
 * Completes an order: the payment rows are checked with the spec's messages, change goes on the
 * CASH line, the tables are freed. Paying again with the same rows (a retry) answers the result.
 */
export async function payOrder(db: Db, scope: RequestScope, input: OrderPayment): Promise<PaidOrder> {
  const { user } = scope;
  return db.transaction(async (tx) => {
    const { order, periodClosed, types, shift } = await pq.paymentSources(
      tx,
      input.orderkey,
      user.compcode,
      scope.timeZone,
      input.terminal ?? null,
    );
    if (!order || !inScope(scope, order)) throw notFound('Order');
    if (order.isvoid === '1') throw badRequest(ORDER_VOIDED);
    if (order.orderstatus === ORDER_STATUS.COMPLETED) {
      // A retry: whatever the first attempt asked to print was queued with it.
      if (samePayments(await pq.storedPayments(tx, order.orderkey), input.payments))
        return withJobs(input, (await dq.orderDetail(tx, scope, order.orderkey)) as OrderDetail, []);
      throw conflict(VIEW_ONLY_SAVE);
    }
    if (isViewOnly(order)) throw conflict(VIEW_ONLY_SAVE);
    if (periodClosed) throw closedOrderPeriodError(order.orderdate, scope.timeZone);
    const takenAt = paymentTime(input.offlineat);
    const shiftid = input.offlineat && input.terminal ? await pq.shiftOn(tx, order.outletid, input.terminal, takenAt) : shift.shiftid;
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
    // An order paid before and re-opened in the back office is paid anew.
    if (order.paidamt > 0) await pq.deletePayments(tx, order.orderkey);
    const done = await pq.completeOrder(tx, {
      orderkey: order.orderkey,
      payments,
      paymtime: takenAt,
      paymethod: paymentMethod(settled.lines, nameOf),
      paidamt: settled.paidamt,
      changeamt: settled.changeamt,
      updateby: user.username,
      terminal: input.terminal ?? null,
      shiftid,
      notice: outletNotice(order.outletid, { type: 'order.paid', orderkey: order.orderkey }),
    });
    const detail = dq.detailOf(
      done.order,
      order.outletname,
      done.tableids,
      done.lines,
      payments.map((p) => ({ ...p, orderkey: order.orderkey })),
    );
    return withJobs(input, detail, await queueAfterPayment(tx, scope, input, detail));
  });
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
async function queueAfterPayment(tx: Tx, ctx: RequestScope, input: OrderPayment, detail: OrderDetail): Promise<PrintJobRef[]> {
  if (!input.printreceipt && !input.opendrawer) return [];
  const outlet = await q.outletSettings(tx, ctx.user.compcode, detail.header.outletid);
  if (!outlet?.posprinter) return [];
  const jobs: PrintJobRef[] = [];
  if (input.printreceipt) jobs.push(await queueReceipt(tx, printContext(ctx), outlet, detail, input.receiptwidth));
  if (input.opendrawer) jobs.push(await queueDrawerKick(tx, printContext(ctx), outlet, detail.header.orderkey));
  return jobs;
}

type StoredPayment = Awaited<ReturnType<typeof pq.storedPayments>>[number];

function samePayments(stored: StoredPayment[], asked: OrderPayment['payments']): boolean {
  const key = (code: string, amount: number, note: string | null | undefined) => `${code.trim()}|${amount}|${note?.trim() || ''}`;
  const a = stored.filter((p) => p.paymentamount > 0).map((p) => key(p.codepayment, p.paymentamount, p.paymentnote));
  const b = asked.filter((p) => p.paymentamount > 0).map((p) => key(p.codepayment, p.paymentamount, p.paymentnote));
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

// T2 before T10.
