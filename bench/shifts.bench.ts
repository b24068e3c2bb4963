// Cashier shifts: closing a shift of 2,000 sales and its Z report (issue target under 1 s on PGlite),
// and what a shift adds to a payment (a payment on a terminal whose outlet requires shifts, against
// one without a terminal), on PGlite and PostgreSQL.
// `npm run bench -- shifts`; SHIFTS_ONLY=postgres|pglite measures one engine, SHIFTS_SALES the sales (2000).

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { call, loginCookie } from './support/inject.js';
import { rows } from './support/sales.js';
import { type Figure, now, postgresUrl, printFigures, summarize, withDatabaseUrl } from './support/stats.js';

const SALES = Number(process.env.SHIFTS_SALES ?? 2000);
const figures: Figure[] = [];

/**
 * `SALES` paid orders of one shift written set-based as the till would have left them: two lines each
 * (one in ten discounted by a campaign), service 5 %, PB1 10 %, two in three paid cash with change and
 * the rest by QRIS, one in a hundred voided since; and twenty cash movements.
 */
async function fillShift(t: TestApp, outletid: number, shiftid: number): Promise<void> {
  const [menu] = await rows<{ menuid: number; menuname: string; salesacc: string }>(
    t,
    sql`SELECT menuid, menuname, salesacc FROM restomenu WHERE compcode = 'SAJI' ORDER BY menuid LIMIT 1`,
  );
  const [campaign] = await rows<{ campaignid: number }>(t, sql`SELECT campaignid FROM restocampaign WHERE compcode = 'SAJI' LIMIT 1`);
  await t.database.exec(`
    CREATE TEMP TABLE bench_shift AS
    SELECT i, gross, disc, gross - disc AS netto, round((gross - disc) * 0.05) AS service,
      round(((gross - disc) + round((gross - disc) * 0.05)) * 0.1) AS pb1
    FROM (SELECT i, 40000 + (i % 20) * 1500 AS gross, CASE WHEN i % 10 = 0 THEN 4000 ELSE 0 END AS disc
          FROM generate_series(1, ${SALES}) AS i) x;
    INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, orderdate, ordertype, pax, totalitem, totalqty, note,
      subtotal, discval, netto, servicepc, serviceval, dpp, pb1pc, pb1val, total, paidamt, changeamt, orderstatus, isvoid,
      paymethod, paymtime, createby, terminal, shiftid)
    SELECT md5('shift' || i)::uuid, 'SAJI', ${outletid}, 'BENCH-' || lpad(i::text, 6, '0'), now() - ((${SALES} - i) || ' seconds')::interval,
      'TAKE AWAY', 1, 2, 2, '2 menus', gross, disc, netto, 5, service, netto + service, 10, pb1, netto + service + pb1,
      CASE WHEN i % 3 = 0 THEN netto + service + pb1 ELSE ceil((netto + service + pb1) / 10000) * 10000 + 10000 END,
      CASE WHEN i % 3 = 0 THEN 0 ELSE ceil((netto + service + pb1) / 10000) * 10000 + 10000 - (netto + service + pb1) END,
      5, CASE WHEN i % 100 = 0 THEN '1' ELSE '0' END, CASE WHEN i % 3 = 0 THEN 'QRIS' ELSE 'CASH' END, now(), 'cashier', 'BENCH', ${shiftid}
    FROM bench_shift;
    INSERT INTO restoorderdt (orderkey, lineno, menuid, menuname, salesacc, qty, hargajual, discpc, discval, netto, campaignid)
    SELECT md5('shift' || i)::uuid, j, ${menu.menuid}, '${menu.menuname.replace(/'/g, "''")}', '${menu.salesacc}', 1,
      CASE WHEN j = 1 THEN gross - 20000 ELSE 20000 END, 0, CASE WHEN j = 1 THEN disc ELSE 0 END,
      CASE WHEN j = 1 THEN gross - 20000 - disc ELSE 20000 END, CASE WHEN j = 1 AND disc > 0 THEN ${campaign?.campaignid ?? 'NULL'}::int END
    FROM bench_shift, generate_series(1, 2) AS j;
    INSERT INTO restoorderpayment (orderkey, lineno, codepayment, namepayment, kodeacc, paymentnote, paymentamount, paymentnettamt, paymentchange)
    SELECT orderkey, 1, CASE WHEN paymethod = 'QRIS' THEN 'QRIS' ELSE 'CASH' END, paymethod, CASE WHEN paymethod = 'QRIS' THEN '14' ELSE '1' END,
      CASE WHEN paymethod = 'QRIS' THEN 'ref' END, paidamt, total, changeamt
    FROM restoorderho WHERE shiftid = ${shiftid};
    INSERT INTO restoshiftcash (shiftid, compcode, outletid, amount, reason, createby)
    SELECT ${shiftid}, 'SAJI', ${outletid}, CASE WHEN i % 4 = 0 THEN 200000 ELSE -25000 END, 'bench ' || i, 'cashier'
    FROM generate_series(1, 20) AS i;
    DROP TABLE bench_shift;
    -- Sold one by one, the sales would have been folded into stock and the reports as they came.
    SELECT stock_fold_sales(NULL);
    SELECT rpt_fold_deltas();
    ANALYZE restoorderho; ANALYZE restoorderpayment; ANALYZE restoorderdt;`);
}

/** Closing the shift and its Z (printed on the receipt queue, and as a PDF), ten times: a manager reopens it between runs. */
async function closeAndZ(t: TestApp, kind: string): Promise<void> {
  const [cashier, manager] = await Promise.all([loginCookie(t, 'cashier'), loginCookie(t, 'manager')]);
  const outletid = t.ids!.outletIds[0];
  const shift = await call(t, cashier, 'POST', '/api/shift/open', { terminal: 'BENCH', openingfloat: 500_000 });
  const shiftid = shift.header.shiftid as number;
  await fillShift(t, outletid, shiftid);
  const counted = [{ denomination: 100_000, count: 40 }];
  const close: number[] = [];
  const z: number[] = [];
  for (let run = 0; run < 11; run++) {
    const started = now();
    const closed = await call(t, cashier, 'POST', `/api/shift/${shiftid}/close`, { counted, print: true });
    const closedAt = now();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/shift/${shiftid}/pdf?report=Z`, headers: { cookie: cashier } });
    const done = now();
    if (pdf.statusCode !== 200) throw new Error(`the Z PDF answered ${pdf.statusCode}`);
    if (closed.sales.count !== SALES - SALES / 100) throw new Error(`the Z counts ${closed.sales.count} sales`);
    // The first run warms the statements and the PDF fonts.
    if (run > 0) {
      close.push(closedAt - started);
      z.push(done - started);
    }
    await call(t, manager, 'POST', `/api/shift/${shiftid}/reopen`, { reason: 'bench' });
  }
  const c = summarize(close);
  const w = summarize(z);
  figures.push({
    name: `close a shift of ${SALES} sales, Z queued, p95 (${kind})`,
    value: c.p95,
    unit: 'ms',
    note: `p50 ${c.p50.toFixed(1)} ms`,
  });
  figures.push({
    name: `close a shift of ${SALES} sales and its Z as PDF, p95 (${kind})`,
    value: w.p95,
    unit: 'ms',
    target: kind === 'PGlite' ? 1000 : undefined,
    note: `p50 ${w.p50.toFixed(1)} ms, ${close.length} runs`,
  });
}

/** A sale's payment without a terminal, and on a terminal of an outlet that requires shifts: what the shift adds. */
async function paymentCost(t: TestApp, kind: string): Promise<void> {
  const cashier = await loginCookie(t, 'cashier');
  const [menu] = (await call(t, cashier, 'GET', '/api/restoorderho/menu?limit=1')).list;
  const pay = async (terminal: string | undefined) => {
    const orderkey = crypto.randomUUID();
    const saved = await call(t, cashier, 'POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines: [{ menuid: menu.menuid, qty: 1 }],
    });
    const started = now();
    await call(t, cashier, 'POST', '/api/restoorderho/payment', {
      orderkey,
      terminal,
      payments: [{ codepayment: 'CASH', paymentamount: saved.header.total }],
    });
    return now() - started;
  };
  await call(t, cashier, 'POST', '/api/shift/open', { terminal: 'PAY', openingfloat: 0 });
  const manager = await loginCookie(t, 'manager');
  const plain: number[] = [];
  const shifted: number[] = [];
  for (let i = 0; i < 220; i++) {
    // Alternated, so both see the same machine.
    await call(t, manager, 'PUT', '/api/shift/setting', { shiftrequired: '0', blindclose: '0' });
    const a = await pay(undefined);
    await call(t, manager, 'PUT', '/api/shift/setting', { shiftrequired: '1', blindclose: '0' });
    const b = await pay('PAY');
    if (i >= 20) {
      plain.push(a);
      shifted.push(b);
    }
  }
  const p = summarize(plain);
  const s = summarize(shifted);
  figures.push({ name: `payment without a terminal, p50 (${kind})`, value: p.p50, unit: 'ms', note: `p95 ${p.p95.toFixed(2)} ms` });
  figures.push({ name: `payment in a required shift, p50 (${kind})`, value: s.p50, unit: 'ms', note: `p95 ${s.p95.toFixed(2)} ms` });
}

async function shifts(kind: string, databaseUrl: string | undefined): Promise<void> {
  const t = await withDatabaseUrl(databaseUrl, () => createTestApp());
  try {
    await closeAndZ(t, kind);
    await paymentCost(t, kind);
  } finally {
    await t.close();
  }
}

const only = process.env.SHIFTS_ONLY;
if (only !== 'postgres') await shifts('PGlite', undefined);
if (only !== 'pglite') {
  const pgUrl = await postgresUrl();
  if (pgUrl) await shifts('PostgreSQL', pgUrl);
  else figures.push({ name: 'shifts (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
}
const met = printFigures('Cashier shifts', figures);
process.exit(met ? 0 : 1);
