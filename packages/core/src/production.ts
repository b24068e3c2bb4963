import { z } from 'zod';
import { plainText, recordId, requiredError } from './form-fields.js';
import { ISSUED_DETAIL_MISSING, REQUEST_DETAIL_MISSING } from './messages.js';

/**
 * Standard production (recipe costing), production records (inventory issued) and the daily food cost
 * (spec backoffice-and-reports.md sections 2, 3, 5, 7 and 9). Wire names are the spec's.
 *
 * Costs have 2 decimals (an item's last price has 2, a quantity up to 4): they are computed in whole
 * cents (sen) with BigInt and only then turned back into a number, so no float ever enters a sum.
 */

export const UNIT_SIZES = ['GR', 'ML'] as const;
export const CURRENCY = 'IDR';
export const STANDARD_PRODUCTION_PAGE_SIZE = 15;
export const PRODUCTION_PAGE_SIZE = 15;
export const PRODUCTION_PAGE_SIZES = [10, 15, 20, 25, 30] as const;
/** The recipe form's line table: 5 a page, 5 to 25. */
export const RECIPE_LINE_PAGE_SIZES = [5, 10, 15, 20, 25] as const;
/** The master item lookup: 10 to 120 a page. */
export const ITEM_LOOKUP_PAGE_SIZES = [10, 20, 30, 50, 70, 90, 120] as const;
/** The most lines one recipe or one production holds: a long recipe has 40. */
export const MAX_RECIPE_LINES = 200;
export const MAX_QUANTITY = 1_000_000;
export const MAX_ESTIMATED_TOTAL = 1_000_000_000;

const QTY_SCALE = 10_000n;
const CENTS = 100n;

const cents = (amount: number): bigint => BigInt(Math.round(amount * 100));
const fromCents = (value: bigint): number => Number(value) / 100;

/** `a / b` for BigInts, rounded half away from zero (b > 0). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  return sign * ((a * sign * 2n + b) / (2n * b));
}

/** A line's cost (nilai): quantity x unit price, rounded half-up to 2 decimals. */
export function lineCost(quantity: number, unitprice: number): number {
  const qty = BigInt(Math.round(quantity * Number(QTY_SCALE)));
  return fromCents(divideHalfUp(qty * cents(unitprice), QTY_SCALE));
}

/** The exact sum of 2-decimal costs. */
export function sumCosts(amounts: Iterable<number>): number {
  let total = 0n;
  for (const a of amounts) total += cents(a);
  return fromCents(total);
}

/**
 * `a / b` to 2 decimals, half-up; 0 when b is 0 to the cent (a recipe without portions costs nothing
 * a portion), as a divisor below half a sen is 0 once in cents.
 */
export function divide2(a: number, b: number): number {
  const den = cents(b);
  if (den === 0n) return 0;
  const num = cents(a) * CENTS;
  return fromCents(divideHalfUp(den < 0n ? -num : num, den < 0n ? -den : den));
}

/** Weight per portion from the estimated total and the portions (total yield). */
export const weightPerPortion = (estimatedtotal: number, totalyield: number) => divide2(estimatedtotal, totalyield);
/** Portions (total yield) from the estimated total and the weight per portion. */
export const totalYield = (estimatedtotal: number, weightperportion: number) => divide2(estimatedtotal, weightperportion);
/** What one portion of a recipe costs. */
export const costPerPortion = (ttlnetto: number, totalyield: number) => divide2(ttlnetto, totalyield);
/** Food cost as a percentage of nett sales, 2 decimals; no sales, no percentage (0). */
export const foodCostPercent = (cost: number, sales: number) => (sales ? divide2(cost * 100, sales) : 0);

/** Theoretical cost of portions sold: qty x cost per portion, to 2 decimals. */
export const portionsCost = (qty: number, perPortion: number) => lineCost(qty, perPortion);

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const decimals = (places: number) => (v: number) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6;
const amount = (min: number, max: number, places = 2) =>
  z.preprocess(
    blank,
    z.coerce
      .number(requiredError)
      .min(min, `at least ${min}`)
      .max(max, `at most ${max.toLocaleString('en-US')}`)
      .refine(decimals(places), `at most ${places} decimals`),
  );
/**
 * More than zero and at least the smallest step of its decimals: a value below it (1e-9) is kept as 0
 * once rounded, and a recipe's figures divide by it.
 */
const positive = (max: number, places = 2) => {
  const step = 10 ** -places;
  return z.preprocess(
    blank,
    z.coerce
      .number(requiredError)
      .positive('more than 0')
      .min(step, `at least ${step.toFixed(places)}`)
      .max(max)
      .refine(decimals(places), `at most ${places} decimals`),
  );
};
const text = (max: number) => z.preprocess((v) => (v === null ? undefined : v), plainText().max(max).optional());

// ---- Standard production (recipes) ------------------------------------------------------------

/** A recipe line as the form sends it; the unit price is the item's last price, read by the server. */
export const recipeLineInputSchema = z.object({
  itemno: recordId(),
  partnumber: text(40),
  itemname: text(150),
  iteminfo: text(200),
  description: plainText().min(1, 'required').max(200),
  quantity: positive(MAX_QUANTITY, 4),
  unitsize: text(20),
  unitprice: z.unknown().optional(),
});
export type RecipeLineInput = z.input<typeof recipeLineInputSchema>;

/** Only lines that name an item are kept (spec section 5); the rest are rows the form left empty. */
const withItem = (v: unknown) =>
  Array.isArray(v) ? v.filter((l) => l && typeof l === 'object' && blank((l as { itemno?: unknown }).itemno) !== undefined) : v;

export const standardProductionInputSchema = z.object({
  stdrproductionkey: z.preprocess(blank, z.uuid().optional()),
  stdrproductionname: plainText().min(1, 'required').max(150),
  description: z.preprocess((v) => (v === null ? '' : v), plainText().max(500).default('')),
  estimatedtotal: amount(1, MAX_ESTIMATED_TOTAL),
  unitsize: z.enum(UNIT_SIZES, { error: 'GR or ML' }),
  totalyield: positive(MAX_ESTIMATED_TOTAL),
  weightperportion: positive(MAX_ESTIMATED_TOTAL),
  matauang: z.preprocess(blank, z.literal(CURRENCY).default(CURRENCY)),
  /** The menu whose portions this recipe makes (optional; one recipe per menu): theoretical food cost. */
  menuid: z.preprocess(blank, recordId().nullable().default(null)),
  /** The form's mode; a form opened to view sends 'view', which is never saved. */
  mode: z.enum(['new', 'edit', 'view']).optional(),
  lines: z.preprocess(
    withItem,
    z.array(recipeLineInputSchema, { error: REQUEST_DETAIL_MISSING }).min(1, REQUEST_DETAIL_MISSING).max(MAX_RECIPE_LINES),
  ),
});
export type StandardProductionInput = z.input<typeof standardProductionInputSchema>;
export type StandardProductionValues = z.output<typeof standardProductionInputSchema>;

export const recipeLineSchema = z.object({
  lineno: z.number(),
  linetype: z.number(),
  itemno: z.number(),
  partnumber: z.string(),
  itemname: z.string(),
  iteminfo: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitsize: z.string(),
  unitprice: z.number(),
  nilai: z.number(),
  matauang: z.string(),
  lastprice: z.number(),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

export const standardProductionRowSchema = z.object({
  stdrproductionkey: z.string(),
  stdrproductionname: z.string(),
  description: z.string(),
  totalitems: z.number(),
  estimatedtotal: z.number(),
  unitsize: z.string(),
  totalyield: z.number(),
  weightperportion: z.number(),
  ttlnetto: z.number(),
  matauang: z.string(),
  menuid: z.number().nullable(),
  menuname: z.string().nullable(),
  createdate: z.string(),
});
export type StandardProductionRow = z.infer<typeof standardProductionRowSchema>;

export const standardProductionDetailSchema = z.object({ header: standardProductionRowSchema, lines: z.array(recipeLineSchema) });
export type StandardProductionDetail = z.infer<typeof standardProductionDetailSchema>;

/** A recipe's figures from its lines, as the server stores them and the form shows them. */
export function recipeFigures(values: { estimatedtotal: number; totalyield: number }, lines: { quantity: number; unitprice: number }[]) {
  const costs = lines.map((l) => lineCost(l.quantity, l.unitprice));
  return {
    costs,
    ttlnetto: sumCosts(costs),
    totalitems: lines.length,
    weightperportion: weightPerPortion(values.estimatedtotal, values.totalyield),
  };
}

export const standardProductionExportFile = (date: string) => `standard_production_${date}.xlsx`;

// ---- Production (inventory issued) ------------------------------------------------------------

export const productionLineInputSchema = z.object({
  stdrproductionkey: z.uuid(requiredError),
  remark: z.preprocess((v) => (v === null ? '' : v), plainText().max(200).default('')),
});

export const productionInputSchema = z.object({
  productiondate: z.preprocess(blank, z.iso.date(requiredError)),
  outletid: recordId(),
  mode: z.enum(['new', 'view']).optional(),
  lines: z.array(productionLineInputSchema, { error: ISSUED_DETAIL_MISSING }).min(1, ISSUED_DETAIL_MISSING).max(MAX_RECIPE_LINES),
});
export type ProductionInput = z.input<typeof productionInputSchema>;
export type ProductionValues = z.output<typeof productionInputSchema>;

export const productionRowSchema = z.object({
  productionkey: z.string(),
  productioncode: z.string(),
  productiondate: z.string(),
  ttlnetto: z.number(),
  matauang: z.string(),
  idStore: z.number(),
  outlet_outletcode: z.string(),
  outlet_outletname: z.string(),
  createby: z.string(),
});
export type ProductionRow = z.infer<typeof productionRowSchema>;

export const productionLineSchema = z.object({
  lineno: z.number(),
  stdrproductionkey: z.string().nullable(),
  stdrproductionname: z.string(),
  description: z.string(),
  estimatedtotal: z.number(),
  unitsize: z.string(),
  totalyield: z.number(),
  weightperportion: z.number(),
  ttlnetto: z.number(),
  remark: z.string(),
});
export type ProductionLine = z.infer<typeof productionLineSchema>;

export const productionDetailSchema = z.object({ header: productionRowSchema, lines: z.array(productionLineSchema) });
export type ProductionDetail = z.infer<typeof productionDetailSchema>;

export const PRODUCTION_EXPORT_FILE = 'production_list.xlsx';

/** A production code: the outlet's code and its own running number, never reused. */
export const productionCode = (outletcode: string, seq: number) => `PRD-${outletcode}-${String(seq).padStart(6, '0')}`;

// ---- Daily food cost ----------------------------------------------------------------------------

export const foodCostDatasetSchema = z.object({
  label: z.string(),
  /** sales, cost (issued), theoretical, percent: what the series is, for the screen's drill and axes. */
  labelid: z.enum(['sales', 'cost', 'theoretical', 'percent']),
  data: z.array(z.number()),
  backgroundColor: z.string(),
});

export const foodCostChartSchema = z.object({
  labels: z.array(z.string()),
  /** The business day of each label, YYYY-MM-DD: the drill's day. */
  dates: z.array(z.string()),
  datasets: z.array(foodCostDatasetSchema),
  totals: z.object({ sales: z.number(), cost: z.number(), theoretical: z.number(), percent: z.number(), theoreticalPercent: z.number() }),
  tgl1: z.string(),
  tgl2: z.string(),
});
export type FoodCostChart = z.infer<typeof foodCostChartSchema>;
