import { beforeEach, describe, expect, it } from 'vitest';
import { percent, requiredLines, requiredText, rupiahAmount } from './form-fields.js';
import { setFormMessageLanguage } from './form-messages.js';
import { MAX_PRICE } from './money.js';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('rupiahAmount', () => {
  const price = rupiahAmount(MAX_PRICE, { min: 1 });

  it('takes whole rupiah within its range, typed or sent as a number', () => {
    expect(price.parse('38000')).toBe(38_000);
    expect(price.parse(MAX_PRICE)).toBe(MAX_PRICE);
  });

  it('refuses decimals, amounts past the ceiling and what is not a finite number', () => {
    expect(issues(price.safeParse(1000.5))).toEqual(['whole rupiah only']);
    expect(issues(price.safeParse(MAX_PRICE + 1))).toEqual(['at most 100,000,000']);
    expect(issues(price.safeParse(0))).toEqual(['at least 1']);
    expect(price.safeParse('1e400').success).toBe(false);
    expect(price.safeParse(Number.MAX_SAFE_INTEGER * 2).success).toBe(false);
    expect(issues(price.safeParse(''))).toEqual(['required']);
  });

  it("takes its fallback for '' or nothing, and still bounds what is typed", () => {
    const lastprice = rupiahAmount(MAX_PRICE, { fallback: 0 });
    expect(lastprice.parse('')).toBe(0);
    expect(lastprice.parse(undefined)).toBe(0);
    expect(lastprice.parse(null)).toBe(0);
    expect(issues(lastprice.safeParse('15500.5'))).toEqual(['whole rupiah only']);
  });
});

describe('percent', () => {
  it('keeps rates of at most two decimals, which the money rules can apply', () => {
    expect(percent().parse('7.5')).toBe(7.5);
    expect(percent().parse(12.34)).toBe(12.34);
    expect(percent().parse('')).toBe(0);
    expect(issues(percent().safeParse(7.555))).toEqual(['at most 2 decimals']);
    expect(percent().safeParse(101).success).toBe(false);
  });
});

describe('codes and names', () => {
  // The message follows the screen's language, which another file's tests may have left Indonesian.
  beforeEach(() => setFormMessageLanguage('en'));

  it('refuse control characters in a single line, and all but line breaks and tabs in several', () => {
    for (const bad of ['\u0000', 'A\u0007', 'QR\u001b[1m', 'A\nB', 'DEL\u007f', 'C1\u0085'])
      expect(issues(requiredText(20).safeParse(bad)), JSON.stringify(bad)).toEqual(['Control characters are not allowed']);
    expect(requiredText(20).parse('  Kopi Susu  ')).toBe('Kopi Susu');
    expect(requiredLines(50).parse('Jl. Sudirman 1\r\nLantai 2\tB')).toBe('Jl. Sudirman 1\r\nLantai 2\tB');
    expect(issues(requiredLines(50).safeParse('Jl.\u0000 1'))).toEqual(['Control characters are not allowed']);
  });
});
