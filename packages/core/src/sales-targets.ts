import { z } from 'zod';
import {
  fiscalMonths,
  fiscalYearOf,
  isMonthClosed,
  MONTH_ABBR,
  type MonthAbbr,
  monthAbbr,
  monthOfAbbr,
  monthRange,
  type YearMonth,
} from './fiscal.js';
import { recordId } from './form-fields.js';
import { FILL_ONE_ROW, SELECT_YEAR } from './messages.js';

/**
 * Sales targets and the Target vs Realization report (spec backoffice-and-reports.md sections 2, 3, 4,
 * 5, 7; docs/targets.md). Wire names are the spec's.
 *
 * budgetN is month N of fiscal year `tahun`, counted from the company's first month (awalbln): with
 * awalbln 1 that is calendar month N of tahun; with awalbln 4, budget1 is April of tahun and budget12
 * March of tahun + 1. Every screen, export, print and the report lay the months out by targetMonths.
 */

export const BUDGET_KEYS = [
  'budget1',
  'budget2',
  'budget3',
  'budget4',
  'budget5',
  'budget6',
  'budget7',
  'budget8',
  'budget9',
  'budget10',
  'budget11',
  'budget12',
] as const;
export type BudgetKey = (typeof BUDGET_KEYS)[number];

/** The most one outlet's month may be set to: far above any restaurant, and its cents stay exact in a double. */
export const MAX_TARGET_AMOUNT = 10_000_000_000;
/** The most outlet rows one save takes. */
export const MAX_TARGET_LINES = 1_000;
export const MIN_TARGET_YEAR = 2000;
export const MAX_TARGET_YEAR = 2100;

/** The file names of the exports (spec section 7). */
export const targetExportFile = (tahun: number) => `targetsales_${tahun}.xlsx`;
export const targetActualExportFile = (tahun: number) => `targetsales_actual_${tahun}.xlsx`;

export const targetMonthClosed = (label: string, outletname: string) =>
  `${label} is closed: the target of ${outletname} for that month can no longer be changed.`;
export const targetPeriodOutside = (tahun: number, first: string, last: string) =>
  `The period must lie within the year ${tahun} (${first} to ${last}).`;

/** Month N of a target year: its calendar month, its wire key, its labels and its first and last day. */
export interface TargetMonth extends YearMonth {
  /** 1..12: budgetN, actualN, varianN. */
  index: number;
  key: BudgetKey;
  /** The Indonesian abbreviation: Jan .. Mei .. Agt .. Okt .. Des. */
  abbr: MonthAbbr;
  /** Month and year, e.g. 'Mei 2026'. */
  label: string;
  tgl1: string;
  tgl2: string;
}

/** The twelve months of target year `tahun`, from the fiscal start month awalbln. */
export function targetMonths(tahun: number, awalbln: number): TargetMonth[] {
  return fiscalMonths(tahun, awalbln).map((ym, i) => ({
    ...ym,
    index: i + 1,
    key: BUDGET_KEYS[i],
    abbr: monthAbbr(ym.month),
    label: `${monthAbbr(ym.month)} ${ym.year}`,
    ...monthRange(ym),
  }));
}

/** The first and last day of target year `tahun`. */
export function targetYearRange(tahun: number, awalbln: number): { tgl1: string; tgl2: string } {
  const months = targetMonths(tahun, awalbln);
  return { tgl1: months[0].tgl1, tgl2: months[11].tgl2 };
}

/** The target year a date falls in. */
export const targetYearOf = (date: string, awalbln: number) => fiscalYearOf(date, awalbln);

/** The target month (1..12) a date falls in, or null when the date is outside the year. */
export function targetMonthIndexOf(date: string, tahun: number, awalbln: number): number | null {
  const day = date.slice(0, 10);
  const month = targetMonths(tahun, awalbln).find((m) => m.tgl1 <= day && day <= m.tgl2);
  return month?.index ?? null;
}

/** A target month is closed (read-only) when it starts before the active date (spec section 4). */
export const isTargetMonthClosed = (month: Pick<TargetMonth, 'year' | 'month'>, tglaktif: string) => isMonthClosed(month, tglaktif);

/**
 * Amounts with 2 decimals, added in whole cents so a sum never carries a float's error. A double holds
 * every cent exactly up to 90 trillion rupiah, about 750 outlets at the monthly ceiling for a year.
 */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;
export function addAmounts(amounts: Iterable<number>): number {
  let cents = 0;
  for (const a of amounts) cents += toCents(a);
  return fromCents(cents);
}
/** a − b, exact to the cent. */
export const subtractAmount = (a: number, b: number) => fromCents(toCents(a) - toCents(b));

/** The sum of a line's twelve months. */
export const lineTotal = (line: Record<BudgetKey, number>) => addAmounts(BUDGET_KEYS.map((k) => line[k]));

const hasTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A monthly amount: 0 or more, at most 2 decimals; empty is 0 (a blank cell of the grid). */
export const targetAmountSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number().min(0).max(MAX_TARGET_AMOUNT).refine(hasTwoDecimals, { message: 'at most 2 decimals' }),
);

const budgetShape = Object.fromEntries(BUDGET_KEYS.map((k) => [k, targetAmountSchema])) as Record<BudgetKey, typeof targetAmountSchema>;
const budgetOut = Object.fromEntries(BUDGET_KEYS.map((k) => [k, z.number()])) as Record<BudgetKey, z.ZodNumber>;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);

/** The year, required: missing answers 'Please select YEAR'. */
export const targetYearSchema = z.preprocess(
  blank,
  z.coerce
    .number({ error: SELECT_YEAR })
    .int({ error: SELECT_YEAR })
    .min(MIN_TARGET_YEAR, { error: SELECT_YEAR })
    .max(MAX_TARGET_YEAR, { error: SELECT_YEAR }),
);
export const targetYearQuerySchema = z.object({ tahun: targetYearSchema });

/** One outlet's row as the form sends it; `budget` and `kelas` come back as they were shown and are ignored. */
export const targetLineInputSchema = z.object({
  outletid: recordId(),
  outletname: z.string().max(200).optional(),
  ...budgetShape,
  budget: z.unknown().optional(),
  kelas: z.unknown().optional(),
});
export type TargetLineInput = z.infer<typeof targetLineInputSchema>;

/** POST /restotargetsales: the year and its lines. Rows whose months sum to 0 are dropped by the service. */
export const targetSaveSchema = z.object({
  tahun: targetYearSchema,
  lines: z
    .array(targetLineInputSchema, { error: FILL_ONE_ROW })
    .max(MAX_TARGET_LINES)
    .refine((lines) => new Set(lines.map((l) => l.outletid)).size === lines.length, { message: 'An outlet appears twice' }),
});
export type TargetSave = z.infer<typeof targetSaveSchema>;

/** A row of the target grid (edit and view): an outlet, or the totals row (outletid null, kelas 'total'). */
export const targetRowSchema = z.object({
  outletid: z.number().nullable(),
  outletname: z.string(),
  /** The row's display class: 'outlet', 'inactive' (a closed outlet that still has a target) or 'total'. */
  kelas: z.string(),
  ...budgetOut,
  budget: z.number(),
});
export type TargetRow = z.infer<typeof targetRowSchema>;

export const targetMonthSchema = z.object({
  index: z.number(),
  key: z.enum(BUDGET_KEYS),
  year: z.number(),
  month: z.number(),
  abbr: z.enum(MONTH_ABBR),
  label: z.string(),
  tgl1: z.string(),
  tgl2: z.string(),
  /** Closed months are read-only in the form and refused by the save. */
  closed: z.boolean(),
});

export const targetYearInfoSchema = z.object({
  tahun: z.number(),
  awalbln: z.number(),
  tglaktif: z.string(),
  months: z.array(targetMonthSchema),
});
export type TargetYearInfo = z.infer<typeof targetYearInfoSchema>;
export type TargetGrid = [TargetRow[], TargetYearInfo];

/** edit and view: [rows, the year's months]. */
export const targetGridSchema = z.tuple([z.array(targetRowSchema), targetYearInfoSchema]);

export const TARGET_LAYOUTS = ['ytd', 'full'] as const;
export type TargetLayout = (typeof TARGET_LAYOUTS)[number];

const requiredDate = z.preprocess(blank, z.iso.date());
const optionalText = z.preprocess(blank, z.string().max(200).optional());

/**
 * The Target vs Realization filter. tgl1 and tgl2 are required and lie within the target year
 * (tahun, or the year of tgl2 when none is sent). `view` is the spec's other name for `layout`;
 * tabIndex, bulan, departkd and departemen are the spec's filter fields, accepted and not needed:
 * the end date names the current month. `months` (1..12, comma-separated) limits a full-layout
 * export or print to the months the screen shows.
 */
export const targetActualFilterSchema = z
  .object({
    tahun: z.preprocess(blank, targetYearSchema.optional()),
    tgl1: requiredDate,
    tgl2: requiredDate,
    layout: z.preprocess(blank, z.enum(TARGET_LAYOUTS).optional()),
    view: z.preprocess(blank, z.enum(TARGET_LAYOUTS).optional()),
    outletid: z.preprocess(blank, recordId().optional()),
    outletname: optionalText,
    tabIndex: z.preprocess(blank, z.coerce.number().int().min(0).max(9).optional()),
    bulan: z.preprocess(
      blank,
      z
        .string()
        .refine((b) => monthOfAbbr(b) !== null, { message: 'a month abbreviation (Jan .. Des)' })
        .optional(),
    ),
    departkd: optionalText,
    departemen: optionalText,
    months: z.preprocess(
      blank,
      z
        .string()
        .regex(/^(1[0-2]|[1-9])(,(1[0-2]|[1-9]))*$/, { message: 'month numbers 1..12, comma-separated' })
        .optional(),
    ),
  })
  .refine((f) => f.tgl1 <= f.tgl2, { path: ['tgl2'], message: 'The end date is before the start date.' });
export type TargetActualFilter = z.infer<typeof targetActualFilterSchema>;

type MonthNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
const figureOut = <P extends TargetFigure>(prefix: P) =>
  Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${prefix}${i + 1}`, z.number()])) as Record<`${P}${MonthNo}`, z.ZodNumber>;

export type TargetFigure = 'budget' | 'actual' | 'varian';

/** A row of Target vs Realization: an outlet, or the totals row (outletid null, kelas 'total'). */
export const targetReportRowSchema = z.object({
  outletid: z.number().nullable(),
  outletname: z.string(),
  kelas: z.string(),
  ...figureOut('budget'),
  ...figureOut('actual'),
  ...figureOut('varian'),
  budgetmon: z.number(),
  actualmon: z.number(),
  varianmon: z.number(),
  budgetytd: z.number(),
  actualytd: z.number(),
  varianytd: z.number(),
  budget: z.number(),
  actual: z.number(),
  varian: z.number(),
});
export type TargetReportRow = z.infer<typeof targetReportRowSchema>;
/** budgetN, actualN or varianN of a row. */
export const figureOf = (row: TargetReportRow, figure: TargetFigure, index: number) =>
  (row as unknown as Record<string, number>)[`${figure}${index}`];

const rangeSchema = z.object({ tgl1: z.string(), tgl2: z.string() });

/** What the report's figures cover: each month (whole), the current month (to the end date), the year to date and the year. */
export const targetReportInfoSchema = z.object({
  tahun: z.number(),
  awalbln: z.number(),
  layout: z.enum(TARGET_LAYOUTS),
  tgl1: z.string(),
  tgl2: z.string(),
  /** The end date's month, 1..12: budgetmon, actualmon, varianmon. */
  current: z.number(),
  months: z.array(targetMonthSchema.omit({ closed: true })),
  mon: rangeSchema,
  ytd: rangeSchema,
  year: rangeSchema,
});
export type TargetReportInfo = z.infer<typeof targetReportInfoSchema>;
export type TargetReport = [TargetReportRow[], TargetReportInfo];

/** GET /restotargetsales/actual: [rows with the totals row last, what they cover]. */
export const targetReportSchema = z.tuple([z.array(targetReportRowSchema), targetReportInfoSchema]);

/** The months a full layout shows: those listed in `months`, or all twelve. */
export function shownMonths(months: string | undefined): number[] {
  if (!months) return Array.from({ length: 12 }, (_, i) => i + 1);
  return [...new Set(months.split(',').map(Number))].sort((a, b) => a - b);
}
