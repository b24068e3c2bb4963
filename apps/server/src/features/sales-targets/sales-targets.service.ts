import {
  BUDGET_KEYS,
  COMPLETE_OK,
  FILL_ONE_ROW,
  isTargetMonthClosed,
  lineTotal,
  shownMonths,
  type TargetActualFilter,
  type TargetGrid,
  type TargetLayout,
  type TargetReport,
  type TargetReportInfo,
  type TargetSave,
  type TargetYearInfo,
  targetMonthClosed,
  targetMonths,
  targetPeriodOutside,
  targetYearOf,
  targetYearRange,
  toCents,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { assertOutletAccess, type RequestScope, scopedTo } from '../../platform/auth/scope.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { storePreview } from '../../platform/print-preview.js';
import { nettSalesByMonth } from '../reports/index.js';
import { type PrintHeading, targetGridPdf, targetReportPdf } from './sales-targets.pdf.js';
import * as q from './sales-targets.queries.js';
import { GRID_FIGURES, REPORT_FIGURES, reportRows, targetRow, totalsOf } from './target-report.js';

/** The year's months as the screens lay them out, each marked closed or open for the user's active date. */
export function yearInfo(scope: RequestScope, tahun: number): TargetYearInfo {
  const { awalbln } = scope.user;
  return {
    tahun,
    awalbln,
    tglaktif: scope.activeDate,
    months: targetMonths(tahun, awalbln).map((m) => ({ ...m, closed: isTargetMonthClosed(m, scope.activeDate) })),
  };
}

const byOutlet = (targets: q.StoredTarget[]) => new Map(targets.map((t) => [t.outletid, t]));

/**
 * The form's lines: every open outlet of the scope, and any closed one that still has a target for the
 * year, with its months (zeros where none is set).
 */
export async function editLines(db: DbOrTx, scope: RequestScope, tahun: number): Promise<TargetGrid> {
  const scoped = scopedTo(scope);
  const [outlets, targets] = await Promise.all([q.outletsOf(db, scoped), q.targetsOf(db, scoped, tahun)]);
  const set = byOutlet(targets);
  const rows = outlets.filter((o) => o.aktif === '1' || set.has(o.outletid)).map((o) => targetRow(o, set.get(o.outletid)));
  return [rows, yearInfo(scope, tahun)];
}

/** The year's targets as set (outlets without one are not listed), and a totals row. */
export async function viewTargets(db: DbOrTx, scope: RequestScope, tahun: number): Promise<TargetGrid> {
  const scoped = scopedTo(scope);
  const [outlets, targets] = await Promise.all([q.outletsOf(db, scoped), q.targetsOf(db, scoped, tahun)]);
  const set = byOutlet(targets);
  const rows = outlets.filter((o) => set.has(o.outletid)).map((o) => targetRow(o, set.get(o.outletid)));
  return [[...rows, totalsOf(rows, GRID_FIGURES)], yearInfo(scope, tahun)];
}

/**
 * Saves a year of targets. Rows whose twelve months sum to 0 are dropped (an outlet's existing target
 * is removed); with none left the save is refused. A closed month (one that starts before the active
 * date) keeps what it had: a line that changes one is refused whole, before anything is written.
 */
export async function saveTargets(db: Db, scope: RequestScope, input: TargetSave) {
  const kept = input.lines.filter((l) => lineTotal(l) > 0);
  if (!kept.length) throw badRequest(FILL_ONE_ROW, [{ field: 'lines', message: FILL_ONE_ROW }]);
  for (const l of input.lines) assertOutletAccess(scope, l.outletid);
  const company = scopedTo(scope);
  const outlets = new Map((await q.outletsOf(db, company)).map((o) => [o.outletid, o]));
  input.lines.forEach((l, i) => {
    if (!outlets.has(l.outletid))
      throw badRequest(`Outlet ${l.outletid} was not found.`, [{ field: `lines.${i}.outletid`, message: 'not found' }]);
  });
  const closed = yearInfo(scope, input.tahun).months.filter((m) => m.closed);
  await db.transaction(async (tx) => {
    const stored = byOutlet(await q.targetsOf(tx, company, input.tahun, true));
    for (const line of input.lines) {
      const before = stored.get(line.outletid);
      const changed = closed.find((m) => toCents(line[m.key]) !== toCents(before?.[m.key] ?? 0));
      if (changed) {
        throw conflict(targetMonthClosed(changed.label, outlets.get(line.outletid)?.outletname ?? String(line.outletid)), {
          outletid: line.outletid,
          field: changed.key,
        });
      }
    }
    const rows = kept.map((l) => ({ outletid: l.outletid, ...Object.fromEntries(BUDGET_KEYS.map((k) => [k, l[k]])) }) as q.StoredTarget);
    await q.upsertTargets(tx, scope.compcode, input.tahun, rows, scope.user.username);
    const emptied = input.lines.filter((l) => lineTotal(l) === 0 && stored.has(l.outletid)).map((l) => l.outletid);
    await q.deleteTargets(tx, scope.compcode, input.tahun, emptied);
  });
  return { message: COMPLETE_OK };
}

/** The filter's year (tahun, or the year of the end date) and what each figure of the report covers. */
export function reportInfo(scope: RequestScope, filter: TargetActualFilter): TargetReportInfo {
  const { awalbln } = scope.user;
  const tahun = filter.tahun ?? targetYearOf(filter.tgl2, awalbln);
  const year = targetYearRange(tahun, awalbln);
  if (filter.tgl1 < year.tgl1 || filter.tgl2 > year.tgl2) {
    throw badRequest(targetPeriodOutside(tahun, year.tgl1, year.tgl2), [{ field: 'tgl1', message: 'outside the year' }]);
  }
  const months = targetMonths(tahun, awalbln);
  const current = months.find((m) => m.tgl1 <= filter.tgl2 && filter.tgl2 <= m.tgl2) ?? months[11];
  const layout: TargetLayout = filter.layout ?? filter.view ?? 'ytd';
  return {
    tahun,
    awalbln,
    layout,
    tgl1: filter.tgl1,
    tgl2: filter.tgl2,
    current: current.index,
    months,
    mon: { tgl1: current.tgl1, tgl2: filter.tgl2 },
    ytd: { tgl1: filter.tgl1, tgl2: filter.tgl2 },
    year,
  };
}

/** Target vs Realization: [rows and the totals row, what the figures cover]. */
export async function targetReport(db: DbOrTx, scope: RequestScope, filter: TargetActualFilter): Promise<TargetReport> {
  const info = reportInfo(scope, filter);
  const scoped = scopedTo(scope, filter.outletid);
  const [outlets, targets, sales] = await Promise.all([
    q.outletsOf(db, scoped),
    q.targetsOf(db, scoped, info.tahun),
    nettSalesByMonth(db, scoped, info.year, [info.mon, info.ytd]),
  ]);
  const rows = reportRows({ outlets, targets: byOutlet(targets), sales, months: info.months, info });
  return [[...rows, totalsOf(rows, REPORT_FIGURES)], info];
}

export interface PrintContext {
  username: string;
  company: string;
  printedAt: string;
}

/** Stores a rendered print for the preview modal; opening it asks what rendering it asked (reports.read, the outlet). */
async function preview(db: DbOrTx, scope: RequestScope, filename: string, content: Buffer) {
  const id = await storePreview(db, {
    compcode: scope.compcode,
    createby: scope.user.username,
    filename,
    permission: 'reports.read',
    outletid: scope.boundOutlet,
    content,
  });
  return { id };
}

const headingOf = (ctx: PrintContext): PrintHeading => ({ company: ctx.company, printedBy: ctx.username, printedAt: ctx.printedAt });

/** The year's targets as a PDF preview (viewprint). */
export async function printTargets(db: DbOrTx, scope: RequestScope, tahun: number, ctx: PrintContext) {
  const [rows, info] = await viewTargets(db, scope, tahun);
  const content = await targetGridPdf({ tahun, rows, info, ...headingOf(ctx) });
  return preview(db, scope, `targetsales_${tahun}.pdf`, content);
}

/** Target vs Realization as a PDF preview, in the layout asked for and, in full, the months shown. */
export async function printTargetReport(db: DbOrTx, scope: RequestScope, filter: TargetActualFilter, ctx: PrintContext) {
  const [rows, info] = await targetReport(db, scope, filter);
  const content = await targetReportPdf({ rows, info, shown: shownMonths(filter.months), ...headingOf(ctx) });
  return preview(db, scope, `targetsales_actual_${info.tahun}.pdf`, content);
}
