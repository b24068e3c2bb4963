/**
 * The report screens' dates (spec section 4): where each starts, and how its start follows a new end
 * date. Dates are calendar days, YYYY-MM-DD, counted from the user's active date (tglaktif).
 */
export interface DateRange {
  tgl1: string;
  tgl2: string;
}

export type ReportKind = 'monthly' | 'daily' | 'menu' | 'list';

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (day: string) => ({ y: Number(day.slice(0, 4)), m: Number(day.slice(5, 7)), d: Number(day.slice(8, 10)) });
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayOf = (y: number, m: number, d: number) => {
  const at = new Date(Date.UTC(y, m - 1, d));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
};

export const firstOfYear = (day: string) => `${day.slice(0, 4)}-01-01`;
export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
export function lastOfMonth(day: string): string {
  const { y, m } = parts(day);
  return `${day.slice(0, 8)}${pad(daysIn(y, m))}`;
}

/** One month after `day` less one day; the day of month is kept, or the month's last when it has fewer (31 Jan: 27 Feb). */
export function monthLessADay(day: string): string {
  const { y, m, d } = parts(day);
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  return dayOf(next.y, next.m, Math.min(d, daysIn(next.y, next.m)) - 1);
}

/** Where each report starts. */
export function initialRange(kind: ReportKind, activeDate: string): DateRange {
  switch (kind) {
    case 'monthly':
      return { tgl1: firstOfYear(activeDate), tgl2: `${activeDate.slice(0, 4)}-12-31` };
    case 'daily':
    case 'menu':
      return { tgl1: firstOfMonth(activeDate), tgl2: lastOfMonth(activeDate) };
    case 'list':
      return { tgl1: activeDate, tgl2: monthLessADay(activeDate) };
  }
}

/**
 * A new end date and the start it brings: the monthly chart's start is 1 January of that year, the
 * daily chart's the first of that month; the menu chart sets it (to 1 January) only when it is empty;
 * the lists leave it alone. An emptied end date changes nothing else.
 */
export function withEnd(kind: ReportKind, range: DateRange, tgl2: string): DateRange {
  if (!tgl2) return { ...range, tgl2 };
  switch (kind) {
    case 'monthly':
      return { tgl1: firstOfYear(tgl2), tgl2 };
    case 'daily':
      return { tgl1: firstOfMonth(tgl2), tgl2 };
    case 'menu':
      return { tgl1: range.tgl1 || firstOfYear(tgl2), tgl2 };
    case 'list':
      return { ...range, tgl2 };
  }
}

/** The first and last day of month `index` (0 = January) of `year`. */
export function monthRange(year: number, index: number): DateRange {
  const first = `${year}-${pad(index + 1)}-01`;
  return { tgl1: first, tgl2: lastOfMonth(first) };
}

/** Day `index` (0 = the 1st) of the month of `day`. */
export const dayInMonth = (day: string, index: number) => `${day.slice(0, 8)}${pad(index + 1)}`;
