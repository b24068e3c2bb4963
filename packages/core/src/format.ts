/**
 * How every screen, PDF and export writes a number, so one page never shows two formats (the web's
 * lib/format binds these to the screen's language; the server's PDFs and workbooks call them directly).
 * - Money: the point between thousands and the comma before decimals in both languages, as on an
 *   Indonesian price tag and as the number inputs read it (105.000,00); payments are whole rupiah, every
 *   other amount has 2 decimals (spec, formatting).
 * - Quantities and percentages follow the language's signs (12,5 / 12.5) and drop trailing zeros
 *   (12, never 12.0); a percentage has at most 2 decimals and one sign (31,5%).
 * - Dates: dates.ts (DD-MMM-YYYY, on the restaurant's clock).
 */
export type FormatLang = 'id' | 'en';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}:${min}:${max}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
    cache.set(key, f);
  }
  return f;
}
const LOCALE: Record<FormatLang, string> = { id: 'id-ID', en: 'en-US' };

type Maybe = number | null | undefined;

/** An amount other than a payment: 105.000,00. */
export const formatMoney = (value: Maybe) => numberFormat('id-ID', 2, 2).format(value ?? 0);
/** A payment, change or price tag: whole rupiah, 105.000. */
export const formatWholeRupiah = (value: Maybe) => numberFormat('id-ID', 0, 0).format(value ?? 0);
/** Sales in millions with 2 decimals (spec: charts), a display figure only. */
export const formatMillions = (rupiah: Maybe) => formatMoney((rupiah ?? 0) / 1_000_000);
/** A quantity (portions, grams, a count): up to 4 decimals, none shown when whole. */
export const formatQty = (value: Maybe, lang: FormatLang) => numberFormat(LOCALE[lang], 0, 4).format(value ?? 0);
/** A percentage: up to 2 decimals and the sign once, 31,5%. */
export const formatPercent = (value: Maybe, lang: FormatLang) => `${numberFormat(LOCALE[lang], 0, 2).format(value ?? 0)}%`;

const MONTHS: Record<FormatLang, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
};
/** A month's full name in the screen's language (1..12). */
export const monthName = (month: number, lang: FormatLang) => MONTHS[lang][month - 1] ?? '';
