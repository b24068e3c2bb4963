import { type TargetReportInfo, type TargetReportRow, targetMonths } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { actualLink, figureBlocks, initialPeriod, shownParam, varianceTone, withEndDate } from './realization';

const info: TargetReportInfo = {
  tahun: 2026,
  awalbln: 1,
  layout: 'ytd',
  tgl1: '2026-01-01',
  tgl2: '2026-05-20',
  current: 5,
  months: targetMonths(2026, 1),
  mon: { tgl1: '2026-05-01', tgl2: '2026-05-20' },
  ytd: { tgl1: '2026-01-01', tgl2: '2026-05-20' },
  year: { tgl1: '2026-01-01', tgl2: '2026-12-31' },
};
const row = { outletid: 3, outletname: 'Saji Braga', actual2: 20, actualmon: 5, actualytd: 50, actual: 70 } as unknown as TargetReportRow;
const labels = { ytd: 'Year To Date', total: 'TOTAL' };

describe('Target vs Realization on the screen', () => {
  it("starts at the active year's first day and the active month's last, and a new end date moves both start and year", () => {
    expect(initialPeriod('2026-05-20', 1)).toEqual({ tahun: 2026, tgl1: '2026-01-01', tgl2: '2026-05-31' });
    expect(withEndDate('2025-08-10', 1)).toEqual({ tahun: 2025, tgl1: '2025-01-01', tgl2: '2025-08-10' });
    expect(withEndDate('2026-02-10', 4)).toEqual({ tahun: 2025, tgl1: '2025-04-01', tgl2: '2026-02-10' });
  });

  it('shows the current month, or every month not hidden, then the year to date and the year, each Actual linking its own period', () => {
    const ytd = figureBlocks(info, 'ytd', [], labels);
    expect(ytd.map((b) => b.title)).toEqual(['Mei 2026', 'Year To Date', 'TOTAL']);
    expect(ytd[0].value(row, 'actual')).toBe(5);
    expect(actualLink(row, ytd[0].range)).toBe('/sales-by-outlet/2026-05-01/2026-05-20/3/Saji%20Braga');
    expect(actualLink(row, ytd[1].range)).toBe('/sales-by-outlet/2026-01-01/2026-05-20/3/Saji%20Braga');
    const full = figureBlocks(info, 'full', [1, 3], labels);
    expect(full).toHaveLength(12);
    expect(full[0].title).toBe('Feb 2026');
    expect(full[0].value(row, 'actual')).toBe(20);
    expect(actualLink(row, full[0].range)).toBe('/sales-by-outlet/2026-02-01/2026-02-28/3/Saji%20Braga');
    expect(actualLink({ outletid: null, outletname: 'TOTAL' }, full[0].range)).toBeUndefined();
  });

  it('colours variance by its sign and lists the months shown for the export', () => {
    expect([varianceTone(1), varianceTone(-0.01), varianceTone(0)]).toEqual(['over', 'under', 'even']);
    expect(shownParam([])).toBeUndefined();
    expect(shownParam([2, 3])).toBe('1,4,5,6,7,8,9,10,11,12');
  });
});
