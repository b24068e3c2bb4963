import type { ChartData } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { drillItems, drillTotal, salesByOutletLink, salesMenuLink, shareOf } from './drill';

const outlets = (data: number[][]) =>
  data.map((d, i) => ({ label: `Outlet ${i + 1}`, labelid: i + 1, data: d, backgroundColor: '#000000' }));

/** A monthly chart of 2025, one series per outlet. */
const yearOf = (data: number[][]): ChartData => ({ labels: [], datasets: outlets(data), tgl1: '2025-01-01', tgl2: '2025-12-31' });
const bothOutletsInFebruary = [
  { datasetIndex: 0, index: 1 },
  { datasetIndex: 1, index: 1 },
];

describe('chart drill-down', () => {
  it('gives a month bar the whole month of its outlet, as a link to the sales list', () => {
    const chart: ChartData = {
      labels: [],
      datasets: outlets([
        [0, 300, 0],
        [0, 100, 0],
      ]),
      tgl1: '2025-01-01',
      tgl2: '2025-12-31',
    };
    const [item] = drillItems('monthly', chart, [{ datasetIndex: 0, index: 1 }]);
    expect(item).toMatchObject({ outletid: 1, outletname: 'Outlet 1', periode: 'February 2025', sales: 300, persentasi: 75, monidx: 1 });
    expect(item.link).toBe('/sales-by-outlet/2025-02-01/2025-02-28/1/Outlet%201');
  });

  it('gives a day bar that day only', () => {
    const chart: ChartData = { labels: ['D#1', 'D#2'], datasets: outlets([[10, 30]]), tgl1: '2025-03-01', tgl2: '2025-03-02' };
    const [item] = drillItems('daily', chart, [{ datasetIndex: 0, index: 1 }]);
    expect(item).toMatchObject({ periode: '02-Mar-2025', dayidx: 1, sales: 30, persentasi: 75 });
    expect(item.link).toBe('/sales-by-outlet/2025-03-02/2025-03-02/1/Outlet%201');
  });

  it('gives a menu slice its menu over the period, and Other menus no link', () => {
    const chart: ChartData = {
      labels: ['Sate Ayam', 'Other menus'],
      menuids: [7, 0],
      datasets: outlets([[60, 40]]),
      tgl1: '2025-03-01',
      tgl2: '2025-03-31',
    };
    const [sate, other] = drillItems('menu', chart, [
      { datasetIndex: 0, index: 0 },
      { datasetIndex: 0, index: 1 },
    ]);
    expect(sate).toMatchObject({ menuid: 7, menuname: 'Sate Ayam', periode: '01-Mar-2025 until 31-Mar-2025', persentasi: 60 });
    expect(sate.link).toBe('/sales-menu/2025-03-01/2025-03-31/Sate%20Ayam/1/Outlet%201');
    expect(other.link).toBeUndefined();
  });

  it('totals several picks, with the whole period for the chosen outlet or every outlet', () => {
    const chart = yearOf([
      [0, 300],
      [0, 100],
    ]);
    const items = drillItems('monthly', chart, bothOutletsInFebruary);
    expect(drillTotal('monthly', chart, items)).toEqual({ sales: 400, persentasi: 100, link: '/sales-by-outlet/2025-02-01/2025-02-28' });
  });

  it("gives several picks of one month each outlet's share of that month, not of the year", () => {
    const chart = yearOf([
      [200, 300],
      [0, 100],
    ]);
    const items = drillItems('monthly', chart, bothOutletsInFebruary);
    expect(items.map((i) => i.persentasi)).toEqual([75, 25]);
    expect(drillTotal('monthly', chart, items).persentasi).toBe(100);
  });

  it('uses a divisor of 1 when the total is 0', () => {
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(1, 3)).toBe(33.33);
  });

  it('builds the spec routes', () => {
    expect(salesByOutletLink({ tgl1: '2025-01-01', tgl2: '2025-01-31' })).toBe('/sales-by-outlet/2025-01-01/2025-01-31');
    expect(salesMenuLink({ tgl1: '2025-01-01', tgl2: '2025-01-31' }, 'Es Teh / Manis')).toBe(
      '/sales-menu/2025-01-01/2025-01-31/Es%20Teh%20%2F%20Manis',
    );
  });
});
