import type { OrderDetail, OrderDetailLine, OrderHeader, OrderPaymentLine } from '@saji/core';
import { orderStatusName } from '@saji/core';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  menuCategories,
  menuOutlets,
  menus,
  orderLines,
  orderNumbers,
  orderPayments,
  orders,
  orderTables,
  outlets,
  paymentTypes,
  printJobs,
  restoTables,
  tablePositions,
} from '../../db/schema/index.js';
import { likePattern } from '../../platform/list-query.js';

/** Whose orders a request may touch: the company and, for a bound user, one outlet. */
export interface OrderScope {
  compcode: string;
  outletid?: number;
}

const inScope = (scope: OrderScope) =>
  and(eq(orders.compcode, scope.compcode), scope.outletid ? eq(orders.outletid, scope.outletid) : undefined);

export type StoredOrder = typeof orders.$inferSelect;

/** The order (with its outlet's name), locked for the rest of the transaction; scoping is the caller's (it answers 404 alike). */
export async function lockOrder(tx: DbOrTx, orderkey: string): Promise<(StoredOrder & { outletname: string }) | undefined> {
  const [row] = await tx
    .select({ order: orders, outletname: outlets.outletname })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(eq(orders.orderkey, orderkey))
    .for('update', { of: orders });
  return row && { ...row.order, outletname: row.outletname };
}

export async function outletSettings(tx: DbOrTx, compcode: string, outletid: number) {
  const [row] = await tx
    .select({
      outletid: outlets.outletid,
      outletcode: outlets.outletcode,
      outletname: outlets.outletname,
      servicepc: outlets.servicepc,
      pb1pc: outlets.pb1pc,
      maxdinetime: outlets.maxdinetime,
      kitchenorder: outlets.kitchenorder,
      posprinter: outlets.posprinter,
      kitchenprinter: outlets.kitchenprinter,
      header1: outlets.header1,
      header2: outlets.header2,
      header3: outlets.header3,
      footer1: outlets.footer1,
      footer2: outlets.footer2,
      footer3: outlets.footer3,
      aktif: outlets.aktif,
    })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row;
}
export type OutletSettings = NonNullable<Awaited<ReturnType<typeof outletSettings>>>;

/** Read only for receipts: a logo is up to 256 KB, too much to carry through every save. */
export async function outletLogo(tx: DbOrTx, outletid: number): Promise<string | null> {
  const [row] = await tx.select({ outletlogo: outlets.outletlogo }).from(outlets).where(eq(outlets.outletid, outletid));
  return row?.outletlogo ?? null;
}

export async function companyOutletIds(db: DbOrTx, compcode: string): Promise<number[]> {
  const rows = await db.select({ outletid: outlets.outletid }).from(outlets).where(eq(outlets.compcode, compcode));
  return rows.map((r) => r.outletid);
}

export async function tablesByIds(tx: DbOrTx, compcode: string, tableids: number[]) {
  return tx
    .select({
      tableid: restoTables.tableid,
      tablename: restoTables.tablename,
      tablecapacity: restoTables.tablecapacity,
      outletid: restoTables.outletid,
      tableaktif: restoTables.tableaktif,
    })
    .from(restoTables)
    .where(and(eq(restoTables.compcode, compcode), inArray(restoTables.tableid, tableids)));
}

export async function tableName(db: DbOrTx, tableid: number): Promise<string | undefined> {
  const [row] = await db.select({ tablename: restoTables.tablename }).from(restoTables).where(eq(restoTables.tableid, tableid));
  return row?.tablename;
}

/** Active menus with the outlet's price, else the standard one. */
export async function menusForOrder(tx: DbOrTx, compcode: string, outletid: number, menuids: number[]) {
  return tx
    .select({
      menuid: menus.menuid,
      menuname: menus.menuname,
      menusize: menus.menusize,
      categid: menus.menucateg,
      salesacc: menus.salesacc,
      hargajual: sql<number>`coalesce(${menuOutlets.hargajual}, ${menus.hargajualstd})`.mapWith(Number),
      kenapajak: sql<number>`coalesce(${menuOutlets.kenapajak}, ${menus.kenapajakstd})`.mapWith(Number),
    })
    .from(menus)
    .leftJoin(menuOutlets, and(eq(menuOutlets.menuid, menus.menuid), eq(menuOutlets.outletid, outletid)))
    .where(and(eq(menus.compcode, compcode), inArray(menus.menuid, menuids), eq(menus.aktif, '1')));
}
export type OrderMenu = Awaited<ReturnType<typeof menusForOrder>>[number];

export type StoredLine = typeof orderLines.$inferSelect;

export async function storedLines(tx: DbOrTx, orderkey: string): Promise<StoredLine[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderkey, orderkey)).orderBy(asc(orderLines.lineno));
}

/**
 * Gives a new order its number: the outlet's counter row is bumped and stays locked until commit,
 * so numbers are never shared nor reused. It runs last in the save, to hold that lock briefly.
 */
export async function numberOrder(tx: DbOrTx, orderkey: string, outletid: number, prefix: string): Promise<string> {
  const result = await tx.execute(sql`
    WITH n AS (
      INSERT INTO ${orderNumbers} (outletid, lastno) VALUES (${outletid}, 1)
      ON CONFLICT (outletid) DO UPDATE SET lastno = ${orderNumbers}.lastno + 1
      RETURNING lastno)
    UPDATE ${orders} SET orderno = ${prefix} || lpad(n.lastno::text, 6, '0') FROM n
    WHERE ${orders.orderkey} = ${orderkey}
    RETURNING orderno`);
  return (result as unknown as { rows: { orderno: string }[] }).rows[0].orderno;
}

export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<StoredOrder> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row;
}

export async function updateOrder(tx: DbOrTx, orderkey: string, values: Partial<NewOrder>): Promise<StoredOrder> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatetime: sql`now()` })
    .where(eq(orders.orderkey, orderkey))
    .returning();
  return row;
}

export async function replaceLines(
  tx: DbOrTx,
  orderkey: string,
  lines: (typeof orderLines.$inferInsert)[],
  hadLines: boolean,
): Promise<StoredLine[]> {
  if (hadLines) await tx.delete(orderLines).where(eq(orderLines.orderkey, orderkey));
  return lines.length ? tx.insert(orderLines).values(lines).returning() : [];
}

/** Seats the order at its tables (in picking order) and lets go of tables it left. */
export async function seatTables(tx: DbOrTx, orderkey: string, tableids: number[], isNew: boolean): Promise<void> {
  if (!isNew) {
    await tx
      .delete(orderTables)
      .where(and(eq(orderTables.orderkey, orderkey), tableids.length ? notInArray(orderTables.tableid, tableids) : undefined));
  }
  if (!tableids.length) return;
  await tx
    .insert(orderTables)
    .values(tableids.map((tableid, seq) => ({ orderkey, tableid, seated: true, seq })))
    .onConflictDoUpdate({ target: [orderTables.orderkey, orderTables.tableid], set: { seated: true, seq: sql`excluded.seq` } });
}

/** Lets the order's tables go; answers their ids in picking order. */
export async function freeTables(tx: DbOrTx, orderkey: string): Promise<number[]> {
  const rows = await tx
    .update(orderTables)
    .set({ seated: false })
    .where(eq(orderTables.orderkey, orderkey))
    .returning({ tableid: orderTables.tableid, seq: orderTables.seq });
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.tableid);
}

/** The customer with this phone, created when new; a known customer's record is left as it is. */
export async function customerIdFor(
  tx: DbOrTx,
  c: { compcode: string; outletid: number; PhoneNo: string; customernm: string; DeliveryAddr: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(customers)
    .values(c)
    .onConflictDoUpdate({ target: [customers.compcode, customers.PhoneNo], set: { compcode: sql`excluded.compcode` } })
    .returning({ customerid: customers.customerid });
  return row.customerid;
}

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

export async function replacePayments(tx: DbOrTx, orderkey: string, lines: (typeof orderPayments.$inferInsert)[], hadPayments: boolean) {
  if (hadPayments) await tx.delete(orderPayments).where(eq(orderPayments.orderkey, orderkey));
  return lines.length ? tx.insert(orderPayments).values(lines).returning() : [];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The order as the screen reads it: header (with its outlet's name and tables), lines, payments. */
export async function orderDetail(db: DbOrTx, scope: OrderScope, orderkey: string): Promise<OrderDetail | undefined> {
  const [h] = await db
    .select({
      order: orders,
      outletname: outlets.outletname,
      tableids: sql<
        number[]
      >`coalesce((SELECT array_agg(ot.tableid ORDER BY ot.seq) FROM restoordertable ot WHERE ot.orderkey = ${orders.orderkey}), '{}')`,
    })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(and(eq(orders.orderkey, orderkey), inScope(scope)));
  if (!h) return undefined;
  const [lines, payments] = [await storedLines(db, orderkey), await storedPayments(db, orderkey)];
  return detailOf(h.order, h.outletname, h.tableids.map(Number), lines, payments);
}

export async function tableIdsOf(db: DbOrTx, orderkey: string): Promise<number[]> {
  const rows = await db
    .select({ tableid: orderTables.tableid })
    .from(orderTables)
    .where(eq(orderTables.orderkey, orderkey))
    .orderBy(asc(orderTables.seq));
  return rows.map((r) => r.tableid);
}

/** The detail answer from rows already at hand (saves read nothing back). */
export function detailOf(
  order: StoredOrder,
  outletname: string,
  tableids: number[],
  lines: StoredLine[],
  payments: (typeof orderPayments.$inferSelect)[],
): OrderDetail {
  return { header: toHeader(order, outletname, tableids), lines: lines.map(toLine), payments: payments.map(toPayment) };
}

function toHeader(o: StoredOrder, outletname: string, tableids: number[]): OrderHeader {
  return {
    orderkey: o.orderkey,
    orderno: o.orderno,
    orderdate: iso(o.orderdate) as string,
    ordertype: o.ordertype,
    tableid: tableids[0] ?? 0,
    tableids,
    tablename: o.tablename,
    tablecapacity: o.tablecapacity,
    pax: o.pax,
    totalitem: o.totalitem,
    totalqty: o.totalqty,
    note: o.note,
    customerid: o.customerid,
    customernm: o.customernm,
    outletid: o.outletid,
    outletname,
    compcode: o.compcode,
    adultqty: o.adultqty,
    childqty: o.childqty,
    campaignkey: o.campaignkey,
    voucherno: o.voucherno,
    subtotal: o.subtotal,
    discval: o.discval,
    netto: o.netto,
    servicepc: o.servicepc,
    serviceval: o.serviceval,
    dpp: o.dpp,
    pb1pc: o.pb1pc,
    pb1val: o.pb1val,
    total: o.total,
    paidamt: o.paidamt,
    changeamt: o.changeamt,
    orderstatus: o.orderstatus,
    orderstatusnm: orderStatusName(o.orderstatus, o.isvoid as '0' | '1'),
    isvoid: o.isvoid,
    voidreason: o.voidreason,
    posting: o.posting,
    paymtime: iso(o.paymtime),
    paymethod: o.paymethod,
    createby: o.createby,
    DeliveryAddr: o.DeliveryAddr,
    PhoneNo: o.PhoneNo,
    deliverby: o.deliverby,
    endtime: iso(o.endtime),
    remark: o.remark,
    version: o.version,
  };
}

const toLine = (l: StoredLine): OrderDetailLine => ({
  lineno: l.lineno,
  menuid: l.menuid,
  menuname: l.menuname,
  menusize: l.menusize,
  qty: l.qty,
  hargajual: l.hargajual,
  discpc: l.discpc,
  discval: l.discval,
  netto: l.netto,
  categid: l.categid,
  kenapajak: l.kenapajak,
  linenote: l.linenote,
  kitchenqty: l.kitchenqty,
});

const toPayment = (p: typeof orderPayments.$inferSelect): OrderPaymentLine => ({
  lineno: p.lineno,
  codepayment: p.codepayment,
  namepayment: p.namepayment,
  paymentnote: p.paymentnote,
  paymentamount: p.paymentamount,
  paymentnettamt: p.paymentnettamt,
  paymentchange: p.paymentchange,
});

/** Active tables of an outlet with the open order seated at each, if any. */
export async function boardRows(db: DbOrTx, compcode: string, outletid: number) {
  return db
    .select({
      tableid: restoTables.tableid,
      tablename: restoTables.tablename,
      tablecapacity: restoTables.tablecapacity,
      outletid: restoTables.outletid,
      compcode: restoTables.compcode,
      tableposcode: restoTables.tableposcode,
      tableposname: tablePositions.tableposname,
      nourut: tablePositions.nourut,
      orderkey: orders.orderkey,
      orderno: orders.orderno,
      pax: orders.pax,
      total: orders.total,
      endtime: orders.endtime,
    })
    .from(restoTables)
    .innerJoin(
      tablePositions,
      and(eq(tablePositions.outletid, restoTables.outletid), eq(tablePositions.tableposcode, restoTables.tableposcode)),
    )
    .leftJoin(orderTables, and(eq(orderTables.tableid, restoTables.tableid), eq(orderTables.seated, true)))
    .leftJoin(orders, and(eq(orders.orderkey, orderTables.orderkey), eq(orders.orderstatus, 1), eq(orders.isvoid, '0')))
    .where(and(eq(restoTables.compcode, compcode), eq(restoTables.outletid, outletid), eq(restoTables.tableaktif, '1')))
    .orderBy(asc(tablePositions.nourut), asc(tablePositions.tableposcode));
}

export interface MenuFilter {
  outletid: number;
  menuname?: string;
  categid?: string;
  limit: number;
  offset: number;
}

export async function posMenus(db: DbOrTx, compcode: string, f: MenuFilter) {
  const where = and(
    eq(menus.compcode, compcode),
    eq(menus.aktif, '1'),
    f.menuname ? sql`${menus.menuname} ILIKE ${likePattern(f.menuname)}` : undefined,
    f.categid ? eq(menus.menucateg, f.categid) : undefined,
  );
  const [list, [{ total }]] = [
    await db
      .select({
        menuid: menus.menuid,
        menucode: menus.menucode,
        menuname: menus.menuname,
        menusize: menus.menusize,
        hargajual: sql<number>`coalesce(${menuOutlets.hargajual}, ${menus.hargajualstd})`.mapWith(Number),
        discpc: sql<number>`0`.mapWith(Number),
        kenapajak: sql<number>`coalesce(${menuOutlets.kenapajak}, ${menus.kenapajakstd})`.mapWith(Number),
        menuimg: menus.menuimg,
        categid: menus.menucateg,
        categname: menuCategories.categname,
      })
      .from(menus)
      .innerJoin(menuCategories, and(eq(menuCategories.compcode, menus.compcode), eq(menuCategories.categid, menus.menucateg)))
      .leftJoin(menuOutlets, and(eq(menuOutlets.menuid, menus.menuid), eq(menuOutlets.outletid, f.outletid)))
      .where(where)
      .orderBy(asc(menuCategories.nourut), asc(menus.menuname), asc(menus.menuid))
      .limit(f.limit)
      .offset(f.offset),
    await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(menus)
      .where(where),
  ];
  return { meta: { total }, list };
}

export async function menuOutletRows(db: DbOrTx, compcode: string, filter: { menuid?: number; outletid?: number }) {
  return db
    .select({
      menuid: menuOutlets.menuid,
      outletid: menuOutlets.outletid,
      outletname: outlets.outletname,
      hargajual: menuOutlets.hargajual,
      kenapajak: menuOutlets.kenapajak,
    })
    .from(menuOutlets)
    .innerJoin(menus, eq(menus.menuid, menuOutlets.menuid))
    .innerJoin(outlets, eq(outlets.outletid, menuOutlets.outletid))
    .where(
      and(
        eq(menus.compcode, compcode),
        filter.menuid ? eq(menuOutlets.menuid, filter.menuid) : undefined,
        filter.outletid ? eq(menuOutlets.outletid, filter.outletid) : undefined,
      ),
    )
    .orderBy(asc(menuOutlets.menuid), asc(menuOutlets.outletid))
    .limit(10_000);
}

export async function menuCategoryRows(db: DbOrTx, compcode: string) {
  return db
    .select({ categid: menuCategories.categid, categname: menuCategories.categname, nourut: menuCategories.nourut })
    .from(menuCategories)
    .where(eq(menuCategories.compcode, compcode))
    .orderBy(asc(menuCategories.nourut), asc(menuCategories.categname));
}

export async function recentPrintJobs(db: DbOrTx, compcode: string, outletid: number | undefined, limit: number) {
  const rows = await db
    .select({
      id: printJobs.id,
      kind: printJobs.kind,
      orderkey: printJobs.orderkey,
      orderno: orders.orderno,
      target: printJobs.target,
      state: printJobs.state,
      attempts: printJobs.attempts,
      lasterror: printJobs.lasterror,
      createdate: printJobs.createdate,
    })
    .from(printJobs)
    .leftJoin(orders, eq(orders.orderkey, printJobs.orderkey))
    .where(and(eq(printJobs.compcode, compcode), outletid ? eq(printJobs.outletid, outletid) : undefined))
    .orderBy(desc(printJobs.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdate: r.createdate.toISOString() }));
}

export async function setKitchenSent(tx: DbOrTx, orderkey: string, sent: { lineno: number; qty: number }[]): Promise<void> {
  for (const s of sent) {
    await tx
      .update(orderLines)
      .set({ kitchenqty: s.qty })
      .where(and(eq(orderLines.orderkey, orderkey), eq(orderLines.lineno, s.lineno)));
  }
}
