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
  /** The shift open on the terminal named. */
  shiftid: number | null;
  shiftrequired: boolean | null;
  lines: StoredLine[];
  tableids: number[];
}>(
  'order_payment_sources',
  sql`WITH o AS (
      SELECT o.*, ou.outletname FROM ${orders} o JOIN ${outlets} ou ON ou.outletid = o.outletid
      WHERE o.orderkey = ${sql.placeholder('orderkey')})
    SELECT (SELECT to_json(o) FROM o) AS "order",
      (SELECT ${periodClosedAt(sql`o.compcode`, sql`o.orderdate`, sql.placeholder('tz'))} FROM o) AS periodclosed,
      coalesce((SELECT json_agg(json_build_object('codepayment', codepayment, 'namepayment', namepayment, 'kodeacc', kodeacc,
          'iscash', iscash, 'nourut', nourut) ORDER BY nourut, codepayment)
        FROM ${paymentTypes} WHERE compcode = ${sql.placeholder('compcode')}), '[]') AS types,
      (SELECT s.shiftid FROM ${shifts} s JOIN ${terminals} t ON t.terminalid = s.terminalid
        WHERE t.outletid = (SELECT outletid FROM o) AND t.terminal = ${sql.placeholder('terminal')} AND s.status = 'open') AS shiftid,
      (SELECT shiftrequired = '1' FROM ${shiftSettings} WHERE outletid = (SELECT outletid FROM o)) AS shiftrequired,
      (SELECT coalesce(json_agg(d ORDER BY lineno), '[]') FROM ${orderLines} d WHERE d.orderkey = ${sql.placeholder('orderkey')}) AS lines,
      (SELECT coalesce(array_agg(tableid ORDER BY seq), '{}') FROM ${orderTables} WHERE orderkey = ${sql.placeholder('orderkey')}) AS tableids`,
);

/**
 * What a payment reads, in one round trip and without a lock (the write checks that nothing moved,
 * see payment-write.queries.ts): the order with its version and lines, whether its month is closed
 * (tz: the business time zone), the company's payment types, the shift open on the till's terminal, and
 * the order's tables in picking order.
 */
export async function paymentSources(db: DbOrTx, orderkey: string, compcode: string, tz: string, terminal: string | null) {
  const [row] = await paymentSourcesStatement(db, { orderkey, compcode, tz, terminal });
  const { order, periodclosed, types, lines, tableids } = row;
  return {
    order: order ? { ...storedOrderOf(order), outletname: order.outletname } : undefined,
    periodClosed: !!periodclosed,
    types,
    shift: { shiftid: row.shiftid, required: !!row.shiftrequired },
    lines,
    tableids,
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

/** Payments of an order paid before and re-opened: paying again replaces them. */
export async function deletePayments(tx: DbOrTx, orderkey: string): Promise<void> {
  await tx.delete(orderPayments).where(eq(orderPayments.orderkey, orderkey));
}
