import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_AMOUNT, MAX_ORDER_TOTAL, MAX_PRICE, percentOf } from './money.js';
import { computeOrderTotals, lineTotals, type OrderLineInput, orderAmountProblem, type PricingAdjustment } from './order-totals.js';

const line = (over: Partial<OrderLineInput> = {}): OrderLineInput => ({
  menuid: 1,
  qty: 1,
  hargajual: 10_000,
  discpc: 0,
  kenapajak: '1',
  ...over,
});

/** An example campaign: a percent discount on listed menus, only for some order types. */
const percentOffMenus =
  (menuids: number[], discpc: number, promo: string): PricingAdjustment =>
  (lines, ctx) =>
    ctx.ordertype === 'DELIVERY' ? [...lines] : lines.map((l) => (menuids.includes(l.menuid) ? { ...l, discpc, promo } : l));

/** An example campaign: buy N of a menu, get one more free (once). */
const buyNGetOneFree =
  (menuid: number, n: number, promo: string): PricingAdjustment =>
  (lines) => {
    const bought = lines.filter((l) => l.menuid === menuid && !l.free).reduce((q, l) => q + l.qty, 0);
    const template = lines.find((l) => l.menuid === menuid);
    return bought >= n && template ? [...lines, { ...template, qty: 1, free: true, promo }] : [...lines];
  };

describe('computeOrderTotals', () => {
  it('computes a worked example: service on netto, PB1 on netto plus service', () => {
    const { header, lines } = computeOrderTotals({
      lines: [line({ qty: 2, hargajual: 25_000, discpc: 10 }), line({ menuid: 2, qty: 1, hargajual: 8_000 })],
      servicepc: 5,
      pb1pc: 10,
    });
    expect(lines.map(({ gross, discval, netto }) => ({ gross, discval, netto }))).toEqual([
      { gross: 50_000, discval: 5_000, netto: 45_000 },
      { gross: 8_000, discval: 0, netto: 8_000 },
    ]);
    expect(header).toEqual({
      subtotal: 58_000,
      discval: 5_000,
      netto: 53_000,
      servicepc: 5,
      serviceval: 2_650,
      dpp: 55_650,
      pb1pc: 10,
      pb1val: 5_565,
      total: 61_215,
      totalitem: 2,
      totalqty: 3,
    });
  });

  it('rounds each component half up', () => {
    // netto 10_010: service 5% = 500.5 -> 501; dpp 10_511; PB1 10% = 1051.1 -> 1051
    const { header } = computeOrderTotals({ lines: [line({ hargajual: 10_010 })], servicepc: 5, pb1pc: 10 });
    expect(header).toMatchObject({ serviceval: 501, dpp: 10_511, pb1val: 1_051, total: 11_562 });
  });

  it('charges PB1 only on lines whose menu has PB1 applied, service on all of them', () => {
    const { header } = computeOrderTotals({
      lines: [line({ hargajual: 20_000, kenapajak: 1 }), line({ menuid: 2, hargajual: 10_000, kenapajak: '0' })],
      servicepc: 10,
      pb1pc: 10,
    });
    expect(header).toMatchObject({ netto: 30_000, serviceval: 3_000, dpp: 22_000, pb1val: 2_200, total: 35_200 });
  });

  it('discounts a free line by its whole gross and records it as 100 percent', () => {
    const { header, lines } = computeOrderTotals({ lines: [line({ qty: 2, free: true })], servicepc: 5, pb1pc: 10 });
    expect(lines[0]).toMatchObject({ discpc: 100, gross: 20_000, discval: 20_000, netto: 0 });
    expect(header).toMatchObject({ subtotal: 20_000, discval: 20_000, netto: 0, total: 0, totalqty: 2 });
  });

  it('answers zeros for an empty order', () => {
    const { header } = computeOrderTotals({ lines: [], servicepc: 5, pb1pc: 10 });
    expect(header).toMatchObject({ subtotal: 0, netto: 0, total: 0, totalitem: 0, totalqty: 0 });
  });

  it('keeps the caller line fields (menu name, notes) on the priced lines', () => {
    const { lines } = computeOrderTotals({ lines: [{ ...line(), menuname: 'Es Teh', linenote: 'less ice' }], servicepc: 0, pb1pc: 0 });
    expect(lines[0]).toMatchObject({ menuname: 'Es Teh', linenote: 'less ice', netto: 10_000 });
  });

  it('refuses impossible input', () => {
    expect(() => lineTotals(line({ discpc: 101 }))).toThrow(RangeError);
    expect(() => lineTotals(line({ hargajual: 1.5 }))).toThrow(RangeError);
    expect(() => lineTotals(line({ qty: -1 }))).toThrow(RangeError);
    expect(() => computeOrderTotals({ lines: [], servicepc: 5.555, pb1pc: 10 })).toThrow(RangeError);
  });
});

describe('pricing adjustments (the campaign seam)', () => {
  const order = [line({ menuid: 1, qty: 2, hargajual: 30_000 }), line({ menuid: 2, qty: 1, hargajual: 12_000 })];

  it('lets a percent-discount campaign set line discounts before totals', () => {
    const { header, lines } = computeOrderTotals({
      lines: order,
      servicepc: 0,
      pb1pc: 0,
      adjustments: [percentOffMenus([2], 25, 'PROMO25')],
      context: { ordertype: 'DINE IN' },
    });
    expect(lines[1]).toMatchObject({ discpc: 25, discval: 3_000, netto: 9_000, promo: 'PROMO25' });
    expect(header).toMatchObject({ discval: 3_000, netto: 69_000 });
  });

  it('lets a campaign decide by context', () => {
    const { header } = computeOrderTotals({
      lines: order,
      servicepc: 0,
      pb1pc: 0,
      adjustments: [percentOffMenus([2], 25, 'PROMO25')],
      context: { ordertype: 'DELIVERY' },
    });
    expect(header.discval).toBe(0);
  });

  it('lets a campaign add free lines, chained after another adjustment', () => {
    const { header, lines } = computeOrderTotals({
      lines: order,
      servicepc: 5,
      pb1pc: 10,
      adjustments: [percentOffMenus([2], 25, 'PROMO25'), buyNGetOneFree(1, 2, 'B2G1')],
    });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ menuid: 1, qty: 1, free: true, netto: 0, promo: 'B2G1' });
    expect(header).toMatchObject({ totalitem: 3, totalqty: 4, subtotal: 102_000, discval: 33_000, netto: 69_000 });
  });

  it('does not change the caller lines', () => {
    const input = order.map((l) => ({ ...l }));
    computeOrderTotals({ lines: input, servicepc: 5, pb1pc: 10, adjustments: [percentOffMenus([1, 2], 50, 'HALF')] });
    expect(input).toEqual(order);
  });
});

const percentArb = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
const rateArb = fc.oneof(fc.constantFrom(0, 5, 7.5, 10, 11, 12.5), percentArb);
const lineArb: fc.Arbitrary<OrderLineInput> = fc.record({
  menuid: fc.integer({ min: 1, max: 50 }),
  qty: fc.integer({ min: 1, max: 9999 }),
  hargajual: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 1, max: 999 })),
  discpc: fc.oneof(fc.constant(0), percentArb),
  kenapajak: fc.constantFrom('0' as const, '1' as const, 0 as const, 1 as const),
  free: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
});
const orderArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 30 }),
  servicepc: rateArb,
  pb1pc: rateArb,
});

describe('order totals properties', () => {
  it('holds the header identities for any order', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const { header: h, lines } = computeOrderTotals(order);
        expect(h.total).toBe(h.netto + h.serviceval + h.pb1val);
        expect(h.netto).toBe(h.subtotal - h.discval);
        expect(h.subtotal).toBe(lines.reduce((s, l) => s + l.gross, 0));
        expect(h.discval).toBe(lines.reduce((s, l) => s + l.discval, 0));
        expect(h.serviceval).toBe(percentOf(h.netto, order.servicepc));
        expect(h.pb1val).toBe(percentOf(h.dpp, order.pb1pc));
        for (const v of [h.subtotal, h.discval, h.netto, h.serviceval, h.dpp, h.pb1val, h.total]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        for (const l of lines) {
          expect(l.netto).toBe(l.gross - l.discval);
          expect(l.netto).toBeGreaterThanOrEqual(0);
          expect(l.discval).toBeLessThanOrEqual(l.gross);
        }
        expect(h.dpp).toBeLessThanOrEqual(h.netto + h.serviceval);
      }),
      { numRuns: 1000 },
    );
  });

  it('charges no PB1 when no line is taxable', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const lines = order.lines.map((l) => ({ ...l, kenapajak: '0' as const }));
        const { header } = computeOrderTotals({ ...order, lines });
        expect(header.dpp).toBe(0);
        expect(header.pb1val).toBe(0);
        expect(header.total).toBe(header.netto + header.serviceval);
      }),
      { numRuns: 300 },
    );
  });

  it('charges no service when servicepc is 0', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const { header } = computeOrderTotals({ ...order, servicepc: 0 });
        expect(header.serviceval).toBe(0);
        expect(header.total).toBe(header.netto + header.pb1val);
      }),
      { numRuns: 300 },
    );
  });

  it('taxes netto plus service exactly as the spec states when every line is taxable', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const lines = order.lines.map((l) => ({ ...l, kenapajak: '1' as const }));
        const { header } = computeOrderTotals({ ...order, lines });
        expect(header.dpp).toBe(header.netto + header.serviceval);
      }),
      { numRuns: 300 },
    );
  });
});

describe('orderAmountProblem', () => {
  const line = (hargajual: number, qty = 1, menuname = 'Nasi Goreng') => ({
    menuid: 1,
    menuname,
    qty,
    hargajual,
    discpc: 0,
    kenapajak: 1 as const,
  });

  it('names a menu whose stored price is not a whole rupiah within MAX_PRICE', () => {
    expect(orderAmountProblem([line(1000.5)], 5, 10)).toBe('Nasi Goreng: the price is not valid, correct it in the menu master');
    expect(orderAmountProblem([line(MAX_PRICE + 1)], 5, 10)).toMatch(/price is not valid/);
    // 10^13 x 9,999 is past 2^53; the check answers before any product is taken.
    expect(orderAmountProblem([line(1e13, 9999)], 5, 10)).toMatch(/price is not valid/);
  });

  it('refuses a line past MAX_LINE_AMOUNT and a total past MAX_ORDER_TOTAL', () => {
    expect(orderAmountProblem([line(MAX_PRICE, 10)], 0, 0)).toBeNull();
    expect(orderAmountProblem([line(MAX_PRICE, 11, 'Wagyu')], 0, 0)).toBe('Wagyu: the line amount may not be more than 1,000,000,000');
    expect(
      orderAmountProblem(
        Array.from({ length: 10 }, () => line(MAX_PRICE, 10)),
        0,
        0,
      ),
    ).toBeNull();
    expect(
      orderAmountProblem(
        Array.from({ length: 10 }, () => line(MAX_PRICE, 10)),
        0,
        1,
      ),
    ).toBe('The order total may not be more than 10,000,000,000');
  });

  it('keeps every order it accepts exact: the largest total stays far below 2^53', () => {
    expect(500 * MAX_LINE_AMOUNT * 3).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_ORDER_TOTAL).toBeLessThan(Number.MAX_SAFE_INTEGER / 1000);
  });
});
