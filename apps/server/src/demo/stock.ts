import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DemoIds } from './foundation.js';

const SUPPLIERS = ['PT Sumber Pangan', 'CV Segar Jaya', 'UD Makmur Abadi'];

/**
 * A year of stock for the demo company, in a handful of set-based statements: every outlet receives,
 * on the first of each month, what its sales of that month take through the recipes and a little more;
 * the year's sales are folded into SALE movements; and the manager's outlet counted its most used items
 * today and found less than the book, so the variance report has something to show.
 */
export async function seedStock(db: Db, ids: DemoIds): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE demo_stock_use ON COMMIT DROP AS
      SELECT o.outletid, date_trunc('month', rpt_business_day(o.orderdate))::date AS month, u.itemno, sum(u.qty) AS qty
      FROM restoorderho o CROSS JOIN LATERAL stock_order_usage(o.orderkey, o.compcode) u
      WHERE o.compcode = ${ids.compcode} AND o.orderstatus = 5 AND o.isvoid = '0'
      GROUP BY 1, 2, 3`);
    await tx.execute(sql`
      CREATE TEMP TABLE demo_stock_receipt ON COMMIT DROP AS
      SELECT gen_random_uuid() AS receiptkey, outletid, month,
        (${sql.param(SUPPLIERS)}::text[])[1 + (extract(month FROM month)::int % 3)] AS supplier,
        'GR-' || to_char(month, 'YYMM') || '-' || outletid AS docno
      FROM (SELECT DISTINCT outletid, month FROM demo_stock_use) m`);
    // 4 % more than the month sells, rounded up to whole units: the shelves never run dry in the demo.
    await tx.execute(sql`
      CREATE TEMP TABLE demo_stock_line ON COMMIT DROP AS
      SELECT r.receiptkey, row_number() OVER (PARTITION BY r.receiptkey ORDER BY u.itemno)::int AS lineno, u.itemno,
        ceil(u.qty * 1.04) AS qty, greatest(i.lastprice, 1) AS unitcost
      FROM demo_stock_use u JOIN demo_stock_receipt r USING (outletid, month) JOIN masteritem i ON i.itemno = u.itemno`);
    await tx.execute(sql`
      INSERT INTO stock_receipt (receiptkey, compcode, outletid, supplier, docno, receiptdate, totalvalue, createby, createdate)
      SELECT r.receiptkey, ${ids.compcode}, r.outletid, r.supplier, r.docno, r.month, round(sum(l.qty * l.unitcost)), 'manager', r.month
      FROM demo_stock_receipt r JOIN demo_stock_line l USING (receiptkey) GROUP BY 1, 2, 3, 4, 5, 6`);
    await tx.execute(sql`INSERT INTO stock_receiptline SELECT receiptkey, lineno, itemno, qty, unitcost FROM demo_stock_line`);
    await tx.execute(sql`
      INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby, createdate)
      SELECT ${ids.compcode}, r.outletid, l.itemno, 'RECEIPT', l.qty, l.unitcost, r.receiptkey, r.docno, r.month, 'manager', r.month
      FROM demo_stock_line l JOIN demo_stock_receipt r USING (receiptkey) ORDER BY r.outletid, l.itemno`);
  });
  // No till is open while the demo is seeded: the whole year in one statement.
  await db.execute(sql`SELECT stock_fold_sales(NULL)`);
  await countToday(db, ids);
}

/** The manager's outlet counts its ten most used items today and finds a little under a third of what is left missing. */
async function countToday(db: Db, ids: DemoIds): Promise<void> {
  const outletid = ids.outletIds[0];
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE demo_count ON COMMIT DROP AS
      SELECT gen_random_uuid() AS countkey, 'CT-' || lpad(nextval('stock_docno_seq')::text, 6, '0') AS countno,
        rpt_business_day(now()) AS countdate`);
    await tx.execute(sql`
      INSERT INTO stock_count (countkey, compcode, outletid, countno, countdate, createby)
      SELECT countkey, ${ids.compcode}, ${outletid}, countno, countdate, 'manager' FROM demo_count`);
    await tx.execute(sql`
      INSERT INTO stock_countline (countkey, lineno, itemno, book, counted, unitcost)
      SELECT c.countkey, row_number() OVER (ORDER BY s.itemno)::int, s.itemno, s.onhand, greatest(round(s.onhand * 0.7, 1), 0), s.avgcost
      FROM demo_count c, (
        SELECT s.* FROM stock_onhand s
        WHERE s.outletid = ${outletid} AND s.onhand > 0
        ORDER BY (SELECT -sum(qty) FROM stock_movement m WHERE m.outletid = s.outletid AND m.itemno = s.itemno AND m.kind = 'SALE'), s.itemno
        LIMIT 10) s`);
    await tx.execute(sql`
      INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby)
      SELECT ${ids.compcode}, ${outletid}, l.itemno, 'COUNT', l.counted - l.book, l.unitcost, c.countkey, c.countno, c.countdate, 'manager'
      FROM stock_countline l JOIN demo_count c USING (countkey) WHERE l.counted <> l.book ORDER BY l.itemno`);
  });
}
