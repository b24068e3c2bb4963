import {
  addAmounts,
  BUDGET_KEYS,
  fromCents,
  type TargetMonth,
  type TargetReportInfo,
  type TargetReportRow,
  type TargetRow,
  toCents,
} from '@saji/core';
import type { OutletSales } from '../reports/index.js';
import type { Budgets, OutletRow } from './sales-targets.queries.js';

const ZERO: Budgets = Object.fromEntries(BUDGET_KEYS.map((k) => [k, 0])) as Budgets;
const yearMonth = (m: Pick<TargetMonth, 'year' | 'month'>) => `${m.year}-${String(m.month).padStart(2, '0')}`;

/** The display class of an outlet's row: an outlet closed since still shows what it was given and sold. */
const kelasOf = (o: OutletRow) => (o.aktif === '1' ? 'outlet' : 'inactive');

/** Rows of the target grid: an outlet's twelve months and their sum. */
export function targetRow(o: OutletRow, budgets: Budgets | undefined): TargetRow {
  const b = budgets ?? ZERO;
  return {
    outletid: o.outletid,
    outletname: o.outletname,
    kelas: kelasOf(o),
    ...Object.fromEntries(BUDGET_KEYS.map((k) => [k, b[k]])),
    budget: addAmounts(BUDGET_KEYS.map((k) => b[k])),
  } as TargetRow;
}

/** The figures of a grid row and of a report row: what a totals row sums. */
export const GRID_FIGURES = [...BUDGET_KEYS, 'budget'];
export const REPORT_FIGURES = [
  ...(['budget', 'actual', 'varian'] as const).flatMap((f) => BUDGET_KEYS.map((_, i) => `${f}${i + 1}`)),
  ...['mon', 'ytd', ''].flatMap((p) => [`budget${p}`, `actual${p}`, `varian${p}`]),
];

/** The totals row: each figure summed over the rows, to the cent (outletid null, kelas 'total'). */
export function totalsOf<R extends object>(rows: R[], figures: string[]): R {
  const sums = Object.fromEntries(
    figures.map((k) => [k, fromCents(rows.reduce((c, r) => c + toCents((r as Record<string, number>)[k] ?? 0), 0))]),
  );
  return { outletid: null, outletname: 'TOTAL', kelas: 'total', ...sums } as R;
}

const diff = (actual: number, budget: number) => fromCents(toCents(actual) - toCents(budget));

/**
 * Target vs Realization, one row per outlet that is open, has a target for the year or sold in it.
 * Variance is actual − target: positive over target, negative under. The month figures cover whole
 * months; the current month runs from its first day to the end date; the year to date sums the
 * targets of the months from the start date's to the end date's and the sales of the start to the end date.
 */
export function reportRows(input: {
  outlets: OutletRow[];
  targets: Map<number, Budgets>;
  sales: OutletSales[];
  months: TargetMonth[];
  info: Pick<TargetReportInfo, 'current' | 'tgl1'>;
}): TargetReportRow[] {
  const { months, info } = input;
  const sales = new Map(input.sales.map((s) => [s.outletid, s]));
  const firstYtd = months.find((m) => m.tgl2 >= info.tgl1)?.index ?? 1;
  return input.outlets
    .filter((o) => o.aktif === '1' || input.targets.has(o.outletid) || sales.has(o.outletid))
    .map((o) => {
      const budgets = input.targets.get(o.outletid) ?? ZERO;
      const sold = sales.get(o.outletid);
      const budget = months.map((m) => budgets[m.key]);
      const actual = months.map((m) => sold?.months.get(yearMonth(m)) ?? 0);
      const [actualmon, actualytd] = sold?.parts ?? [0, 0];
      const budgetmon = budget[info.current - 1];
      const budgetytd = addAmounts(budget.slice(firstYtd - 1, info.current));
      const perMonth = Object.fromEntries(
        months.flatMap((m, i) => [
          [`budget${m.index}`, budget[i]],
          [`actual${m.index}`, actual[i]],
          [`varian${m.index}`, diff(actual[i], budget[i])],
        ]),
      );
      const yearBudget = addAmounts(budget);
      const yearActual = addAmounts(actual);
      return {
        outletid: o.outletid,
        outletname: o.outletname,
        kelas: kelasOf(o),
        ...perMonth,
        budgetmon,
        actualmon,
        varianmon: diff(actualmon, budgetmon),
        budgetytd,
        actualytd,
        varianytd: diff(actualytd, budgetytd),
        budget: yearBudget,
        actual: yearActual,
        varian: diff(yearActual, yearBudget),
      } as TargetReportRow;
    });
}
