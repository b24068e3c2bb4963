import { alreadyInList, type TableValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { assertOutletAccess, type RequestScope, scopedTo } from '../../platform/auth/scope.js';
import { conflict, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import { outletExists } from '../outlets/index.js';
import * as positions from './positions.queries.js';
import * as q from './tables.queries.js';
import type { TableExportQuery, TableListQuery } from './tables.schemas.js';

export async function listTables(db: Db, scope: RequestScope, query: TableListQuery) {
  const scoped = scopedTo(scope, query.outletid);
  const page = { limit: query.limit, offset: offsetOf(query) };
  const [envelope, room] = await Promise.all([
    paged(
      q.findTables(db, scoped, query, page),
      q.countTables(db, scoped, query).then((total) => [{ total }]),
    ),
    positions.findPositions(db, scoped),
  ]);
  return { meta: { ...envelope.meta, room }, list: envelope.list };
}

export async function getTable(db: Db, scope: RequestScope, tableid: number) {
  const table = await q.findTable(db, scopedTo(scope), tableid);
  if (!table) throw notFound('Table');
  return table;
}

export async function tableUsage(db: Db, scope: RequestScope, query: { outletid?: number; aktif?: '0' | '1' }) {
  const list = await q.findTableUsage(db, scopedTo(scope, query.outletid), query.aktif);
  return { meta: { total: list.length }, list };
}

/** Joins the table to its position, creating the position when the outlet has no such code yet. */
async function ensurePosition(tx: DbOrTx, outletid: number, code: string, name: string): Promise<void> {
  const existing = await positions.findPosition(tx, outletid, code);
  if (!existing) {
    await positions.insertPosition(tx, {
      outletid,
      tableposcode: code,
      tableposname: name,
      nourut: await positions.nextPositionOrder(tx, outletid),
    });
    return;
  }
  // A code names one area; a different name would silently rename it for every other table.
  if (existing.tableposname !== name) {
    throw conflict(`Position ${code} is named ${existing.tableposname} at this outlet`, { field: 'tableposname' });
  }
}

/** Inserts, or updates the table whose id was `idlama`; the name is unique within the outlet. */
export async function saveTable(db: Db, scope: RequestScope, values: TableValues) {
  assertOutletAccess(scope, values.outletid);
  return db.transaction(async (tx) => {
    if (!(await outletExists(tx, scope.compcode, values.outletid))) throw notFound('Outlet');
    if (values.idlama !== undefined) {
      const existing = await q.findTable(tx, scopedTo(scope), values.idlama);
      if (!existing) throw notFound('Table');
    }
    if (await q.tableNameTaken(tx, values.outletid, values.tablename, values.idlama)) {
      throw conflict(alreadyInList(values.tablename), { field: 'tablename' });
    }
    await ensurePosition(tx, values.outletid, values.tableposcode, values.tableposname);
    const { idlama, tableposname: _name, ...row } = values;
    if (idlama === undefined) return { message: UPDATE_OK, tableid: await q.insertTable(tx, scope.compcode, row) };
    await q.updateTable(tx, scope.compcode, idlama, row);
    return { message: UPDATE_DATA_OK, tableid: idlama };
  });
}

/** Refused while the table is occupied or once orders used it: history keeps naming the table. */
export async function removeTable(db: Db, scope: RequestScope, tableid: number) {
  return db.transaction(async (tx) => {
    const table = await q.findTable(tx, scopedTo(scope), tableid);
    if (!table) throw notFound('Table');
    const use = await q.tableUse(tx, tableid);
    if (use.open)
      throw conflict(`Table ${table.tablename} has an open order and cannot be deleted. Close the order first, or set the table inactive.`);
    if (use.orders > 0) {
      throw conflict(
        `Table ${table.tablename} is used by ${use.orders} order(s) and cannot be deleted; set it inactive instead so the order history stays intact.`,
      );
    }
    await q.deleteTable(tx, scope.compcode, tableid);
    return { message: 'Delete successfully', tableid };
  });
}

/** The tables of an export, page by page. */
export function exportTables(db: Db, scope: RequestScope, query: TableExportQuery) {
  const scoped = scopedTo(scope, query.outletid);
  return inPages((offset, limit) => q.findTables(db, scoped, query, { offset, limit }));
}
