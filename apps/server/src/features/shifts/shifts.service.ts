import {
  countedDrawer,
  SHIFT_CLOSED,
  SHIFT_NOT_CLOSED,
  type ShiftDetail,
  shiftAlreadyOpen,
  type shiftCashSchema,
  type shiftCloseSchema,
  type shiftOpenSchema,
  shiftRow,
  terminalHasOpenShift,
  terminalRetired,
} from '@saji/core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { conflict, pgErrorOf } from '../../platform/errors.js';
import { detailOf, loadShift, outletFor } from './shift-access.js';
import { listFigures, listShifts as listRows, type ShiftListFilter } from './shift-list.queries.js';
import { queueReport } from './shift-reports.js';
import * as q from './shifts.queries.js';

/** A second open shift on one terminal, when two tills open it at once: the partial unique index decides. */
const isOpenShiftTaken = (err: unknown) => pgErrorOf(err)?.constraint === 'restoshift_open_idx';

/**
 * Opens a shift on a terminal with its float. A terminal name the outlet does not know yet becomes
 * one of its terminals; a retired one, or one with a shift open, is refused.
 */
export async function openShift(db: Db, scope: RequestScope, input: z.output<typeof shiftOpenSchema>): Promise<ShiftDetail> {
  const outletid = await outletFor(db, scope, input.outletid);
  try {
    return await db.transaction(async (tx) => {
      const t = await q.terminalNamed(tx, { compcode: scope.compcode, outletid, terminal: input.terminal, createby: scope.user.username });
      if (t.aktif !== '1') throw conflict(terminalRetired(input.terminal));
      if (await q.openShiftOf(tx, t.terminalid)) throw conflict(shiftAlreadyOpen(input.terminal));
      const shiftid = await q.insertShift(tx, {
        compcode: scope.compcode,
        outletid,
        terminalid: t.terminalid,
        terminal: input.terminal,
        openingfloat: input.openingfloat,
        openedby: scope.user.username,
      });
      await audit(tx, scope, { action: 'shift.open', objectkey: shiftid, outletid, after: input });
      return detailOf(tx, scope, await loadShift(tx, scope, shiftid));
    });
  } catch (err) {
    if (isOpenShiftTaken(err)) throw conflict(shiftAlreadyOpen(input.terminal));
    throw err;
  }
}

/** Cash put in or taken out of the drawer, with its reason; a closed shift takes none. */
export function moveCash(db: Db, scope: RequestScope, shiftid: number, input: z.output<typeof shiftCashSchema>): Promise<ShiftDetail> {
  return db.transaction(async (tx) => {
    // Held like a payment holds it: a close waits for this movement, or this movement sees the close.
    const shift = await loadShift(tx, scope, shiftid, 'key share');
    if (shift.status !== 'open') throw conflict(SHIFT_CLOSED);
    await q.insertCash(tx, { shiftid, compcode: scope.compcode, outletid: shift.outletid, createby: scope.user.username, ...input });
    await audit(tx, scope, { action: 'shift.cash', objectkey: shiftid, outletid: shift.outletid, after: input });
    return detailOf(tx, scope, shift);
  });
}

/**
 * Closes a shift with its counted drawer. The shift's row is locked first, so every payment that holds
 * it has committed and is counted, and every later one finds it closed. The Z number is the outlet's
 * next at the first close and kept when a reopened shift closes again.
 */
export function closeShift(db: Db, scope: RequestScope, shiftid: number, input: z.output<typeof shiftCloseSchema>): Promise<ShiftDetail> {
  return db.transaction(async (tx) => {
    const shift = await loadShift(tx, scope, shiftid, 'update');
    if (shift.status !== 'open') throw conflict(SHIFT_CLOSED);
    const zno = shift.zno ?? (await q.nextZNumber(tx, shift.outletid));
    // Kept as counted, each entry with its kind, in the drawer's order.
    const counted = countedDrawer(input.counted).lines.map(({ denomination, kind, count }) => ({ denomination, kind, count }));
    await q.markClosed(tx, shiftid, { closedby: scope.user.username, counted, zno });
    const closed = await loadShift(tx, scope, shiftid);
    const detail = await detailOf(tx, scope, closed);
    const { counted: total, expected, difference } = detail.header;
    await audit(tx, scope, {
      action: 'shift.close',
      objectkey: shiftid,
      outletid: shift.outletid,
      after: { zno, counted: total, expected, difference },
    });
    if (input.print) await queueReport(tx, scope, closed, detail, { report: 'Z', width: input.width });
    return detail;
  });
}

/** A manager reopens a closed shift, with a reason; it keeps its Z number and is counted again at its next close. */
export async function reopenShift(db: Db, scope: RequestScope, shiftid: number, reason: string): Promise<ShiftDetail> {
  let terminal = '';
  try {
    return await db.transaction(async (tx: Tx) => {
      const shift = await loadShift(tx, scope, shiftid, 'update');
      terminal = shift.terminal;
      if (shift.status !== 'closed') throw conflict(SHIFT_NOT_CLOSED);
      if (await q.openShiftOf(tx, shift.terminalid)) throw conflict(terminalHasOpenShift(shift.terminal));
      const before = (await detailOf(tx, scope, shift)).header;
      await q.markReopened(tx, shiftid, { reason, by: scope.user.username });
      const { counted, expected, difference, closedby, closedat, zno } = before;
      await audit(tx, scope, {
        action: 'shift.reopen',
        objectkey: shiftid,
        outletid: shift.outletid,
        before: { counted, expected, difference, closedby, closedat, zno },
        after: { reason },
      });
      return detailOf(tx, scope, await loadShift(tx, scope, shiftid));
    });
  } catch (err) {
    if (isOpenShiftTaken(err)) throw conflict(terminalHasOpenShift(terminal));
    throw err;
  }
}

export async function shiftDetailOf(db: Db, scope: RequestScope, shiftid: number): Promise<ShiftDetail> {
  return detailOf(db, scope, await loadShift(db, scope, shiftid));
}

/** The manager's list: shifts open at some time of the days asked, each with its figures. */
export async function listShifts(db: Db, scope: RequestScope, filter: Omit<ShiftListFilter, 'compcode' | 'timeZone'>) {
  const outletid = filter.outletid === undefined && scope.boundOutlet === null ? undefined : await outletFor(db, scope, filter.outletid);
  const { rows, total } = await listRows(db, { ...filter, outletid, compcode: scope.compcode, timeZone: scope.timeZone });
  const figures = await listFigures(
    db,
    scope.compcode,
    rows.map((r) => r.shiftid),
  );
  const none = { tenders: [], movements: [], ordercount: 0, salestotal: 0 };
  return { meta: { total }, list: rows.map((shift) => shiftRow({ shift, ...(figures.get(shift.shiftid) ?? none) })) };
}
