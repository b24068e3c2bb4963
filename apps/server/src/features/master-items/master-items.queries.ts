import type { MasterItem, MasterItemValues } from '@saji/core';
import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { masterItems } from '../../db/schema/index.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { ItemListQuery } from './master-items.schemas.js';

type Filters = Pick<ItemListQuery, 'itemcode' | 'partnumber' | 'itemname' | 'headcategory' | 'jasa'>;

const columns = {
  itemno: masterItems.itemno,
  partnumber: masterItems.partnumber,
  itemname: masterItems.itemname,
  invunitom: masterItems.invunitom,
  unitsize: masterItems.invunitom,
  itemcategory: masterItems.itemcategory,
  headcategory: masterItems.headcategory,
  jasa: masterItems.jasa,
  lastprice: masterItems.lastprice,
};
const sortable = {
  partnumber: caseless(masterItems.partnumber),
  itemname: caseless(masterItems.itemname),
  invunitom: caseless(masterItems.invunitom),
  itemcategory: caseless(masterItems.itemcategory),
  headcategory: caseless(masterItems.headcategory),
  jasa: masterItems.jasa,
  lastprice: masterItems.lastprice,
};

function whereOf(compcode: string, f: Filters): SQL | undefined {
  const code = f.itemcode ?? f.partnumber;
  return and(
    eq(masterItems.compcode, compcode),
    code ? ilike(masterItems.partnumber, likePattern(code)) : undefined,
    f.itemname ? ilike(masterItems.itemname, likePattern(f.itemname)) : undefined,
    f.headcategory ? ilike(masterItems.headcategory, likePattern(f.headcategory)) : undefined,
    f.jasa === undefined ? undefined : f.jasa === 1 ? eq(masterItems.jasa, 1) : sql`${masterItems.jasa} <> 1`,
  );
}

export function findItems(
  db: DbOrTx,
  compcode: string,
  q: Filters & Pick<ItemListQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<MasterItem[]> {
  return db
    .select(columns)
    .from(masterItems)
    .where(whereOf(compcode, q))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, masterItems.itemno))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countItems(db: DbOrTx, compcode: string, f: Filters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(masterItems).where(whereOf(compcode, f));
  return row?.total ?? 0;
}

export async function partnumberTaken(db: DbOrTx, compcode: string, partnumber: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ itemno: masterItems.itemno })
    .from(masterItems)
    .where(and(eq(masterItems.compcode, compcode), eq(masterItems.partnumber, partnumber)));
  return rows.some((r) => r.itemno !== exceptId);
}

type ItemData = Omit<MasterItemValues, 'itemno'>;

export async function insertItem(db: DbOrTx, compcode: string, values: ItemData): Promise<number> {
  const [row] = await db
    .insert(masterItems)
    .values({ ...values, compcode })
    .returning({ itemno: masterItems.itemno });
  return row.itemno;
}

export async function updateItem(db: DbOrTx, compcode: string, itemno: number, values: ItemData): Promise<boolean> {
  const rows = await db
    .update(masterItems)
    .set(values)
    .where(and(eq(masterItems.compcode, compcode), eq(masterItems.itemno, itemno)))
    .returning({ itemno: masterItems.itemno });
  return rows.length > 0;
}

export async function deleteItem(db: DbOrTx, compcode: string, itemno: number): Promise<boolean> {
  const rows = await db
    .delete(masterItems)
    .where(and(eq(masterItems.compcode, compcode), eq(masterItems.itemno, itemno)))
    .returning({ itemno: masterItems.itemno });
  return rows.length > 0;
}

export async function existingPartnumbers(db: DbOrTx, compcode: string, partnumbers: string[]): Promise<Set<string>> {
  if (!partnumbers.length) return new Set();
  const rows = await db
    .select({ partnumber: masterItems.partnumber })
    .from(masterItems)
    .where(and(eq(masterItems.compcode, compcode), inArray(masterItems.partnumber, partnumbers)));
  return new Set(rows.map((r) => r.partnumber));
}

/** Inserts new part numbers and overwrites the rest, in one statement per batch. */
export async function upsertItems(db: DbOrTx, compcode: string, items: ItemData[]): Promise<void> {
  if (!items.length) return;
  await db
    .insert(masterItems)
    .values(items.map((i) => ({ ...i, compcode })))
    .onConflictDoUpdate({
      target: [masterItems.compcode, masterItems.partnumber],
      set: {
        itemname: sql`excluded.itemname`,
        invunitom: sql`excluded.invunitom`,
        itemcategory: sql`excluded.itemcategory`,
        headcategory: sql`excluded.headcategory`,
        jasa: sql`excluded.jasa`,
        lastprice: sql`excluded.lastprice`,
      },
    });
}
