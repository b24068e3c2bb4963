import { z } from 'zod';

/**
 * Friendly words for the limits zod checks without a message of their own (a name too long, a number
 * too small), in the screen's language. The screens call it on start and on each language switch; the
 * server never does, so the API keeps zod's English.
 */
type Lang = 'id' | 'en';

type Issue = z.core.$ZodRawIssue;

const WORDS = {
  en: {
    longText: (n: number) => `At most ${n} characters`,
    shortText: (n: number) => (n <= 1 ? 'Required' : `At least ${n} characters`),
    big: (n: number) => `At most ${n}`,
    small: (n: number) => `At least ${n}`,
    number: 'Enter a number',
    whole: 'Enter a whole number',
    many: (n: number) => `At most ${n} items`,
    control: 'Control characters are not allowed',
  },
  id: {
    longText: (n: number) => `Maksimal ${n} karakter`,
    shortText: (n: number) => (n <= 1 ? 'Wajib diisi' : `Minimal ${n} karakter`),
    big: (n: number) => `Maksimal ${n}`,
    small: (n: number) => `Minimal ${n}`,
    number: 'Isi dengan angka',
    whole: 'Isi dengan bilangan bulat',
    many: (n: number) => `Maksimal ${n} item`,
    control: 'Karakter kontrol tidak diperbolehkan',
  },
} as const;

export function friendlyMessage(issue: Issue, lang: Lang): string | undefined {
  const w = WORDS[lang];
  const limit = (v: unknown) => Number(v);
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return w.longText(limit(issue.maximum));
    if (issue.origin === 'array') return w.many(limit(issue.maximum));
    return w.big(limit(issue.maximum));
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return w.shortText(limit(issue.minimum));
    return w.small(limit(issue.minimum));
  }
  if (issue.code === 'invalid_type' && issue.expected === 'number') return w.number;
  if (issue.code === 'invalid_type' && issue.expected === 'int') return w.whole;
  return undefined;
}

/**
 * The messages the schemas write themselves ('required', 'at least 1', 'whole rupiah only'), in the
 * screen's language and starting with a capital, as zod's own are by friendlyMessage. The server
 * answers them in English; a message not listed here is shown as it is.
 */
const CHECK_WORDS: [RegExp, Record<Lang, (m: RegExpExecArray) => string>][] = [
  [/^required$/, { en: () => 'Required', id: () => 'Wajib diisi' }],
  [/^at least (.+)$/, { en: (m) => `At least ${m[1]}`, id: (m) => `Minimal ${m[1]}` }],
  [/^at most (\d+) decimals$/, { en: (m) => `At most ${m[1]} decimals`, id: (m) => `Paling banyak ${m[1]} desimal` }],
  [/^at most (.+)$/, { en: (m) => `At most ${m[1]}`, id: (m) => `Maksimal ${m[1]}` }],
  [/^more than 0$/, { en: () => 'More than 0', id: () => 'Harus lebih dari 0' }],
  [/^(whole rupiah only|a whole number)$/, { en: () => 'Enter a whole number', id: () => 'Isi dengan bilangan bulat' }],
  [/^not a date$/, { en: () => 'Not a date', id: () => 'Bukan tanggal' }],
  [
    /^the end hour must differ from the start hour$/,
    { en: () => 'The end hour must differ from the start hour', id: () => 'Jam akhir harus berbeda dari jam mulai' },
  ],
  [
    /^required when the reward is a free item$/,
    { en: () => 'Required when the reward is a free item', id: () => 'Wajib diisi bila hadiahnya item gratis' },
  ],
  [
    /^required when the term is a quantity$/,
    { en: () => 'Required when the term is a quantity', id: () => 'Wajib diisi bila syaratnya jumlah item' },
  ],
  [
    /^required when the term is a total$/,
    { en: () => 'Required when the term is a total', id: () => 'Wajib diisi bila syaratnya total belanja' },
  ],
  [/^not found$/, { en: () => 'Not found', id: () => 'Tidak ditemukan' }],
  [
    /^the end date is before the start date$/,
    { en: () => 'The end date is before the start date', id: () => 'Tanggal akhir sebelum tanggal awal' },
  ],
];

export function formMessageIn(message: string, lang: Lang): string {
  for (const [pattern, words] of CHECK_WORDS) {
    const m = pattern.exec(message);
    if (m) return words[lang](m);
  }
  return message;
}

let language: Lang = 'en';

/** A schema's own message in the screen's language (a schema's message outranks the global one). */
export const controlCharactersMessage = () => WORDS[language].control;

export function setFormMessageLanguage(lang: Lang): void {
  language = lang;
  z.config({ customError: (issue) => friendlyMessage(issue, lang) });
}
