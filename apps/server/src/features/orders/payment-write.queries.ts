import { ORDER_STATUS, type PrintJobRef } from '@saji/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { noticeOutbox, orderPayments, orders, orderTables, printJobs, shifts } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import { NO_PRINTER, PRINT_CHANNEL } from '../../platform/print-queue.js';
import { OUTLET_CHANNEL } from '../../platform/realtime.js';
import { type OrderJson, type StoredOrder, storedOrderOf } from './orders.queries.js';

export type NewPayment = Omit<typeof orderPayments.$inferSelect, 'orderkey'>;

export interface Completion {
  orderkey: string;
  compcode: string;
  /** The order's version the payment was reckoned on: the write happens only if it is still the stored one. */
  version: number;
  payments: NewPayment[];
  paymtime: Date;
  paymethod: string;
  paidamt: number;
  changeamt: number;
  updateby: string;
  /** The till's terminal, and the shift the payment belongs to. */
  terminal: string | null;
  shiftid: number | null;
  /** A payment taken offline belongs to its shift even if that shift has closed since. */
  offline: boolean;
  /** What notifyOutlet would send (outletNotice). */
  notice: string;
  /** The receipt printer, and what the till asked to print on it (null: nothing). */
  printer: string | null;
  receipt: Buffer | null;
  drawer: Buffer | null;
}

const p = sql.placeholder;

const completeOrderStatement = statement<{ order: OrderJson; tableids: number[]; printjobs: PrintJobRef[] }>(
  'order_complete',
  sql`WITH s AS (
      SELECT shiftid FROM ${shifts} WHERE shiftid = ${p('shiftid')}::int AND (status = 'open' OR ${p('offline')}::boolean)
      FOR KEY SHARE),
    h AS (
      UPDATE ${orders} SET orderstatus = ${ORDER_STATUS.COMPLETED}, paymtime = ${p('paymtime')}, paymethod = ${p('paymethod')},
        paidamt = ${p('paidamt')}, changeamt = ${p('changeamt')}, updateby = ${p('updateby')},
        terminal = ${p('terminal')}, shiftid = ${p('shiftid')}::int, version = version + 1, updatetime = now()
      WHERE orderkey = ${p('orderkey')} AND version = ${p('version')}::int AND orderstatus <> ${ORDER_STATUS.COMPLETED}
        AND (${p('shiftid')}::int IS NULL OR EXISTS (SELECT 1 FROM s))
      RETURNING *),
    pay AS (
      INSERT INTO ${orderPayments} (orderkey, lineno, codepayment, namepayment, kodeacc, paymentnote, paymentamount, paymentnettamt,
        paymentchange)
      SELECT h.orderkey, p.* FROM h, json_to_recordset(${p('payments')}) AS p (lineno int,
        codepayment text, namepayment text, kodeacc text, paymentnote text, paymentamount numeric, paymentnettamt numeric,
        paymentchange numeric)),
    t AS (
      UPDATE ${orderTables} SET seated = false WHERE orderkey = (SELECT orderkey FROM h) RETURNING tableid, seq),
    pj AS (
      INSERT INTO ${printJobs} (compcode, outletid, orderkey, kind, target, payload, state, lasterror, createby)
      SELECT ${p('compcode')}, h.outletid, h.orderkey, j.kind, ${p('printer')}::text, j.payload,
        CASE WHEN ${p('printer')}::text IS NULL THEN 'failed' ELSE 'queued' END,
        CASE WHEN ${p('printer')}::text IS NULL THEN ${NO_PRINTER} END, ${p('updateby')}
      FROM h, (VALUES (1, 'receipt', ${p('receipt')}::bytea), (2, 'drawer', ${p('drawer')}::bytea)) AS j (seq, kind, payload)
      WHERE j.payload IS NOT NULL
      ORDER BY j.seq
      RETURNING id, state, target),
    nt AS (INSERT INTO ${noticeOutbox} (channel, payload) SELECT ${OUTLET_CHANNEL}, ${p('notice')} FROM h),
    np AS (INSERT INTO ${noticeOutbox} (channel, payload) SELECT ${PRINT_CHANNEL}, '' FROM pj WHERE target IS NOT NULL LIMIT 1)
    SELECT to_json(h) AS "order", (SELECT coalesce(array_agg(tableid ORDER BY seq), '{}') FROM t) AS tableids,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'state', state) ORDER BY id), '[]') FROM pj) AS printjobs
    FROM h`,
);

/**
 * Completes an order in one statement that commits as it ends, if the order is still at the version
 * the payment was reckoned on and its shift still takes payments: the payments, the paid header, its
 * tables let go (their ids answered in picking order), the receipt and drawer kick asked for, the
 * announcements to the outlet's screens and printers (queued, sent after the commit: app.notices).
 * The shift's row is held (FOR KEY SHARE) to the end, so a close of it waits and then counts this
 * payment. Answers nothing when the order moved or the shift closed in between: the caller reads again.
 * On a transaction (an order re-opened and paid anew, whose old payments go first), it is the last.
 */
export async function completeOrder(
  db: DbOrTx,
  c: Completion,
): Promise<{ order: StoredOrder; tableids: number[]; printjobs: PrintJobRef[] } | undefined> {
  const [row] = await completeOrderStatement(db, { ...c, payments: JSON.stringify(c.payments) });
  return row && { order: storedOrderOf(row.order), tableids: row.tableids, printjobs: row.printjobs };
}
