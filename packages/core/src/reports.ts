import { z } from 'zod';
import { recordId } from './form-fields.js';

/**
 * Sales reports and charts (spec backoffice-and-reports.md sections 2, 3, 7 and 9; docs/reports.md).
 * Wire names are the spec's.
 */

/** Sales report and sales-by-menu list page sizes: 15 by default, 10 to 30. */
export const REPORT_PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const REPORT_DEFAULT_LIMIT = 15;

/**
 * The most lines a list report answers at once. The lists are filtered, sorted and totalled in the
 * browser, which stays quick up to about this many rows; a larger range is refused with a message
 * that points to the export.
 */
export const REPORT_LIST_LIMIT = 30_000;
/** The most rows an export writes (an .xlsx sheet holds about a million; this keeps one under a minute). */
export const REPORT_EXPORT_LIMIT = 250_000;
/** The longest date range a report reads: a year (leap years included). */
export const REPORT_MAX_DAYS = 366;
/** How many menus the menu chart names; the rest are one 'Other menus' slice. */
export const MENU_CHART_TOP = 20;
export const OTHER_MENUS = 'Other menus';

export const reportTooLarge = (lines: number, limit: number) =>
  `${lines.toLocaleString('en-US')} lines match, more than the ${limit.toLocaleString('en-US')} a report shows at once: choose a shorter period or one outlet, or use Export.`;
export const exportTooLarge = (lines: number, limit: number) =>
  `${lines.toLocaleString('en-US')} lines match, more than the ${limit.toLocaleString('en-US')} an export writes: choose a shorter period or one outlet.`;
export const RANGE_TOO_LONG = `The period may span at most ${REPORT_MAX_DAYS} days.`;
export const RANGE_REVERSED = 'The end date is before the start date.';

/** The file name of both list exports: sales_{tgl2}.xlsx. */
export const salesExportFile = (tgl2: string) => `sales_${tgl2}.xlsx`;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const requiredDate = z.preprocess(blank, z.iso.date());

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The report filter: tgl1 and tgl2 required, the outlet optional (an outlet-bound user always gets their own). */
export const reportFilterSchema = z
  .object({
    outletid: z.preprocess(blank, recordId().optional()),
    /** Shown by the screens beside the id; the id alone selects the outlet. */
    outletname: z.preprocess(blank, z.string().max(200).optional()),
    tgl1: requiredDate,
    tgl2: requiredDate,
  })
  .refine((f) => f.tgl1 <= f.tgl2, { path: ['tgl2'], message: RANGE_REVERSED })
  .refine((f) => daysBetween(f.tgl1, f.tgl2) < REPORT_MAX_DAYS, { path: ['tgl1'], message: RANGE_TOO_LONG });
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** Sales list line (Restaurant Sales List): one completed, non-void order. */
export const salesListLineSchema = z.object({
  orderkey: z.string(),
  outletid: z.number(),
  outletname: z.string(),
  orderno: z.string(),
  orderdate: z.string(),
  createby: z.string(),
  netto: z.number(),
  serviceval: z.number(),
  pb1val: z.number(),
  total: z.number(),
  note: z.string(),
  ordertype: z.string(),
  paymethod: z.string().nullable(),
});
export type SalesListLine = z.infer<typeof salesListLineSchema>;

export const salesListSchema = z.object({ meta: z.object({ total: z.number() }), list: z.array(salesListLineSchema) });

/**
 * Sales-by-menu line: one order line of a sale, the spec's fields and the line's note (its
 * Description, which the list's filter searches). Nothing more: a month of an outlet is thousands of
 * lines, read whole by the screen.
 */
export const salesByMenuLineSchema = z.object({
  outletname: z.string(),
  orderno: z.string(),
  orderdate: z.string(),
  ordertype: z.string(),
  createby: z.string(),
  menuname: z.string(),
  qty: z.number(),
  gross: z.number(),
  discval: z.number(),
  netto: z.number(),
  note: z.string(),
  orderstatusnm: z.string(),
});
export type SalesByMenuLine = z.infer<typeof salesByMenuLineSchema>;

/** Group totals of the sales-by-menu list: one per outlet, totalsales being its nett sales. */
export const salesGroupTotalSchema = z.object({ outletid: z.number(), outletname: z.string(), totalsales: z.number() });
export type SalesGroupTotal = z.infer<typeof salesGroupTotalSchema>;

export const salesByMenuSchema = z.tuple([z.array(salesByMenuLineSchema), z.array(salesGroupTotalSchema)]);

/** Chart data, shaped for Chart.js: one dataset per outlet. */
export const chartDatasetSchema = z.object({
  label: z.string(),
  labelid: z.number(),
  data: z.array(z.number()),
  backgroundColor: z.string(),
});
export type ChartDataset = z.infer<typeof chartDatasetSchema>;

export const chartDataSchema = z.object({
  labels: z.array(z.string()),
  datasets: z.array(chartDatasetSchema),
  /** The menu chart: the menu of each label (0 for 'Other menus'). */
  menuids: z.array(z.number()).optional(),
  /** The dates the figures cover, after the chart's own rules (the daily chart reads one month). */
  tgl1: z.string(),
  tgl2: z.string(),
});
export type ChartData = z.infer<typeof chartDataSchema>;

export const printIdSchema = z.object({ id: z.string() });
