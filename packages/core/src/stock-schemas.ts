import { z } from 'zod';
import { recordId, requiredText } from './form-fields.js';
import { MAX_PRICE } from './money.js';
import { STOCK_KINDS } from './stock.js';

/**
 * The stock API's inputs and answers (issue "Stock", under /api/stock). Wire names are lowercase like
 * the spec's; quantities have at most 4 decimals, unit costs too (a cost per gram).
 */

/** The most one movement can carry: a tonne of grams, a million litres of millilitres. */
export const MAX_STOCK_QTY = 10_000_000;
/** A document's lines; a count sheet may hold every item of an outlet. */
export const MAX_STOCK_LINES = 500;
export const MAX_COUNT_LINES = 5_000;
export const STOCK_PAGE_SIZE = 20;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const fourDecimals = (v: number) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6;
const quantity = (min: 'positive' | 'nonnegative') =>
  z.preprocess(
    blank,
    (min === 'positive' ? z.coerce.number({ error: 'required' }).positive('more than 0') : z.coerce.number({ error: 'required' }).min(0))
      .max(MAX_STOCK_QTY)
      .refine(fourDecimals, 'at most 4 decimals'),
  );
const itemno = recordId();
const outletid = recordId();
const text = requiredText;
const optionalDate = z.preprocess(blank, z.iso.date().optional());
const lines = <T extends z.ZodType>(line: T, max = MAX_STOCK_LINES) => z.array(line).min(1, 'add at least one line').max(max);

export const receiptInputSchema = z.object({
  outletid,
  supplier: text(100),
  docno: text(40),
  receiptdate: optionalDate,
  lines: lines(
    z.object({
      itemno,
      qty: quantity('positive'),
      unitcost: z.preprocess(
        blank,
        z.coerce.number({ error: 'required' }).min(0).max(MAX_PRICE).refine(fourDecimals, 'at most 4 decimals'),
      ),
    }),
  ),
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;
export type ReceiptValues = z.output<typeof receiptInputSchema>;

export const reverseInputSchema = z.object({ reason: text(200) });

export const wasteInputSchema = z.object({
  outletid,
  lines: lines(z.object({ itemno, qty: quantity('positive'), reason: text(100) })),
});
export type WasteValues = z.output<typeof wasteInputSchema>;

export const transferInputSchema = z
  .object({ fromoutletid: outletid, tooutletid: outletid, lines: lines(z.object({ itemno, qty: quantity('positive') })) })
  .refine((t) => t.fromoutletid !== t.tooutletid, { path: ['tooutletid'], message: 'another outlet than the one it leaves' });
export type TransferValues = z.output<typeof transferInputSchema>;

export const countInputSchema = z.object({
  outletid,
  countdate: optionalDate,
  lines: lines(z.object({ itemno, counted: quantity('nonnegative') }), MAX_COUNT_LINES),
});
export type CountValues = z.output<typeof countInputSchema>;

export const parLevelInputSchema = z.object({
  outletid,
  lines: lines(z.object({ itemno, parlevel: quantity('nonnegative') }), MAX_COUNT_LINES),
});
export type ParLevelValues = z.output<typeof parLevelInputSchema>;

// ---- Answers ----------------------------------------------------------------------------------

export const onHandRowSchema = z.object({
  itemno: z.number(),
  partnumber: z.string(),
  itemname: z.string(),
  itemcategory: z.string().nullable(),
  invunitom: z.string(),
  onhand: z.number(),
  avgcost: z.number(),
  /** onhand x avgcost in whole rupiah. */
  value: z.number(),
  parlevel: z.number(),
});
export type OnHandRow = z.infer<typeof onHandRowSchema>;

export const movementRowSchema = z.object({
  movementid: z.number(),
  outletid: z.number(),
  itemno: z.number(),
  itemname: z.string(),
  kind: z.enum(STOCK_KINDS),
  qty: z.number(),
  unitcost: z.number(),
  refno: z.string(),
  reason: z.string(),
  movedate: z.string(),
  createby: z.string(),
  createdate: z.string(),
});
export type MovementRow = z.infer<typeof movementRowSchema>;

export const receiptRowSchema = z.object({
  receiptkey: z.string(),
  outletid: z.number(),
  outletname: z.string(),
  supplier: z.string(),
  docno: z.string(),
  receiptdate: z.string(),
  totalvalue: z.number(),
  lines: z.number(),
  reversed: z.boolean(),
  reversereason: z.string(),
  createby: z.string(),
  createdate: z.string(),
});
export type ReceiptRow = z.infer<typeof receiptRowSchema>;

export const countLineSchema = z.object({
  itemno: z.number(),
  partnumber: z.string(),
  itemname: z.string(),
  invunitom: z.string(),
  book: z.number(),
  counted: z.number(),
  difference: z.number(),
});
export const countSheetSchema = z.object({
  countkey: z.string(),
  countno: z.string(),
  outletid: z.number(),
  countdate: z.string(),
  createby: z.string(),
  createdate: z.string(),
  lines: z.array(countLineSchema),
});
export type CountSheet = z.infer<typeof countSheetSchema>;

export const countRowSchema = countSheetSchema.omit({ lines: true }).extend({
  outletname: z.string(),
  lines: z.number(),
  differencevalue: z.number(),
});
export type CountRow = z.infer<typeof countRowSchema>;

export const varianceRowSchema = z.object({
  itemno: z.number(),
  partnumber: z.string(),
  itemname: z.string(),
  invunitom: z.string(),
  opening: z.number(),
  received: z.number(),
  transferin: z.number(),
  transferout: z.number(),
  wasted: z.number(),
  produced: z.number(),
  closing: z.number(),
  theoreticalusage: z.number(),
  actualusage: z.number(),
  variance: z.number(),
  avgcost: z.number(),
  variancevalue: z.number(),
});
export type VarianceRow = z.infer<typeof varianceRowSchema>;

export const varianceReportSchema = z.object({
  meta: z.object({ total: z.number() }),
  list: z.array(varianceRowSchema),
  totals: z.object({
    netsales: z.number(),
    theoreticalcost: z.number(),
    actualcost: z.number(),
    variancevalue: z.number(),
    /** Food cost as a percentage of the same net sales as the sales reports. */
    theoreticalpct: z.number(),
    actualpct: z.number(),
  }),
});
export type VarianceReport = z.infer<typeof varianceReportSchema>;

export const lowStockRowSchema = onHandRowSchema.extend({ shortfall: z.number() });
export type LowStockRow = z.infer<typeof lowStockRowSchema>;

export const stockSavedSchema = z.object({ message: z.string(), key: z.string(), refno: z.string() });
export const varianceExportFile = (outletcode: string, tgl1: string, tgl2: string) => `stock_variance_${outletcode}_${tgl1}_${tgl2}`;
