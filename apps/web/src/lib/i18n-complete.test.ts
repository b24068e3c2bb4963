// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { common, type Text } from './i18n';

/*
 * Every text of every screen, in both languages: the shared words and each feature's *.text.ts. A text
 * left in English on the Indonesian side, a placeholder one side lacks, or a key's name where words
 * belong is a screen that shows the wrong language or a raw key.
 */
const modules = import.meta.glob<Record<string, unknown>>('../**/*.text.ts', { eager: true });

const isText = (v: unknown): v is Text => typeof v === 'object' && v !== null && 'id' in v && 'en' in v && Object.keys(v).length === 2;

function textsOf(source: string, value: unknown, path: string[], out: [string, Text][]): void {
  if (isText(value)) out.push([`${source}: ${path.join('.')}`, value]);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) textsOf(source, v, [...path, k], out);
  }
}

const texts: [string, Text][] = [];
textsOf('lib/i18n', common, ['common'], texts);
for (const [file, exports] of Object.entries(modules)) textsOf(file.replace('../', ''), exports, [], texts);

/**
 * Words written alike in both languages: names, codes and the spec's own terms of the trade
 * (Netto, PB1, Posting, Void), which Indonesian restaurants use as they are.
 */
const SAME_IN_BOTH = new Set(
  `outlet total status pb1 void netto service charge tax pos pdf no filter pax qty menu target shift terminal nik jv
  admin administrator online offline detail material posting posted unposted un unpost post username email order
  journal voucher sub all id en ok x kg gr ml r l s m rp idr kds bom sku qris edc gl coa csv xlsx excel
  realization variance variant kitchen printer display station ip port dine in take away delivery cash`.split(/\s+/),
);
const words = (s: string) =>
  s
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}[\p{L}\d]*/gu) ?? [];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the screens speak both languages', () => {
  it('finds the texts of the features', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(texts.length).toBeGreaterThan(500);
  });

  it('has every text in both languages, with the same placeholders', () => {
    const faults = texts.filter(([, t]) => !t.id?.trim() || !t.en?.trim() || placeholders(t.id).join() !== placeholders(t.en).join());
    expect(faults.map(([where]) => where)).toEqual([]);
  });

  it('never leaves English words on the Indonesian side', () => {
    const untranslated = texts.filter(([, t]) => t.id === t.en && words(t.id).some((w) => !SAME_IN_BOTH.has(w)));
    expect(untranslated.map(([where, t]) => `${where} = ${t.id}`)).toEqual([]);
  });

  it('never shows a key where words belong', () => {
    const rawKeys = texts.filter(([, t]) => [t.id, t.en].some((s) => /^[a-z]+([A-Z][a-z]*)+$|^\w+\.\w+/.test(s)));
    expect(rawKeys.map(([where]) => where)).toEqual([]);
  });
});
