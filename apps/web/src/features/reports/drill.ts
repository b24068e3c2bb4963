import { type ChartData, DATE_FORMAT, formatInZone, sum } from '@saji/core';
import { monthName } from '../../lib/format';
import { type DateRange, dayInMonth, monthRange } from './report-dates';

/** The spec's drill item: one bar or slice of a chart, with the list it opens. */
export interface DrillItem {
  outletname: string;
  outletid: number;
  menuname: string;
  menuid: number;
  periode: string;
  sales: number;
  /** Share in percent: of the chart's total for one pick (Detail Sales), of its bar's period for several (Chart Detail). */
  persentasi: number;
  monidx?: number;
  dayidx?: number;
  /** The list that shows the sales behind it, opened in a new tab; none for 'Other menus'. */
  link?: string;
}

export type ChartKind = 'monthly' | 'daily' | 'menu';

/** A bar or slice the user picked: its dataset (outlet) and its label's index. */
export interface ChartPick {
  datasetIndex: number;
  index: number;
}

/** A calendar date as the screens write it: DD-MMM-YYYY. */
export const dayText = (day: string) => formatInZone(day, 'UTC', DATE_FORMAT);
export const periodText = (range: DateRange) => `${dayText(range.tgl1)} until ${dayText(range.tgl2)}`;

interface Outlet {
  outletid: number;
  outletname: string;
}

/** sales-by-outlet/{tgl1}/{tgl2}[/{outletid}/{outletname}]: the sales list, filled and run. */
export function salesByOutletLink(range: DateRange, outlet?: Outlet): string {
  const base = `/sales-by-outlet/${range.tgl1}/${range.tgl2}`;
  return outlet ? `${base}/${outlet.outletid}/${encodeURIComponent(outlet.outletname)}` : base;
}

/** sales-menu/{start}/{end}/{menuName}[/{outletId}/{outletName}]: the sales-by-menu list, filtered on the menu. */
export function salesMenuLink(range: DateRange, menuName: string, outlet?: Outlet): string {
  const base = `/sales-menu/${range.tgl1}/${range.tgl2}/${encodeURIComponent(menuName)}`;
  return outlet ? `${base}/${outlet.outletid}/${encodeURIComponent(outlet.outletname)}` : base;
}

/** The sum of every figure of the chart. */
export const chartTotal = (chart: Pick<ChartData, 'datasets'>) => sum(chart.datasets.flatMap((d) => d.data));

/** Every outlet's sales at one label: a month, a day or a menu. */
const columnTotal = (chart: Pick<ChartData, 'datasets'>, index: number) => sum(chart.datasets.map((d) => d.data[index] ?? 0));

/** sales as a percentage of total, 2 decimals; the divisor is 1 when the total is 0 (spec section 9). */
export const shareOf = (sales: number, total: number) => Math.round((sales * 10_000) / (total === 0 ? 1 : total)) / 100;

/** The period and the list one pick stands for. */
function periodOf(kind: ChartKind, chart: ChartData, index: number): { range: DateRange; periode: string } {
  if (kind === 'monthly') {
    const year = Number(chart.tgl2.slice(0, 4));
    return { range: monthRange(year, index), periode: `${monthName(index + 1)} ${year}` };
  }
  if (kind === 'daily') {
    const day = dayInMonth(chart.tgl2, index);
    return { range: { tgl1: day, tgl2: day }, periode: dayText(day) };
  }
  const range = { tgl1: chart.tgl1, tgl2: chart.tgl2 };
  return { range, periode: periodText(range) };
}

/**
 * The drill items of the picked bars or slices, in the order picked. One pick is a share of the whole
 * chart; the outlets stacked in one month, day or menu are each a share of that month, day or menu,
 * which is what the Chart Detail list compares.
 */
export function drillItems(kind: ChartKind, chart: ChartData, picks: ChartPick[]): DrillItem[] {
  const whole = chartTotal(chart);
  const oneColumn = picks.length > 1 && picks.every((p) => p.index === picks[0].index);
  const totalAt = (index: number) => (oneColumn ? columnTotal(chart, index) : whole);
  return picks.flatMap(({ datasetIndex, index }) => {
    const set = chart.datasets[datasetIndex];
    if (!set) return [];
    const outlet = { outletid: set.labelid, outletname: set.label };
    const { range, periode } = periodOf(kind, chart, index);
    const sales = set.data[index] ?? 0;
    const menuid = kind === 'menu' ? (chart.menuids?.[index] ?? 0) : 0;
    const menuname = kind === 'menu' ? (chart.labels[index] ?? '') : '';
    const link = kind !== 'menu' ? salesByOutletLink(range, outlet) : menuid ? salesMenuLink(range, menuname, outlet) : undefined;
    return [
      {
        ...outlet,
        menuname,
        menuid,
        periode,
        sales,
        persentasi: shareOf(sales, totalAt(index)),
        ...(kind === 'monthly' ? { monidx: index } : kind === 'daily' ? { dayidx: index } : {}),
        link,
      },
    ];
  });
}

/**
 * The TOTAL row of the Chart Detail list: the picked items' sales, and the list of the whole period
 * (of the chosen outlet, when the filter has one).
 */
export function drillTotal(kind: ChartKind, chart: ChartData, items: DrillItem[], outlet?: Outlet) {
  const sales = sum(items.map((i) => i.sales));
  const first = items[0];
  if (!first) return { sales, persentasi: 0 };
  const { range } = periodOf(kind, chart, first.monidx ?? first.dayidx ?? 0);
  const link = kind !== 'menu' ? salesByOutletLink(range, outlet) : first.menuid ? salesMenuLink(range, first.menuname, outlet) : undefined;
  const index = first.monidx ?? first.dayidx ?? chart.labels.indexOf(first.menuname);
  const oneColumn = items.every((i) => i.periode === first.periode && i.menuname === first.menuname);
  return { sales, persentasi: shareOf(sales, oneColumn ? columnTotal(chart, index) : chartTotal(chart)), link };
}
