import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFor, order, pay } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { movedBetween } from './variance.queries.js';

/**
 * The daily and monthly summaries of migration 0161 are the sums of the movements, whoever writes them:
 * random statements of random movements (several outlets, items, kinds and days either side of month
 * ends), sales folded from the till, and any range the variance report may ask, summed from the summaries,
 * equals the same range summed from the movements.
 */

const KINDS = ['RECEIPT', 'SALE', 'VOID', 'PRODUCTION', 'WASTE', 'TRANSFER_OUT', 'TRANSFER_IN', 'COUNT'] as const;
// Days over three months, with month ends and a leap day.
const DAYS = ['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-15', '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-31'];

const movement = fc.record({
  outlet: fc.nat({ max: 1 }),
  item: fc.nat({ max: 3 }),
  kind: fc.constantFrom(...KINDS),
  qty: fc.integer({ min: -99_999, max: 99_999 }).map((n) => n / 1000),
  day: fc.nat({ max: DAYS.length - 1 }),
});
// One statement appends a batch, as a receipt, a count or the fold does.
const batches = fc.array(fc.array(movement, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });
const range = fc
  .tuple(fc.nat({ max: DAYS.length - 1 }), fc.nat({ max: DAYS.length - 1 }))
  .map(([a, b]) => [DAYS[Math.min(a, b)], DAYS[Math.max(a, b)]]);

describe('stock summaries', () => {
  let t: TestApp;
  let cashier: Agent;
  let outlets: number[];
  let items: number[];

  const rows = async <T>(query: SQL) => (await t.database.db.execute(query)).rows as T[];
  /** Summary rows that differ from the movements' sums, both ways. */
  const drift = () =>
    rows(sql`
      (SELECT outletid, movedate, itemno, kind, qty FROM stock_daily
       EXCEPT SELECT outletid, movedate, itemno, kind, sum(qty) FROM stock_movement GROUP BY 1, 2, 3, 4)
      UNION ALL
      (SELECT outletid, movedate, itemno, kind, sum(qty) FROM stock_movement GROUP BY 1, 2, 3, 4
       EXCEPT SELECT outletid, movedate, itemno, kind, qty FROM stock_daily)
      UNION ALL
      (SELECT outletid, month, itemno, kind, qty FROM stock_monthly
       EXCEPT SELECT outletid, date_trunc('month', movedate)::date, itemno, kind, sum(qty) FROM stock_movement GROUP BY 1, 2, 3, 4)
      UNION ALL
      (SELECT outletid, date_trunc('month', movedate)::date, itemno, kind, sum(qty) FROM stock_movement GROUP BY 1, 2, 3, 4
       EXCEPT SELECT outletid, month, itemno, kind, qty FROM stock_monthly)`);

  beforeAll(async () => {
    t = await createTestApp();
    cashier = await t.login('cashier');
    outlets = t.ids?.outletIds.slice(0, 2) ?? [];
    items = (
      await rows<{ itemno: number }>(sql`SELECT itemno FROM masteritem WHERE compcode = 'SAJI' AND jasa = 0 ORDER BY itemno LIMIT 4`)
    ).map((r) => r.itemno);
  });
  afterAll(() => t.close());

  it('the demo data and random statements of movements: every summary row is the sum of its movements', async () => {
    expect(await drift()).toEqual([]);
    await fc.assert(
      fc.asyncProperty(batches, async (statements) => {
        for (const batch of statements) {
          const values = batch.map(
            (m) =>
              sql`('SAJI', ${outlets[m.outlet]}::int, ${items[m.item]}::int, ${m.kind}, ${m.qty}::numeric, ${DAYS[m.day]}::date, 'test')`,
          );
          await t.database.db.execute(
            sql`INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, movedate, createby) VALUES ${sql.join(values, sql`, `)}`,
          );
        }
        expect(await drift()).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('after a sale and its void are folded from the till', async () => {
    const [recipe] = await rows<{ menuid: number }>(sql`
      SELECT r.menuid FROM standardproduction r JOIN restomenu m ON m.menuid = r.menuid
      WHERE r.compcode = 'SAJI' AND NOT EXISTS (SELECT 1 FROM restomodgroup g WHERE g.menuid = r.menuid AND g.minchoice > 0)
      ORDER BY r.menuid LIMIT 1`);
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movement`);
    const o = await order(cashier, recipe.menuid, 2);
    expect((await pay(cashier, o.orderkey, [cashFor(o.total)])).status).toBe(200);
    await rows(sql`SELECT stock_fold_sales(NULL)`);
    const after = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movement`);
    expect(after[0].n).toBeGreaterThan(before[0].n);
    expect(await drift()).toEqual([]);
  });

  it('any range read from the summaries equals the movements of that range', async () => {
    await fc.assert(
      fc.asyncProperty(range, fc.boolean(), fc.nat({ max: 1 }), async ([from, to], open, outlet) => {
        const outletid = outlets[outlet];
        const summed = await rows<{ itemno: number; kind: string; qty: string }>(sql`
          SELECT itemno, kind, sum(qty)::text AS qty FROM (${movedBetween(outletid, from, open ? undefined : to)}) s
          GROUP BY 1, 2 HAVING sum(qty) <> 0 ORDER BY 1, 2`);
        const moved = await rows<{ itemno: number; kind: string; qty: string }>(sql`
          SELECT itemno, kind, sum(qty)::text AS qty FROM stock_movement
          WHERE outletid = ${outletid} AND movedate >= ${from}::date ${open ? sql`` : sql`AND movedate <= ${to}::date`}
          GROUP BY 1, 2 HAVING sum(qty) <> 0 ORDER BY 1, 2`);
        expect(summed).toEqual(moved);
      }),
      { numRuns: 60 },
    );
  });
});
