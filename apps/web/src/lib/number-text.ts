import type { Lang, Text } from './i18n';

/**
 * Numbers as people type them. In Bahasa Indonesia the comma is the decimal sign and the point groups
 * thousands (`12,5`, `1.250,75`); in English the other way round (`12.5`, `1,250.75`). A text that is
 * only a number the other way round (`12.5` on an Indonesian screen) is refused as unclear rather than
 * guessed: reading `12,5` as 125 is how a recipe cost ten times too much.
 */

export interface NumberRules {
  lang: Lang;
  /** Most digits after the decimal sign; 0 for whole numbers. */
  decimals: number;
  /** Whole rupiah: written and shown with the point between thousands in both languages, as every amount on screen. */
  money?: boolean;
}

export type NumberReading = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'unreadable'; message: Text };

const SIGNS: Record<Lang, { decimal: string; group: string }> = { id: { decimal: ',', group: '.' }, en: { decimal: '.', group: ',' } };

const example = (lang: Lang, decimals: number) => (decimals === 0 ? (lang === 'id' ? '1.250' : '1,250') : lang === 'id' ? '12,5' : '12.5');

const MESSAGES = {
  notNumber: (rules: NumberRules): Text => ({
    id: `Bukan angka: tulis misalnya ${example('id', rules.decimals)}`,
    en: `Not a number: write it like ${example('en', rules.decimals)}`,
  }),
  unclear: (): Text => ({
    id: 'Tidak jelas: pakai koma untuk desimal (12,5) dan titik untuk ribuan (1.250)',
    en: 'Unclear: use a point for decimals (12.5) and a comma for thousands (1,250)',
  }),
  whole: (): Text => ({ id: 'Hanya bilangan bulat, tanpa desimal', en: 'Whole numbers only, no decimals' }),
  tooPrecise: (decimals: number): Text => ({
    id: `Paling banyak ${decimals} angka di belakang koma`,
    en: `At most ${decimals} decimal places`,
  }),
};

const literal = (s: string) => s.replace(/[.]/g, '\\.');

/** Digits grouped by `group` in threes (or not grouped at all), then optionally `decimal` and more digits. */
function shapeOf(text: string, group: string, decimal: string | null) {
  const whole = `(\\d+|\\d{1,3}(${literal(group)}\\d{3})+)`;
  const fraction = decimal ? `(${literal(decimal)}(\\d+))?` : '';
  const match = new RegExp(`^${whole}${fraction}$`).exec(text);
  if (!match) return null;
  const digits = match[1].split(group).join('');
  const decimals = decimal ? (match[4] ?? '') : '';
  return { digits, decimals };
}

/** Reads a typed number by the rules of the interface's language; says why when it cannot. */
export function readNumber(typed: string, rules: NumberRules): NumberReading {
  const text = typed.trim();
  if (!text) return { kind: 'empty' };
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const sign = negative ? -1 : 1;
  if (!/^[\d.,]+$/.test(body)) return { kind: 'unreadable', message: MESSAGES.notNumber(rules) };

  if (rules.money || rules.decimals === 0) {
    // A whole number has no decimal sign, so either mark can only group thousands.
    const grouped = shapeOf(body, '.', null) ?? shapeOf(body, ',', null);
    if (grouped) return { kind: 'number', value: sign * Number(grouped.digits) };
    return { kind: 'unreadable', message: /^\d+[.,]\d{1,2}$/.test(body) ? MESSAGES.whole() : MESSAGES.notNumber(rules) };
  }

  const own = SIGNS[rules.lang];
  const read = shapeOf(body, own.group, own.decimal);
  if (!read) {
    const other = SIGNS[rules.lang === 'id' ? 'en' : 'id'];
    return { kind: 'unreadable', message: shapeOf(body, other.group, other.decimal) ? MESSAGES.unclear() : MESSAGES.notNumber(rules) };
  }
  if (read.decimals.length > rules.decimals) return { kind: 'unreadable', message: MESSAGES.tooPrecise(rules.decimals) };
  return { kind: 'number', value: sign * Number(`${read.digits}.${read.decimals || '0'}`) };
}

/** A number as the field shows it: money grouped by points, others with the language's decimal sign and no grouping. */
export function numberText(value: number, rules: NumberRules): string {
  if (!Number.isFinite(value)) return '';
  if (rules.money) return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value);
  const plain = String(Number(value.toFixed(Math.min(rules.decimals, 10))));
  return rules.lang === 'id' ? plain.replace('.', ',') : plain;
}
