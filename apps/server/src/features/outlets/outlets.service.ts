import type { OutletValues } from '@saji/core';
import { UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { conflict, invalidForm, isForeignKeyViolation, notFound } from '../../platform/errors.js';
import { storableImage } from '../../platform/images.js';
import { paged } from '../../platform/list-query.js';
import { PrinterRefused, type PrinterTargets } from '../../platform/printer-targets.js';
import { inPages } from '../../platform/xlsx.js';
import * as q from './outlets.queries.js';
import type { OutletListQuery } from './outlets.schemas.js';

export const STALE_OUTLET = 'Someone else changed this outlet after you opened it. Close the form and open it again to see their changes.';

export function listOutlets(db: Db, scope: ScopedTo, query: OutletListQuery) {
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  return paged(
    q.findOutlets(db, scope, query, page),
    q.countOutlets(db, scope, query).then((total) => [{ total }]),
  );
}

/** The outlets of an export, page by page. */
export function exportOutlets(db: Db, scope: ScopedTo, query: Parameters<typeof q.findOutlets>[2]) {
  return inPages((offset, limit) => q.findOutlets(db, scope, query, { offset, limit }));
}

/** Whether the company has the outlet (active or not). */
export const outletExists = (db: DbOrTx, compcode: string, outletid: number) => q.outletExists(db, compcode, outletid);

/** The outlet's name, or undefined when the company has no such outlet. */
export const outletNameOf = (db: DbOrTx, compcode: string, outletid: number) => q.outletNameOf(db, compcode, outletid);

export async function getOutlet(db: Db, scope: ScopedTo, outletid: number) {
  const outlet = await q.findOutlet(db, scope, outletid);
  if (!outlet) throw notFound('Outlet');
  return outlet;
}

/** Inserts, or updates when outletid is given (unless changed since `modified`); the outlet code is unique within the company. */
export async function saveOutlet(db: Db, printers: PrinterTargets, compcode: string, input: OutletValues) {
  // Before the transaction: a printer's name may take a DNS lookup, and the logo is redrawn (PNG: the
  // receipt printer prints the logo from it); neither may hold a connection.
  for (const field of ['posprinter', 'kitchenprinter'] as const) {
    const target = input[field];
    if (target) await printers.assertAllowed(target).catch(refusedAs(field));
  }
  const values = { ...input, outletlogo: input.outletlogo && (await storableImage(input.outletlogo, 'outletlogo', 'png')) };
  return db.transaction(async (tx) => {
    if (await q.outletCodeTaken(tx, compcode, values.outletcode, values.outletid)) {
      throw conflict(`${values.outletcode} already in the list`, { field: 'outletcode' });
    }
    if (values.outletid === undefined) {
      return { message: UPDATE_OK, outletid: await q.insertOutlet(tx, compcode, values) };
    }
    if (!(await q.updateOutlet(tx, compcode, values.outletid, values))) {
      if (await q.outletExists(tx, compcode, values.outletid)) throw conflict(STALE_OUTLET);
      throw notFound('Outlet');
    }
    return { message: UPDATE_DATA_OK, outletid: values.outletid };
  });
}

/** A printer address the rules refuse answers 400 on its field, as the form's own checks do. */
const refusedAs = (field: string) => (err: unknown) => {
  if (err instanceof PrinterRefused) throw invalidForm([{ field, message: err.message }]);
  throw err;
};

export async function removeOutlet(db: Db, scope: ScopedTo, outletid: number) {
  const outlet = await getOutlet(db, scope, outletid);
  try {
    if (!(await q.deleteOutlet(db, scope.compcode, outletid))) throw notFound('Outlet');
  } catch (err) {
    // Users, tables and orders refer to the outlet; the foreign keys refuse the delete so the history
    // stays whole, and an outlet that has worked is closed by setting it inactive.
    if (isForeignKeyViolation(err)) {
      throw conflict(
        `${outlet.outletname} (${outlet.outletcode}) cannot be deleted: users, tables or orders refer to it. Set it inactive instead.`,
      );
    }
    throw err;
  }
  return { message: 'Delete successfully', outletid };
}
