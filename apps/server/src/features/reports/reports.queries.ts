import { ORDER_STATUS, orderStatusName } from '@saji/core';
import { and, asc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menus, orderLines, orders, outlets, salesDay, salesMenuDay } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';

/**
 * The one place that says what a sale is, for every report, chart, export and print (docs/reports.md):
 * a completed (status 5), non-void order, on the business day of its order date. The lists read the
 * orders through their (company, outlet, orderdate) and (company, orderdate) indexes; the charts and
 * counts read the summaries of migration 0020, which triggers keep by the same definition.
 */
export const saleCondition = and(eq(orders.orderstatus, ORDER_STATUS.COMPLETED), eq(orders.isvoid, '0')) as SQL;

/** A report's dates: business days, tgl1 to tgl2 inclusive. */
export interface DayRange {
  tgl1: string;
  tgl2: string;
}

/** The first instant of a business day, a constant the planner can use against the orderdate indexes. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::timestamp AT TIME ZONE ${timeZone})`;
const dayAfter = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

/** The sales of the scope (company, and outlet when narrowed) in the range, read from the orders. */
function salesOf(scope: ScopedTo, range: DayRange): SQL {
  return and(
    eq(orders.compcode, scope.compcode),
    scope.outletid ? eq(orders.outletid, scope.outletid) : undefined,
    saleCondition,
    gte(orders.orderdate, dayStart(range.tgl1, scope.timeZone)),
    lt(orders.orderdate, dayAfter(range.tgl2, scope.timeZone)),
  ) as SQL;
}

/** The same sales, read from a summary table (whose salesdate is already the business day). */
function summaryOf(table: typeof salesDay | typeof salesMenuDay, scope: ScopedTo, range: DayRange): SQL {
  return and(
    eq(table.compcode, scope.compcode),
    scope.outletid ? eq(table.outletid, scope.outletid) : undefined,
    gte(table.salesdate, range.tgl1),
    lte(table.salesdate, range.tgl2),
  ) as SQL;
}

const num = (expr: SQL) => expr.mapWith(Number);

/**
 * Where a page of a list starts: after this row. Keyset, not OFFSET, so every page of an export is an
 * index range of its own. The order date travels as PostgreSQL's own text: a JavaScript Date would
 * drop its microseconds and skip or repeat rows.
 */
export interface ListCursor {
  at: string;
  orderkey: string;
  lineno?: number;
}

const orderRowColumns = {
  outletname: outlets.outletname,
  orderno: orders.orderno,
  orderdate: orders.orderdate,
  at: sql<string>`${orders.orderdate}::text`,
  orderkey: orders.orderkey,
  createby: orders.createby,
  ordertype: orders.ordertype,
};

/** A page of the sales list, in order date order. */
export async function salesListPage(db: DbOrTx, scope: ScopedTo, range: DayRange, after: ListCursor | undefined, limit: number) {
  const rows = await db
    .select({
      ...orderRowColumns,
      outletid: orders.outletid,
      note: orders.note,
      netto: orders.netto,
      serviceval: orders.serviceval,
      pb1val: orders.pb1val,
      total: orders.total,
      paymethod: orders.paymethod,
    })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(
      and(
        salesOf(scope, range),
        after ? sql`(${orders.orderdate}, ${orders.orderkey}) > (${after.at}::timestamptz, ${after.orderkey}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(orders.orderdate), asc(orders.orderkey))
    .limit(limit);
  return rows.map(({ at, ...r }) => ({ ...r, orderdate: r.orderdate.toISOString(), cursor: { at, orderkey: r.orderkey } }));
}

/** A page of the sales-by-menu list: one row per order line of a sale, in order date and line order. */
export async function salesByMenuPage(db: DbOrTx, scope: ScopedTo, range: DayRange, after: ListCursor | undefined, limit: number) {
  const rows = await db
    .select({
      ...orderRowColumns,
      lineno: orderLines.lineno,
      menuname: orderLines.menuname,
      qty: orderLines.qty,
      gross: num(sql`${orderLines.qty} * ${orderLines.hargajual}`),
      discval: orderLines.discval,
      netto: orderLines.netto,
      note: sql<string>`coalesce(${orderLines.linenote}, '')`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderkey, orders.orderkey))
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(
      and(
        salesOf(scope, range),
        after
          ? sql`(${orders.orderdate}, ${orders.orderkey}, ${orderLines.lineno}) > (${after.at}::timestamptz, ${after.orderkey}::uuid, ${after.lineno ?? 0}::int)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.orderdate), asc(orders.orderkey), asc(orderLines.lineno))
    .limit(limit);
  const completed = orderStatusName(ORDER_STATUS.COMPLETED);
  return rows.map(({ at, orderkey, lineno, ...r }) => ({
    ...r,
    orderdate: r.orderdate.toISOString(),
    orderstatusnm: completed,
    cursor: { at, orderkey, lineno },
  }));
}

/** How many orders and order lines the range holds, from the summaries: a list's size before reading it. */
export async function saleCounts(db: DbOrTx, scope: ScopedTo, range: DayRange): Promise<{ orders: number; lines: number }> {
  const [o] = await db
    .select({ n: num(sql`coalesce(sum(${salesDay.orders}), 0)`) })
    .from(salesDay)
    .where(summaryOf(salesDay, scope, range));
  const [l] = await db
    .select({ n: num(sql`coalesce(sum(${salesMenuDay.lines}), 0)`) })
    .from(salesMenuDay)
    .where(summaryOf(salesMenuDay, scope, range));
  return { orders: o.n, lines: l.n };
}

/** Nett sales per outlet over the range: the sales-by-menu list's group totals. */
export async function nettSalesByOutlet(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  return db
    .select({ outletid: salesDay.outletid, outletname: outlets.outletname, totalsales: num(sql`sum(${salesDay.netto})`) })
    .from(salesDay)
    .innerJoin(outlets, eq(outlets.outletid, salesDay.outletid))
    .where(summaryOf(salesDay, scope, range))
    .groupBy(salesDay.outletid, outlets.outletname)
    .orderBy(asc(outlets.outletname), asc(salesDay.outletid));
}

/** Nett sales per outlet and period (the month or the day of the month), for the monthly and daily charts. */
export async function nettSalesByPeriod(db: DbOrTx, scope: ScopedTo, range: DayRange, period: 'month' | 'day') {
  const index = num(sql`extract(${sql.raw(period)} from ${salesDay.salesdate})`);
  return db
    .select({ outletid: salesDay.outletid, index, sales: num(sql`sum(${salesDay.netto})`) })
    .from(salesDay)
    .where(summaryOf(salesDay, scope, range))
    .groupBy(salesDay.outletid, sql`2`);
}

/** Nett sales per outlet and menu over the range, for the menu chart. */
export async function nettSalesByMenu(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  return db
    .select({ outletid: salesMenuDay.outletid, menuid: salesMenuDay.menuid, sales: num(sql`sum(${salesMenuDay.netto})`) })
    .from(salesMenuDay)
    .where(summaryOf(salesMenuDay, scope, range))
    .groupBy(salesMenuDay.outletid, salesMenuDay.menuid);
}

/** Quantity, gross, discount and nett sales per outlet and menu: the printed sales-by-menu summary. */
export async function menuTotals(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  return db
    .select({
      outletid: salesMenuDay.outletid,
      outletname: outlets.outletname,
      menuname: menus.menuname,
      qty: num(sql`sum(${salesMenuDay.qty})`),
      gross: num(sql`sum(${salesMenuDay.gross})`),
      discval: num(sql`sum(${salesMenuDay.discval})`),
      netto: num(sql`sum(${salesMenuDay.netto})`),
    })
    .from(salesMenuDay)
    .innerJoin(outlets, eq(outlets.outletid, salesMenuDay.outletid))
    .innerJoin(menus, eq(menus.menuid, salesMenuDay.menuid))
    .where(summaryOf(salesMenuDay, scope, range))
    .groupBy(salesMenuDay.outletid, outlets.outletname, menus.menuname)
    .having(sql`sum(${salesMenuDay.lines}) <> 0`)
    .orderBy(asc(outlets.outletname), asc(salesMenuDay.outletid), sql`sum(${salesMenuDay.netto}) DESC`, asc(menus.menuname));
}

/** Names of menus, for the menu chart's labels. */
export async function menuNames(db: DbOrTx, compcode: string, menuids: number[]) {
  if (!menuids.length) return [];
  return db
    .select({ menuid: menus.menuid, menuname: menus.menuname })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), inArray(menus.menuid, menuids)));
}

/** The outlets of the scope with their chart colours, in name order. */
export async function chartOutlets(db: DbOrTx, scope: ScopedTo) {
  return db
    .select({ outletid: outlets.outletid, outletname: outlets.outletname, outletcolor: outlets.outletcolor })
    .from(outlets)
    .where(and(eq(outlets.compcode, scope.compcode), scope.outletid ? eq(outlets.outletid, scope.outletid) : undefined))
    .orderBy(asc(outlets.outletname), asc(outlets.outletid));
}
