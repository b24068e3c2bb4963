import { alreadyInList, type TablePositionValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import { assertOutletAccess, type RequestScope, scopedTo } from '../../platform/auth/scope.js';
import { conflict, notFound } from '../../platform/errors.js';
import { outletExists } from '../outlets/index.js';
import * as q from './positions.queries.js';

export async function listPositions(db: Db, scope: RequestScope, outletid?: number) {
  const list = await q.findPositions(db, scopedTo(scope, outletid));
  return { meta: { total: list.length }, list };
}

/** Inserts, or updates the position whose code was `idlama`; codes are unique within the outlet. */
export async function savePosition(db: Db, scope: RequestScope, values: TablePositionValues) {
  assertOutletAccess(scope, values.outletid);
  const { outletid, idlama, ...row } = values;
  return db.transaction(async (tx) => {
    if (!(await outletExists(tx, scope.compcode, outletid))) throw notFound('Outlet');
    if (idlama !== undefined && !(await q.findPosition(tx, outletid, idlama))) throw notFound('Position');
    if (row.tableposcode !== idlama && (await q.findPosition(tx, outletid, row.tableposcode))) {
      throw conflict(alreadyInList(row.tableposcode), { field: 'tableposcode' });
    }
    if (idlama === undefined) await q.insertPosition(tx, { outletid, ...row });
    else await q.updatePosition(tx, outletid, idlama, row);
    return { message: idlama === undefined ? UPDATE_OK : UPDATE_DATA_OK, outletid, tableposcode: row.tableposcode };
  });
}

export async function removePosition(db: Db, scope: RequestScope, outletid: number, tableposcode: string) {
  assertOutletAccess(scope, outletid);
  return db.transaction(async (tx) => {
    const [position] = await q.findPositions(tx, scopedTo(scope), { outletid, tableposcode });
    if (!position) throw notFound('Position');
    if (position.tables > 0) {
      throw conflict(`Position ${position.tableposname} still has ${position.tables} table(s); move or delete them first.`);
    }
    await q.deletePosition(tx, outletid, tableposcode);
    return { message: 'Delete successfully', outletid, tableposcode };
  });
}
