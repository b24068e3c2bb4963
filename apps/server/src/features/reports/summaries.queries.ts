import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders, salesDay, salesDayDelta, salesMenuDay, salesMenuDayDelta, summaryState } from '../../db/schema/index.js';
import { saleCondition } from './reports.queries.js';

/**
 * The summaries recomputed from the orders (the rebuild command), a company and a stretch of business
 * days at a time. The days are taken in the session's zone, as the triggers of migration 0020 take them.
 */
export interface Stretch {
  compcode: string;
  /** First business day, YYYY-MM-DD. */
  from: string;
  /** The day after the last one. */
  to: string;
}

/** A summary row that did not match the orders: what was stored and what the orders say. */
export interface Difference {
  table: 'rpt_sales_day' | 'rpt_sales_menu_day';
  outletid: number;
  salesdate: string;
  menuid: number | null;
  stored: string;
  expected: string;
}

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

const zoneDay = (day: string) => sql`(${day}::timestamp AT TIME ZONE current_setting('TimeZone'))`;
const salesIn = (s: Stretch) =>
  sql`${orders.compcode} = ${s.compcode} AND ${saleCondition} AND ${orders.orderdate} >= ${zoneDay(s.from)} AND ${orders.orderdate} < ${zoneDay(s.to)}`;

/** Every business day the company has orders or summary rows on: the first and the last. */
export async function companySpans(db: DbOrTx) {
  return rowsOf<{ compcode: string; first: string | null; last: string | null }>(
    db,
    sql`SELECT c.compcode,
        least((SELECT rpt_business_day(min(o.orderdate)) FROM ${orders} o WHERE o.compcode = c.compcode),
          (SELECT min(salesdate) FROM ${salesDay} d WHERE d.compcode = c.compcode),
          (SELECT min(salesdate) FROM ${salesMenuDay} m WHERE m.compcode = c.compcode))::text AS first,
        greatest((SELECT rpt_business_day(max(o.orderdate)) FROM ${orders} o WHERE o.compcode = c.compcode),
          (SELECT max(salesdate) FROM ${salesDay} d WHERE d.compcode = c.compcode),
          (SELECT max(salesdate) FROM ${salesMenuDay} m WHERE m.compcode = c.compcode))::text AS last
      FROM companies c ORDER BY c.compcode`,
  );
}

/**
 * Holds off every other writer of the summaries until the transaction ends: the sales, which append
 * deltas, and the folds, which delete them (only folds and the rebuild write the summaries). A sale
 * committing between the rebuild's reading of the orders and its writing of a row would otherwise be
 * counted twice, once by the rebuild and once by its delta. Sales made before the lock are committed by
 * then, and the orders are read after it (read committed), so they are counted; the caller folds their
 * deltas before comparing.
 */
export async function lockSummaries(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${salesDayDelta}, ${salesMenuDayDelta} IN SHARE ROW EXCLUSIVE MODE`);
}

/** Sets the stretch's day rows to what the orders say; answers the rows that differed. */
export async function rebuildDays(tx: DbOrTx, s: Stretch): Promise<Difference[]> {
  return rowsOf<Difference>(
    tx,
    sql`WITH expected AS (
        SELECT outletid, rpt_business_day(orderdate) AS salesdate, count(*)::int AS orders, sum(netto) AS netto,
          sum(serviceval) AS serviceval, sum(pb1val) AS pb1val, sum(total) AS total
        FROM ${orders} WHERE ${salesIn(s)} GROUP BY 1, 2),
      stored AS (
        SELECT outletid, salesdate, orders, netto, serviceval, pb1val, total FROM ${salesDay}
        WHERE compcode = ${s.compcode} AND salesdate >= ${s.from}::date AND salesdate < ${s.to}::date),
      diff AS (
        SELECT coalesce(e.outletid, d.outletid) AS outletid, coalesce(e.salesdate, d.salesdate) AS salesdate,
          ROW(coalesce(e.orders, 0), coalesce(e.netto, 0), coalesce(e.serviceval, 0), coalesce(e.pb1val, 0), coalesce(e.total, 0)) AS expected,
          ROW(coalesce(d.orders, 0), coalesce(d.netto, 0), coalesce(d.serviceval, 0), coalesce(d.pb1val, 0), coalesce(d.total, 0)) AS stored,
          coalesce(e.orders, 0) AS orders, coalesce(e.netto, 0) AS netto, coalesce(e.serviceval, 0) AS serviceval,
          coalesce(e.pb1val, 0) AS pb1val, coalesce(e.total, 0) AS total
        FROM expected e FULL JOIN stored d ON d.outletid = e.outletid AND d.salesdate = e.salesdate),
      wrong AS (SELECT * FROM diff WHERE expected IS DISTINCT FROM stored),
      fixed AS (
        INSERT INTO ${salesDay} (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
        SELECT outletid, salesdate, ${s.compcode}, orders, netto, serviceval, pb1val, total FROM wrong
        ON CONFLICT (outletid, salesdate) DO UPDATE SET orders = excluded.orders, netto = excluded.netto,
          serviceval = excluded.serviceval, pb1val = excluded.pb1val, total = excluded.total)
      SELECT 'rpt_sales_day' AS "table", outletid, salesdate::text AS salesdate, NULL::int AS menuid,
        stored::text AS stored, expected::text AS expected
      FROM wrong ORDER BY salesdate, outletid`,
  );
}

/** Sets the stretch's menu rows to what the order lines say; answers the rows that differed. */
export async function rebuildMenuDays(tx: DbOrTx, s: Stretch): Promise<Difference[]> {
  return rowsOf<Difference>(
    tx,
    sql`WITH expected AS (
        SELECT ${orders.outletid} AS outletid, rpt_business_day(${orders.orderdate}) AS salesdate, l.menuid, count(*)::int AS lines,
          sum(l.qty) AS qty, sum(l.qty * l.hargajual) AS gross, sum(l.discval) AS discval, sum(l.netto) AS netto
        FROM ${orders} JOIN ${orderLines} l ON l.orderkey = ${orders.orderkey}
        WHERE ${salesIn(s)} GROUP BY 1, 2, 3),
      stored AS (
        SELECT outletid, salesdate, menuid, lines, qty, gross, discval, netto FROM ${salesMenuDay}
        WHERE compcode = ${s.compcode} AND salesdate >= ${s.from}::date AND salesdate < ${s.to}::date),
      diff AS (
        SELECT coalesce(e.outletid, d.outletid) AS outletid, coalesce(e.salesdate, d.salesdate) AS salesdate,
          coalesce(e.menuid, d.menuid) AS menuid,
          ROW(coalesce(e.lines, 0), coalesce(e.qty, 0), coalesce(e.gross, 0), coalesce(e.discval, 0), coalesce(e.netto, 0)) AS expected,
          ROW(coalesce(d.lines, 0), coalesce(d.qty, 0), coalesce(d.gross, 0), coalesce(d.discval, 0), coalesce(d.netto, 0)) AS stored,
          coalesce(e.lines, 0) AS lines, coalesce(e.qty, 0) AS qty, coalesce(e.gross, 0) AS gross,
          coalesce(e.discval, 0) AS discval, coalesce(e.netto, 0) AS netto
        FROM expected e FULL JOIN stored d ON d.outletid = e.outletid AND d.salesdate = e.salesdate AND d.menuid = e.menuid),
      wrong AS (SELECT * FROM diff WHERE expected IS DISTINCT FROM stored),
      fixed AS (
        INSERT INTO ${salesMenuDay} (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
        SELECT outletid, salesdate, menuid, ${s.compcode}, lines, qty, gross, discval, netto FROM wrong
        ON CONFLICT (outletid, salesdate, menuid) DO UPDATE SET lines = excluded.lines, qty = excluded.qty,
          gross = excluded.gross, discval = excluded.discval, netto = excluded.netto)
      SELECT 'rpt_sales_menu_day' AS "table", outletid, salesdate::text AS salesdate, menuid,
        stored::text AS stored, expected::text AS expected
      FROM wrong ORDER BY salesdate, outletid, menuid`,
  );
}

/** The zone the summaries were built in, and the session's (SAJI_TIMEZONE). */
export async function summaryZones(db: DbOrTx) {
  const [row] = await rowsOf<{ built: string | null; session: string }>(
    db,
    sql`SELECT (SELECT timezone FROM ${summaryState}) AS built, current_setting('TimeZone') AS session`,
  );
  return row;
}

export async function recordSummaryZone(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`INSERT INTO ${summaryState} (id, timezone) VALUES (true, current_setting('TimeZone'))
    ON CONFLICT (id) DO UPDATE SET timezone = excluded.timezone`);
}
