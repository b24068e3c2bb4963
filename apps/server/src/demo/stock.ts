import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import type { DemoIds } from './foundation.js';

const SUPPLIERS = ['PT Sumber Pangan', 'CV Segar Jaya', 'UD Makmur Abadi'];

/**
 * A year of stock for the demo company, in a handful of set-based statements: what every paid order
 * took through the recipes, worked out in one pass over the year's lines; every outlet receives, on
 * the first of each month, what its sales of that month take and a little more; the sales are written
 * as the SALE movements the fold would write (the notes the orders left are then done with); and the
 * manager's outlet counted its most used items today and found less than the book, so the variance
 * report has something to show.
 */
export async function seedStock(db: Db, ids: DemoIds): Promise<void> {
  await db.transaction(async (tx) => {
    // stock_sales_usage() per order and item (migration 0172), as one join over the year instead of runs of keys.
    await tx.execute(sql`
      CREATE TEMP TABLE demo_stock_sale ON COMMIT DROP AS
      SELECT o.orderkey, o.outletid, o.orderno, rpt_business_day(o.orderdate) AS day, coalesce(o.updateby, '(system)') AS createby,
        u.itemno, u.qty
      FROM (
        SELECT l.orderkey, rl.itemno, round(sum(l.qty * rl.quantity / r.totalyield), 4) AS qty
        FROM restoorderho o
        JOIN restoorderdt l ON l.orderkey = o.orderkey
        JOIN standardproduction r ON r.compcode = o.compcode AND r.menuid = l.menuid
        JOIN standardproductionline rl ON rl.stdrproductionkey = r.stdrproductionkey
        WHERE o.compcode = ${ids.compcode} AND o.orderstatus = 5 AND o.isvoid = '0'
        GROUP BY l.orderkey, rl.itemno) u
      JOIN restoorderho o ON o.orderkey = u.orderkey
      WHERE u.qty <> 0`);
    await tx.execute(sql`
      CREATE TEMP TABLE demo_stock_use ON COMMIT DROP AS
      SELECT outletid, date_trunc('month', day)::date AS month, itemno, sum(qty) AS qty FROM demo_stock_sale GROUP BY 1, 2, 3`);
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
    // The sales as the fold writes them once the receipts are in: at the average cost they leave at.
    await tx.execute(sql`
      INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby)
      SELECT ${ids.compcode}, s.outletid, s.itemno, 'SALE', -s.qty, coalesce(h.avgcost, 0), s.orderkey, s.orderno, s.day, s.createby
      FROM demo_stock_sale s LEFT JOIN stock_onhand h ON h.outletid = s.outletid AND h.itemno = s.itemno
      ORDER BY s.outletid, s.itemno`);
    await tx.execute(sql`
      DELETE FROM stock_sale_delta d USING restoorderho o WHERE o.orderkey = d.orderkey AND o.compcode = ${ids.compcode}`);
    await countToday(tx, ids);
  });
  // The other demo company's few sales, folded as a server would.
  await db.execute(sql`SELECT stock_fold_sales(NULL)`);
}

/** The manager's outlet counts its ten most sold items today and finds a little under a third of what is left missing. */
async function countToday(tx: DbOrTx, ids: DemoIds): Promise<void> {
  const outletid = ids.outletIds[0];
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
      JOIN (SELECT itemno, sum(qty) AS sold FROM demo_stock_sale WHERE outletid = ${outletid} GROUP BY itemno) u USING (itemno)
      WHERE s.outletid = ${outletid} AND s.onhand > 0
      ORDER BY u.sold DESC, s.itemno
      LIMIT 10) s`);
  await tx.execute(sql`
    INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby)
    SELECT ${ids.compcode}, ${outletid}, l.itemno, 'COUNT', l.counted - l.book, l.unitcost, c.countkey, c.countno, c.countdate, 'manager'
    FROM stock_countline l JOIN demo_count c USING (countkey) WHERE l.counted <> l.book ORDER BY l.itemno`);
}
