import { figureOf, type TargetFigure, type TargetMonth, type TargetReportInfo, type TargetReportRow, type TargetRow } from '@saji/core';

/**
 * The columns of the target grid and of Target vs Realization, shared by the .xlsx exports and the
 * printed previews so both show the months the screens show, in the same order and under the same
 * headings (month abbreviation and year, from the fiscal start month).
 */
export interface FigureColumn<R> {
  header: string;
  /** The heading's group in a two-line heading ('Mei 2026', 'Year To Date', 'TOTAL'). */
  group: string;
  value: (row: R) => number;
}

const FIGURE_NAMES: Record<TargetFigure, string> = { budget: 'Target', actual: 'Actual', varian: 'Variant' };

/** The grid's twelve months and their total. */
export function gridColumns(months: TargetMonth[]): FigureColumn<TargetRow>[] {
  return [
    ...months.map((m) => ({ header: m.label, group: m.label, value: (r: TargetRow) => r[m.key] })),
    { header: 'Total', group: 'Total', value: (r: TargetRow) => r.budget },
  ];
}

/** Target, Actual and Variant of one block (a month, the current month, the year to date, the year). */
function block(group: string, value: (row: TargetReportRow, figure: TargetFigure) => number): FigureColumn<TargetReportRow>[] {
  return (['budget', 'actual', 'varian'] as const).map((figure) => ({
    header: `${group} ${FIGURE_NAMES[figure]}`,
    group,
    value: (r: TargetReportRow) => value(r, figure),
  }));
}

/**
 * The report's blocks: for ytd the end date's month, for full every month shown (`shown`, 1..12);
 * then Year To Date and TOTAL.
 */
export function reportColumns(info: TargetReportInfo, layout: 'ytd' | 'full', shown: number[]): FigureColumn<TargetReportRow>[] {
  const months = layout === 'ytd' ? [info.months[info.current - 1]] : info.months.filter((m) => shown.includes(m.index));
  return [
    ...months.flatMap((m) =>
      layout === 'ytd' ? block(m.label, (r, f) => r[`${f}mon`]) : block(m.label, (r, f) => figureOf(r, f, m.index)),
    ),
    ...block('Year To Date', (r, f) => r[`${f}ytd`]),
    ...block('TOTAL', (r, f) => r[f]),
  ];
}
