import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickCashAmounts } from './quick-cash.js';

describe('quickCashAmounts', () => {
  it('offers the exact amount and the next sensible notes above it', () => {
    expect(quickCashAmounts(102_795)).toEqual([102_795, 105_000, 110_000, 150_000, 200_000]);
    expect(quickCashAmounts(35_000)).toEqual([35_000, 40_000, 50_000, 100_000]);
    expect(quickCashAmounts(100_000)).toEqual([100_000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it('always starts with the amount due, then rises strictly, all whole rupiah', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (due) => {
        const [exact, ...rest] = quickCashAmounts(due);
        expect(exact).toBe(due);
        let last = due;
        for (const a of rest) {
          expect(Number.isSafeInteger(a)).toBe(true);
          expect(a).toBeGreaterThan(last);
          last = a;
        }
        expect(rest.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
