import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costPerPortion,
  foodCostPercent,
  lineCost,
  productionCode,
  recipeFigures,
  standardProductionInputSchema,
  sumCosts,
  totalYield,
  weightPerPortion,
} from './production.js';

const quantity = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000);
const price = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => n / 100);

describe('recipe costs', () => {
  it('rounds a line cost half-up to the sen', () => {
    expect(lineCost(0.25, 38_000)).toBe(9_500);
    expect(lineCost(1.3333, 90)).toBe(120); // 119.997
    expect(lineCost(0.005, 1)).toBe(0.01); // 0.005 rounds up, not to even
    expect(lineCost(0.0005, 90)).toBe(0.05); // 0.045
    expect(lineCost(3, 0.1)).toBe(0.3); // not 0.30000000000000004
  });

  it('divides by a yield below half a sen as by 0, not by zero cents', () => {
    expect(weightPerPortion(1000, 1e-9)).toBe(0);
    expect(costPerPortion(1000, 0.004)).toBe(0);
    expect(weightPerPortion(1000, 0.005)).toBe(100_000);
  });

  it('a line cost is within half a sen of quantity x price, and costs sum exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(quantity, price), { minLength: 1, maxLength: 40 }), (lines) => {
        const costs = lines.map(([q, p]) => lineCost(q, p));
        for (const [i, [q, p]] of lines.entries()) expect(Math.abs(costs[i] - q * p)).toBeLessThanOrEqual(0.005 + 1e-6 * q * p);
        const cents = costs.reduce((s, c) => s + Math.round(c * 100), 0);
        expect(Math.round(sumCosts(costs) * 100)).toBe(cents);
      }),
    );
  });

  it('recalculates the weight per portion and the portions from each other', () => {
    expect(weightPerPortion(1000, 8)).toBe(125);
    expect(totalYield(1000, 125)).toBe(8);
    expect(weightPerPortion(1000, 3)).toBe(333.33);
    expect(weightPerPortion(1000, 0)).toBe(0);
    expect(costPerPortion(15_000, 8)).toBe(1_875);
    expect(costPerPortion(100, 3)).toBe(33.33);
  });

  it('figures a recipe: cost per line, total, items and weight', () => {
    const figures = recipeFigures({ estimatedtotal: 1200, totalyield: 8 }, [
      { quantity: 0.25, unitprice: 38_000 },
      { quantity: 0.1, unitprice: 55_000 },
    ]);
    expect(figures).toEqual({ costs: [9_500, 5_500], ttlnetto: 15_000, totalitems: 2, weightperportion: 150 });
  });

  it('food cost % is cost over sales, 0 without sales', () => {
    expect(foodCostPercent(30_000, 100_000)).toBe(30);
    expect(foodCostPercent(1, 3)).toBe(33.33);
    expect(foodCostPercent(500, 0)).toBe(0);
  });
});

describe('recipe input', () => {
  const base = { stdrproductionname: ' Sambal ', estimatedtotal: 1000, unitsize: 'GR', totalyield: 10, weightperportion: 100 };
  const line = { itemno: 1, description: 'Cabai', quantity: '0.5' };

  it('keeps only the lines with an item and trims the name', () => {
    const parsed = standardProductionInputSchema.parse({ ...base, lines: [{ itemno: '' }, line, { itemno: null, quantity: 2 }] });
    expect(parsed.stdrproductionname).toBe('Sambal');
    expect(parsed.lines).toEqual([expect.objectContaining({ itemno: 1, quantity: 0.5 })]);
  });

  it('refuses a yield, weight or quantity below its smallest step, which would be 0 once rounded', () => {
    const fields = (input: object) =>
      standardProductionInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ ...base, totalyield: 1e-9, lines: [line] })).toEqual([['totalyield', 'at least 0.01']]);
    expect(fields({ ...base, weightperportion: 0.001, lines: [line] })).toContainEqual(['weightperportion', 'at least 0.01']);
    expect(fields({ ...base, lines: [{ ...line, quantity: 1e-8 }] })).toContainEqual(['lines.0.quantity', 'at least 0.0001']);
    expect(fields({ ...base, totalyield: 0.01, lines: [{ ...line, quantity: 0.0001 }] })).toBeUndefined();
  });

  it('answers the spec message when no line is left', () => {
    const result = standardProductionInputSchema.safeParse({ ...base, lines: [{ itemno: '' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please fill at least 1(one) Request Detail']);
  });
});

it('numbers productions per outlet', () => {
  expect(productionCode('JKT01', 42)).toBe('PRD-JKT01-000042');
});
