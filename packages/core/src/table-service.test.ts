import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bill, type BillPart, qtyUnits, shareOut } from './bill-shares.js';
import { type SplitLine, splitByItems, splitEqually } from './bill-split.js';
import type { PosCampaign } from './campaigns.js';
import { buildOrderJournal } from './journal.js';
import { mergeLines, transferLines } from './line-moves.js';
import { sum } from './money.js';
import { computeOrderTotals, type OrderLineInput } from './order-totals.js';
import { prepareCampaigns, promotionAdjustment } from './promotions.js';
import { moveOrderSchema, notOpenReason, SHARE_ORDER_FIXED, splitOrderSchema, transferItemsSchema } from './table-service.js';

type Line = SplitLine & { menuid: number; isfree: boolean; salesacc: string };

/** A menu of the random outlet: its price with the options chosen folded in, and whether PB1 applies. */
const menuArb = fc.record({
  price: fc.integer({ min: 0, max: 250_000 }),
  options: fc.array(fc.integer({ min: -3_000, max: 8_000 }), { maxLength: 2 }),
  kenapajak: fc.boolean(),
});

const campaignArb = (i: number) =>
  fc
    .record({
      freeitem: fc.constantFrom(0, 1),
      freeqty: fc.integer({ min: 1, max: 2 }),
      discpc: fc.constantFrom(5, 10, 12.5, 33.33, 50),
      termapply: fc.constantFrom(0, 1),
      termqty: fc.integer({ min: 1, max: 3 }),
      termapplymulti: fc.constantFrom(0, 1),
      menus: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
      menuterm: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
    })
    .map(
      (c): PosCampaign => ({
        ...c,
        campaignid: i + 1,
        campaignname: `Promo ${i + 1}`,
        autoapply: 1,
        startdate: '2020-01-01',
        enddate: '2099-12-31',
        starttime: 0,
        endtime: 24,
        ordertypes: ['DINE IN'],
        term4menu: 1,
        termtotal: 0,
        outlets: [1],
      }),
    );

/** A random order priced as the server prices it: menus with options, untaxed ones, campaigns' discounts and free items. */
const billArb = fc
  .record({
    menus: fc.array(menuArb, { minLength: 6, maxLength: 6 }),
    lines: fc.array(fc.record({ menuid: fc.integer({ min: 1, max: 6 }), qty: fc.integer({ min: 1, max: 6 }), sent: fc.nat(6) }), {
      minLength: 1,
      maxLength: 8,
    }),
    campaigns: fc.integer({ min: 0, max: 3 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => campaignArb(i)))),
    servicepc: fc.constantFrom(0, 5, 7.5, 10),
    pb1pc: fc.constantFrom(0, 10, 11),
  })
  .map(({ menus, lines, campaigns, servicepc, pb1pc }): Bill<Line> => {
    const lineOf = (menuid: number, qty: number): OrderLineInput & { kitchenqty: number } => {
      const m = menus[menuid - 1];
      return { menuid, qty, hargajual: Math.max(0, m.price + sum(m.options)), discpc: 0, kenapajak: m.kenapajak ? 1 : 0, kitchenqty: 0 };
    };
    const context = { businessDate: '2026-01-15', minute: 720, ordertype: 'DINE IN', outletid: 1 };
    const totals = computeOrderTotals({
      lines: lines.map((l) => ({ ...lineOf(l.menuid, l.qty), kitchenqty: Math.min(l.sent, l.qty) })),
      servicepc,
      pb1pc,
      adjustments: [promotionAdjustment(prepareCampaigns(campaigns), context, lineOf)],
    });
    return {
      header: totals.header,
      lines: totals.lines.map((l, i) => ({
        lineno: i + 1,
        menuid: l.menuid,
        menuname: `Menu ${l.menuid}`,
        salesacc: `4-10${l.menuid % 3}`,
        qty: l.qty,
        hargajual: l.hargajual,
        discval: l.discval,
        netto: l.netto,
        kenapajak: l.kenapajak,
        kitchenqty: l.kitchenqty,
        isfree: l.free === true,
      })),
    };
  });

const AMOUNTS = ['subtotal', 'discval', 'netto', 'serviceval', 'dpp', 'pb1val', 'total'] as const;

/** What every split must hold: the checks add up to the bill, each check adds up to itself and posts balanced. */
function expectExactParts(bill: Bill<Line>, parts: BillPart<Line>[]) {
  for (const a of AMOUNTS) expect(sum(parts.map((p) => p.header[a]))).toBe(bill.header[a]);
  for (const p of parts) {
    expect(p.header.total).toBe(p.header.netto + p.header.serviceval + p.header.pb1val);
    expect(sum(p.lines.map((l) => l.netto))).toBe(p.header.netto);
    expect(p.lines.every((l) => l.netto >= 0 && l.discval >= 0 && l.qty > 0)).toBe(true);
    expect(p.lines.map((l) => l.lineno)).toEqual(p.lines.map((_, i) => i + 1));
    const journal = buildOrderJournal({
      totals: p.header,
      lines: p.lines,
      payments: [{ kodeacc: '1-100', paymentnettamt: p.header.total }],
      accounts: { ServiceAcc: '2-200', TaxAcc: '2-300' },
    });
    expect(journal.totalDebit).toBe(p.header.total);
  }
  // Every portion of every menu is on exactly one check.
  const units = (lines: readonly Line[]) =>
    [...lines].reduce((m, l) => m.set(l.menuid, (m.get(l.menuid) ?? 0) + qtyUnits(l.qty)), new Map<number, number>());
  expect(units(parts.flatMap((p) => p.lines))).toEqual(units(bill.lines));
}

/** A random assignment of every portion of the bill to one of `checks` checks (some may end up empty). */
const assignmentArb = (bill: Bill<Line>) =>
  fc.integer({ min: 2, max: 10 }).chain((checks) =>
    fc.tuple(...bill.lines.map((l) => fc.array(fc.nat(checks - 1), { minLength: l.qty, maxLength: l.qty }))).map((perLine) =>
      Array.from({ length: checks }, (_, k) => ({
        lines: bill.lines.map((l, i) => ({ lineno: l.lineno, qty: perLine[i].filter((c) => c === k).length })).filter((p) => p.qty > 0),
      })).filter((p) => p.lines.length > 0),
    ),
  );

describe('splitting a bill', () => {
  it('by items: the checks add up to the bill to the rupiah, each line keeps its unit price', () => {
    fc.assert(
      fc.property(
        billArb.chain((bill) => fc.tuple(fc.constant(bill), assignmentArb(bill))),
        ([bill, picks]) => {
          fc.pre(picks.length >= 2);
          const split = splitByItems(bill, picks);
          if (!split.ok) throw new Error(split.message);
          expect(split.parts).toHaveLength(picks.length);
          expectExactParts(bill, split.parts);
          for (const l of split.parts.flatMap((p) => p.lines)) expect(l.netto + l.discval).toBe(l.qty * l.hargajual);
          const sent = sum(split.parts.flatMap((p) => p.lines.map((l) => l.kitchenqty)));
          expect(sent).toBe(sum(bill.lines.map((l) => Math.min(l.kitchenqty, l.qty))));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('in equal parts: the first check pays the rupiah that do not divide, the others the same', () => {
    fc.assert(
      fc.property(billArb, fc.integer({ min: 2, max: 20 }), (bill, ways) => {
        const split = splitEqually(bill, ways);
        if (!split.ok) throw new Error(split.message);
        expectExactParts(bill, split.parts);
        const even = Math.floor(bill.header.total / ways);
        expect(split.parts.map((p) => p.header.total)).toEqual([
          even + (bill.header.total % ways),
          ...Array.from({ length: ways - 1 }, () => even),
        ]);
        for (const p of split.parts) expect(p.lines).toHaveLength(bill.lines.length);
      }),
      { numRuns: 100 },
    );
  });

  it('shows the rule on an example: Rp 100.000 in 3 is 33.334, 33.333 and 33.333', () => {
    const bill: Bill<Line> = {
      header: { subtotal: 90_910, discval: 0, netto: 90_910, serviceval: 0, dpp: 90_910, pb1val: 9_090, total: 100_000 },
      lines: [{ lineno: 1, menuid: 1, menuname: 'Nasi Goreng', salesacc: '4', qty: 1, hargajual: 90_910, discval: 0, netto: 90_910 }].map(
        (l) => ({ ...l, kenapajak: 1, kitchenqty: 1, isfree: false }),
      ),
    };
    const split = splitEqually(bill, 3);
    if (!split.ok) throw new Error(split.message);
    expect(split.parts.map((p) => p.header.total)).toEqual([33_334, 33_333, 33_333]);
    expect(split.parts.map((p) => p.lines[0].qty)).toEqual([0.3334, 0.3333, 0.3333]);
    expect(splitEqually(split.parts[0] as Bill<Line>, 2)).toEqual({ ok: false, message: SHARE_ORDER_FIXED, field: undefined });
  });

  it('refuses portions left over, given twice, or of lines the order does not have', () => {
    const bill: Bill<Line> = {
      header: { subtotal: 30_000, discval: 0, netto: 30_000, serviceval: 0, dpp: 0, pb1val: 0, total: 30_000 },
      lines: [{ lineno: 1, menuid: 1, menuname: 'Es Teh', salesacc: '4', qty: 3, hargajual: 10_000, discval: 0, netto: 30_000 }].map(
        (l) => ({ ...l, kenapajak: 0, kitchenqty: 0, isfree: false }),
      ),
    };
    const one = (qty: number, lineno = 1) => ({ lines: [{ lineno, qty }] });
    expect(splitByItems(bill, [one(1), one(1)])).toMatchObject({ ok: false, message: 'Es Teh: 1 not given to a check' });
    expect(splitByItems(bill, [one(2), one(2)])).toMatchObject({ ok: false, message: 'Es Teh: 1 more than the order has' });
    expect(splitByItems(bill, [one(3), one(1, 7)])).toMatchObject({ ok: false, message: 'Line 7 is not on the order' });
    expect(splitByItems({ ...bill, header: { ...bill.header, total: 1 } }, [one(2), one(1)])).toMatchObject({ ok: false });
  });
});

describe('moving lines between orders', () => {
  const pickArb = (bill: Bill<Line>) =>
    fc
      .tuple(...bill.lines.map((l) => fc.integer({ min: 0, max: l.qty })))
      .map((qtys) => bill.lines.flatMap((l, i) => (qtys[i] > 0 && !l.isfree ? [{ lineno: l.lineno, qty: qtys[i] }] : [])));
  const bought = (lines: readonly Line[]) => lines.filter((l) => !l.isfree);
  const portions = (lines: readonly Line[]) =>
    bought(lines).reduce((m, l) => m.set(`${l.menuid}@${l.hargajual}`, (m.get(`${l.menuid}@${l.hargajual}`) ?? 0) + l.qty), new Map());

  it('a transfer keeps every portion and every dish sent to the kitchen, and leaves something behind', () => {
    fc.assert(
      fc.property(
        billArb.chain((from) => fc.tuple(fc.constant(from), billArb, pickArb(from))),
        ([from, to, picks]) => {
          fc.pre(picks.length > 0);
          const moved = transferLines(from.lines, to.lines, picks);
          const left = sum(bought(from.lines).map((l) => l.qty)) - sum(picks.map((p) => p.qty));
          expect(moved.ok).toBe(left > 0);
          if (!moved.ok) return;
          expect(portions([...moved.from, ...moved.to])).toEqual(portions([...from.lines, ...to.lines]));
          const sent = (lines: readonly Line[]) => sum(bought(lines).map((l) => Math.min(l.kitchenqty, l.qty)));
          expect(sent([...moved.from, ...moved.to])).toBe(sent([...from.lines, ...to.lines]));
          expect(moved.to.slice(0, bought(to.lines).length)).toEqual(bought(to.lines).map((l, i) => ({ ...l, lineno: i + 1 })));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a merge keeps every bought line as it was, the absorbed order after the other', () => {
    fc.assert(
      fc.property(billArb, billArb, (a, b) => {
        const merged = mergeLines(a.lines, b.lines);
        if (!merged.ok) throw new Error(merged.message);
        const strip = (lines: readonly Line[]) => lines.map(({ lineno, ...l }) => l);
        expect(strip(merged.to)).toEqual(strip([...bought(a.lines), ...bought(b.lines)]));
      }),
    );
  });

  it('refuses moving a free item, more than the line has, or a share of an equal split', () => {
    const line = (over: Partial<Line>): Line => ({
      lineno: 1,
      menuid: 1,
      menuname: 'Es Teh',
      salesacc: '4',
      qty: 2,
      hargajual: 5_000,
      discval: 0,
      netto: 10_000,
      kenapajak: 1,
      kitchenqty: 2,
      isfree: false,
      ...over,
    });
    const from = [line({}), line({ lineno: 2, isfree: true, menuname: 'Kerupuk' })];
    expect(transferLines(from, [], [{ lineno: 2, qty: 1 }])).toMatchObject({
      message: "Kerupuk is a campaign's free item; it follows its campaign",
    });
    expect(transferLines(from, [], [{ lineno: 1, qty: 3 }])).toMatchObject({ message: 'Es Teh: the order has only 2' });
    expect(transferLines(from, [], [{ lineno: 1, qty: 2 }])).toMatchObject({ ok: false, field: 'lines' });
    expect(transferLines([line({ qty: 0.5 })], [], [{ lineno: 1, qty: 1 }])).toMatchObject({ message: SHARE_ORDER_FIXED });
    expect(mergeLines([line({})], [line({ qty: 0.3333 })])).toMatchObject({ message: SHARE_ORDER_FIXED });
  });
});

describe('table service rules', () => {
  it('shares an amount by weights, the first with a weight taking what does not divide, within caps', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [0, 1, 1])).toEqual([0, 5, 5]);
    expect(shareOut(11, [0, 1, 1])).toEqual([0, 6, 5]);
    expect(shareOut(7, [0, 0])).toEqual([7, 0]);
    expect(shareOut(29, [1, 1, 1], [10, 10, 10])).toEqual([10, 10, 9]);
  });

  it('says why a closed order cannot be changed', () => {
    const o = { orderno: 'JKT01-260101-000001', orderstatus: 1, isvoid: '0', posting: 0 };
    expect(notOpenReason(o)).toBeNull();
    expect(notOpenReason({ ...o, orderstatus: 5 })).toBe('Order JKT01-260101-000001 is paid');
    expect(notOpenReason({ ...o, isvoid: '1' })).toBe('Order JKT01-260101-000001 is voided');
    expect(notOpenReason({ ...o, orderstatus: 8, splitcount: 3 })).toBe('Order JKT01-260101-000001 was split into 3 checks');
    expect(notOpenReason({ ...o, orderstatus: 9, mergedintono: 'X-2' })).toBe('Order JKT01-260101-000001 was merged into X-2');
  });

  it('validates the commands: one key per check, parts or ways, each line once, tables once', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expect(splitOrderSchema.safeParse({ version: 1, ways: 3, partkeys: keys(3) }).success).toBe(true);
    expect(splitOrderSchema.safeParse({ version: 1, ways: 3, partkeys: keys(2) }).success).toBe(false);
    expect(splitOrderSchema.safeParse({ version: 1, partkeys: keys(2) }).success).toBe(false);
    expect(splitOrderSchema.safeParse({ version: 1, ways: 21, partkeys: keys(2) }).success).toBe(false);
    const part = { lines: [{ lineno: 1, qty: 1 }] };
    expect(splitOrderSchema.safeParse({ version: 1, parts: [part, part], partkeys: keys(2) }).success).toBe(true);
    expect(splitOrderSchema.safeParse({ version: 1, parts: [part, part], ways: 2, partkeys: keys(2) }).success).toBe(false);
    const twice = { toorderkey: keys(1)[0], version: 1, toversion: 1, lines: [part.lines[0], part.lines[0]] };
    expect(transferItemsSchema.safeParse(twice).success).toBe(false);
    expect(moveOrderSchema.safeParse({ tableids: [3, 3], version: 1 }).success).toBe(false);
    expect(moveOrderSchema.safeParse({ tableids: [], version: 1 }).success).toBe(false);
  });
});
