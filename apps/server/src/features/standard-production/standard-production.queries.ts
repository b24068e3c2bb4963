import type { RecipeLine, StandardProductionRow } from '@saji/core';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { masterItems, menus, standardProductionLines, standardProductions } from '../../db/schema/index.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { RecipeExportQuery } from './standard-production.schemas.js';

const sp = standardProductions;

const rowColumns = {
  stdrproductionkey: sp.stdrproductionkey,
  stdrproductionname: sp.stdrproductionname,
  description: sp.description,
  totalitems: sp.totalitems,
  estimatedtotal: sp.estimatedtotal,
  unitsize: sp.unitsize,
  totalyield: sp.totalyield,
  weightperportion: sp.weightperportion,
  ttlnetto: sp.ttlnetto,
  matauang: sp.matauang,
  menuid: sp.menuid,
  menuname: menus.menuname,
  createdate: sql<string>`to_char(${sp.createdate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

const sortable = {
  createdate: sp.createdate,
  stdrproductionname: caseless(sp.stdrproductionname),
  totalitems: sp.totalitems,
  estimatedtotal: sp.estimatedtotal,
  totalyield: sp.totalyield,
  weightperportion: sp.weightperportion,
  ttlnetto: sp.ttlnetto,
};

/** The search's text, as its trigram index holds it (migration 0061). */
const searchText = sql`lower(${sp.stdrproductionname} || ' ' || ${sp.description})`;

function whereOf(compcode: string, searchtxt: string | undefined): SQL | undefined {
  return and(eq(sp.compcode, compcode), searchtxt ? sql`${searchText} LIKE ${likePattern(searchtxt.toLowerCase())}` : undefined);
}

export function findRecipes(db: DbOrTx, compcode: string, q: RecipeExportQuery, page: { limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(sp)
    .leftJoin(menus, eq(menus.menuid, sp.menuid))
    .where(whereOf(compcode, q.searchtxt))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, sp.stdrproductionkey))
    .limit(page.limit)
    .offset(page.offset) as Promise<StandardProductionRow[]>;
}

export async function countRecipes(db: DbOrTx, compcode: string, searchtxt: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sp).where(whereOf(compcode, searchtxt));
  return row?.total ?? 0;
}

export async function findRecipe(db: DbOrTx, compcode: string, key: string): Promise<StandardProductionRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(sp)
    .leftJoin(menus, eq(menus.menuid, sp.menuid))
    .where(and(eq(sp.compcode, compcode), eq(sp.stdrproductionkey, key)));
  return row as StandardProductionRow | undefined;
}

/** A recipe's lines, with each item's current last price beside the price the cost was figured at. */
export function findRecipeLines(db: DbOrTx, key: string): Promise<RecipeLine[]> {
  const l = standardProductionLines;
  return db
    .select({
      lineno: l.lineno,
      linetype: l.linetype,
      itemno: l.itemno,
      partnumber: l.partnumber,
      itemname: l.itemname,
      iteminfo: l.iteminfo,
      description: l.description,
      quantity: l.quantity,
      unitsize: l.unitsize,
      unitprice: l.unitprice,
      nilai: l.nilai,
      matauang: l.matauang,
      lastprice: masterItems.lastprice,
    })
    .from(l)
    .innerJoin(masterItems, eq(masterItems.itemno, l.itemno))
    .where(eq(l.stdrproductionkey, key))
    .orderBy(asc(l.lineno));
}

/** The company's items among `itemnos`, with their last prices. */
export function itemsOf(db: DbOrTx, compcode: string, itemnos: number[]) {
  return db
    .select({
      itemno: masterItems.itemno,
      partnumber: masterItems.partnumber,
      itemname: masterItems.itemname,
      invunitom: masterItems.invunitom,
      lastprice: masterItems.lastprice,
    })
    .from(masterItems)
    .where(and(eq(masterItems.compcode, compcode), inArray(masterItems.itemno, itemnos)));
}

export async function menuOf(db: DbOrTx, compcode: string, menuid: number) {
  const [row] = await db
    .select({ menuid: menus.menuid, menuname: menus.menuname })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menuid, menuid)));
  return row;
}

/** The recipe already linked to a menu, other than `exceptKey`. */
export async function recipeOfMenu(db: DbOrTx, compcode: string, menuid: number, exceptKey?: string) {
  const rows = await db
    .select({ stdrproductionkey: sp.stdrproductionkey, stdrproductionname: sp.stdrproductionname })
    .from(sp)
    .where(and(eq(sp.compcode, compcode), eq(sp.menuid, menuid)));
  return rows.find((r) => r.stdrproductionkey !== exceptKey);
}

export type RecipeHeader = Omit<typeof sp.$inferInsert, 'stdrproductionkey' | 'compcode' | 'createby' | 'createdate' | 'modified'>;
export type RecipeLineRow = Omit<typeof standardProductionLines.$inferInsert, 'stdrproductionkey'>;

export async function insertRecipe(db: DbOrTx, compcode: string, key: string, createby: string, header: RecipeHeader) {
  await db.insert(sp).values({ ...header, stdrproductionkey: key, compcode, createby });
}

export async function updateRecipe(db: DbOrTx, compcode: string, key: string, header: RecipeHeader): Promise<boolean> {
  const rows = await db
    .update(sp)
    .set({ ...header, modified: sql`now()` })
    .where(and(eq(sp.compcode, compcode), eq(sp.stdrproductionkey, key)))
    .returning({ key: sp.stdrproductionkey });
  return rows.length > 0;
}

export async function replaceLines(db: DbOrTx, key: string, lines: RecipeLineRow[]) {
  await db.delete(standardProductionLines).where(eq(standardProductionLines.stdrproductionkey, key));
  await db.insert(standardProductionLines).values(lines.map((l) => ({ ...l, stdrproductionkey: key })));
}

export async function deleteRecipe(db: DbOrTx, compcode: string, key: string): Promise<boolean> {
  const rows = await db
    .delete(sp)
    .where(and(eq(sp.compcode, compcode), eq(sp.stdrproductionkey, key)))
    .returning({ key: sp.stdrproductionkey });
  return rows.length > 0;
}

/** The company's recipes among `keys`, with the figures a production copies. */
export function recipeSnapshots(db: DbOrTx, compcode: string, keys: string[]) {
  return db
    .select({
      stdrproductionkey: sp.stdrproductionkey,
      stdrproductionname: sp.stdrproductionname,
      description: sp.description,
      estimatedtotal: sp.estimatedtotal,
      unitsize: sp.unitsize,
      totalyield: sp.totalyield,
      weightperportion: sp.weightperportion,
      ttlnetto: sp.ttlnetto,
    })
    .from(sp)
    .where(and(eq(sp.compcode, compcode), inArray(sp.stdrproductionkey, keys)));
}

/** Cost per portion of every recipe linked to a menu: what a portion sold should have cost. */
export function menuPortionCosts(db: DbOrTx, compcode: string) {
  return db
    .select({ menuid: sql<number>`${sp.menuid}`, ttlnetto: sp.ttlnetto, totalyield: sp.totalyield })
    .from(sp)
    .where(and(eq(sp.compcode, compcode), sql`${sp.menuid} IS NOT NULL`));
}
