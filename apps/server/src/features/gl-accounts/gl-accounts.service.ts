import { alreadyInList, type GlAccountValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import * as q from './gl-accounts.queries.js';
import type { GlAccountListQuery } from './gl-accounts.schemas.js';

export function listGlAccounts(db: Db, compcode: string, fiscalYear: number, query: GlAccountListQuery) {
  const filters = { ...query, tahun: query.tahun ?? fiscalYear };
  return paged(
    q.findGlAccounts(db, compcode, filters, { limit: query.limit, offset: offsetOf(query) }),
    q.countGlAccounts(db, compcode, filters).then((total) => [{ total }]),
  );
}

/**
 * Adds an account, or renames the one named by idlama. Menus, outlets and payment types refer to an
 * account by its code, so a code never changes: a new code is a new account.
 */
export function saveGlAccount(db: Db, compcode: string, fiscalYear: number, values: GlAccountValues) {
  const tahun = values.tahun ?? fiscalYear;
  return db.transaction(async (tx) => {
    if (values.idlama !== undefined) {
      if (values.idlama !== values.kodeacc)
        throw badRequest('The account code cannot be changed; add a new account instead.', [{ field: 'kodeacc', message: 'read-only' }]);
      if (!(await q.renameGlAccount(tx, compcode, tahun, values.kodeacc, values.namaacc))) throw notFound('Account');
    } else {
      if (await q.glAccountExists(tx, compcode, tahun, values.kodeacc)) throw conflict(alreadyInList(values.kodeacc), { field: 'kodeacc' });
      await q.insertGlAccount(tx, compcode, { tahun, kodeacc: values.kodeacc, namaacc: values.namaacc });
    }
    return { message: values.idlama === undefined ? UPDATE_OK : UPDATE_DATA_OK, kodeacc: values.kodeacc, tahun };
  });
}

export function removeGlAccount(db: Db, compcode: string, tahun: number, kodeacc: string) {
  return db.transaction(async (tx) => {
    const users = await q.glAccountUsers(tx, compcode, kodeacc);
    if (users.length) throw conflict(`Account ${kodeacc} cannot be deleted: ${users.join(', ')} use it.`);
    if (!(await q.deleteGlAccount(tx, compcode, tahun, kodeacc))) throw notFound('Account');
    return { message: 'Delete successfully', kodeacc, tahun };
  });
}

/** An export's accounts, page by page: the fiscal year asked for, or the active one. */
export function exportGlAccounts(db: Db, scope: RequestScope, query: Omit<GlAccountListQuery, 'page' | 'limit'>) {
  const filters = { ...query, tahun: query.tahun ?? scope.fiscalYear };
  return { tahun: filters.tahun, rows: inPages((offset, limit) => q.findGlAccounts(db, scope.compcode, filters, { offset, limit })) };
}
