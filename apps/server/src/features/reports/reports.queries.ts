import { ORDER_STATUS, orderStatusName } from '@saji/core';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menus, orderLines, orders, outlets, salesDay, salesMenuDay, salesMonth } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { settleSummaries } from './summary-deltas.js';

/**
 * The one place that says what a sale is, for every report, chart, export and print (docs/reports.md):
 * a completed (status 5), non-void order, on the business day of its order date. The lists read the
 * orders through their (company, outlet, orderdate) and (company, orderdate) indexes; the charts and
 * counts read the summaries of migration 0020, which triggers keep by the same definition (through
 * deltas: every reader of a summary settles them first).
 */
export const saleCondition = and(eq(orders.orderstatus, ORDER_STATUS.COMPLETED), eq(orders.isvoid, '0')) as SQL;

/** A report's dates: business days, tgl1 to tgl2 inclusive. */
export interface DayRange {
  tgl1: string;
  tgl2: string;
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
 * Where a page of a list starts: after this order. Keyset, not OFFSET, so every page is an index range
 * of its own. The order date travels as PostgreSQL's own text: a JavaScript Date would drop its
 * microseconds and skip or repeat orders.
 */
export interface ListCursor {
  at: string;
  orderkey: string;
}

/** What every list page reads of an order: the cursor's key and date, and where and when it was sold. */
interface OrderRow {
  orderkey: string;
  at: string;
  orderdate: string;
  outletname: string;
  orderno: string;
  createby: string;
  ordertype: string;
}

const orderColumns = sql`${orders.orderkey}, ${orders.orderdate}::text AS at,
  to_char(${orders.orderdate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS orderdate,
  ${outlets.outletname}, ${orders.orderno}, ${orders.createby}, ${orders.ordertype}`;

/**
 * A page of sales in order date order, after a cursor: named statements (db/statement.ts), one for an
 * outlet and one for every outlet of the company, so PostgreSQL plans them once per connection instead
 * of weighing the order table's 25 indexes on every page. The outlet's pages run along the partial
 * index of sales (migration 0020), the company's along (compcode, orderdate, orderkey); the leading
 * `orderdate >=` lets either start at the cursor. `columns` and `joined` add what a list reads beside
 * the order's own columns.
 */
function pageStatements<Row extends OrderRow>(name: string, columns: SQL, joined: SQL = sql``) {
  const statementFor = (outlet: boolean) =>
    statement<Row>(
      `${name}_${outlet ? 'outlet' : 'company'}`,
      sql`SELECT ${orderColumns}, ${columns}
        FROM ${orders} JOIN ${outlets} ON ${outlets.outletid} = ${orders.outletid} ${joined}
        WHERE ${orders.compcode} = ${sql.placeholder('compcode')}
          ${outlet ? sql`AND ${orders.outletid} = ${sql.placeholder('outletid')}` : sql``}
          AND ${saleCondition}
          AND ${orders.orderdate} >= greatest(${sql.placeholder('tgl1')}::timestamp AT TIME ZONE ${sql.placeholder('tz')},
            coalesce(${sql.placeholder('at')}::timestamptz, '-infinity'))
          AND ${orders.orderdate} < (${sql.placeholder('tgl2')}::date + 1)::timestamp AT TIME ZONE ${sql.placeholder('tz')}
          AND (${orders.orderdate}, ${orders.orderkey}) > (coalesce(${sql.placeholder('at')}::timestamptz, '-infinity'),
            coalesce(${sql.placeholder('key')}::uuid, '00000000-0000-0000-0000-000000000000'))
        ORDER BY ${orders.orderdate}, ${orders.orderkey}
        LIMIT ${sql.placeholder('limit')}`,
    );
  const outletPage = statementFor(true);
  const companyPage = statementFor(false);
  /** `limit` sales after the cursor, and where the next page starts (none after the last page). */
  return async (db: DbOrTx, scope: ScopedTo, range: DayRange, after: ListCursor | undefined, limit: number) => {
    const values = { ...range, compcode: scope.compcode, tz: scope.timeZone, at: after?.at ?? null, key: after?.orderkey ?? null, limit };
    const rows = scope.outletid ? await outletPage(db, { ...values, outletid: scope.outletid }) : await companyPage(db, values);
    const last = rows.at(-1);
    return { rows, next: rows.length === limit && last ? { at: last.at, orderkey: last.orderkey } : undefined };
  };
}

const salesPage = pageStatements<
  OrderRow & { outletid: number; netto: string; serviceval: string; pb1val: string; total: string; note: string; paymethod: string | null }
>(
  'report_sales_page',
  sql`${orders.outletid}, ${orders.netto}::text AS netto, ${orders.serviceval}::text AS serviceval, ${orders.pb1val}::text AS pb1val,
    ${orders.total}::text AS total, ${orders.note}, ${orders.paymethod}`,
);

/** A page of the sales list: `limit` orders in order date order, and where the next page starts. */
export async function salesListPage(db: DbOrTx, scope: ScopedTo, range: DayRange, after: ListCursor | undefined, limit: number) {
  const page = await salesPage(db, scope, range, after, limit);
  return {
    next: page.next,
    rows: page.rows.map(({ at, netto, serviceval, pb1val, total, ...r }) => ({
      ...r,
      netto: Number(netto),
      serviceval: Number(serviceval),
      pb1val: Number(pb1val),
      total: Number(total),
    })),
  };
}

/** An order's lines as the database writes them into a menu page: [menuname, qty, gross, discval, netto, note]. */
type LineTuple = [string, number, number, number, number, string];

/**
 * The orders of a sales-by-menu page with their lines, one JSON array per order, in one statement:
 * a row per line made the embedded database's driver decode seven fields of each of 20,000 lines of an
 * outlet-month, more than half of the answer's time; one field per order costs a fraction of it, and
 * both engines probe the lines' key index as before.
 */
const menuPage = pageStatements<OrderRow & { lines: string | null }>(
  'report_sales_menu_page',
  sql`l.lines`,
  sql`CROSS JOIN LATERAL (
    SELECT json_agg(json_build_array(${orderLines.menuname}, ${orderLines.qty}, ${orderLines.qty} * ${orderLines.hargajual},
      ${orderLines.discval}, ${orderLines.netto}, coalesce(${orderLines.linenote}, '')) ORDER BY ${orderLines.lineno})::text AS lines
    FROM ${orderLines} WHERE ${orderLines.orderkey} = ${orders.orderkey}) l`,
);

/** A page of the sales-by-menu list: the lines of `limit` orders, in order date and line order, and where the next page starts. */
export async function salesByMenuPage(db: DbOrTx, scope: ScopedTo, range: DayRange, after: ListCursor | undefined, limit: number) {
  const page = await menuPage(db, scope, range, after, limit);
  const completed = orderStatusName(ORDER_STATUS.COMPLETED);
  const rows = page.rows.flatMap((o) =>
    (o.lines ? (JSON.parse(o.lines) as LineTuple[]) : []).map(([menuname, qty, gross, discval, netto, note]) => ({
      outletname: o.outletname,
      orderno: o.orderno,
      orderdate: o.orderdate,
      ordertype: o.ordertype,
      createby: o.createby,
      menuname,
      qty,
      gross,
      discval,
      netto,
      note,
      orderstatusnm: completed,
    })),
  );
  return { rows, next: page.next };
}

/** How many orders and order lines the range holds, from the summaries: a list's size before reading it. */
export async function saleCounts(db: DbOrTx, scope: ScopedTo, range: DayRange): Promise<{ orders: number; lines: number }> {
  await settleSummaries(db);
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
  await settleSummaries(db);
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
  await settleSummaries(db);
  const index = num(sql`extract(${sql.raw(period)} from ${salesDay.salesdate})`);
  return db
    .select({ outletid: salesDay.outletid, index, sales: num(sql`sum(${salesDay.netto})`) })
    .from(salesDay)
    .where(summaryOf(salesDay, scope, range))
    .groupBy(salesDay.outletid, sql`2`);
}

/** Nett sales per outlet and menu over the range, for the menu chart. */
export async function nettSalesByMenu(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  await settleSummaries(db);
  return db
    .select({ outletid: salesMenuDay.outletid, menuid: salesMenuDay.menuid, sales: num(sql`sum(${salesMenuDay.netto})`) })
    .from(salesMenuDay)
    .where(summaryOf(salesMenuDay, scope, range))
    .groupBy(salesMenuDay.outletid, salesMenuDay.menuid);
}

/** Quantity, gross, discount and nett sales per outlet and menu: the printed sales-by-menu summary. */
export async function menuTotals(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  await settleSummaries(db);
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

/** Nett sales per business day (YYYY-MM-DD), every outlet of the scope together: the food cost report's sales. */
export async function nettSalesPerDay(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  await settleSummaries(db);
  return db
    .select({ salesdate: sql<string>`${salesDay.salesdate}::text`, sales: num(sql`sum(${salesDay.netto})`) })
    .from(salesDay)
    .where(summaryOf(salesDay, scope, range))
    .groupBy(salesDay.salesdate);
}

/** Portions sold per menu and business day: the food cost report's theoretical cost. */
export async function menuQtyPerDay(db: DbOrTx, scope: ScopedTo, range: DayRange) {
  await settleSummaries(db);
  return db
    .select({
      salesdate: sql<string>`${salesMenuDay.salesdate}::text`,
      menuid: salesMenuDay.menuid,
      qty: num(sql`sum(${salesMenuDay.qty})`),
    })
    .from(salesMenuDay)
    .where(summaryOf(salesMenuDay, scope, range))
    .groupBy(salesMenuDay.salesdate, salesMenuDay.menuid);
}

/** Nett sales per outlet and calendar month ('YYYY-MM') of the months from tgl1's to tgl2's, from the month summary (migration 0024). */
export async function nettSalesByOutletMonth(db: DbOrTx, scope: ScopedTo, months: DayRange) {
  await settleSummaries(db);
  const rows = await db
    .select({ outletid: salesMonth.outletid, month: salesMonth.salesmonth, sales: num(sql`${salesMonth.netto}`) })
    .from(salesMonth)
    .where(
      and(
        eq(salesMonth.compcode, scope.compcode),
        scope.outletid ? eq(salesMonth.outletid, scope.outletid) : undefined,
        gte(salesMonth.salesmonth, `${months.tgl1.slice(0, 8)}01`),
        lte(salesMonth.salesmonth, months.tgl2),
      ),
    );
  return rows.map((r) => ({ ...r, month: r.month.slice(0, 7) }));
}

/** Nett sales per outlet in each of the day ranges (part: its index), one index range of the day summary each. */
export async function nettSalesByOutletIn(db: DbOrTx, scope: ScopedTo, ranges: DayRange[]) {
  await settleSummaries(db);
  if (!ranges.length) return [];
  const each = ranges.map(
    (r, i) =>
      sql`(SELECT ${i}::int AS part, ${salesDay.outletid} AS outletid, sum(${salesDay.netto})::text AS sales FROM ${salesDay}
        WHERE ${summaryOf(salesDay, scope, r)} GROUP BY ${salesDay.outletid})`,
  );
  const rows = (await db.execute(sql.join(each, sql` UNION ALL `))).rows as { part: number; outletid: number; sales: string }[];
  return rows.map((r) => ({ part: Number(r.part), outletid: Number(r.outletid), sales: Number(r.sales) }));
}
