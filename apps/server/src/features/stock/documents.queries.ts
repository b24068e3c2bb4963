import type { CountRow, ReceiptRow } from '@saji/core';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { masterItems, outlets, stockCountLines, stockCounts, stockReceiptLines, stockReceipts } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import type { DocumentQuery } from './stock.schemas.js';

const r = stockReceipts;
const receiptColumns = {
  receiptkey: r.receiptkey,
  outletid: r.outletid,
  outletname: outlets.outletname,
  supplier: r.supplier,
  docno: r.docno,
  receiptdate: sql<string>`${r.receiptdate}::text`,
  totalvalue: r.totalvalue,
  lines: sql<number>`(SELECT count(*)::int FROM ${stockReceiptLines} l WHERE l.receiptkey = ${r.receiptkey})`,
  reversed: r.reversed,
  reversereason: r.reversereason,
  createby: r.createby,
  createdate: sql<string>`${r.createdate}::text`,
};

/** A document list's filter: the company, the narrowed outlet, and the period on the document's own date. */
const documentWhere = (
  cols: { compcode: AnyPgColumn; outletid: AnyPgColumn },
  date: AnyPgColumn,
  scope: ScopedTo,
  f: Pick<DocumentQuery, 'tgl1' | 'tgl2'>,
): SQL =>
  and(
    eq(cols.compcode, scope.compcode),
    scope.outletid ? eq(cols.outletid, scope.outletid) : undefined,
    gte(date, f.tgl1),
    lte(date, f.tgl2),
  ) as SQL;
const receiptWhere = (scope: ScopedTo, f: Pick<DocumentQuery, 'tgl1' | 'tgl2'>) => documentWhere(r, r.receiptdate, scope, f);

export async function findReceipts(db: DbOrTx, scope: ScopedTo, f: DocumentQuery) {
  const [list, [total]] = await Promise.all([
    db
      .select(receiptColumns)
      .from(r)
      .innerJoin(outlets, eq(outlets.outletid, r.outletid))
      .where(receiptWhere(scope, f))
      .orderBy(desc(r.receiptdate), desc(r.createdate), r.receiptkey)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ total: count() }).from(r).where(receiptWhere(scope, f)),
  ]);
  return { meta: { total: total.total }, list: list as ReceiptRow[] };
}

/** A receipt of the company (and of a bound user's outlet), locked when asked for an update. */
export async function findReceipt(db: DbOrTx, scope: ScopedTo, key: string, forUpdate = false) {
  const query = db
    .select(receiptColumns)
    .from(r)
    .innerJoin(outlets, eq(outlets.outletid, r.outletid))
    .where(and(eq(r.receiptkey, key), eq(r.compcode, scope.compcode), scope.outletid ? eq(r.outletid, scope.outletid) : undefined));
  const [row] = await (forUpdate ? query.for('update', { of: r }) : query);
  return row as ReceiptRow | undefined;
}

export function receiptLines(db: DbOrTx, key: string) {
  return db
    .select({
      itemno: stockReceiptLines.itemno,
      partnumber: masterItems.partnumber,
      itemname: masterItems.itemname,
      qty: stockReceiptLines.qty,
      unitcost: stockReceiptLines.unitcost,
    })
    .from(stockReceiptLines)
    .innerJoin(masterItems, eq(masterItems.itemno, stockReceiptLines.itemno))
    .where(eq(stockReceiptLines.receiptkey, key))
    .orderBy(stockReceiptLines.lineno);
}

export async function insertReceipt(
  tx: DbOrTx,
  header: typeof stockReceipts.$inferInsert,
  lines: { itemno: number; qty: number; unitcost: number }[],
): Promise<void> {
  await tx.insert(stockReceipts).values(header);
  await tx.insert(stockReceiptLines).values(lines.map((l, i) => ({ ...l, receiptkey: header.receiptkey, lineno: i + 1 })));
}

export async function markReversed(tx: DbOrTx, key: string, reason: string, by: string): Promise<void> {
  await tx.update(r).set({ reversed: true, reversereason: reason, reversedby: by, reverseddate: sql`now()` }).where(eq(r.receiptkey, key));
}

/**
 * The item's last price follows its latest receipt that stands (recipe costing reads it); a reversed
 * receipt hands it back to the one before, when there is one.
 */
export async function followLastPrice(tx: DbOrTx, compcode: string, itemnos: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE masteritem i SET lastprice = round(last.unitcost, 2)
    FROM (
      SELECT DISTINCT ON (l.itemno) l.itemno, l.unitcost
      FROM stock_receiptline l JOIN stock_receipt h ON h.receiptkey = l.receiptkey
      WHERE h.compcode = ${compcode} AND NOT h.reversed AND l.itemno = ANY(${sql.param(itemnos)}::int[])
      ORDER BY l.itemno, h.receiptdate DESC, h.createdate DESC, l.lineno DESC
    ) last
    WHERE i.itemno = last.itemno`);
}

// ---- Count sheets -----------------------------------------------------------------------------

const c = stockCounts;
const countWhere = (scope: ScopedTo, f: Pick<DocumentQuery, 'tgl1' | 'tgl2'>) => documentWhere(c, c.countdate, scope, f);

export async function findCounts(db: DbOrTx, scope: ScopedTo, f: DocumentQuery) {
  const [list, [total]] = await Promise.all([
    db
      .select({
        countkey: c.countkey,
        countno: c.countno,
        outletid: c.outletid,
        outletname: outlets.outletname,
        countdate: sql<string>`${c.countdate}::text`,
        createby: c.createby,
        createdate: sql<string>`${c.createdate}::text`,
        lines: sql<number>`(SELECT count(*)::int FROM ${stockCountLines} l WHERE l.countkey = ${c.countkey})`,
        differencevalue: sql<number>`(SELECT coalesce(round(sum((l.counted - l.book) * l.unitcost)), 0)::float8
          FROM ${stockCountLines} l WHERE l.countkey = ${c.countkey})`,
      })
      .from(c)
      .innerJoin(outlets, eq(outlets.outletid, c.outletid))
      .where(countWhere(scope, f))
      .orderBy(desc(c.countdate), desc(c.createdate), c.countkey)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ total: count() }).from(c).where(countWhere(scope, f)),
  ]);
  return { meta: { total: total.total }, list: list as CountRow[] };
}

export async function findCount(db: DbOrTx, scope: ScopedTo, key: string) {
  const [header] = await db
    .select({
      countkey: c.countkey,
      countno: c.countno,
      outletid: c.outletid,
      countdate: sql<string>`${c.countdate}::text`,
      createby: c.createby,
      createdate: sql<string>`${c.createdate}::text`,
    })
    .from(c)
    .where(and(eq(c.countkey, key), eq(c.compcode, scope.compcode), scope.outletid ? eq(c.outletid, scope.outletid) : undefined));
  if (!header) return undefined;
  const lines = await db
    .select({
      itemno: stockCountLines.itemno,
      partnumber: masterItems.partnumber,
      itemname: masterItems.itemname,
      invunitom: masterItems.invunitom,
      book: stockCountLines.book,
      counted: stockCountLines.counted,
      difference: sql<number>`(${stockCountLines.counted} - ${stockCountLines.book})::float8`,
    })
    .from(stockCountLines)
    .innerJoin(masterItems, eq(masterItems.itemno, stockCountLines.itemno))
    .where(eq(stockCountLines.countkey, key))
    .orderBy(stockCountLines.lineno);
  return { ...header, lines };
}

export async function insertCount(
  tx: DbOrTx,
  header: typeof stockCounts.$inferInsert,
  lines: { itemno: number; book: number; counted: number; unitcost: number }[],
): Promise<void> {
  await tx.insert(c).values(header);
  // A sheet of thousands of lines goes in slices that stay under the statement's parameter limit.
  for (let i = 0; i < lines.length; i += 1000)
    await tx
      .insert(stockCountLines)
      .values(lines.slice(i, i + 1000).map((l, j) => ({ ...l, countkey: header.countkey as string, lineno: i + j + 1 })));
}
