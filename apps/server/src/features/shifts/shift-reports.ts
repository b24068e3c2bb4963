import {
  BLIND_X_REPORT,
  PAPER_WIDTHS,
  type PaperMm,
  type PrintJobRef,
  type ShiftDetail,
  type ShiftReportKind,
  type ShiftReportOptions,
  shiftReportLines,
  X_NEEDS_OPEN,
  Z_NEEDS_CLOSE,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { encodeDocument } from '../../platform/escpos.js';
import { enqueuePrint } from '../../platform/print-queue.js';
import { detailOf, isBlind, loadShift } from './shift-access.js';
import { shiftReportPdf } from './shift-report.pdf.js';
import * as q from './shifts.queries.js';

/**
 * The X report (an open shift so far) and the Z report (a closed shift) on the outlet's receipt printer
 * or as a PDF. The first Z after a close, on paper or as PDF, is the original; every later one is a COPY.
 */

/** A Z needs a closed shift, an X an open one; a cashier under blind close gets no X (it shows the expected cash). */
async function reportable(tx: DbOrTx, scope: RequestScope, shiftid: number, report: ShiftReportKind) {
  const shift = await loadShift(tx, scope, shiftid, report === 'Z' ? 'update' : undefined);
  if (report === 'Z' && shift.status !== 'closed') throw conflict(Z_NEEDS_CLOSE);
  if (report === 'X' && shift.status !== 'open') throw conflict(X_NEEDS_OPEN);
  if (report === 'X' && (await isBlind(tx, scope, shift))) throw forbidden(BLIND_X_REPORT);
  return shift;
}

/** How the report reads: printed by whom and when, and whether this Z is a copy (which counts it). */
async function optionsOf(tx: DbOrTx, scope: RequestScope, shiftid: number, report: ShiftReportKind): Promise<ShiftReportOptions> {
  const copy = report === 'Z' && (await q.countZPrint(tx, shiftid)) > 0;
  await audit(tx, scope, { action: 'shift.print', objectkey: shiftid, after: { report, copy } });
  return { kind: report, copy, printedBy: scope.user.name, printedAt: new Date().toISOString(), timeZone: scope.timeZone };
}

/** Queues the report on the outlet's receipt printer (failed at once without one, as receipts are). */
export async function queueReport(
  tx: DbOrTx,
  scope: RequestScope,
  shift: q.LoadedShift,
  detail: ShiftDetail,
  { report, width }: { report: ShiftReportKind; width: PaperMm },
): Promise<PrintJobRef> {
  const options = await optionsOf(tx, scope, shift.shiftid, report);
  const outlet = await q.outletOf(tx, scope.compcode, shift.outletid);
  return enqueuePrint(tx, {
    compcode: scope.compcode,
    outletid: shift.outletid,
    orderkey: null,
    kind: 'shift',
    target: outlet?.posprinter ?? null,
    payload: encodeDocument(shiftReportLines(detail, PAPER_WIDTHS[width], options)),
    createby: scope.user.username,
  });
}

export function printReport(db: Db, scope: RequestScope, shiftid: number, input: { report: ShiftReportKind; width: PaperMm }) {
  return db.transaction(async (tx) => {
    const shift = await reportable(tx, scope, shiftid, input.report);
    return queueReport(tx, scope, shift, await detailOf(tx, scope, shift), input);
  });
}

export function reportPdf(db: Db, scope: RequestScope, shiftid: number, report: ShiftReportKind) {
  return db.transaction(async (tx) => {
    const shift = await reportable(tx, scope, shiftid, report);
    const detail = await detailOf(tx, scope, shift);
    const options = await optionsOf(tx, scope, shiftid, report);
    const name = report === 'Z' ? `Z-${String(shift.zno).padStart(6, '0')}` : `X-${shiftid}`;
    return { filename: `${name}-${shift.terminal.replace(/[^\w.-]/g, '_')}.pdf`, content: await shiftReportPdf(detail, options) };
  });
}
