import type { LowStockRow, MovementRow, OnHandRow } from '@saji/core';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { masterItems, stockMovements, stockOnHand } from '../../db/schema/index.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { MovementQuery, OnHandQuery } from './stock.schemas.js';

const i = masterItems;
const s = stockOnHand;

// Whole rupiah: the value a screen adds up must be the one it shows per row.
const value = sql<number>`round(coalesce(${s.onhand} * ${s.avgcost}, 0))::float8`;
const onHandColumns = {
  itemno: i.itemno,
  partnumber: i.partnumber,
  itemname: i.itemname,
  itemcategory: i.itemcategory,
  invunitom: i.invunitom,
  onhand: sql<number>`coalesce(${s.onhand}, 0)::float8`,
  avgcost: sql<number>`coalesce(${s.avgcost}, 0)::float8`,
  value,
  parlevel: sql<number>`coalesce(${s.parlevel}, 0)::float8`,
};
const sortable = { itemname: caseless(i.itemname), partnumber: caseless(i.partnumber), onhand: sql`coalesce(${s.onhand}, 0)`, value };

/** Every stock item of the company (not services), with the outlet's level when it has one. */
const itemsWhere = (compcode: string, f: Pick<OnHandQuery, 'itemno' | 'search' | 'category'>): SQL =>
  and(
    eq(i.compcode, compcode),
    eq(i.jasa, 0),
    f.itemno ? eq(i.itemno, f.itemno) : undefined,
    f.category ? eq(i.itemcategory, f.category) : undefined,
    f.search ? or(ilike(i.itemname, likePattern(f.search)), ilike(i.partnumber, likePattern(f.search))) : undefined,
  ) as SQL;

export async function findOnHand(db: DbOrTx, compcode: string, outletid: number, f: OnHandQuery) {
  const joined = and(eq(s.outletid, outletid), eq(s.itemno, i.itemno));
  const [list, [totals]] = await Promise.all([
    db
      .select(onHandColumns)
      .from(i)
      .leftJoin(s, joined)
      .where(itemsWhere(compcode, f))
      .orderBy(...orderOf(sortable, f.sortBy, f.sortDir, i.itemno))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ total: count(), value: sql<number>`coalesce(sum(round(${s.onhand} * ${s.avgcost})), 0)::float8` })
      .from(i)
      .leftJoin(s, joined)
      .where(itemsWhere(compcode, f)),
  ]);
  return { meta: { total: totals.total, value: totals.value }, list: list as OnHandRow[] };
}

/** Items below their par level, the largest shortfall first. */
export async function findLow(db: DbOrTx, compcode: string, outletid: number) {
  const list = await db
    .select({ ...onHandColumns, shortfall: sql<number>`(${s.parlevel} - ${s.onhand})::float8` })
    .from(s)
    .innerJoin(i, eq(i.itemno, s.itemno))
    .where(and(eq(s.outletid, outletid), eq(s.compcode, compcode), sql`${s.parlevel} > 0 AND ${s.onhand} < ${s.parlevel}`))
    .orderBy(desc(sql`${s.parlevel} - ${s.onhand}`), i.itemno);
  return { meta: { total: list.length }, list: list as LowStockRow[] };
}

const m = stockMovements;
const movementWhere = (compcode: string, outletid: number, f: MovementQuery): SQL =>
  and(
    eq(m.outletid, outletid),
    eq(m.compcode, compcode),
    f.itemno ? eq(m.itemno, f.itemno) : undefined,
    f.kind ? eq(m.kind, f.kind) : undefined,
    gte(m.movedate, f.tgl1),
    lte(m.movedate, f.tgl2),
  ) as SQL;

/** The outlet's movements of a period, newest first. */
export async function findMovements(db: DbOrTx, compcode: string, outletid: number, f: MovementQuery) {
  const [list, [total]] = await Promise.all([
    db
      .select({
        movementid: m.movementid,
        outletid: m.outletid,
        itemno: m.itemno,
        itemname: i.itemname,
        kind: m.kind,
        qty: m.qty,
        unitcost: m.unitcost,
        refno: m.refno,
        reason: m.reason,
        movedate: sql<string>`${m.movedate}::text`,
        createby: m.createby,
        createdate: sql<string>`${m.createdate}::text`,
      })
      .from(m)
      .innerJoin(i, eq(i.itemno, m.itemno))
      .where(movementWhere(compcode, outletid, f))
      .orderBy(desc(m.movementid))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ total: count() })
      .from(m)
      .where(movementWhere(compcode, outletid, f)),
  ]);
  return { meta: { total: total.total }, list: list as MovementRow[] };
}
