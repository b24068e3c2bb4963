import { alreadyInList, MENU_IMAGE_URL, type MenuValues, richTextIsEmpty, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, conflict, invalidForm, notFound } from '../../platform/errors.js';
import { type ServedImage, servableImage, storableImage } from '../../platform/images.js';
import { offsetOf } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import { categoryExists } from './menu-categories.queries.js';
import * as q from './menus.queries.js';
import type { MenuListQuery } from './menus.schemas.js';
import { sanitizeRichText } from './rich-text.js';

export async function listMenus(db: Db, scope: ScopedTo, query: MenuListQuery) {
  const page = await q.findMenuPage(db, scope, query, { limit: query.limit, offset: offsetOf(query) });
  return { meta: { total: page.total ?? (await q.countMenus(db, scope.compcode, query)) }, list: page.rows };
}

/** The menus of an export, page by page, without their pictures. */
export function exportMenus(db: Db, scope: ScopedTo, query: Omit<Parameters<typeof q.findMenus>[2], 'noimage'>) {
  const withoutImages = { ...query, noimage: true };
  return inPages((offset, limit) => q.findMenus(db, scope, withoutImages, { offset, limit }));
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
export async function saveMenu(db: Db, compcode: string, values: MenuValues, who: ScopedTo) {
  const menudesc = sanitizeRichText(values.menudesc);
  if (richTextIsEmpty(menudesc)) throw invalidForm([{ field: 'menudesc', message: 'required' }]);
  // Redrawn before the transaction: decoding a picture holds no lock.
  const menuimg = await pictureToStore(values.menuimg, values.menuid);
  const { menuid, outlets: outletRows, ...header } = { ...values, menudesc, menuimg };
  return db.transaction(async (tx) => {
    await assertOutletRows(tx, compcode, outletRows);
    if (!(await categoryExists(tx, compcode, header.menucateg))) {
      throw badRequest(`Category ${header.menucateg} not found`, [{ field: 'menucateg', message: 'not found' }]);
    }
    if (await q.menuCodeTaken(tx, compcode, header.menucode, menuid)) throw conflict(alreadyInList(header.menucode), { field: 'menucode' });
    const before = menuid === undefined ? null : await pricesOf(tx, who, menuid);
    let id = menuid;
    if (id === undefined) id = await q.insertMenu(tx, compcode, header);
    else if (!(await q.updateMenu(tx, compcode, id, header))) throw notFound('Menu');
    await q.replaceMenuOutlets(tx, id, outletRows);
    await audit(tx, who, { action: 'menu.save', objectkey: id, before, after: await pricesOf(tx, who, id) });
    return { message: menuid === undefined ? UPDATE_OK : UPDATE_DATA_OK, menuid: id };
  });
}

/** What the audit log keeps of a menu: its name, standard price and each outlet's price (ids, not names). */
async function pricesOf(tx: DbOrTx, scope: ScopedTo, menuid: number) {
  const header = await q.findMenu(tx, { ...scope, outletid: undefined }, menuid);
  if (!header) return null;
  const outletPrices = await q.findMenuOutlets(tx, { ...scope, outletid: undefined }, menuid);
  return {
    menucode: header.menucode,
    menuname: header.menuname,
    hargajualstd: header.hargajualstd,
    kenapajakstd: header.kenapajakstd,
    outlets: outletPrices.map((o) => ({ outletid: o.outletid, hargajual: o.hargajual, kenapajak: o.kenapajak })),
  };
}

/**
 * What a save does to the picture: an upload is checked and redrawn (WebP, at most 160x100), null
 * removes it, and the menu's own picture address (what the form loaded) keeps it, as undefined.
 */
async function pictureToStore(menuimg: string | null, menuid: number | undefined): Promise<string | null | undefined> {
  if (menuimg === null) return null;
  const kept = MENU_IMAGE_URL.exec(menuimg);
  if (!kept) return storableImage(menuimg, 'menuimg', 'webp');
  if (menuid === undefined || Number(kept[1]) !== menuid) {
    throw badRequest("menuimg: another menu's picture cannot be kept, upload it", [{ field: 'menuimg', message: 'not this menu' }]);
  }
  return undefined;
}

/** A menu's picture to send, with its version; 404 without one (or for another company's menu). */
export async function getMenuImage(db: Db, compcode: string, menuid: number): Promise<{ image: ServedImage; version: string }> {
  const row = await q.findMenuImage(db, compcode, menuid);
  const image = row?.menuimg && row.menuimgver ? await servableImage(row.menuimg, row.menuimgver, 'webp') : null;
  if (!image || !row?.menuimgver) throw notFound('Image');
  return { image, version: row.menuimgver };
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

export function removeMenu(db: Db, compcode: string, menuid: number, who: ScopedTo) {
  return db.transaction(async (tx) => {
    const menu = await q.findMenuCode(tx, compcode, menuid);
    if (!menu) throw notFound('Menu');
    // Orders keep pointing at their menus so history and reports stay whole; such a menu is retired
    // by setting it inactive instead.
    if (await q.menuUsedByOrders(tx, menuid)) {
      throw conflict(`${menu.menuname} (${menu.menucode}) cannot be deleted: orders use it. Set it inactive instead.`);
    }
    const before = await pricesOf(tx, who, menuid);
    await q.deleteMenu(tx, compcode, menuid);
    await audit(tx, who, { action: 'menu.delete', objectkey: menuid, before });
    return { message: 'Delete successfully', menuid };
  });
}
