import { describe, expect, it } from 'vitest';
import { initialRange, monthLessADay, monthRange, withEnd } from './report-dates';

describe('report dates', () => {
  it('start where the spec says, from the active date', () => {
    expect(initialRange('monthly', '2026-11-25')).toEqual({ tgl1: '2026-01-01', tgl2: '2026-12-31' });
    expect(initialRange('daily', '2026-11-25')).toEqual({ tgl1: '2026-11-01', tgl2: '2026-11-30' });
    expect(initialRange('menu', '2024-02-10')).toEqual({ tgl1: '2024-02-01', tgl2: '2024-02-29' });
    expect(initialRange('list', '2026-11-25')).toEqual({ tgl1: '2026-11-25', tgl2: '2026-12-24' });
    expect(initialRange('list', '2026-12-05')).toEqual({ tgl1: '2026-12-05', tgl2: '2027-01-04' });
  });

  it('run a list for one month less a day, also from the end of a long month', () => {
    expect(monthLessADay('2026-01-31')).toBe('2026-02-27');
    expect(monthLessADay('2026-01-01')).toBe('2026-01-31');
    expect(monthLessADay('2026-03-01')).toBe('2026-03-31');
  });

  it('move the start with a new end date as each chart does', () => {
    const range = { tgl1: '2026-03-04', tgl2: '2026-03-20' };
    expect(withEnd('monthly', range, '2025-06-30')).toEqual({ tgl1: '2025-01-01', tgl2: '2025-06-30' });
    expect(withEnd('daily', range, '2025-06-17')).toEqual({ tgl1: '2025-06-01', tgl2: '2025-06-17' });
    expect(withEnd('menu', range, '2025-06-17')).toEqual({ tgl1: '2026-03-04', tgl2: '2025-06-17' });
    expect(withEnd('menu', { tgl1: '', tgl2: '' }, '2025-06-17')).toEqual({ tgl1: '2025-01-01', tgl2: '2025-06-17' });
    expect(withEnd('list', range, '2026-04-01')).toEqual({ tgl1: '2026-03-04', tgl2: '2026-04-01' });
    expect(withEnd('monthly', range, '')).toEqual({ tgl1: '2026-03-04', tgl2: '' });
  });

  it('cover a whole month for a drill', () => {
    expect(monthRange(2024, 1)).toEqual({ tgl1: '2024-02-01', tgl2: '2024-02-29' });
    expect(monthRange(2026, 11)).toEqual({ tgl1: '2026-12-01', tgl2: '2026-12-31' });
  });
});
