import {
  type ChartData,
  exportTooLarge,
  MENU_CHART_TOP,
  MONTH_LABELS,
  monthRange,
  monthStart,
  OTHER_MENUS,
  REPORT_EXPORT_LIMIT,
  REPORT_LIST_LIMIT,
  type ReportFilter,
  reportTooLarge,
  type SalesByMenuLine,
  type SalesGroupTotal,
  type SalesListLine,
  sum,
  yearMonthOf,
} from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { storePreview } from '../../platform/print-preview.js';
import { outletNameOf } from '../outlets/index.js';
import * as q from './reports.queries.js';
import { salesByMenuPdf } from './sales-by-menu.pdf.js';

/**
 * Orders per page when a list is read (about 5,000 order lines). The embedded database runs one
 * statement at a time for the whole process, tills included, so a report is read in short statements
 * the tills' fit between.
 */
const PAGE = 1_000;

interface Page<T> {
  rows: T[];
  next: q.ListCursor | undefined;
}

/** Every row of a list, page after page from where the last one ended. */
async function* allPages<T>(read: (after: q.ListCursor | undefined, limit: number) => Promise<Page<T>>): AsyncGenerator<T> {
  let after: q.ListCursor | undefined;
  do {
    const page = await read(after, PAGE);
    yield* page.rows;
    after = page.next;
  } while (after);
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** Refuses a range with more lines than the screen (or the export) takes; the summaries count them. */
async function assertSize(db: DbOrTx, scope: ScopedTo, filter: ReportFilter, what: 'orders' | 'lines', forExport: boolean) {
  const counts = await q.saleCounts(db, scope, filter);
  const limit = forExport ? REPORT_EXPORT_LIMIT : REPORT_LIST_LIMIT;
  if (counts[what] > limit) {
    throw badRequest((forExport ? exportTooLarge : reportTooLarge)(counts[what], limit), { field: 'tgl1', lines: counts[what], limit });
  }
  return counts[what];
}

const salesListRows = (db: DbOrTx, scope: ScopedTo, filter: ReportFilter) =>
  allPages<SalesListLine>((after, limit) => q.salesListPage(db, scope, filter, after, limit));

const salesByMenuRows = (db: DbOrTx, scope: ScopedTo, filter: ReportFilter) =>
  allPages<SalesByMenuLine>((after, limit) => q.salesByMenuPage(db, scope, filter, after, limit));

/** Restaurant Sales List: every sale of the range, in the list envelope. */
export async function salesList(db: DbOrTx, scope: ScopedTo, filter: ReportFilter) {
  await assertSize(db, scope, filter, 'orders', false);
  const list = await collect(salesListRows(db, scope, filter));
  return { meta: { total: list.length }, list };
}

/** Sales by Menu: [lines, groupTotals], one group per outlet whose totalsales is its nett sales. */
export async function salesByMenu(db: DbOrTx, scope: ScopedTo, filter: ReportFilter): Promise<[SalesByMenuLine[], SalesGroupTotal[]]> {
  await assertSize(db, scope, filter, 'lines', false);
  const lines = await collect(salesByMenuRows(db, scope, filter));
  return [lines, await q.nettSalesByOutlet(db, scope, filter)];
}

/** The sales list's rows for its export, streamed; the range is checked against the export's limit first. */
export async function salesListExport(db: DbOrTx, scope: ScopedTo, filter: ReportFilter) {
  await assertSize(db, scope, filter, 'orders', true);
  return salesListRows(db, scope, filter);
}

export async function salesByMenuExport(db: DbOrTx, scope: ScopedTo, filter: ReportFilter) {
  await assertSize(db, scope, filter, 'lines', true);
  return salesByMenuRows(db, scope, filter);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** One dataset per outlet that sold in the period, in the outlet's chart colour. */
async function datasets(db: DbOrTx, scope: ScopedTo, size: number, rows: { outletid: number; slot: number; sales: number }[]) {
  const byOutlet = new Map<number, number[]>();
  for (const r of rows) {
    const data = byOutlet.get(r.outletid) ?? new Array<number>(size).fill(0);
    data[r.slot] = sum([data[r.slot], r.sales]);
    byOutlet.set(r.outletid, data);
  }
  const outlets = await q.chartOutlets(db, scope);
  return outlets
    .filter((o) => byOutlet.has(o.outletid))
    .map((o) => ({ label: o.outletname, labelid: o.outletid, data: byOutlet.get(o.outletid) ?? [], backgroundColor: o.outletcolor }));
}

/**
 * Restaurant Monthly Sales: nett sales per outlet for the twelve months of the end date's year, from
 * the later of tgl1 and that year's first day (the screen's start follows the end date).
 */
export async function monthlyChart(db: DbOrTx, scope: ScopedTo, filter: ReportFilter): Promise<ChartData> {
  const range = { tgl1: later(filter.tgl1, `${filter.tgl2.slice(0, 4)}-01-01`), tgl2: filter.tgl2 };
  const rows = await q.nettSalesByPeriod(db, scope, range, 'month');
  const sets = await datasets(
    db,
    scope,
    12,
    rows.map((r) => ({ outletid: r.outletid, slot: r.index - 1, sales: r.sales })),
  );
  return { labels: [...MONTH_LABELS], datasets: sets, ...range };
}

/** Restaurant Daily Sales: D#1 up to the end date's day, for the end date's month. */
export async function dailyChart(db: DbOrTx, scope: ScopedTo, filter: ReportFilter): Promise<ChartData> {
  const range = { tgl1: later(filter.tgl1, `${filter.tgl2.slice(0, 8)}01`), tgl2: filter.tgl2 };
  const days = Number(filter.tgl2.slice(8, 10));
  const rows = await q.nettSalesByPeriod(db, scope, range, 'day');
  const sets = await datasets(
    db,
    scope,
    days,
    rows.map((r) => ({ outletid: r.outletid, slot: r.index - 1, sales: r.sales })),
  );
  return { labels: Array.from({ length: days }, (_, i) => `D#${i + 1}`), datasets: sets, ...range };
}

/**
 * Restaurant Sales by Menu: nett sales per menu and outlet. The MENU_CHART_TOP best-selling menus are
 * named, best first; the rest are one 'Other menus' slice (menuid 0), so the chart's total is still
 * the period's nett sales.
 */
export async function menuChart(db: DbOrTx, scope: ScopedTo, filter: ReportFilter): Promise<ChartData> {
  const rows = (await q.nettSalesByMenu(db, scope, filter)).filter((r) => r.sales !== 0);
  const perMenu = new Map<number, number>();
  for (const r of rows) perMenu.set(r.menuid, sum([perMenu.get(r.menuid) ?? 0, r.sales]));
  const names = new Map((await q.menuNames(db, scope.compcode, [...perMenu.keys()])).map((m) => [m.menuid, m.menuname]));
  const ranked = [...perMenu.entries()]
    .sort((a, b) => b[1] - a[1] || (names.get(a[0]) ?? '').localeCompare(names.get(b[0]) ?? ''))
    .map(([menuid]) => menuid);
  const named = ranked.slice(0, MENU_CHART_TOP);
  const others = ranked.length > named.length;
  const slotOf = new Map(named.map((menuid, i) => [menuid, i]));
  const size = named.length + (others ? 1 : 0);
  const sets = await datasets(
    db,
    scope,
    size,
    rows.map((r) => ({ outletid: r.outletid, slot: slotOf.get(r.menuid) ?? named.length, sales: r.sales })),
  );
  return {
    labels: [...named.map((id) => names.get(id) ?? String(id)), ...(others ? [OTHER_MENUS] : [])],
    menuids: [...named, ...(others ? [0] : [])],
    datasets: sets,
    tgl1: filter.tgl1,
    tgl2: filter.tgl2,
  };
}

/** An outlet's nett sales: per calendar month ('YYYY-MM') of a range, and in each of some day ranges (parts). */
export interface OutletSales {
  outletid: number;
  months: Map<string, number>;
  parts: number[];
}

/** The whole months of a day range, and the days at its ends that are not a whole month. */
function monthsAndEdges(range: q.DayRange): { months: string[]; edges: q.DayRange[] } {
  const months: string[] = [];
  const edges: q.DayRange[] = [];
  for (
    let ym = yearMonthOf(range.tgl1);
    monthStart(ym) <= range.tgl2;
    ym = ym.month === 12 ? { year: ym.year + 1, month: 1 } : { ...ym, month: ym.month + 1 }
  ) {
    const whole = monthRange(ym);
    if (range.tgl1 <= whole.tgl1 && whole.tgl2 <= range.tgl2) months.push(whole.tgl1.slice(0, 7));
    else edges.push({ tgl1: later(whole.tgl1, range.tgl1), tgl2: earlier(whole.tgl2, range.tgl2) });
  }
  return { months, edges };
}

/**
 * Nett sales per outlet: per calendar month of `range` (its months read whole), and in each of `parts`
 * (day ranges inside them): what a sales target is compared with. The same sales, from the same
 * summaries, as every chart, so the sales list of an outlet and range sums to the same netto. A part's
 * whole months come from the month summary, only the days at its ends from the day summary: a year of
 * fifty outlets is then 600 month rows and at most a few edge months of days, not 18,000 days.
 */
export async function nettSalesByMonth(db: DbOrTx, scope: ScopedTo, range: q.DayRange, parts: q.DayRange[] = []): Promise<OutletSales[]> {
  const split = parts.map(monthsAndEdges);
  const edges = [...new Map(split.flatMap((p) => p.edges).map((e) => [`${e.tgl1}/${e.tgl2}`, e])).values()];
  const first = [range.tgl1, ...parts.map((p) => p.tgl1)].sort()[0];
  const last = [range.tgl2, ...parts.map((p) => p.tgl2)].sort().at(-1) as string;
  const [monthRows, edgeRows] = [
    await q.nettSalesByOutletMonth(db, scope, { tgl1: first, tgl2: last }),
    await q.nettSalesByOutletIn(db, scope, edges),
  ];
  const outlets = new Map<number, OutletSales>();
  const of = (outletid: number) => {
    const o = outlets.get(outletid) ?? { outletid, months: new Map<string, number>(), parts: parts.map(() => 0) };
    outlets.set(outletid, o);
    return o;
  };
  for (const r of monthRows) of(r.outletid).months.set(r.month, r.sales);
  const edgeSales = new Map(edgeRows.map((r) => [`${r.outletid}:${r.part}`, r.sales]));
  for (const o of [...new Set([...monthRows, ...edgeRows].map((r) => r.outletid))].map(of)) {
    o.parts = split.map((p) =>
      sum([
        ...p.months.map((m) => o.months.get(m) ?? 0),
        ...p.edges.map((e) => edgeSales.get(`${o.outletid}:${edges.findIndex((x) => x.tgl1 === e.tgl1 && x.tgl2 === e.tgl2)}`) ?? 0),
      ]),
    );
  }
  // The months of the range only: a part's months outside it were read to add the part up.
  const inRange = (m: string) => `${m}-01` >= `${range.tgl1.slice(0, 7)}-01` && `${m}-01` <= range.tgl2;
  for (const o of outlets.values()) for (const m of [...o.months.keys()]) if (!inRange(m)) o.months.delete(m);
  return [...outlets.values()];
}

export interface PrintContext {
  username: string;
  company: string;
  printedAt: string;
}

/** The Sales by Menu preview: quantity, gross, discount and nett sales per outlet and menu, stored for the preview modal. */
export async function printSalesByMenu(db: DbOrTx, scope: ScopedTo, filter: ReportFilter, ctx: PrintContext) {
  // The scope's outlet, not the filter's: an outlet user's screen sends none, and the PDF is of their outlet
  // all the same. The stored preview names it, so an outlet outside the company is not found rather than a clash.
  const outletname = scope.outletid === undefined ? undefined : await outletNameOf(db, scope.compcode, scope.outletid);
  if (scope.outletid !== undefined && outletname === undefined) throw notFound('Outlet');
  const rows = await q.menuTotals(db, scope, filter);
  const content = await salesByMenuPdf({
    rows,
    filter,
    outletname,
    company: ctx.company,
    printedBy: ctx.username,
    printedAt: ctx.printedAt,
  });
  // Opening the preview asks what rendering it asked: the permission, and the outlet when there is one.
  const preview = {
    compcode: scope.compcode,
    createby: ctx.username,
    filename: `sales_by_menu_${filter.tgl2}.pdf`,
    permission: 'reports.read' as const,
    outletid: scope.outletid ?? null,
    content,
  };
  return { id: await storePreview(db, preview) };
}

/** Nett sales per business day, by the reports' definition of a sale (docs/reports.md): for the food cost report. */
export const salesPerDay = (db: DbOrTx, scope: ScopedTo, range: q.DayRange) => q.nettSalesPerDay(db, scope, range);

/** Portions sold per menu and business day, for the food cost report's theoretical cost. */
export const menusSoldPerDay = (db: DbOrTx, scope: ScopedTo, range: q.DayRange) => q.menuQtyPerDay(db, scope, range);
