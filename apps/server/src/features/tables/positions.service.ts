import { alreadyInList, type TablePositionValues, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import { assertOutletAccess } from '../../platform/auth/scope.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { conflict, notFound } from '../../platform/errors.js';
import { outletExists } from '../outlets/index.js';
import * as q from './positions.queries.js';
import { scopeOf } from './tables.service.js';

export async function listPositions(db: Db, user: SessionUser, outletid?: number) {
  const list = await q.findPositions(db, scopeOf(user, outletid));
  return { meta: { total: list.length }, list };
}

/** Inserts, or updates the position whose code was `idlama`; codes are unique within the outlet. */
export async function savePosition(db: Db, user: SessionUser, values: TablePositionValues) {
  assertOutletAccess(user, values.outletid);
  const { outletid, idlama, ...row } = values;
  return db.transaction(async (tx) => {
    if (!(await outletExists(tx, user.compcode, outletid))) throw notFound('Outlet');
    if (idlama !== undefined && !(await q.findPosition(tx, outletid, idlama))) throw notFound('Position');
    if (row.tableposcode !== idlama && (await q.findPosition(tx, outletid, row.tableposcode))) {
      throw conflict(alreadyInList(row.tableposcode), { field: 'tableposcode' });
    }
    if (idlama === undefined) await q.insertPosition(tx, { outletid, ...row });
    else await q.updatePosition(tx, outletid, idlama, row);
    return { message: UPDATE_OK, outletid, tableposcode: row.tableposcode };
  });
}

export async function removePosition(db: Db, user: SessionUser, outletid: number, tableposcode: string) {
  assertOutletAccess(user, outletid);
  return db.transaction(async (tx) => {
    const [position] = await q.findPositions(tx, scopeOf(user), { outletid, tableposcode });
    if (!position) throw notFound('Position');
    if (position.tables > 0) {
      throw conflict(`Position ${position.tableposname} still has ${position.tables} table(s); move or delete them first.`);
    }
    await q.deletePosition(tx, outletid, tableposcode);
    return { message: 'Delete successfully', outletid, tableposcode };
  });
}
