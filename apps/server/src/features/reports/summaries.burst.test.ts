import crypto from 'node:crypto';
import { sum } from '@saji/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The summaries after a flat-out burst: terminals of three outlets save, re-save and pay at once, as
 * fast as the server answers, while the background folds their deltas (migration 0110). Read at once
 * afterwards, without waiting for any fold, the reports equal the orders to the rupiah, and so do the
 * summary tables themselves.
 */

const TERMINALS = 8;
const SALES_EACH = 4;
const rows = async <T>(t: TestApp, query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows as T[];

describe('sales summaries after a burst of concurrent sales', () => {
  let t: TestApp;
  let terminals: Agent[];
  let menuids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    // One session for every terminal: what races is the requests, and a sign-in costs a password hash.
    const admin = await t.login('admin');
    terminals = Array.from({ length: TERMINALS }, () => admin);
    menuids = (await terminals[0].get('/api/restoorderho/menu?limit=30')).body.list.map((m: { menuid: number }) => m.menuid);
  });
  afterAll(() => t.close());

  /** A take-away sale of 3 to 8 lines; every third is saved twice (lines changed) before it is paid. */
  async function sell(terminal: Agent, n: number, outletid: number): Promise<void> {
    const orderkey = crypto.randomUUID();
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ menuid: menuids[(n * 7 + i * 3) % menuids.length], qty: 1 + ((n + i) % 3) }));
    const order = { orderkey, outletid, ordertype: 'TAKE AWAY', pax: 1 };
    let saved = await terminal.post('/api/restoorderho', { ...order, lines: lines(3 + (n % 6)) });
    expect(saved.status, saved.text).toBe(200);
    if (n % 3 === 0) {
      saved = await terminal.post('/api/restoorderho', { ...order, lines: lines(4 + (n % 4)), version: saved.body.header.version });
      expect(saved.status, saved.text).toBe(200);
    }
    const paid = await terminal.post('/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: saved.body.header.total }],
    });
    expect(paid.status, paid.text).toBe(200);
  }

  it('reports and summary rows equal the orders, read straight after the burst', async () => {
    const outletIds = t.ids!.outletIds;
    await Promise.all(
      terminals.map(async (terminal, i) => {
        for (let n = 0; n < SALES_EACH; n++) await sell(terminal, i * SALES_EACH + n, outletIds[(i + n) % outletIds.length]);
      }),
    );

    const expected = await rows<{ outletid: number; day: string; orders: number; netto: string; total: string }>(
      t,
      sql`SELECT outletid, rpt_business_day(orderdate)::text AS day, count(*)::int AS orders, sum(netto) AS netto, sum(total) AS total
        FROM restoorderho WHERE orderstatus = 5 AND isvoid = '0' AND compcode = 'SAJI' GROUP BY 1, 2`,
    );
    expect(sum(expected.map((e) => e.orders))).toBe(TERMINALS * SALES_EACH);
    for (const e of expected) {
      const q = `tgl1=${e.day}&tgl2=${e.day}&outletid=${e.outletid}`;
      const list = (await terminals[0].get(`/api/restoreport/rptsalesbyoutlet?${q}`)).body.list as { netto: number; total: number }[];
      const [, groups] = (await terminals[0].get(`/api/restoreport/rptsalesbymenu?${q}`)).body as [unknown, { totalsales: number }[]];
      const daily = (await terminals[0].get(`/api/restoreport/rptsalesdaily?${q}`)).body.datasets as { data: number[] }[];
      const menuChart = (await terminals[0].get(`/api/restoreport/rptsalesmenu?${q}`)).body.datasets as { data: number[] }[];
      const netto = Number(e.netto);
      expect(sum(list.map((l) => l.netto))).toBe(netto);
      expect(sum(list.map((l) => l.total))).toBe(Number(e.total));
      expect(sum(groups.map((g) => g.totalsales))).toBe(netto);
      expect(sum(daily.flatMap((d) => d.data))).toBe(netto);
      expect(sum(menuChart.flatMap((d) => d.data))).toBe(netto);
    }

    // The summary rows themselves, once folded, are the sums over their orders and lines.
    await t.app.db.execute(sql`SELECT rpt_fold_deltas()`);
    const wrongDays = await rows(
      t,
      sql`WITH o AS (SELECT outletid, rpt_business_day(orderdate) AS salesdate, count(*)::int AS orders, sum(netto) AS netto,
            sum(serviceval) AS serviceval, sum(pb1val) AS pb1val, sum(total) AS total
          FROM restoorderho WHERE orderstatus = 5 AND isvoid = '0' GROUP BY 1, 2)
        SELECT * FROM o FULL JOIN rpt_sales_day d USING (outletid, salesdate)
        WHERE (o.orders, o.netto, o.serviceval, o.pb1val, o.total) IS DISTINCT FROM (d.orders, d.netto, d.serviceval, d.pb1val, d.total)
          AND NOT (o.outletid IS NULL AND d.orders = 0)`,
    );
    expect(wrongDays).toEqual([]);
    const wrongMenus = await rows(
      t,
      sql`WITH l AS (SELECT o.outletid, rpt_business_day(o.orderdate) AS salesdate, l.menuid, count(*)::int AS lines, sum(l.qty) AS qty,
            sum(l.netto) AS netto
          FROM restoorderho o JOIN restoorderdt l ON l.orderkey = o.orderkey WHERE o.orderstatus = 5 AND o.isvoid = '0' GROUP BY 1, 2, 3)
        SELECT * FROM l FULL JOIN rpt_sales_menu_day m USING (outletid, salesdate, menuid)
        WHERE (l.lines, l.qty, l.netto) IS DISTINCT FROM (m.lines, m.qty, m.netto) AND NOT (l.outletid IS NULL AND m.lines = 0)`,
    );
    expect(wrongMenus).toEqual([]);
    const [pending] = await rows<{ n: number }>(t, sql`SELECT (SELECT count(*) FROM rpt_sales_day_delta)::int AS n`);
    expect(pending.n).toBe(0);
  });
});
