import { alreadyInList, type MenuCategoryValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import { type AuditScope, audit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import * as q from './menu-categories.queries.js';
import type { CategoryListQuery } from './menu-categories.schemas.js';

export function listCategories(db: Db, compcode: string, query: CategoryListQuery) {
  return paged(
    q.findCategories(db, compcode, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countCategories(db, compcode, query.categname).then((total) => [{ total }]),
  );
}

/** The export's rows, in the list's filter and order, read a page at a time. */
export function exportCategories(db: Db, compcode: string, query: Parameters<typeof q.findCategories>[2]) {
  return inPages((offset, limit) => q.findCategories(db, compcode, query, { offset, limit }));
}

export function insertCategory(db: Db, compcode: string, values: MenuCategoryValues, who: AuditScope) {
  return db.transaction(async (tx) => {
    if (await q.categoryExists(tx, compcode, values.categid)) throw conflict(alreadyInList(values.categid), { field: 'categid' });
    await q.insertCategory(tx, compcode, values);
    await audit(tx, who, { action: 'category.save', objectkey: values.categid, after: values });
    return { message: UPDATE_OK, categid: values.categid };
  });
}

/** key is the code before the edit; a new code must not be taken by another category. */
export function updateCategory(db: Db, compcode: string, key: string, values: MenuCategoryValues, who: AuditScope) {
  return db.transaction(async (tx) => {
    if (values.categid !== key && (await q.categoryExists(tx, compcode, values.categid))) {
      throw conflict(alreadyInList(values.categid), { field: 'categid' });
    }
    if (!(await q.updateCategory(tx, compcode, key, values))) throw notFound('Category');
    await audit(tx, who, { action: 'category.save', objectkey: key, after: values });
    return { message: UPDATE_DATA_OK, categid: values.categid };
  });
}

export function removeCategory(db: Db, compcode: string, categid: string, who: AuditScope) {
  return db.transaction(async (tx) => {
    const used = await q.countMenusInCategory(tx, compcode, categid);
    if (used > 0) {
      throw conflict(
        `Category ${categid} cannot be deleted: ${used} menu${used === 1 ? ' uses' : 's use'} it. Move them to another category first.`,
      );
    }
    if (!(await q.deleteCategory(tx, compcode, categid))) throw notFound('Category');
    await audit(tx, who, { action: 'category.delete', objectkey: categid });
    return { message: 'Delete successfully', categid };
  });
}
