import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  costPercent,
  EMPTY_LEVEL,
  movingAverage,
  onHandOf,
  type RecipeUse,
  STOCK_KINDS,
  type StockLevel,
  type StockMovement,
  saleUsage,
  stockValue,
  varianceOf,
  voidOf,
} from './stock.js';
import { countInputSchema, receiptInputSchema, transferInputSchema } from './stock-schemas.js';

const qty4 = (max: number) => fc.integer({ min: 1, max: max * 10_000 }).map((n) => n / 10_000);
const cost = fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => n / 10_000);
const movement: fc.Arbitrary<StockMovement> = fc
  .tuple(fc.constantFrom(...STOCK_KINDS), qty4(5_000), fc.boolean(), cost)
  .map(([kind, q, out, unitcost]) => ({ kind, qty: out ? -q : q, unitcost }));

const replay = (moves: StockMovement[], from: StockLevel = EMPTY_LEVEL) => moves.reduce(applyMovement, from);

describe('on hand', () => {
  it('is the sum of the movements after any sequence, to the ten-thousandth', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 200 }), (moves) => {
        const level = replay(moves);
        expect(level.onhand).toBe(onHandOf(moves));
        const exact = moves.reduce((s, m) => s + Math.round(m.qty * 10_000), 0);
        expect(Math.round(level.onhand * 10_000)).toBe(exact);
      }),
    );
  });

  it('the average cost moves only with goods received or transferred in, and never turns negative', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 100 }), (moves) => {
        let level = EMPTY_LEVEL;
        for (const m of moves) {
          const next = applyMovement(level, m);
          if (m.kind !== 'RECEIPT' && m.kind !== 'TRANSFER_IN') expect(next.avgcost).toBe(level.avgcost);
          expect(next.avgcost).toBeGreaterThanOrEqual(0);
          level = next;
        }
      }),
    );
  });
});

describe('moving average cost', () => {
  it('weighs what was there with what came in', () => {
    expect(movingAverage({ onhand: 10, avgcost: 1_000 }, 30, 2_000)).toBe(1_750);
    expect(movingAverage({ onhand: 0, avgcost: 0 }, 3, 20_000)).toBe(20_000);
    // A negative shelf counts as empty: goods received into it are valued at what they cost.
    expect(movingAverage({ onhand: -5, avgcost: 900 }, 10, 1_200)).toBe(1_200);
    expect(movingAverage({ onhand: 3, avgcost: 1 }, 0.0003, 0)).toBe(0.9999);
  });

  it('a reversed receipt takes its value back out', () => {
    fc.assert(
      fc.property(qty4(1000), cost, qty4(1000), cost, (q0, c0, q1, c1) => {
        const before = { onhand: q0, avgcost: c0 };
        const received = applyMovement(before, { kind: 'RECEIPT', qty: q1, unitcost: c1 });
        const reversed = applyMovement(received, { kind: 'RECEIPT', qty: -q1, unitcost: c1 });
        expect(reversed.onhand).toBe(q0);
        // Two roundings to the ten-thousandth, each carried by the quantity left.
        expect(Math.abs(reversed.avgcost - c0)).toBeLessThanOrEqual(0.0001 * (1 + (q0 + q1) / q0) + 1e-9);
      }),
    );
  });

  it('values stock in whole rupiah, negative stock negative', () => {
    expect(stockValue(2.5, 19_999.5)).toBe(49_999); // 49,998.75
    expect(stockValue(-1.5, 1_000)).toBe(-1_500);
    expect(stockValue(0.0001, 0.0001)).toBe(0);
  });
});

describe('sales through recipes', () => {
  const recipes = new Map<number, RecipeUse>([
    // 8 portions of rendang: 1 kg beef, 0.3333 kg coconut milk.
    [
      1,
      {
        totalyield: 8,
        lines: [
          { itemno: 10, quantity: 1000 },
          { itemno: 11, quantity: 0.3333 },
        ],
      },
    ],
    [2, { totalyield: 3, lines: [{ itemno: 10, quantity: 100 }] }],
  ]);

  it('takes quantity / total yield a portion, summed per item, then rounded to 4 decimals', () => {
    const used = saleUsage(
      [
        { menuid: 1, qty: 2 },
        { menuid: 2, qty: 1 },
        { menuid: 99, qty: 4 },
      ],
      recipes,
    );
    expect(used.get(10)).toBe(283.3333); // 250 + 33.33333...
    expect(used.get(11)).toBe(0.0833); // 0.083325
    expect(used.has(99)).toBe(false);
  });

  it('a void gives back exactly what its sale took, whatever was sold', () => {
    const line = fc.record({ menuid: fc.constantFrom(1, 2, 3), qty: qty4(50) });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), fc.array(line, { maxLength: 20 }), (history, lines) => {
        const before = replay(history);
        const taken: StockMovement[] = [...saleUsage(lines, recipes)].map(([, q]) => ({ kind: 'SALE', qty: -q, unitcost: before.avgcost }));
        const after = replay([...taken, ...voidOf(taken)], before);
        expect(after).toEqual(before);
      }),
    );
  });

  it('the deduction is the sum over lines to within rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ menuid: fc.constantFrom(1, 2), qty: qty4(50) }), { maxLength: 20 }), (lines) => {
        const used = saleUsage(lines, recipes);
        const float = lines.reduce((s, l) => s + (l.qty * (l.menuid === 1 ? 1000 : 100)) / (l.menuid === 1 ? 8 : 3), 0);
        expect(Math.abs((used.get(10) ?? 0) - float)).toBeLessThanOrEqual(0.00005 + 1e-9 * float);
      }),
    );
  });
});

describe('variance', () => {
  it('actual usage is opening plus in less out less closing; the variance is what recipes do not explain', () => {
    const v = varianceOf({
      opening: 10,
      received: 100,
      transferin: 5,
      transferout: 15,
      wasted: 2,
      produced: 8,
      closing: 30,
      theoreticalusage: 55.5,
      avgcost: 2_000,
    });
    expect(v).toEqual({ actualusage: 60, variance: 4.5, variancevalue: 9_000, actualcost: 120_000, theoreticalcost: 111_000 });
  });

  it('with every sale deducted and nothing counted, actual equals theoretical', () => {
    fc.assert(
      fc.property(qty4(100), qty4(100), qty4(100), (opening, received, sold) => {
        const closing = (Math.round(opening * 1e4) + Math.round(received * 1e4) - Math.round(sold * 1e4)) / 1e4;
        const v = varianceOf({
          opening,
          received,
          transferin: 0,
          transferout: 0,
          wasted: 0,
          produced: 0,
          closing,
          theoreticalusage: sold,
          avgcost: 1,
        });
        expect(v.variance).toBe(0);
      }),
    );
  });

  it('food cost percent of net sales', () => {
    expect(costPercent(30_000, 100_000)).toBe(30);
    expect(costPercent(1, 3)).toBe(33.33);
    expect(costPercent(5, 0)).toBe(0);
  });
});

describe('inputs', () => {
  it('are bounded and clear', () => {
    expect(receiptInputSchema.safeParse({ outletid: 1, supplier: 'PT A', docno: 'X', lines: [] }).success).toBe(false);
    expect(
      receiptInputSchema.safeParse({ outletid: 1, supplier: 'PT A', docno: 'X', lines: [{ itemno: 1, qty: 0.00001, unitcost: 1 }] })
        .success,
    ).toBe(false);
    expect(transferInputSchema.safeParse({ fromoutletid: 1, tooutletid: 1, lines: [{ itemno: 1, qty: 1 }] }).success).toBe(false);
    expect(countInputSchema.safeParse({ outletid: 1, lines: [{ itemno: 1, counted: 0 }] }).success).toBe(true);
    expect(countInputSchema.safeParse({ outletid: 1, lines: [{ itemno: 1, counted: -1 }] }).success).toBe(false);
  });
});
