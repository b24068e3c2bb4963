import type { MenuCategory, MenuCategoryValues } from '@saji/core';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menuCategories, menus } from '../../db/schema/index.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { CategoryListQuery } from './menu-categories.schemas.js';

const columns = { categid: menuCategories.categid, categname: menuCategories.categname, nourut: menuCategories.nourut };
const sortable = {
  categid: caseless(menuCategories.categid),
  categname: caseless(menuCategories.categname),
  nourut: menuCategories.nourut,
};

function whereOf(compcode: string, search?: string): SQL | undefined {
  return and(
    eq(menuCategories.compcode, compcode),
    search ? or(ilike(menuCategories.categname, likePattern(search)), ilike(menuCategories.categid, likePattern(search))) : undefined,
  );
}

export function findCategories(
  db: DbOrTx,
  compcode: string,
  q: Pick<CategoryListQuery, 'categname' | 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<MenuCategory[]> {
  return db
    .select(columns)
    .from(menuCategories)
    .where(whereOf(compcode, q.categname))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, menuCategories.categid))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCategories(db: DbOrTx, compcode: string, search?: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(menuCategories).where(whereOf(compcode, search));
  return row?.total ?? 0;
}

export async function categoryExists(db: DbOrTx, compcode: string, categid: string): Promise<boolean> {
  const rows = await db
    .select({ categid: menuCategories.categid })
    .from(menuCategories)
    .where(and(eq(menuCategories.compcode, compcode), eq(menuCategories.categid, categid)))
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(db: DbOrTx, compcode: string, values: MenuCategoryValues): Promise<void> {
  await db.insert(menuCategories).values({ ...values, compcode });
}

/** Renaming the code moves the menus with it: their foreign key cascades on update. */
export async function updateCategory(db: DbOrTx, compcode: string, key: string, values: MenuCategoryValues): Promise<boolean> {
  const rows = await db
    .update(menuCategories)
    .set(values)
    .where(and(eq(menuCategories.compcode, compcode), eq(menuCategories.categid, key)))
    .returning({ categid: menuCategories.categid });
  return rows.length > 0;
}

export async function countMenusInCategory(db: DbOrTx, compcode: string, categid: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menucateg, categid)));
  return row?.total ?? 0;
}

export async function deleteCategory(db: DbOrTx, compcode: string, categid: string): Promise<boolean> {
  const rows = await db
    .delete(menuCategories)
    .where(and(eq(menuCategories.compcode, compcode), eq(menuCategories.categid, categid)))
    .returning({ categid: menuCategories.categid });
  return rows.length > 0;
}
