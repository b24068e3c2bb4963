export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

/** Chart labels exactly as the spec writes them (Juni and Desember included). */
export const MONTH_LABELS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'Juni',
  'July',
  'August',
  'September',
  'October',
  'November',
  'Desember',
] as const;

/** Indonesian month abbreviations, used by report filters (bulan). */
export const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'] as const;
export type MonthAbbr = (typeof MONTH_ABBR)[number];

function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month must be 1..12, got ${month}`);
}

export function monthLabel(month: number): string {
  assertMonth(month);
  return MONTH_LABELS[month - 1];
}

export function monthAbbr(month: number): MonthAbbr {
  assertMonth(month);
  return MONTH_ABBR[month - 1];
}

/** The month number of an abbreviation (case-insensitive), or null. */
export function monthOfAbbr(abbr: string): number | null {
  const i = MONTH_ABBR.findIndex((a) => a.toLowerCase() === abbr.trim().toLowerCase());
  return i < 0 ? null : i + 1;
}

/** The 12 months of fiscal year `tahun`, which starts in month `awalbln` of `tahun`. */
export function fiscalMonths(tahun: number, awalbln: number): YearMonth[] {
  assertMonth(awalbln);
  return Array.from({ length: 12 }, (_, i) => {
    const m = awalbln - 1 + i;
    return { year: tahun + Math.floor(m / 12), month: (m % 12) + 1 };
  });
}

/** 'YYYY-MM-DD' (or a longer ISO text) to its year and month, without time-zone shifts. */
export function yearMonthOf(date: string | YearMonth): YearMonth {
  if (typeof date !== 'string') return date;
  const m = /^(\d{4})-(\d{2})/.exec(date);
  if (!m) throw new RangeError(`expected YYYY-MM-DD, got ${date}`);
  const ym = { year: Number(m[1]), month: Number(m[2]) };
  assertMonth(ym.month);
  return ym;
}

/** The fiscal year (named by the calendar year it starts in) that a date belongs to. */
export function fiscalYearOf(date: string | YearMonth, awalbln: number): number {
  assertMonth(awalbln);
  const { year, month } = yearMonthOf(date);
  return month >= awalbln ? year : year - 1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-01' */
export function monthStart({ year, month }: YearMonth): string {
  assertMonth(month);
  return `${pad(year, 4)}-${pad(month)}-01`;
}

/** The month's first and last day as 'YYYY-MM-DD' (tgl1, tgl2). */
export function monthRange(ym: YearMonth): { tgl1: string; tgl2: string } {
  const lastDay = new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
  return { tgl1: monthStart(ym), tgl2: `${pad(ym.year, 4)}-${pad(ym.month)}-${pad(lastDay)}` };
}

/** The spec's rule for sales-target months: closed (read-only) when the month starts before the active date. */
export function isMonthClosed(month: string | YearMonth, tglaktif: string): boolean {
  const start = typeof month === 'string' ? month.slice(0, 10) : monthStart(month);
  return start < tglaktif.slice(0, 10);
}
