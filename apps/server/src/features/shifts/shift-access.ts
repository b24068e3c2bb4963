import { type ShiftDetail, shiftDetail } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { CHOOSE_OUTLET } from '../orders/index.js';
import { settingOf } from './shift-settings.queries.js';
import { type LoadedShift, outletOf, shiftOf, shiftParts } from './shifts.queries.js';

/**
 * The outlet a shift command works on: a bound user's own (another is refused with 403), else the one
 * an admin names, which must be the company's.
 */
export async function outletFor(db: DbOrTx, scope: RequestScope, outletid: number | undefined): Promise<number> {
  const chosen = outletScope(scope, outletid);
  if (chosen === undefined) throw badRequest(CHOOSE_OUTLET, { field: 'outletid' });
  if (scope.boundOutlet === null && !(await outletOf(db, scope.compcode, chosen))) throw notFound('Outlet');
  return chosen;
}

/** A shift the caller may see: another company's, or another outlet's for a bound user, does not exist for them. */
export async function loadShift(tx: DbOrTx, scope: RequestScope, shiftid: number, lock?: 'update' | 'key share'): Promise<LoadedShift> {
  const shift = await shiftOf(tx, scope.compcode, shiftid, lock);
  if (!shift || (scope.boundOutlet !== null && shift.outletid !== scope.boundOutlet)) throw notFound('Shift');
  return shift;
}

/** Whether the expected cash is withheld: blind close on, a cashier reading, the drawer not counted yet. */
export async function isBlind(db: DbOrTx, scope: RequestScope, shift: LoadedShift): Promise<boolean> {
  if (scope.user.group !== 'cashier' || shift.status !== 'open') return false;
  return (await settingOf(db, shift.outletid)).blindclose === '1';
}

/** The shift with every figure, as the caller may see it. */
export async function detailOf(db: DbOrTx, scope: RequestScope, shift: LoadedShift): Promise<ShiftDetail> {
  const [parts, blind] = await Promise.all([shiftParts(db, shift), isBlind(db, scope, shift)]);
  return shiftDetail({ shift, ...parts }, { blind });
}
