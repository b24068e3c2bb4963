import { ORDER_STATUS } from '@saji/core';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  orderLines,
  orderPayments,
  orders,
  orderTables,
  outlets,
  paymentTypes,
  shiftSettings,
  shifts,
  terminals,
} from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import { queueNotice } from '../../platform/notice-outbox.js';
import { OUTLET_CHANNEL } from '../../platform/realtime.js';
import { periodClosedAt } from '../accounting/index.js';
import { type OrderJson, type StoredLine, storedOrderOf } from './orders.queries.js';

export async function paymentTypesOf(tx: DbOrTx, compcode: string) {
  return tx
    .select({
      codepayment: paymentTypes.codepayment,
      namepayment: paymentTypes.namepayment,
      kodeacc: paymentTypes.kodeacc,
      iscash: paymentTypes.iscash,
      nourut: paymentTypes.nourut,
    })
    .from(paymentTypes)
    .where(eq(paymentTypes.compcode, compcode))
    .orderBy(asc(paymentTypes.nourut), asc(paymentTypes.codepayment));
}
export type PaymentType = Awaited<ReturnType<typeof paymentTypesOf>>[number];

export async function storedPayments(tx: DbOrTx, orderkey: string) {
  return tx.select().from(orderPayments).where(eq(orderPayments.orderkey, orderkey)).orderBy(asc(orderPayments.lineno));
}

const paymentSourcesStatement = statement<{
  order: (OrderJson & { outletname: string }) | null;
  /** Whether the order's month is closed in the books. */
  periodclosed: boolean | null;
  types: PaymentType[];
  /** The shift open on the terminal named, held (FOR KEY SHARE) so a close waits for this payment. */
  shiftid: number | null;
  shiftrequired: boolean | null;
}>(
  'order_payment_sources',
  sql`WITH o AS (
      SELECT o.*, ou.outletname FROM ${orders} o JOIN ${outlets} ou ON ou.outletid = o.outletid
      WHERE o.orderkey = ${sql.placeholder('orderkey')} FOR UPDATE OF o),
    s AS (
      SELECT s.shiftid FROM ${shifts} s JOIN ${terminals} t ON t.terminalid = s.terminalid
      WHERE t.outletid = (SELECT outletid FROM o) AND t.terminal = ${sql.placeholder('terminal')} AND s.status = 'open'
      FOR KEY SHARE OF s)
    SELECT (SELECT to_json(o) FROM o) AS "order",
      (SELECT ${periodClosedAt(sql`o.compcode`, sql`o.orderdate`, sql.placeholder('tz'))} FROM o) AS periodclosed,
      coalesce((SELECT json_agg(json_build_object('codepayment', codepayment, 'namepayment', namepayment, 'kodeacc', kodeacc,
          'iscash', iscash, 'nourut', nourut) ORDER BY nourut, codepayment)
        FROM ${paymentTypes} WHERE compcode = ${sql.placeholder('compcode')}), '[]') AS types,
      (SELECT shiftid FROM s) AS shiftid,
      (SELECT shiftrequired = '1' FROM ${shiftSettings} WHERE outletid = (SELECT outletid FROM o)) AS shiftrequired`,
);

/**
 * What a payment reads, in one round trip: the order locked for the rest of the transaction, whether
 * its month is closed (tz: the business time zone), the company's payment types, and the shift open on
 * the till's terminal (held until commit, so a close of that shift waits and then counts the payment).
 */
export async function paymentSources(tx: DbOrTx, orderkey: string, compcode: string, tz: string, terminal: string | null) {
  const [row] = await paymentSourcesStatement(tx, { orderkey, compcode, tz, terminal });
  const { order, periodclosed, types } = row;
  return {
    order: order ? { ...storedOrderOf(order), outletname: order.outletname } : undefined,
    periodClosed: !!periodclosed,
    types,
    shift: { shiftid: row.shiftid, required: !!row.shiftrequired },
  };
}

/**
 * The shift a terminal has open (a cancel at the till), or had open at a past moment (a payment taken
 * offline; it may have closed since), held like the payment's until commit. Where a reopened shift
 * overlaps a later one, the later wins.
 */
export async function shiftOn(tx: DbOrTx, outletid: number, terminal: string, at?: Date): Promise<number | null> {
  const when = at ? and(lte(shifts.openedat, at), or(isNull(shifts.closedat), gt(shifts.closedat, at))) : eq(shifts.status, 'open');
  const [row] = await tx
    .select({ shiftid: shifts.shiftid })
    .from(shifts)
    .innerJoin(terminals, eq(terminals.terminalid, shifts.terminalid))
    .where(and(eq(terminals.outletid, outletid), eq(terminals.terminal, terminal), when))
    .orderBy(desc(shifts.openedat))
    .limit(1)
    .for('key share', { of: shifts });
  return row?.shiftid ?? null;
}

export type NewPayment = Omit<typeof orderPayments.$inferSelect, 'orderkey'>;

export interface Completion {
  orderkey: string;
  payments: NewPayment[];
  paymtime: Date;
  paymethod: string;
  paidamt: number;
  changeamt: number;
  updateby: string;
  /** The till's terminal, and the shift the payment belongs to. */
  terminal: string | null;
  shiftid: number | null;
  /** What notifyOutlet would send (outletNotice). */
  notice: string;
}

const completeOrderStatement = statement<{ order: OrderJson; tableids: number[]; lines: StoredLine[] }>(
  'order_complete',
  sql`WITH p AS (
      INSERT INTO ${orderPayments} (orderkey, lineno, codepayment, namepayment, kodeacc, paymentnote, paymentamount, paymentnettamt,
        paymentchange)
      SELECT ${sql.placeholder('orderkey')}, * FROM json_to_recordset(${sql.placeholder('payments')}) AS p (lineno int,
        codepayment text, namepayment text, kodeacc text, paymentnote text, paymentamount numeric, paymentnettamt numeric,
        paymentchange numeric)),
    h AS (
      UPDATE ${orders} SET orderstatus = ${ORDER_STATUS.COMPLETED}, paymtime = ${sql.placeholder('paymtime')}, paymethod = ${sql.placeholder('paymethod')},
        paidamt = ${sql.placeholder('paidamt')}, changeamt = ${sql.placeholder('changeamt')}, updateby = ${sql.placeholder('updateby')},
        terminal = ${sql.placeholder('terminal')}, shiftid = ${sql.placeholder('shiftid')}, version = version + 1, updatetime = now()
      WHERE orderkey = ${sql.placeholder('orderkey')}
      RETURNING *),
    t AS (
      UPDATE ${orderTables} SET seated = false WHERE orderkey = ${sql.placeholder('orderkey')} RETURNING tableid, seq),
    nt AS (${queueNotice(OUTLET_CHANNEL, sql.placeholder('notice'))})
    SELECT to_json(h) AS "order", (SELECT coalesce(array_agg(tableid ORDER BY seq), '{}') FROM t) AS tableids,
      (SELECT coalesce(json_agg(d ORDER BY lineno), '[]') FROM ${orderLines} d WHERE d.orderkey = ${sql.placeholder('orderkey')}) AS lines
    FROM h`,
);

/**
 * Completes a locked order in one statement: its payments, the paid header, its tables let go (their ids
 * answered in picking order), the announcement to the outlet's screens (queued, sent after the commit:
 * app.notices), and its lines for the answer
 * (read after the lock, so they are the ones the order is paid with).
 */
export async function completeOrder(tx: DbOrTx, c: Completion) {
  const [row] = await completeOrderStatement(tx, { ...c, payments: JSON.stringify(c.payments) });
  return { order: storedOrderOf(row.order), tableids: row.tableids, lines: row.lines };
}

/** Payments of an order paid before and re-opened: paying again replaces them. */
export async function deletePayments(tx: DbOrTx, orderkey: string): Promise<void> {
  await tx.delete(orderPayments).where(eq(orderPayments.orderkey, orderkey));
}
