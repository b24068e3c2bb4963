import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILL_ONE_ROW, SELECT_YEAR } from './messages.js';
import {
  addAmounts,
  BUDGET_KEYS,
  lineTotal,
  shownMonths,
  subtractAmount,
  targetActualFilterSchema,
  targetAmountSchema,
  targetMonthIndexOf,
  targetMonths,
  targetSaveSchema,
  targetYearOf,
  targetYearQuerySchema,
  targetYearRange,
} from './sales-targets.js';

const line = (outletid: number, amount: number) => ({ outletid, ...Object.fromEntries(BUDGET_KEYS.map((k) => [k, amount])) });

describe('sales target months', () => {
  it('budgetN is month N of the fiscal year, from awalbln, with Indonesian abbreviations', () => {
    const january = targetMonths(2026, 1);
    expect(january.map((m) => m.label)).toEqual([
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'Mei 2026',
      'Jun 2026',
      'Jul 2026',
      'Agt 2026',
      'Sep 2026',
      'Okt 2026',
      'Nov 2026',
      'Des 2026',
    ]);
    expect(january[1]).toMatchObject({ index: 2, key: 'budget2', tgl1: '2026-02-01', tgl2: '2026-02-28' });
    const april = targetMonths(2026, 4);
    expect(april[0]).toMatchObject({ key: 'budget1', year: 2026, month: 4, label: 'Apr 2026' });
    expect(april[11]).toMatchObject({ key: 'budget12', year: 2027, month: 3, tgl2: '2027-03-31' });
    expect(targetYearRange(2026, 4)).toEqual({ tgl1: '2026-04-01', tgl2: '2027-03-31' });
  });

  it('finds the year and the month of a date', () => {
    expect(targetYearOf('2027-02-10', 4)).toBe(2026);
    expect(targetYearOf('2027-02-10', 1)).toBe(2027);
    expect(targetMonthIndexOf('2027-02-10', 2026, 4)).toBe(11);
    expect(targetMonthIndexOf('2026-03-31', 2026, 4)).toBeNull();
  });

  it('lists the months a full layout shows', () => {
    expect(shownMonths(undefined)).toHaveLength(12);
    expect(shownMonths('3,1,3')).toEqual([1, 3]);
  });
});

describe('target amounts', () => {
  it('add and subtract to the cent, whatever the float error of the parts', () => {
    expect(addAmounts([0.1, 0.2])).toBe(0.3);
    expect(subtractAmount(1_000_000.3, 0.1)).toBe(1_000_000.2);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000_000_000 }), { maxLength: 60 }), (cents) => {
        const amounts = cents.map((c) => c / 100);
        expect(Math.round(addAmounts(amounts) * 100)).toBe(cents.reduce((a, b) => a + b, 0));
        expect(lineTotal(Object.fromEntries(BUDGET_KEYS.map((k, i) => [k, amounts[i] ?? 0])) as never)).toBe(
          cents.slice(0, 12).reduce((a, b) => a + b, 0) / 100,
        );
      }),
    );
  });

  it('take 0 and up, at most 2 decimals; an empty cell is 0', () => {
    expect(targetAmountSchema.parse('')).toBe(0);
    expect(targetAmountSchema.parse('1500000.25')).toBe(1_500_000.25);
    for (const bad of [-1, 1.005, 'abc', 1e13]) expect(targetAmountSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('target schemas', () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

  it("answer the spec's messages: 'Please select YEAR', 'Please fill at least 1(one) Row'", () => {
    expect(messages(targetYearQuerySchema.safeParse({}))).toEqual([SELECT_YEAR]);
    expect(messages(targetYearQuerySchema.safeParse({ tahun: 'x' }))).toEqual([SELECT_YEAR]);
    expect(messages(targetSaveSchema.safeParse({ tahun: 2026 }))).toContain(FILL_ONE_ROW);
    expect(targetSaveSchema.safeParse({ tahun: 2026, lines: [line(1, 5), line(1, 6)] }).success).toBe(false);
    expect(targetSaveSchema.parse({ tahun: '2026', lines: [line(1, 5)] }).tahun).toBe(2026);
  });

  it('the report filter needs both dates in order, and accepts the spec’s other filter fields', () => {
    expect(targetActualFilterSchema.safeParse({ tgl1: '2026-01-01' }).success).toBe(false);
    expect(targetActualFilterSchema.safeParse({ tgl1: '2026-03-01', tgl2: '2026-01-31' }).success).toBe(false);
    const f = targetActualFilterSchema.parse({
      tgl1: '2026-01-01',
      tgl2: '2026-03-31',
      view: 'full',
      tabIndex: '1',
      bulan: 'Mei',
      departkd: '',
    });
    expect(f).toMatchObject({ view: 'full', tabIndex: 1, bulan: 'Mei' });
    expect(targetActualFilterSchema.safeParse({ tgl1: '2026-01-01', tgl2: '2026-03-31', months: '1,13' }).success).toBe(false);
  });
});
