import crypto from 'node:crypto';
import { computeOrderTotals, orderNote, paymentMethod, settlePayment } from '@saji/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menus, orderLines, orderPayments, orders, orderTables, outlets, restoTables } from '../../db/schema/index.js';

/**
 * Test orders written straight into the order tables with the core totals and payment rules, the
 * same arithmetic the order screen's API uses, so order administration is tested on its own.
 */
export interface FixtureLine {
  salesacc: string;
  qty: number;
  hargajual: number;
  discpc?: number;
  kenapajak?: 0 | 1;
  free?: boolean;
}

export interface FixturePayment {
  codepayment: string;
  namepayment: string;
  kodeacc: string;
  paymentamount: number;
  iscash?: boolean;
}

export interface FixtureOrder {
  compcode: string;
  outletid: number;
  lines: FixtureLine[];
  /** Absent: paid in cash exactly; [] leaves the order unpaid; a function is given the order total. */
  payments?: FixturePayment[] | ((total: number) => FixturePayment[]);
  /** 5 (completed, the default) or 1 (open). */
  orderstatus?: number;
  ordertype?: 'DINE IN' | 'TAKE AWAY' | 'DELIVERY';
  orderdate?: Date;
  tablename?: string;
  deliverby?: string;
  createby?: string;
  tableids?: number[];
}

export const CASH: Omit<FixturePayment, 'paymentamount'> = { codepayment: 'CASH', namepayment: 'CASH', kodeacc: '1', iscash: true };
export const QRIS: Omit<FixturePayment, 'paymentamount'> = { codepayment: 'QRIS', namepayment: 'QRIS', kodeacc: '14' };

let sequence = 0;

export async function insertOrder(db: DbOrTx, o: FixtureOrder) {
  const [outlet] = await db.select().from(outlets).where(eq(outlets.outletid, o.outletid));
  const [menu] = await db.select({ menuid: menus.menuid }).from(menus).where(eq(menus.compcode, o.compcode)).limit(1);
  const { header, lines } = computeOrderTotals({
    lines: o.lines.map((l) => ({
      menuid: menu.menuid,
      qty: l.qty,
      hargajual: l.hargajual,
      discpc: l.discpc ?? 0,
      kenapajak: l.kenapajak ?? 1,
      free: l.free,
      salesacc: l.salesacc,
    })),
    servicepc: outlet.servicepc,
    pb1pc: outlet.pb1pc,
  });
  const status = o.orderstatus ?? 5;
  const entries =
    (typeof o.payments === 'function' ? o.payments(header.total) : o.payments) ??
    (status === 5 ? [{ ...CASH, paymentamount: header.total }] : []);
  const settled = entries.length
    ? settlePayment({
        total: header.total,
        payments: entries.map((p) => ({ ...p, iscash: !!p.iscash, paymentnote: 'ref' })),
        cashCode: 'CASH',
      })
    : null;
  if (settled && !settled.ok) throw new Error(settled.message);
  const orderkey = crypto.randomUUID();
  sequence += 1;
  const orderno = `T${String(Date.now()).slice(-6)}${String(sequence).padStart(5, '0')}`;
  const ordertype = o.ordertype ?? (o.deliverby ? 'DELIVERY' : 'TAKE AWAY');
  await db.insert(orders).values({
    orderkey,
    compcode: o.compcode,
    outletid: o.outletid,
    orderno,
    orderdate: o.orderdate ?? new Date(),
    ordertype,
    tablename: o.tablename ?? null,
    pax: 2,
    totalitem: header.totalitem,
    totalqty: header.totalqty,
    note: orderNote(lines.map((l) => ({ qty: l.qty, menuname: `Menu ${l.salesacc}` }))),
    deliverby: o.deliverby ?? null,
    subtotal: header.subtotal,
    discval: header.discval,
    netto: header.netto,
    servicepc: header.servicepc,
    serviceval: header.serviceval,
    dpp: header.dpp,
    pb1pc: header.pb1pc,
    pb1val: header.pb1val,
    total: header.total,
    paidamt: settled?.ok ? settled.paidamt : 0,
    changeamt: settled?.ok ? settled.changeamt : 0,
    orderstatus: status,
    paymethod: settled?.ok ? paymentMethod(settled.lines) : null,
    paymtime: settled?.ok ? new Date() : null,
    createby: o.createby ?? 'cashier',
  });
  await db.insert(orderLines).values(
    lines.map((l, i) => ({
      orderkey,
      lineno: i + 1,
      menuid: l.menuid,
      menuname: `Menu ${l.salesacc}`,
      salesacc: l.salesacc ?? '41',
      qty: l.qty,
      hargajual: l.hargajual,
      discpc: l.discpc,
      discval: l.discval,
      netto: l.netto,
      kenapajak: l.kenapajak ? 1 : 0,
      isfree: !!l.free,
    })),
  );
  if (settled?.ok && settled.lines.length) {
    await db.insert(orderPayments).values(
      settled.lines.map((p, i) => {
        const type = entries.find((e) => e.codepayment === p.codepayment) ?? CASH;
        return { orderkey, lineno: i + 1, ...p, namepayment: type.namepayment, kodeacc: type.kodeacc };
      }),
    );
  }
  if (o.tableids?.length) await db.insert(orderTables).values(o.tableids.map((tableid) => ({ orderkey, tableid })));
  return { orderkey, orderno, total: header.total };
}

/** A restaurant table of the outlet (with its area), for orders that sit at one. */
export async function insertTable(db: DbOrTx, compcode: string, outletid: number, tablename: string): Promise<number> {
  await db.execute(
    sql`INSERT INTO restotablepos (outletid, tableposcode, tableposname) VALUES (${outletid}, 'MAIN', 'Main') ON CONFLICT DO NOTHING`,
  );
  const [row] = await db
    .insert(restoTables)
    .values({ compcode, outletid, tablename, tablecapacity: 4, tableposcode: 'MAIN' })
    .returning({ tableid: restoTables.tableid });
  return row.tableid;
}

export async function seatedTables(db: DbOrTx, orderkey: string): Promise<number> {
  const rows = await db
    .select()
    .from(orderTables)
    .where(and(eq(orderTables.orderkey, orderkey), eq(orderTables.seated, true)));
  return rows.length;
}
