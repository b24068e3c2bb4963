import { describe, expect, it } from 'vitest';
import { type NumberRules, numberText, readNumber } from './number-text';

const id = (decimals: number, money = false): NumberRules => ({ lang: 'id', decimals, money });
const en = (decimals: number, money = false): NumberRules => ({ lang: 'en', decimals, money });
const value = (text: string, rules: NumberRules) => {
  const read = readNumber(text, rules);
  return read.kind === 'number' ? read.value : read.kind;
};
const message = (text: string, rules: NumberRules) => {
  const read = readNumber(text, rules);
  return read.kind === 'unreadable' ? read.message : null;
};

describe('readNumber in Bahasa Indonesia', () => {
  it('reads the decimal comma and the thousands point', () => {
    expect(value('12,5', id(4))).toBe(12.5);
    expect(value('1.250,75', id(2))).toBe(1250.75);
    expect(value('1250,75', id(2))).toBe(1250.75);
    expect(value('1.250', id(2))).toBe(1250);
    expect(value('0,25', id(4))).toBe(0.25);
    expect(value(' 7 ', id(0))).toBe(7);
    expect(value('-2,5', id(2))).toBe(-2.5);
    expect(value('', id(2))).toBe('empty');
  });

  it('refuses a number written the English way as unclear, in both languages', () => {
    expect(message('12.5', id(4))).toEqual({
      id: 'Tidak jelas: pakai koma untuk desimal (12,5) dan titik untuk ribuan (1.250)',
      en: 'Unclear: use a point for decimals (12.5) and a comma for thousands (1,250)',
    });
    expect(value('1,250.75', id(2))).toBe('unreadable');
    expect(value('1.25', id(2))).toBe('unreadable');
  });

  it('refuses what is no number, and more decimals than the field keeps', () => {
    expect(message('12,5x', id(2))?.id).toBe('Bukan angka: tulis misalnya 12,5');
    expect(value('1..2', id(2))).toBe('unreadable');
    expect(value('1.2.3', id(2))).toBe('unreadable');
    expect(message('0,12345', id(4))).toEqual({ id: 'Paling banyak 4 angka di belakang koma', en: 'At most 4 decimal places' });
  });
});

describe('readNumber in English', () => {
  it('reads the decimal point and the thousands comma', () => {
    expect(value('12.5', en(4))).toBe(12.5);
    expect(value('1,250.75', en(2))).toBe(1250.75);
    expect(value('1,250', en(2))).toBe(1250);
    expect(value('6.5', en(2))).toBe(6.5);
  });

  it('refuses a number written the Indonesian way as unclear', () => {
    expect(message('12,5', en(4))?.en).toBe('Unclear: use a point for decimals (12.5) and a comma for thousands (1,250)');
    expect(value('1.250,75', en(2))).toBe('unreadable');
  });
});

describe('readNumber for whole numbers and rupiah', () => {
  it('takes either mark between thousands, in either language', () => {
    for (const rules of [id(0), en(0), id(0, true), en(0, true)]) {
      expect(value('27.000', rules)).toBe(27_000);
      expect(value('27,000', rules)).toBe(27_000);
      expect(value('1.250.000', rules)).toBe(1_250_000);
      expect(value('27000', rules)).toBe(27_000);
    }
  });

  it('refuses decimals, saying so', () => {
    expect(message('12,5', id(0))).toEqual({ id: 'Hanya bilangan bulat, tanpa desimal', en: 'Whole numbers only, no decimals' });
    expect(message('12.5', en(0, true))?.en).toBe('Whole numbers only, no decimals');
    expect(value('1.25.0', id(0))).toBe('unreadable');
  });
});

describe('numberText', () => {
  it('shows money grouped by points in both languages, other numbers with the language decimal sign', () => {
    expect(numberText(29_000, id(0, true))).toBe('29.000');
    expect(numberText(29_000, en(0, true))).toBe('29.000');
    expect(numberText(12.5, id(4))).toBe('12,5');
    expect(numberText(12.5, en(4))).toBe('12.5');
    expect(numberText(2026, en(0))).toBe('2026');
    expect(numberText(Number.NaN, en(2))).toBe('');
  });

  it('reads back what it shows', () => {
    for (const [n, rules] of [
      [1250.75, id(2)],
      [1250.75, en(2)],
      [0.0625, id(4)],
      [1_250_000, id(0, true)],
    ] as const) {
      expect(value(numberText(n, rules), rules)).toBe(n);
    }
  });
});
