import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './order-totals.js';
import { settlePayment } from './payments.js';
import {
  countedDrawer,
  differenceOf,
  drawerOf,
  type ShiftOrderRow,
  shiftSales,
  summarizeTenders,
  type TenderRow,
} from './shift-figures.js';
import { DENOMINATIONS } from './shifts.js';

/** A sale paid the way a till pays it: some card (never above the total), the rest in cash, often with change. */
const saleArb = fc
  .record({
    lines: fc.array(
      fc.record({
        qty: fc.integer({ min: 1, max: 5 }),
        hargajual: fc.integer({ min: 0, max: 200 }).map((n) => n * 500),
        discpc: fc.constantFrom(0, 0, 10, 25, 100),
        kenapajak: fc.constantFrom<'0' | '1'>('0', '1'),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    cardShare: fc.double({ min: 0, max: 1, noNaN: true }),
    cashOver: fc.integer({ min: 0, max: 99 }).map((n) => n * 1000),
    card: fc.constantFrom('BCA', 'QRIS', 'OVO'),
  })
  .map(({ lines, cardShare, cashOver, card }) => {
    const { header } = computeOrderTotals({ lines: lines.map((l, i) => ({ ...l, menuid: i + 1 })), servicepc: 5, pb1pc: 10 });
    const cardAmount = Math.floor(header.total * cardShare);
    const cashAmount = header.total - cardAmount;
    const payments = [
      { codepayment: card, paymentamount: cardAmount, paymentnote: 'ref', iscash: false },
      // Change only when cash was tendered and stays below the cash row (the till's rule).
      { codepayment: '1', paymentamount: cashAmount > 0 ? cashAmount + Math.min(cashOver, cashAmount - 1) : 0, iscash: true },
    ];
    const settled = settlePayment({ total: header.total, payments });
    if (!settled.ok) throw new Error(settled.message);
    return { header, lines: settled.lines, card };
  });

const movementArb = fc.integer({ min: -2_000_000, max: 2_000_000 }).filter((n) => n !== 0);
const countArb = fc.array(fc.integer({ min: 0, max: 300 }), { minLength: DENOMINATIONS.length, maxLength: DENOMINATIONS.length });

const nameOf = (code: string) => (code === '1' ? 'CASH' : code);
const rowsOf = (sales: { lines: { codepayment: string; paymentamount: number; paymentchange: number }[] }[]): TenderRow[] =>
  sales.flatMap((s) =>
    s.lines.map((l) => ({
      codepayment: l.codepayment,
      namepayment: nameOf(l.codepayment),
      iscash: l.codepayment === '1',
      count: 1,
      amount: l.paymentamount,
      change: l.paymentchange,
    })),
  );

describe('the drawer of a shift', () => {
  it('expects float + cash taken - change given + cash in - cash out, to the rupiah', () => {
    fc.assert(
      fc.property(
        fc.array(saleArb, { maxLength: 40 }),
        fc.array(movementArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (sales, moves, openingfloat) => {
          const drawer = drawerOf({ openingfloat, tenders: rowsOf(sales), movements: moves.map((amount) => ({ amount })) });
          let cash = 0;
          let change = 0;
          let cashNett = 0;
          for (const s of sales)
            for (const l of s.lines)
              if (l.codepayment === '1') {
                cash += l.paymentamount;
                change += l.paymentchange;
                cashNett += l.paymentnettamt;
              }
          const cashin = moves.filter((m) => m > 0).reduce((a, m) => a + m, 0);
          const cashout = moves.filter((m) => m < 0).reduce((a, m) => a - m, 0);
          expect(drawer).toEqual({
            openingfloat,
            cashsales: cash,
            changegiven: change,
            cashin,
            cashout,
            expected: openingfloat + cash - change + cashin - cashout,
          });
          // The same figure from the cash the orders kept: what cash paid of them.
          expect(drawer.expected).toBe(openingfloat + cashNett + cashin - cashout);
        },
      ),
    );
  });

  it('totals by payment type are the same from single payments or from sums per type, and pay every order exactly', () => {
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), (sales, parts) => {
        const rows = rowsOf(sales);
        // Summed per type in `parts` slices, as the database may answer them.
        const slices = Array.from({ length: parts }, (_, i) => rows.filter((_, j) => j % parts === i));
        const summed = slices.flatMap((slice) => summarizeTenders(slice));
        const one = summarizeTenders(rows);
        const byCode = (ts: ReturnType<typeof summarizeTenders>) => Object.fromEntries(ts.map((t) => [t.codepayment, t]));
        expect(byCode(summarizeTenders(summed))).toEqual(byCode(one));
        expect(one.reduce((a, t) => a + t.net, 0)).toBe(sales.reduce((a, s) => a + s.header.total, 0));
        expect(one.reduce((a, t) => a + t.count, 0)).toBe(rows.length);
      }),
    );
  });

  it('counts the drawer by denomination and differs by counted - expected', () => {
    fc.assert(
      fc.property(countArb, fc.integer({ min: -10_000_000, max: 10_000_000 }), (counts, expected) => {
        const counted = DENOMINATIONS.map((d, i) => ({ ...d, count: counts[i] }));
        const { lines, total } = countedDrawer(counted);
        expect(total).toBe(counted.reduce((a, c) => a + c.denomination * c.count, 0));
        expect(lines.map((l) => l.count)).toEqual(counts);
        expect(differenceOf(total, expected)).toBe(total - expected);
      }),
    );
  });

  it('takes Rp 1.000 as a note unless told it is a coin, and lists every denomination', () => {
    const { lines, total } = countedDrawer([
      { denomination: 1000, count: 3 },
      { denomination: 1000, kind: 'coin', count: 2 },
      { denomination: 500, count: 1 },
    ]);
    expect(total).toBe(5500);
    expect(lines).toHaveLength(DENOMINATIONS.length);
    expect(lines.filter((l) => l.count > 0)).toEqual([
      { denomination: 1000, kind: 'note', count: 3, amount: 3000 },
      { denomination: 1000, kind: 'coin', count: 2, amount: 2000 },
      { denomination: 500, kind: 'coin', count: 1, amount: 500 },
    ]);
    expect(() => countedDrawer([{ denomination: 750, count: 1 }])).toThrow(RangeError);
  });
});

describe('the sales of a shift', () => {
  const orderArb = fc.record({
    sale: saleArb,
    completed: fc.boolean(),
    isvoid: fc.boolean(),
    paid: fc.boolean(),
    seq: fc.integer({ min: 1, max: 999_999 }),
  });

  it('counts as sales what every report counts (completed, not void), and splits voids from cancels', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 40 }), (orders) => {
        const rows: ShiftOrderRow[] = orders.map((o) => ({
          orderno: `JKT01-260101-${String(o.seq).padStart(6, '0')}`,
          ...o.sale.header,
          completed: o.completed,
          isvoid: o.isvoid,
          paid: o.paid,
        }));
        const s = shiftSales(rows);
        const sales = rows.filter((r) => r.completed && !r.isvoid);
        expect(s.sales.count).toBe(sales.length);
        expect(s.sales.total).toBe(sales.reduce((a, r) => a + r.total, 0));
        expect(s.sales.gross - s.sales.discount).toBe(s.sales.netto);
        expect(s.sales.netto + s.sales.service + s.sales.pb1).toBe(s.sales.total);
        expect(s.voids.count + s.cancels.count).toBe(rows.filter((r) => r.isvoid).length);
        expect(s.voids.amount + s.cancels.amount).toBe(rows.filter((r) => r.isvoid).reduce((a, r) => a + r.total, 0));
        const numbers = rows.map((r) => r.orderno).sort();
        expect([s.firstorderno, s.lastorderno]).toEqual([numbers[0] ?? null, numbers.at(-1) ?? null]);
      }),
    );
  });
});
