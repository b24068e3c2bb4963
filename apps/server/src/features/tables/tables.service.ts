import { alreadyInList, type TableValues, UPDATE_OK } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { assertOutletAccess, outletScope } from '../../platform/auth/scope.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { conflict, notFound } from '../../platform/errors.js';
import { paged } from '../../platform/list-query.js';
import { outletExists } from '../outlets/index.js';
import * as positions from './positions.queries.js';
import * as q from './tables.queries.js';
import type { TableListQuery } from './tables.schemas.js';

/** The tables a user may see: an admin the company's (or one outlet's when asked), a bound user their outlet's. */
export function scopeOf(user: SessionUser, requestedOutlet?: number): q.TableScope {
  return { compcode: user.compcode, outletid: outletScope(user, requestedOutlet) };
}

export async function listTables(db: Db, user: SessionUser, query: TableListQuery) {
  const scope = scopeOf(user, query.outletid);
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const [envelope, room] = await Promise.all([
    paged(
      q.findTables(db, scope, query, page),
      q.countTables(db, scope, query).then((total) => [{ total }]),
    ),
    positions.findPositions(db, scope),
  ]);
  return { meta: { ...envelope.meta, room }, list: envelope.list };
}

export async function getTable(db: Db, user: SessionUser, tableid: number) {
  const table = await q.findTable(db, scopeOf(user), tableid);
  if (!table) throw notFound('Table');
  return table;
}

export async function tableUsage(db: Db, user: SessionUser, query: { outletid?: number; aktif?: '0' | '1' }) {
  const list = await q.findTableUsage(db, scopeOf(user, query.outletid), query.aktif);
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
export async function saveTable(db: Db, user: SessionUser, values: TableValues) {
  assertOutletAccess(user, values.outletid);
  return db.transaction(async (tx) => {
    if (!(await outletExists(tx, user.compcode, values.outletid))) throw notFound('Outlet');
    if (values.idlama !== undefined) {
      const existing = await q.findTable(tx, scopeOf(user), values.idlama);
      if (!existing) throw notFound('Table');
    }
    if (await q.tableNameTaken(tx, values.outletid, values.tablename, values.idlama)) {
      throw conflict(alreadyInList(values.tablename), { field: 'tablename' });
    }
    await ensurePosition(tx, values.outletid, values.tableposcode, values.tableposname);
    const { idlama, tableposname: _name, ...row } = values;
    if (idlama === undefined) return { message: UPDATE_OK, tableid: await q.insertTable(tx, user.compcode, row) };
    await q.updateTable(tx, user.compcode, idlama, row);
    return { message: UPDATE_OK, tableid: idlama };
  });
}

/** Refused while the table is occupied or once orders used it: history keeps naming the table. */
export async function removeTable(db: Db, user: SessionUser, tableid: number) {
  return db.transaction(async (tx) => {
    const table = await q.findTable(tx, scopeOf(user), tableid);
    if (!table) throw notFound('Table');
    const use = await q.tableUse(tx, tableid);
    if (use.open)
      throw conflict(`Table ${table.tablename} has an open order and cannot be deleted. Close the order first, or set the table inactive.`);
    if (use.orders > 0) {
      throw conflict(
        `Table ${table.tablename} is used by ${use.orders} order(s) and cannot be deleted; set it inactive instead so the order history stays intact.`,
      );
    }
    await q.deleteTable(tx, user.compcode, tableid);
    return { message: 'Delete successfully', tableid };
  });
}
