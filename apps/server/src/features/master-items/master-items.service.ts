import { alreadyInList, type MasterItemValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import type { BackgroundWork } from '../../platform/background.js';
import { conflict, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import { readItemWorkbook } from './item-import.js';
import * as q from './master-items.queries.js';
import type { ItemExportQuery, ItemListQuery } from './master-items.schemas.js';

const BATCH = 500;

export function listItems(db: Db, compcode: string, query: ItemListQuery) {
  return paged(
    q.findItems(db, compcode, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countItems(db, compcode, query).then((total) => [{ total }]),
  );
}

export function saveItem(db: Db, compcode: string, values: MasterItemValues) {
  const { itemno, ...data } = values;
  return db.transaction(async (tx) => {
    if (await q.partnumberTaken(tx, compcode, data.partnumber, itemno))
      throw conflict(alreadyInList(data.partnumber), { field: 'partnumber' });
    if (itemno === undefined) return { message: UPDATE_OK, itemno: await q.insertItem(tx, compcode, data) };
    if (!(await q.updateItem(tx, compcode, itemno, data))) throw notFound('Item');
    return { message: UPDATE_DATA_OK, itemno };
  });
}

export async function removeItem(db: Db, compcode: string, itemno: number) {
  // Recipes (standard production) refer to items by key; their foreign key refuses the delete (409).
  if (!(await q.deleteItem(db, compcode, itemno))) throw notFound('Item');
  return { message: 'Delete successfully', itemno };
}

/**
 * Loads a company's item list from .xlsx: new part numbers are added, known ones overwritten. The
 * sheet is read in steps of the background gate; the writing is one transaction (the import is whole
 * or nothing) and one step, in statements of BATCH rows.
 */
export async function importItems(db: Db, compcode: string, base64: string, background: BackgroundWork) {
  const items = await readItemWorkbook(base64, background);
  return background.step(() => writeItems(db, compcode, items));
}

function writeItems(db: Db, compcode: string, items: Awaited<ReturnType<typeof readItemWorkbook>>) {
  return db.transaction(async (tx) => {
    let updated = 0;
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      const existing = await q.existingPartnumbers(
        tx,
        compcode,
        batch.map((b) => b.partnumber),
      );
      updated += existing.size;
      await q.upsertItems(tx, compcode, batch);
    }
    const inserted = items.length - updated;
    return { message: `${inserted} item(s) added, ${updated} updated`, inserted, updated };
  });
}

/** An export's items, page by page. */
export const exportItems = (db: Db, compcode: string, query: ItemExportQuery) =>
  inPages((offset, limit) => q.findItems(db, compcode, query, { offset, limit }));
