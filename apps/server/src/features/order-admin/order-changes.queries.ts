// The writes of order administration: lock an order, void it, switch its status, settle its payments again.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderPayments, orders, orderTables, paymentTypes } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { periodClosedAt } from '../accounting/index.js';

/** What every change of an order reads first: which order and outlet, and whether it is finished or void. */
export const orderStateColumns = {
  orderkey: orders.orderkey,
  orderno: orders.orderno,
  outletid: orders.outletid,
  orderstatus: orders.orderstatus,
  isvoid: orders.isvoid,
};

/**
 * The order's state, its row locked for the rest of the transaction, so two changes of one order (a
 * void and a posting, two status switches) run one after the other and the second sees the first's result.
 */
export async function lockOrder(tx: DbOrTx, scope: ScopedTo, orderkey: string) {
  const [row] = await tx
    .select({
      ...orderStateColumns,
      voidby: orders.voidby,
      posting: orders.posting,
      total: orders.total,
      paidamt: orders.paidamt,
      orderdate: orders.orderdate,
      splitcount: orders.splitcount,
      mergedintono: orders.mergedintono,
      periodClosed: periodClosedAt(orders.compcode, orders.orderdate, scope.timeZone),
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderkey, orderkey),
        eq(orders.compcode, scope.compcode),
        scope.outletid ? eq(orders.outletid, scope.outletid) : undefined,
      ),
    )
    .for('update');
  return row;
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** Who voids an order and why; the till's cancel adds the terminal and its shift (null when none), the back office's void neither. */
export interface VoidWrite {
  reason: string;
  username: string;
  till?: { terminal: string | null; shiftid: number | null };
}

export async function markVoid(tx: DbOrTx, orderkey: string, { reason, username, till }: VoidWrite): Promise<void> {
  const now = new Date();
  await tx
    .update(orders)
    .set({
      isvoid: '1',
      voidreason: reason,
      voidby: username,
      ...till,
      voidtime: now,
      updateby: username,
      updatetime: now,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.orderkey, orderkey));
}

/** A void order no longer occupies its tables. */
export async function freeTables(tx: DbOrTx, orderkey: string): Promise<void> {
  await tx
    .update(orderTables)
    .set({ seated: false })
    .where(and(eq(orderTables.orderkey, orderkey), eq(orderTables.seated, true)));
}

export async function setStatus(tx: DbOrTx, orderkey: string, orderstatus: number, username: string): Promise<void> {
  await tx
    .update(orders)
    .set({ orderstatus, updateby: username, updatetime: new Date(), version: sql`${orders.version} + 1` })
    .where(eq(orders.orderkey, orderkey));
}

/** The order's stored payment rows as the till entered them, with whether each was cash. */
export async function paymentsToSettle(db: DbOrTx, compcode: string, orderkey: string) {
  const rows = await db
    .select({
      codepayment: orderPayments.codepayment,
      paymentamount: sql<string>`${orderPayments.paymentamount}`,
      paymentnote: orderPayments.paymentnote,
      namepayment: orderPayments.namepayment,
      kodeacc: orderPayments.kodeacc,
      // A line that gave change was cash, even if its type has been deleted since.
      iscash: sql<boolean>`coalesce(${paymentTypes.iscash}, ${orderPayments.paymentchange} > 0)`,
    })
    .from(orderPayments)
    .leftJoin(paymentTypes, and(eq(paymentTypes.compcode, compcode), eq(paymentTypes.codepayment, orderPayments.codepayment)))
    .where(eq(orderPayments.orderkey, orderkey))
    .orderBy(asc(orderPayments.lineno));
  return rows.map((r) => ({ ...r, paymentamount: Number(r.paymentamount) }));
}

export interface SettledPayments {
  lines: {
    codepayment: string;
    namepayment: string;
    kodeacc: string;
    paymentnote: string | null;
    paymentamount: number;
    paymentnettamt: number;
    paymentchange: number;
  }[];
  paidamt: number;
  changeamt: number;
  paymethod: string;
}

/** Stores the order's payments as settled again: lines, paid amount, change and payment method. */
export async function replacePayments(tx: DbOrTx, orderkey: string, settled: SettledPayments): Promise<void> {
  await tx.delete(orderPayments).where(eq(orderPayments.orderkey, orderkey));
  if (settled.lines.length) await tx.insert(orderPayments).values(settled.lines.map((l, i) => ({ ...l, orderkey, lineno: i + 1 })));
  await tx
    .update(orders)
    .set({ paidamt: settled.paidamt, changeamt: settled.changeamt, paymethod: settled.paymethod })
    .where(eq(orders.orderkey, orderkey));
}
