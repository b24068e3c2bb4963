import { z } from 'zod';
import { assertRupiah, type Rupiah, sum } from './money.js';
import { type CashKind, type CountedCash, DENOMINATIONS, kindOf } from './shifts.js';

/**
 * Every amount of a shift, computed here and nowhere else: the server reads rows and sums of stored
 * amounts, and these functions make the figures the screens, the printed reports and the PDF show.
 */

/** Payments of one payment type in a shift: one row per payment, or rows already summed per type. */
export interface TenderRow {
  codepayment: string;
  namepayment: string;
  iscash: boolean;
  count: number;
  /** What was tendered (cash includes the change handed back). */
  amount: Rupiah;
  change: Rupiah;
}

export const tenderSchema = z.object({
  codepayment: z.string(),
  namepayment: z.string(),
  iscash: z.boolean(),
  /** Payments of this type (a split bill counts once per type it used). */
  count: z.number(),
  amount: z.number(),
  change: z.number(),
  /** amount - change: what this type paid of the orders. */
  net: z.number(),
});
export type Tender = z.infer<typeof tenderSchema>;

/** The rows merged per payment type, in the order each type first appears. */
export function summarizeTenders(rows: readonly TenderRow[]): Tender[] {
  const byCode = new Map<string, Tender>();
  for (const r of rows) {
    const t = byCode.get(r.codepayment) ?? { ...r, count: 0, amount: 0, change: 0, net: 0 };
    t.count += r.count;
    t.amount = sum([t.amount, assertRupiah(r.amount, 'amount')]);
    t.change = sum([t.change, assertRupiah(r.change, 'change')]);
    t.net = t.amount - t.change;
    byCode.set(r.codepayment, t);
  }
  return [...byCode.values()];
}

export const drawerSchema = z.object({
  openingfloat: z.number(),
  /** Cash tendered by customers (before change). */
  cashsales: z.number(),
  changegiven: z.number(),
  cashin: z.number(),
  cashout: z.number(),
  /** openingfloat + cashsales - changegiven + cashin - cashout. */
  expected: z.number(),
});
export type Drawer = z.infer<typeof drawerSchema>;

export interface DrawerInput {
  openingfloat: Rupiah;
  tenders: readonly TenderRow[];
  /** Signed cash movements: positive in, negative out. */
  movements: readonly { amount: Rupiah }[];
}

/** The cash a drawer should hold: float + cash taken - change given + cash in - cash out. */
export function drawerOf({ openingfloat, tenders, movements }: DrawerInput): Drawer {
  const cash = tenders.filter((t) => t.iscash);
  const cashsales = sum(cash.map((t) => assertRupiah(t.amount, 'amount')));
  const changegiven = sum(cash.map((t) => assertRupiah(t.change, 'change')));
  const cashin = sum(movements.filter((m) => m.amount > 0).map((m) => assertRupiah(m.amount)));
  const cashout = sum(movements.filter((m) => m.amount < 0).map((m) => -assertRupiah(m.amount)));
  const expected = assertRupiah(openingfloat, 'openingfloat') + cashsales - changegiven + cashin - cashout;
  return { openingfloat, cashsales, changegiven, cashin, cashout, expected };
}

export const countedLineSchema = z.object({
  denomination: z.number(),
  kind: z.enum(['note', 'coin']),
  count: z.number(),
  amount: z.number(),
});
export type CountedLine = z.infer<typeof countedLineSchema>;

/**
 * A counted drawer as it is kept and printed: every denomination in the drawer's order (largest
 * first, notes before coins), the ones not counted at 0, each with its amount; and the total.
 */
export function countedDrawer(counted: readonly CountedCash[]): { lines: CountedLine[]; total: Rupiah } {
  const countOf = new Map<string, number>();
  for (const c of counted) {
    const kind = kindOf(c);
    if (!kind) throw new RangeError(`not a rupiah denomination: ${c.denomination}`);
    countOf.set(`${c.denomination}${kind}`, (countOf.get(`${c.denomination}${kind}`) ?? 0) + c.count);
  }
  const lines = DENOMINATIONS.map(({ denomination, kind }: { denomination: number; kind: CashKind }) => {
    const count = countOf.get(`${denomination}${kind}`) ?? 0;
    return { denomination, kind, count, amount: denomination * count };
  });
  return { lines, total: sum(lines.map((l) => l.amount)) };
}

/** Counted minus expected: negative is short, positive is over. */
export const differenceOf = (counted: Rupiah, expected: Rupiah): Rupiah => assertRupiah(counted) - assertRupiah(expected);

/** An order a shift took payment for, or cancelled at its till, with its stored amounts. */
export interface ShiftOrderRow {
  orderno: string;
  subtotal: Rupiah;
  discval: Rupiah;
  netto: Rupiah;
  serviceval: Rupiah;
  pb1val: Rupiah;
  total: Rupiah;
  /** Completed (5) or not: an order re-opened in the back office is no sale until completed again. */
  completed: boolean;
  isvoid: boolean;
  /** Whether it was paid: a void of a paid order is a void, of an unpaid one a cancel. */
  paid: boolean;
}

const countAmount = z.object({ count: z.number(), amount: z.number() });
export const shiftSalesSchema = z.object({
  /** Sales as every report counts them: completed and not void (docs/reports.md). */
  sales: z.object({
    count: z.number(),
    gross: z.number(),
    discount: z.number(),
    netto: z.number(),
    service: z.number(),
    pb1: z.number(),
    total: z.number(),
  }),
  /** Paid orders voided since, by their total. */
  voids: countAmount,
  /** Unpaid orders cancelled at the till, by their total. */
  cancels: countAmount,
  firstorderno: z.string().nullable(),
  lastorderno: z.string().nullable(),
});
export type ShiftSales = z.infer<typeof shiftSalesSchema>;

/** The sales, voids and cancels of a shift's orders, and its first and last order number. */
export function shiftSales(orders: readonly ShiftOrderRow[]): ShiftSales {
  const sales = orders.filter((o) => o.completed && !o.isvoid);
  const amounts = (pick: (o: ShiftOrderRow) => Rupiah, of: readonly ShiftOrderRow[] = sales) => sum(of.map(pick));
  const voided = orders.filter((o) => o.isvoid && o.paid);
  const cancelled = orders.filter((o) => o.isvoid && !o.paid);
  const numbers = orders.map((o) => o.orderno).sort();
  return {
    sales: {
      count: sales.length,
      gross: amounts((o) => o.subtotal),
      discount: amounts((o) => o.discval),
      netto: amounts((o) => o.netto),
      service: amounts((o) => o.serviceval),
      pb1: amounts((o) => o.pb1val),
      total: amounts((o) => o.total),
    },
    voids: { count: voided.length, amount: amounts((o) => o.total, voided) },
    cancels: { count: cancelled.length, amount: amounts((o) => o.total, cancelled) },
    firstorderno: numbers[0] ?? null,
    lastorderno: numbers[numbers.length - 1] ?? null,
  };
}
