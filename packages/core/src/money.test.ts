import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertRupiah, multiply, percentOf, sum, toBasisPoints } from './money.js';

describe('percentOf', () => {
  it('rounds half up to a whole rupiah', () => {
    expect(percentOf(1005, 10)).toBe(101); // 100.5
    expect(percentOf(1004, 10)).toBe(100); // 100.4
    expect(percentOf(1006, 10)).toBe(101); // 100.6
    expect(percentOf(15, 10)).toBe(2); // 1.5
    expect(percentOf(25, 10)).toBe(3); // 2.5, not banker's 2
  });

  it('handles rates with two decimals exactly', () => {
    expect(percentOf(10_000, 7.5)).toBe(750);
    expect(percentOf(33_333, 12.34)).toBe(4113); // 4113.2922
    expect(percentOf(200, 0.25)).toBe(1); // 0.5 rounds up
    expect(percentOf(100_000, 11)).toBe(11_000);
  });

  it('rounds negative amounts half away from zero, mirroring positive ones', () => {
    expect(percentOf(-15, 10)).toBe(-2);
    expect(percentOf(-1004, 10)).toBe(-100);
  });

  it('stays exact on amounts where float multiplication would not', () => {
    const big = Number.MAX_SAFE_INTEGER - 1; // 9007199254740990
    expect(percentOf(big, 10)).toBe(900719925474099);
    expect(percentOf(big, 100)).toBe(big);
  });

  it('refuses fractional rupiah and rates with more than two decimals', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 7.125)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });

  it('equals the exact rational value rounded half up, for any amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const pc = bp / 100;
        const exact = BigInt(amount) * BigInt(bp); // value * 10000
        const expected = (exact + 5000n) / 10000n;
        expect(percentOf(amount, pc)).toBe(Number(expected));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('toBasisPoints', () => {
  it('reads the usual rates', () => {
    expect(toBasisPoints(5)).toBe(500n);
    expect(toBasisPoints(7.5)).toBe(750n);
    expect(toBasisPoints(0.1)).toBe(10n);
    expect(toBasisPoints(12.34)).toBe(1234n);
  });
});

describe('sum, multiply and assertRupiah', () => {
  it('sums whole amounts exactly and refuses fractions', () => {
    expect(sum([1, 2, 3])).toBe(6);
    expect(sum([])).toBe(0);
    expect(() => sum([1, 0.5])).toThrow(RangeError);
  });

  it('refuses results beyond the exact range of a number', () => {
    expect(() => sum([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => multiply(2, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('multiplies quantity by price', () => {
    expect(multiply(3, 25_000)).toBe(75_000);
    expect(() => multiply(1.5, 1000)).toThrow(RangeError);
  });

  it('accepts whole amounts only', () => {
    expect(assertRupiah(0)).toBe(0);
    expect(() => assertRupiah(1.01, 'hargajual')).toThrow(/hargajual/);
    expect(() => assertRupiah(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
