import { type TargetFigure, type TargetReportInfo, type TargetReportRow, targetYearOf, targetYearRange } from '@saji/core';
import { lastOfMonth, salesByOutletLink } from '../reports';

/** The report's period and the target year it belongs to. */
export interface RealizationPeriod {
  tahun: number;
  tgl1: string;
  tgl2: string;
}

/**
 * The spec's initial dates: the first day of the active year to the last day of the active month. The
 * year is the target year (fiscal, from awalbln), whose first day is 1 January when it starts in January.
 */
export function initialPeriod(tglaktif: string, awalbln: number): RealizationPeriod {
  const tahun = targetYearOf(tglaktif, awalbln);
  return { tahun, tgl1: targetYearRange(tahun, awalbln).tgl1, tgl2: lastOfMonth(tglaktif) };
}

/** A new end date sets the year to its own and the start to that year's first day (1 January, for a year from January). */
export function withEndDate(tgl2: string, awalbln: number): RealizationPeriod {
  const tahun = targetYearOf(tgl2, awalbln);
  return { tahun, tgl1: targetYearRange(tahun, awalbln).tgl1, tgl2 };
}

/** One block of three columns: a month, the current month, the year to date or the year. */
export interface FigureBlock {
  key: string;
  title: string;
  /** The dates its Actual covers: the sales list it opens. */
  range: { tgl1: string; tgl2: string };
  value: (row: TargetReportRow, figure: TargetFigure) => number;
}

/**
 * The blocks the table shows: for ytd the end date's month (to the end date), for full every month
 * not hidden (whole months); then Year To Date and TOTAL, each with the period its Actual covers.
 */
export function figureBlocks(
  info: TargetReportInfo,
  layout: 'ytd' | 'full',
  hidden: number[],
  labels: { ytd: string; total: string },
): FigureBlock[] {
  const months =
    layout === 'ytd'
      ? [{ ...info.months[info.current - 1], range: info.mon, current: true }]
      : info.months.filter((m) => !hidden.includes(m.index)).map((m) => ({ ...m, range: { tgl1: m.tgl1, tgl2: m.tgl2 }, current: false }));
  return [
    ...months.map((m) => ({
      key: `m${m.index}`,
      title: m.label,
      range: m.range,
      value: (r: TargetReportRow, f: TargetFigure) =>
        m.current ? r[`${f}mon`] : (r as unknown as Record<string, number>)[`${f}${m.index}`],
    })),
    { key: 'ytd', title: labels.ytd, range: info.ytd, value: (r, f) => r[`${f}ytd`] },
    { key: 'total', title: labels.total, range: info.year, value: (r, f) => r[f] },
  ];
}

/** The sales list behind an Actual: a new tab of sales-by-outlet, filled and run; none for a row without an outlet. */
export function actualLink(
  row: Pick<TargetReportRow, 'outletid' | 'outletname'>,
  range: { tgl1: string; tgl2: string },
): string | undefined {
  return row.outletid ? salesByOutletLink(range, { outletid: row.outletid, outletname: row.outletname }) : undefined;
}

/** Over target (positive variance), under (negative) or on it. */
export const varianceTone = (varian: number) => (varian > 0 ? 'over' : varian < 0 ? 'under' : 'even');

/** The `months` parameter of a full export or print: the months shown, or none when all are. */
export const shownParam = (hidden: number[]) =>
  hidden.length
    ? Array.from({ length: 12 }, (_, i) => i + 1)
        .filter((m) => !hidden.includes(m))
        .join(',')
    : undefined;
