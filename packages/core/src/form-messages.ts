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
  },
  id: {
    longText: (n: number) => `Maksimal ${n} karakter`,
    shortText: (n: number) => (n <= 1 ? 'Wajib diisi' : `Minimal ${n} karakter`),
    big: (n: number) => `Maksimal ${n}`,
    small: (n: number) => `Minimal ${n}`,
    number: 'Isi dengan angka',
    whole: 'Isi dengan bilangan bulat',
    many: (n: number) => `Maksimal ${n} item`,
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

export function setFormMessageLanguage(lang: Lang): void {
  z.config({ customError: (issue) => friendlyMessage(issue, lang) });
}
