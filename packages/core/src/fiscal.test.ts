import { describe, expect, it } from 'vitest';
import {
  fiscalMonths,
  fiscalYearOf,
  isMonthClosed,
  MONTH_ABBR,
  MONTH_LABELS,
  monthAbbr,
  monthLabel,
  monthOfAbbr,
  monthRange,
} from './fiscal.js';

describe('fiscal calendar', () => {
  it('lists 12 months from awalbln, crossing the year end', () => {
    expect(fiscalMonths(2026, 1)[0]).toEqual({ year: 2026, month: 1 });
    expect(fiscalMonths(2026, 1)[11]).toEqual({ year: 2026, month: 12 });
    const april = fiscalMonths(2026, 4);
    expect(april).toHaveLength(12);
    expect(april[0]).toEqual({ year: 2026, month: 4 });
    expect(april[8]).toEqual({ year: 2026, month: 12 });
    expect(april[9]).toEqual({ year: 2027, month: 1 });
    expect(april[11]).toEqual({ year: 2027, month: 3 });
    expect(() => fiscalMonths(2026, 13)).toThrow(RangeError);
  });

  it('names a date by the fiscal year it falls in', () => {
    expect(fiscalYearOf('2026-03-31', 4)).toBe(2025);
    expect(fiscalYearOf('2026-04-01', 4)).toBe(2026);
    expect(fiscalYearOf('2026-12-31T23:59:00+07:00', 1)).toBe(2026);
    expect(fiscalYearOf({ year: 2027, month: 1 }, 7)).toBe(2026);
    for (let awal = 1; awal <= 12; awal++) {
      for (const ym of fiscalMonths(2030, awal)) expect(fiscalYearOf(ym, awal)).toBe(2030);
    }
  });

  it('labels months as the spec writes them', () => {
    expect(MONTH_LABELS).toHaveLength(12);
    expect(monthLabel(6)).toBe('Juni');
    expect(monthLabel(12)).toBe('Desember');
    expect(monthLabel(5)).toBe('May');
    expect(MONTH_ABBR.join(' ')).toBe('Jan Feb Mar Apr Mei Jun Jul Agt Sep Okt Nov Des');
    expect(monthAbbr(8)).toBe('Agt');
    expect(monthOfAbbr('mei')).toBe(5);
    expect(monthOfAbbr('May')).toBeNull();
  });

  it('gives a month first and last day', () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ tgl1: '2028-02-01', tgl2: '2028-02-29' });
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ tgl1: '2026-12-01', tgl2: '2026-12-31' });
  });

  it('closes a month that starts before the active date', () => {
    expect(isMonthClosed({ year: 2026, month: 10 }, '2026-11-01')).toBe(true);
    expect(isMonthClosed({ year: 2026, month: 11 }, '2026-11-01')).toBe(false);
    expect(isMonthClosed({ year: 2026, month: 11 }, '2026-11-22')).toBe(true);
    expect(isMonthClosed('2026-12-01', '2026-11-22')).toBe(false);
  });
});
