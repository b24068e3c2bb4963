import crypto from 'node:crypto';
import { sum } from '@saji/core';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../db/schema/index.js';
import { writeSale } from '../../test/fixtures/sales.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { rebuildSummaries } from './summaries.js';

/**
 * The numbers agree, for any mix of orders: random lines, discounts and free lines, voids, re-opens,
 * edits and completions through the API, several outlets, and order dates either side of midnight in
 * Jakarta. After every mix: each summary row equals the sum over its orders (the rebuild finds nothing
 * to correct), every chart's total equals the sales list's nett total, the list's TOTAL equals the
 * sales-by-menu netto plus service and PB1, and once every sale is posted the ledger's sales, service
 * and PB1 credits equal the same sums per outlet and day.
 */

const DAYS = ['2025-06-10', '2025-06-11', '2025-06-12'];
const RANGE = 'tgl1=2025-06-01&tgl2=2025-06-30';
const rows = async <T>(t: TestApp, query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows as T[];

const line = (menuCount: number) =>
  fc.record({
    menu: fc.nat({ max: menuCount - 1 }),
    qty: fc.integer({ min: 1, max: 4 }),
    discpc: fc.constantFrom(0, 0, 10, 12.5, 50),
    free: fc.boolean().map((b) => b && Math.random() < 0.3),
    kenapajak: fc.constantFrom(0 as const, 1 as const, 1 as const),
  });

const command = (menuCount: number) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('write' as const),
        outlet: fc.nat({ max: 1 }),
        day: fc.nat({ max: DAYS.length - 1 }),
        // Minutes from 23:00 of the day: half before midnight, half after.
        minute: fc.nat({ max: 119 }),
        lines: fc.array(line(menuCount), { minLength: 1, maxLength: 4 }),
        status: fc.constantFrom(5, 5, 1),
        isvoid: fc.constantFrom('0', '0', '0', '1') as fc.Arbitrary<'0' | '1'>,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('reopen' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('edit' as const),
        pick: fc.nat(),
        lines: fc.array(line(menuCount), { minLength: 1, maxLength: 3 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), minutes: fc.constantFrom(-90, -30, 30, 90) }) },
  );
type Command = ReturnType<typeof command> extends fc.Arbitrary<infer C> ? C : never;

describe('report figures agree (property)', () => {
  let t: TestApp;
  let admin: Agent;
  let outletIds: number[];
  let menuRows: { menuid: number; hargajualstd: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    outletIds = t.ids!.outletIds.slice(0, 2);
    menuRows = await t.app.db
      .select({ menuid: menus.menuid, hargajualstd: menus.hargajualstd })
      .from(menus)
      .where(eq(menus.compcode, 'SAJI'))
      .orderBy(asc(menus.menuid))
      .limit(6);
  });
  afterAll(() => t.close());

  /** The orders a command may act on: the test's own, by state. */
  const ordersIn = (state: 'sale' | 'open' | 'any') =>
    rows<{ orderkey: string; total: number; outletid: number }>(
      t,
      sql`SELECT orderkey, total::float8 AS total, outletid FROM restoorderho
        WHERE compcode = 'SAJI' AND isvoid = '0' AND posting = 0
          AND (${state} = 'any' OR (${state} = 'sale' AND orderstatus = 5) OR (${state} = 'open' AND orderstatus <> 5))
        ORDER BY orderno`,
    );
  const pick = async (state: 'sale' | 'open' | 'any', n: number) => {
    const list = await ordersIn(state);
    return list.length ? list[n % list.length] : undefined;
  };
  const linesOf = (ls: { menu: number; qty: number; discpc: number; free: boolean; kenapajak: 0 | 1 }[]) =>
    ls.map((l) => ({ ...l, menuid: menuRows[l.menu].menuid, hargajual: menuRows[l.menu].hargajualstd }));

  async function run(c: Command): Promise<void> {
    if (c.kind === 'write') {
      const [y, m, d] = DAYS[c.day].split('-').map(Number);
      const orderdate = new Date(Date.UTC(y, m - 1, d, 23 - 7, 0) + c.minute * 60_000);
      await writeSale(t.app.db, {
        compcode: 'SAJI',
        outletid: outletIds[c.outlet],
        orderdate,
        lines: linesOf(c.lines),
        orderstatus: c.status,
        isvoid: c.isvoid,
      });
      return;
    }
    if (c.kind === 'void') {
      const o = await pick('any', c.pick);
      if (o) await admin.put('/api/restoorderho/void', { orderkey: o.orderkey, voidreason: 'test' });
    } else if (c.kind === 'reopen') {
      const o = await pick('sale', c.pick);
      if (o) await admin.put('/api/restoorderho/status', { orderkey: o.orderkey, orderstatus: 1 });
    } else if (c.kind === 'edit') {
      const o = await pick('open', c.pick);
      const lines = linesOf(c.lines).map((l) => ({ menuid: l.menuid, qty: l.qty }));
      if (o) await admin.post('/api/restoorderho', { orderkey: o.orderkey, outletid: o.outletid, ordertype: 'TAKE AWAY', pax: 1, lines });
    } else if (c.kind === 'pay') {
      const o = await pick('open', c.pick);
      if (o)
        await admin.post('/api/restoorderho/payment', {
          orderkey: o.orderkey,
          payments: [{ codepayment: 'CASH', paymentamount: o.total }],
        });
    } else {
      const o = await pick('any', c.pick);
      if (o)
        await t.app.db.execute(
          sql`UPDATE restoorderho SET orderdate = orderdate + ${`${c.minutes} minutes`}::interval WHERE orderkey = ${o.orderkey}`,
        );
    }
  }

  async function assertAgreement(): Promise<void> {
    expect((await rebuildSummaries(t.database)).differences).toEqual([]);
    // The month summary (migration 0024) is the day summary added up.
    const months =
      await t.app.db.execute(sql`SELECT * FROM (SELECT outletid, salesdate - (extract(day FROM salesdate)::int - 1) AS salesmonth,
        sum(netto) AS netto FROM rpt_sales_day GROUP BY 1, 2) d FULL JOIN rpt_sales_month m USING (outletid, salesmonth)
      WHERE coalesce(d.netto, 0) <> coalesce(m.netto, 0)`);
    expect(months.rows).toEqual([]);
    for (const outletid of [undefined, ...outletIds]) {
      const q = `${RANGE}${outletid ? `&outletid=${outletid}` : ''}`;
      const list = (await admin.get(`/api/restoreport/rptsalesbyoutlet?${q}`)).body.list as Record<string, number>[];
      const [lines, groups] = (await admin.get(`/api/restoreport/rptsalesbymenu?${q}`)).body as [
        Record<string, number>[],
        Record<string, number>[],
      ];
      const netto = sum(list.map((l) => l.netto));
      const chartTotal = async (route: string) =>
        sum(((await admin.get(`/api/restoreport/${route}?${q}`)).body.datasets as { data: number[] }[]).flatMap((d) => d.data));
      expect(sum(lines.map((l) => l.netto))).toBe(netto);
      expect(sum(groups.map((g) => g.totalsales))).toBe(netto);
      expect(await chartTotal('rptsalesdaily')).toBe(netto);
      expect(await chartTotal('rptsalesmenu')).toBe(netto);
      expect(
        (
          await admin.get(`/api/restoreport/rptsalesmonthly?tgl1=2025-01-01&tgl2=2025-12-31${outletid ? `&outletid=${outletid}` : ''}`)
        ).body.datasets
          .map((d: { data: number[] }) => d.data[5])
          .reduce((a: number, b: number) => a + b, 0),
      ).toBe(netto);
      expect(sum(list.map((l) => l.total))).toBe(sum([netto, ...list.map((l) => l.serviceval), ...list.map((l) => l.pb1val)]));
      // Target vs Realization: June's actual, its month to date and the period's year to date are the same sales.
      const [rows] = (await admin.get(`/api/restotargetsales/actual?${q}`)).body;
      const total = rows.at(-1);
      expect([total.actual6, total.actualmon, total.actualytd]).toEqual([netto, netto, netto]);
    }
  }

  /** Posts every sale, then compares the ledger's credits per outlet and day with the day summary. */
  async function assertLedger(): Promise<void> {
    for (const o of await ordersIn('sale')) {
      const res = await admin.put(`/api/restoorderho/posting/${o.orderkey}`);
      expect(res.status, res.text).toBe(200);
    }
    const mismatches = await rows(
      t,
      sql`WITH credits AS (
          SELECT j.outletid, j.voucherdate AS salesdate, sum(l.credit) AS credit
          FROM gl_journal j JOIN gl_journal_line l ON l.journalid = j.journalid
          JOIN restooutlet ou ON ou.outletid = j.outletid
          WHERE j.compcode = 'SAJI' AND (l.kodeacc IN (ou.serviceacc, ou.taxacc)
            OR l.kodeacc IN (SELECT salesacc FROM restomenu WHERE compcode = 'SAJI'))
          GROUP BY 1, 2),
        summary AS (SELECT outletid, salesdate, total FROM rpt_sales_day WHERE compcode = 'SAJI' AND orders <> 0)
        SELECT * FROM credits c FULL JOIN summary s USING (outletid, salesdate) WHERE coalesce(c.credit, 0) <> coalesce(s.total, 0)`,
    );
    expect(mismatches, JSON.stringify(mismatches)).toEqual([]);
  }

  it('summaries, lists, charts and the ledger agree for any mix of orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command(6), { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const c of commands) await run(c);
        await assertAgreement();
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? crypto.randomInt(1_000_000)) },
    );
    await assertLedger();
  }, 300_000);
});
