import { z } from 'zod';
import { recordId, requiredLines } from './form-fields.js';
import { ORDER_STATUS } from './orders.js';

/** Order list page sizes: 10 to 50 in steps of 5, 25 by default. */
export const ORDER_LIST_PAGE_SIZES = [10, 15, 20, 25, 30, 35, 40, 45, 50] as const;
export const ORDER_LIST_DEFAULT_LIMIT = 25;
export const ORDER_EXPORT_FILE = 'Resto-Order.xlsx';

/**
 * An export's bounds: a year between its dates and 100,000 orders. It is read in short steps that let
 * the tills go first, so a larger one would run long for a file too large to work with.
 */
export const ORDER_EXPORT_MAX_DAYS = 366;
export const ORDER_EXPORT_MAX_ROWS = 100_000;
export const ORDER_EXPORT_TOO_LONG = `Export at most ${ORDER_EXPORT_MAX_DAYS} days at once; choose a shorter period.`;
export const orderExportTooMany = (max: number) => `At most ${max.toLocaleString('en')} orders can be exported at once; narrow the filter.`;

/** How long posting and export error toasts stay (the spec's 10 seconds). */
export const POSTING_ERROR_TOAST_MS = 10_000;

export const ORDER_POSTED_UNPOST_FIRST = 'Order is posted; un-post it before changing it';
export const ORDER_NOT_POSTED = 'Order is not posted';
export const ORDER_ALREADY_POSTED = 'Order is already posted';
export const periodClosedMessage = (label: string) => `Accounting period ${label} is closed`;

// A calendar date that exists: 2025-02-30 is refused here rather than by the database.
const yyyyMmDd = z.iso.date('YYYY-MM-DD');
const requiredDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), yyyyMmDd);
const requiredOutlet = z.preprocess((v) => (v === '' || v === null ? undefined : v), recordId());

export const voidInputSchema = z.object({
  orderkey: z.uuid(),
  voidreason: requiredLines(200),
});
export type VoidInput = z.input<typeof voidInputSchema>;

/** The status switch of the back office: re-open a completed order, or complete a settled one. */
export const orderStatusInputSchema = z.object({
  orderkey: z.uuid(),
  orderstatus: z.coerce.number().pipe(z.union([z.literal(ORDER_STATUS.OPEN), z.literal(ORDER_STATUS.COMPLETED)])),
});
export type OrderStatusInput = z.input<typeof orderStatusInputSchema>;

/**
 * A bulk run's bounds: it works order by order in short steps that let the tills go first, so a
 * larger run would only take longer; a month of one outlet is what an office posts at a time.
 */
export const BULK_POSTING_MAX_DAYS = 31;
export const BULK_POSTING_MAX_ORDERS = 10_000;
export const BULK_POSTING_TOO_LONG = `Post at most ${BULK_POSTING_MAX_DAYS} days at once; choose a shorter period.`;
export const bulkPostingTooMany = (max: number) =>
  `At most ${max.toLocaleString('en')} orders can be posted at once; choose a shorter period.`;

/** Bulk posting and un-posting: outlet and date range required, order type optional. */
export const bulkPostingSchema = z
  .object({
    ordertype: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.enum(['', 'ALL', 'DINE IN', 'DELIVERY', 'TAKEAWAY', 'TAKE AWAY']),
    ),
    outletid: requiredOutlet,
    tgl1: requiredDate,
    tgl2: requiredDate,
  })
  .refine((b) => b.tgl1 <= b.tgl2, { path: ['tgl2'], message: 'the end date is before the start date' });
export type BulkPostingInput = z.input<typeof bulkPostingSchema>;

export const bulkPostingResultSchema = z.object({
  posted: z.number(),
  skipped: z.array(z.object({ orderno: z.string(), reason: z.string() })),
});
export type BulkPostingResult = z.infer<typeof bulkPostingResultSchema>;

export const orderListRowSchema = z.object({
  orderkey: z.string(),
  orderno: z.string(),
  orderdate: z.string(),
  ordertype: z.string(),
  pax: z.number(),
  deliverby: z.string().nullable(),
  /** The order's discount (campaigns and the cashier's), already out of netto. */
  discval: z.number(),
  netto: z.number(),
  serviceval: z.number(),
  pb1val: z.number(),
  total: z.number(),
  createby: z.string(),
  orderstatus: z.number(),
  orderstatusnm: z.string(),
  posting: z.number(),
  paymethod: z.string().nullable(),
  note: z.string(),
  isvoid: z.string(),
  voidreason: z.string().nullable(),
  /** Who voided or cancelled the order (the list shows it in place of the creator). */
  voidby: z.string().nullable(),
  outletid: z.number(),
  outletname: z.string(),
  tablename: z.string().nullable(),
  /** The provisional number of an order taken offline (KASIR-1-000123), printed on its receipt. */
  offlineno: z.string().nullable(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

export const journalLineSchema = z.object({
  kodeacc: z.string(),
  namaacc: z.string(),
  debit: z.number(),
  credit: z.number(),
  memo: z.string(),
});

export const journalSchema = z.object({
  header: z.object({
    /** False for the draft of a completed order that is not posted yet. */
    posted: z.boolean(),
    voucherno: z.string(),
    voucherdate: z.string(),
    compcode: z.string(),
    company: z.string(),
    outletid: z.number(),
    outletcode: z.string(),
    outletname: z.string(),
    orderkey: z.string(),
    orderno: z.string(),
    createby: z.string(),
    totaldebit: z.number(),
    totalcredit: z.number(),
  }),
  lines: z.array(journalLineSchema),
});
export type Journal = z.infer<typeof journalSchema>;

export const accPeriodInputSchema = z.object({
  /** Calendar year and month of the period. */
  tahun: z.coerce.number().int().min(2000).max(2100),
  bulan: z.coerce.number().int().min(1).max(12),
  // Only what is unambiguous: a stray "yes" or "no" must not open a closed month by accident.
  isclosed: z
    .union([z.boolean(), z.literal(1), z.literal(0)], { error: 'isclosed must be true or false' })
    .transform((v) => v === true || v === 1),
});
export type AccPeriodInput = z.input<typeof accPeriodInputSchema>;

export const accPeriodSchema = z.object({
  tahun: z.number(),
  bulan: z.number(),
  label: z.string(),
  isclosed: z.boolean(),
  closedby: z.string().nullable(),
  closedat: z.string().nullable(),
});
export type AccPeriod = z.infer<typeof accPeriodSchema>;

export const fiscalYearPeriodsSchema = z.object({
  /** The fiscal year, named by the calendar year it starts in. */
  tahun: z.number(),
  awalbln: z.number(),
  months: z.array(accPeriodSchema),
});
export type FiscalYearPeriods = z.infer<typeof fiscalYearPeriodsSchema>;
