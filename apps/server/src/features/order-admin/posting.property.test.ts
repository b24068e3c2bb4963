import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH, type FixtureLine, type FixturePayment, insertOrder, QRIS } from '../../test/fixtures/orders.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

const BCA = { codepayment: 'BCA', namepayment: 'Debit BCA', kodeacc: '11' };

const lineArb: fc.Arbitrary<FixtureLine> = fc.record({
  salesacc: fc.constantFrom('41', '42', '43', '44'),
  qty: fc.integer({ min: 1, max: 25 }),
  hargajual: fc.integer({ min: 0, max: 750_000 }),
  // Percentages with up to two decimals, as the menus and campaigns carry them.
  discpc: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  kenapajak: fc.constantFrom(0 as const, 1 as const),
  free: fc.boolean().map((b) => b && Math.random() < 0.3),
  // Options add to the unit price (never below 0: the base is at least what they could take off).
  modifiers: fc.array(
    fc.record({
      modifierid: fc.nat(1_000),
      groupname: fc.constant('Size'),
      modname: fc.constantFrom('Large', 'Less ice', 'Extra egg'),
      pricechange: fc.integer({ min: 0, max: 25_000 }),
    }),
    { maxLength: 3 },
  ),
});

/** Shares of the total paid by card or QRIS, the rest in cash with some change on top. */
const paymentPlanArb = fc.record({
  shares: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 2 }),
  change: fc.integer({ min: 0, max: 100_000 }),
  overpayByCard: fc.boolean(),
});

type PaymentPlan = { shares: number[]; change: number; overpayByCard: boolean };

function paymentsOf(plan: PaymentPlan) {
  return (total: number): FixturePayment[] => {
    const payments: FixturePayment[] = [];
    let left = total;
    plan.shares.forEach((share, i) => {
      const amount = Math.floor((total * share) / 200);
      payments.push({ ...(i === 0 ? QRIS : BCA), paymentamount: amount });
      left -= amount;
    });
    // A card charged above the bill: the drawer pays the difference out in cash.
    if (plan.overpayByCard && payments.length) payments[0].paymentamount += left + plan.change;
    else payments.push({ ...CASH, paymentamount: left + plan.change });
    return payments;
  };
}

describe('posted journals always balance', () => {
  let t: TestApp;
  let manager: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    [manager, admin] = await Promise.all([t.login('manager'), t.login('admin')]);
  });
  afterAll(() => t.close());

  it('over random orders, options, discounts, free items and payments: Σ debit = Σ credit = order total', async () => {
    const outlets = t.ids!.outletIds;
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        paymentPlanArb,
        fc.constantFrom(...outlets),
        async (lines, plan, outletid) => {
          const o = await insertOrder(t.app.db, { compcode: 'SAJI', outletid, lines, payments: paymentsOf(plan) });
          const agent = outletid === outlets[0] ? manager : admin;
          const posted = await agent.put(`/api/restoorderho/posting/${o.orderkey}`);
          expect(posted.status).toBe(200);
          const j = await agent.get(`/api/restoorderho/journal/${o.orderkey}`);
          const debit = j.body.lines.reduce((s: number, l: { debit: number }) => s + l.debit, 0);
          const credit = j.body.lines.reduce((s: number, l: { credit: number }) => s + l.credit, 0);
          expect(debit).toBe(credit);
          expect(j.body.header.totaldebit).toBe(debit);
          expect(debit).toBeGreaterThanOrEqual(o.total);
          expect(
            j.body.lines.every((l: { debit: number; credit: number }) => Number.isInteger(l.debit) && Number.isInteger(l.credit)),
          ).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    // And in the ledger itself, for every voucher written.
    const unbalanced = await t.app.db.execute(sql`
      SELECT journalid FROM gl_journal_line GROUP BY journalid HAVING sum(debit) <> sum(credit)`);
    expect(unbalanced.rows).toEqual([]);
  }, 120_000);
});
