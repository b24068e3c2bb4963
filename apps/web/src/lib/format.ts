import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  type FormatLang,
  formatInZone,
  formatMillions,
  formatMoney,
  formatWholeRupiah,
  LIST_DATE_FORMAT,
  monthName as monthIn,
  formatPercent as percentIn,
  formatQty as qtyIn,
} from '@saji/core';

/*
 * The screens' side of core's format.ts, the one set of rules the PDFs and exports use too: money is
 * written the Indonesian way in both languages; quantities, percentages and month names follow the
 * screen's language, which i18n sets here (a component re-renders on a language change through useT).
 */
let lang: FormatLang = 'en';
export function setFormatLanguage(next: FormatLang): void {
  lang = next;
}

/** IDR amounts: payments are whole rupiah; every other amount shows 2 decimals (spec). */
export const formatPayment = formatWholeRupiah;
export const formatAmount = formatMoney;
export { formatMillions };
/** The till's way: whole rupiah with 'Rp', as on a price tag (the back office keeps the spec's 2 decimals). */
export const formatRupiah = (value: number | null | undefined) => `Rp ${formatWholeRupiah(value)}`;
export const formatQty = (value: number | null | undefined) => qtyIn(value, lang);
export const formatPercent = (value: number | null | undefined) => percentIn(value, lang);
export const monthName = (month: number) => monthIn(month, lang);

/**
 * The business time zone, from the signed-in profile (the server's SAJI_TIMEZONE, sent once with
 * /api/auth/me and the sign-in answer). Until it arrives the server's default applies; no signed-in
 * screen renders before the profile has loaded (RequireAuth).
 */
let businessTimeZone = 'Asia/Jakarta';
export function setBusinessTimeZone(timeZone: string): void {
  businessTimeZone = timeZone;
}

type DateLike = string | number | Date | null | undefined;

/** Dates and times on the restaurant's clock, never the browser's. */
export const formatDateTime = (value: DateLike) => formatInZone(value, businessTimeZone, DATE_TIME_FORMAT);
export const formatDate = (value: DateLike) => formatInZone(value, businessTimeZone, DATE_FORMAT);
export const formatListDate = (value: DateLike) => formatInZone(value, businessTimeZone, LIST_DATE_FORMAT);

const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A typed date, as shown (DD-MMM-YYYY) or as stored (YYYY-MM-DD); null when it is neither. */
export function parseDay(input: string): string | null {
  const text = input.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  const month = m ? MONTH_ABBR.indexOf(m[2].toLowerCase()) : -1;
  return m && month >= 0 ? `${m[3]}-${pad2(month + 1)}-${pad2(Number(m[1]))}` : null;
}
