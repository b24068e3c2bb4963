import { alreadyInList, type MenuValues, richTextIsEmpty, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, conflict, invalidForm, notFound } from '../../platform/errors.js';
import { assertImageDataUrl } from '../../platform/images.js';
import { offsetOf } from '../../platform/list-query.js';
import { categoryExists } from './menu-categories.queries.js';
import * as q from './menus.queries.js';
import type { MenuListQuery } from './menus.schemas.js';
import { sanitizeRichText } from './rich-text.js';

export async function listMenus(db: Db, scope: ScopedTo, query: MenuListQuery) {
  const page = await q.findMenuPage(db, scope, query, { limit: query.limit, offset: offsetOf(query) });
  return { meta: { total: page.total ?? (await q.countMenus(db, scope.compcode, query)) }, list: page.rows };
}

export async function getMenu(db: Db, scope: ScopedTo, menuid: number) {
  const header = await q.findMenu(db, scope, menuid);
  if (!header) throw notFound('Menu');
  return { ...header, outlets: await q.findMenuOutlets(db, scope, menuid) };
}

/**
 * Inserts, or updates when menuid is given, the header and its outlet prices together. The outlets
 * must be the company's, each at most once; the description is stored sanitised.
 */
export async function saveMenu(db: Db, compcode: string, values: MenuValues) {
  assertImageDataUrl(values.menuimg, 'menuimg');
  const menudesc = sanitizeRichText(values.menudesc);
  if (richTextIsEmpty(menudesc)) throw invalidForm([{ field: 'menudesc', message: 'required' }]);
  const { menuid, outlets: outletRows, ...header } = { ...values, menudesc };
  return db.transaction(async (tx) => {
    await assertOutletRows(tx, compcode, outletRows);
    if (!(await categoryExists(tx, compcode, header.menucateg))) {
      throw badRequest(`Category ${header.menucateg} not found`, [{ field: 'menucateg', message: 'not found' }]);
    }
    if (await q.menuCodeTaken(tx, compcode, header.menucode, menuid)) throw conflict(alreadyInList(header.menucode), { field: 'menucode' });
    let id = menuid;
    if (id === undefined) id = await q.insertMenu(tx, compcode, header);
    else if (!(await q.updateMenu(tx, compcode, id, header))) throw notFound('Menu');
    await q.replaceMenuOutlets(tx, id, outletRows);
    return { message: UPDATE_OK, menuid: id };
  });
}

async function assertOutletRows(db: Parameters<typeof q.findCompanyOutlets>[0], compcode: string, rows: MenuValues['outlets']) {
  const known = new Map(
    (await q.findCompanyOutlets(db, compcode, [...new Set(rows.map((r) => r.outletid))])).map((o) => [o.outletid, o.outletname]),
  );
  const seen = new Set<number>();
  for (const row of rows) {
    const name = known.get(row.outletid);
    // Another company's outlet answers like a missing one: its existence is not disclosed.
    if (name === undefined) throw badRequest(`Outlet ${row.outletid} not found`, [{ field: 'outlets.outletid', message: 'not found' }]);
    if (seen.has(row.outletid)) throw badRequest(alreadyInList(name), [{ field: 'outlets.outletid', message: 'duplicate' }]);
    seen.add(row.outletid);
  }
}

export function removeMenu(db: Db, compcode: string, menuid: number) {
  return db.transaction(async (tx) => {
    const menu = await q.findMenuCode(tx, compcode, menuid);
    if (!menu) throw notFound('Menu');
    // Orders keep pointing at their menus so history and reports stay whole; such a menu is retired
    // by setting it inactive instead.
    if (await q.menuUsedByOrders(tx, menuid)) {
      throw conflict(`${menu.menuname} (${menu.menucode}) cannot be deleted: orders use it. Set it inactive instead.`);
    }
    await q.deleteMenu(tx, compcode, menuid);
    return { message: 'Delete successfully', menuid };
  });
}
