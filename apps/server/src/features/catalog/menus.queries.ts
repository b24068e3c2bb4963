import { type MenuOutlet, type MenuRow, type MenuValues, menuImageUrl } from '@saji/core';
import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { glAccounts, menuCategories, menuOutlets, menus, orderLines, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { MenuExportQuery } from './menus.schemas.js';

type Filters = Pick<MenuExportQuery, 'menuname' | 'menucateg' | 'categname'>;

const rowColumns = {
  menuid: menus.menuid,
  menucode: menus.menucode,
  menuname: menus.menuname,
  menusize: menus.menusize,
  menucateg: menus.menucateg,
  categname: menuCategories.categname,
  salesacc: menus.salesacc,
  salesaccNm: glAccounts.namaacc,
  hargajualstd: menus.hargajualstd,
  kenapajakstd: menus.kenapajakstd,
  aktif: menus.aktif,
  modified: menus.modified,
  // The picture's version, not the picture: lists carry its address (menuImageUrl).
  menuimgver: menus.menuimgver,
};

const sortable = {
  menuname: caseless(menus.menuname),
  menucode: caseless(menus.menucode),
  menusize: caseless(menus.menusize),
  hargajualstd: menus.hargajualstd,
  kenapajakstd: menus.kenapajakstd,
  categname: caseless(menuCategories.categname),
  salesacc: menus.salesacc,
  modified: menus.modified,
};

function whereOf(compcode: string, f: Filters): SQL | undefined {
  return and(
    eq(menus.compcode, compcode),
    f.menuname ? ilike(menus.menuname, likePattern(f.menuname)) : undefined,
    f.menucateg ? eq(menus.menucateg, f.menucateg) : undefined,
    f.categname ? ilike(menuCategories.categname, likePattern(f.categname)) : undefined,
  );
}

function joinCategory<T extends PgSelect>(qb: T) {
  return qb.innerJoin(menuCategories, and(eq(menuCategories.compcode, menus.compcode), eq(menuCategories.categid, menus.menucateg)));
}

/** Adds the category (for its name) and the sales account (for its name in the fiscal year). */
function withNames<T extends PgSelect>(qb: T, scope: ScopedTo) {
  return joinCategory(qb).leftJoin(
    glAccounts,
    and(eq(glAccounts.compcode, menus.compcode), eq(glAccounts.kodeacc, menus.salesacc), eq(glAccounts.tahun, scope.fiscalYear)),
  );
}

const toRow = <T extends { menuid: number; modified: Date; menuimgver: string | null }>({ menuimgver, ...row }: T) => ({
  ...row,
  modified: row.modified.toISOString(),
  menuimg: menuImageUrl(row.menuid, menuimgver),
});

/**
 * A page of menus in two steps: first the page's ids, from the narrow columns the filter and sort
 * need, then the full rows (images, names) of those ids only. Sorting and skipping thousands of wide
 * rows with their images would otherwise cost more than the page is worth. The first step also
 * counts the matches (a window count), so the list needs no second scan for its total.
 */
export async function findMenuPage(
  db: DbOrTx,
  scope: ScopedTo,
  q: Filters & Pick<MenuExportQuery, 'sortBy' | 'sortDir'> & { noimage?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: MenuRow[]; total: number | undefined }> {
  const needsCategory = !!q.categname || q.sortBy === 'categname';
  const base = db.select({ menuid: menus.menuid, total: sql<number>`count(*) over ()` }).from(menus).$dynamic();
  const ids = await (needsCategory ? joinCategory(base) : base)
    .where(whereOf(scope.compcode, q))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, menus.menuid))
    .limit(page.limit)
    .offset(page.offset);
  // Past the last page no row carries the count; the caller counts separately then.
  if (!ids.length) return { rows: [], total: page.offset === 0 ? 0 : undefined };
  const fields = q.noimage ? { ...rowColumns, menuimgver: sql<string | null>`null` } : rowColumns;
  const rows = await withNames(db.select(fields).from(menus).$dynamic(), scope).where(
    inArray(
      menus.menuid,
      ids.map((r) => r.menuid),
    ),
  );
  const position = new Map(ids.map((r, i) => [r.menuid, i]));
  rows.sort((a, b) => position.get(a.menuid)! - position.get(b.menuid)!);
  return { rows: rows.map(toRow), total: Number(ids[0].total) };
}

export async function findMenus(...args: Parameters<typeof findMenuPage>): Promise<MenuRow[]> {
  return (await findMenuPage(...args)).rows;
}

export async function countMenus(db: DbOrTx, compcode: string, f: Filters): Promise<number> {
  // The category join is needed only to filter on its name; counting without it reads one table.
  const base = db.select({ total: count() }).from(menus).$dynamic();
  const [row] = await (f.categname ? joinCategory(base) : base).where(whereOf(compcode, f));
  return row?.total ?? 0;
}

export async function findMenu(db: DbOrTx, scope: ScopedTo, menuid: number) {
  const [row] = await withNames(
    db
      .select({ ...rowColumns, menudesc: menus.menudesc })
      .from(menus)
      .$dynamic(),
    scope,
  )
    .where(and(eq(menus.compcode, scope.compcode), eq(menus.menuid, menuid)))
    .limit(1);
  return row && toRow(row);
}

/** The menu's outlet rows the scope may see: a bound user's own outlet only, an admin's every outlet of the company. */
export function findMenuOutlets(db: DbOrTx, scope: ScopedTo, menuid: number): Promise<MenuOutlet[]> {
  return db
    .select({
      outletid: menuOutlets.outletid,
      outletname: outlets.outletname,
      alamat1: outlets.alamat1,
      alamat2: outlets.alamat2,
      provinsi: outlets.provinsi,
      hargajual: menuOutlets.hargajual,
      kenapajak: menuOutlets.kenapajak,
    })
    .from(menuOutlets)
    .innerJoin(outlets, eq(outlets.outletid, menuOutlets.outletid))
    .where(
      and(
        eq(menuOutlets.menuid, menuid),
        eq(outlets.compcode, scope.compcode),
        scope.outletid === undefined ? undefined : eq(menuOutlets.outletid, scope.outletid),
      ),
    )
    .orderBy(outlets.outletname, outlets.outletid);
}

/** The company's outlets among ids, with their names for messages. */
export function findCompanyOutlets(db: DbOrTx, compcode: string, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ outletid: outlets.outletid, outletname: outlets.outletname })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), inArray(outlets.outletid, ids)));
}

export async function menuCodeTaken(db: DbOrTx, compcode: string, menucode: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ menuid: menus.menuid })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menucode, menucode)));
  return rows.some((r) => r.menuid !== exceptId);
}

/** The stored picture and its version, for its own address. */
export async function findMenuImage(db: DbOrTx, compcode: string, menuid: number) {
  const [row] = await db
    .select({ menuimg: menus.menuimg, menuimgver: menus.menuimgver })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menuid, menuid)));
  return row;
}

/** The header as written; a menuimg left undefined keeps the stored picture. */
type MenuHeader = Omit<MenuValues, 'menuid' | 'outlets' | 'menuimg'> & { menuimg: string | null | undefined };

export async function insertMenu(db: DbOrTx, compcode: string, values: MenuHeader): Promise<number> {
  const [row] = await db
    .insert(menus)
    .values({ ...values, compcode })
    .returning({ menuid: menus.menuid });
  return row.menuid;
}

export async function updateMenu(db: DbOrTx, compcode: string, menuid: number, values: MenuHeader): Promise<boolean> {
  const rows = await db
    .update(menus)
    .set({ ...values, modified: new Date() })
    .where(and(eq(menus.compcode, compcode), eq(menus.menuid, menuid)))
    .returning({ menuid: menus.menuid });
  return rows.length > 0;
}

/** The outlet rows are replaced whole: the form always sends the complete list. */
export async function replaceMenuOutlets(db: DbOrTx, menuid: number, rows: MenuValues['outlets']): Promise<void> {
  await db.delete(menuOutlets).where(eq(menuOutlets.menuid, menuid));
  if (!rows.length) return;
  await db.insert(menuOutlets).values(rows.map((r) => ({ menuid, outletid: r.outletid, hargajual: r.hargajual, kenapajak: r.kenapajak })));
}

export async function menuUsedByOrders(db: DbOrTx, menuid: number): Promise<boolean> {
  const rows = await db.select({ menuid: orderLines.menuid }).from(orderLines).where(eq(orderLines.menuid, menuid)).limit(1);
  return rows.length > 0;
}

export async function deleteMenu(db: DbOrTx, compcode: string, menuid: number) {
  const [row] = await db
    .delete(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menuid, menuid)))
    .returning({ menuid: menus.menuid, menucode: menus.menucode });
  return row;
}

export async function findMenuCode(db: DbOrTx, compcode: string, menuid: number) {
  const [row] = await db
    .select({ menucode: menus.menucode, menuname: menus.menuname })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menuid, menuid)));
  return row;
}
