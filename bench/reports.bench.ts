// Sales report figures on a chain of 10 outlets and 2 years of orders (about 1,000,000 orders and
// 5,000,000 order lines): the three charts, the two lists for one outlet-month (API and first page in
// Chromium), a range too large for the screen, the streamed export of 100,000 sales-by-menu lines, the
// rebuild of the summaries, and what keeping the summaries costs the POS's sustained sale rate.
// `npm run bench -- reports`; REPORTS_ORDERS sets the volume (default 1,000,000), REPORTS_PGLITE_ORDERS
// PGlite's (default the same), REPORTS_ONLY=postgres|pglite one engine, REPORTS_SECONDS each POS round.

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { readEnv } from '../apps/server/src/config/env.js';
import { rebuildSummaries } from '../apps/server/src/features/reports/index.js';
import { type Agent, createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
// @ts-expect-error: a plain ES module shared with npm start and npm test
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { dayAgo, lastMonth } from './support/dates.js';
import { streamedDownload } from './support/download.js';
import { loginCookie } from './support/inject.js';
import { addOutlets, generateSales, rows } from './support/sales.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, switchCost, withDatabaseUrl } from './support/stats.js';

const figures: Figure[] = [];
const ORDERS = Number(process.env.REPORTS_ORDERS ?? 1_000_000);
const ROUND_SECONDS = Number(process.env.REPORTS_SECONDS ?? 8);
const EXPORT_LINES = 100_000;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = now();
  const result = await fn();
  return [result, now() - started];
}

/** The three charts, as an admin (every outlet) and a manager (one), p95 over many calls each. */
async function chartFigures(kind: string, admin: Agent, manager: Agent, target: number): Promise<void> {
  const month = lastMonth();
  const year = Number(dayAgo(0).slice(0, 4)) - 1;
  const charts: [string, string][] = [
    ['monthly chart, a year of all outlets', `/api/restoreport/rptsalesmonthly?tgl1=${year}-01-01&tgl2=${year}-12-31`],
    ['daily chart, a month of all outlets', `/api/restoreport/rptsalesdaily?tgl1=${month.tgl1}&tgl2=${month.tgl2}`],
    ['menu chart, a month of all outlets', `/api/restoreport/rptsalesmenu?tgl1=${month.tgl1}&tgl2=${month.tgl2}`],
  ];
  for (const [name, url] of charts) {
    const probe = await admin.get(url);
    if (probe.status !== 200 || !probe.body.datasets.length) throw new Error(`${url}: ${probe.status} ${probe.text.slice(0, 200)}`);
    let i = 0;
    const s = summarize(await sample(() => ((i++ % 2 === 0 ? admin : manager) as Agent).get(url), 100, 10));
    figures.push({
      name: `${name}, p95 (${kind})`,
      value: s.p95,
      unit: 'ms',
      target,
      note: `p50 ${s.p50.toFixed(1)} ms; admin and manager alternately`,
    });
  }
}

/** The two lists for one outlet-month, and a range too large for the screen. */
async function listFigures(kind: string, admin: Agent, outletid: number): Promise<void> {
  const month = lastMonth();
  const q = `outletid=${outletid}&tgl1=${month.tgl1}&tgl2=${month.tgl2}`;
  for (const [name, url, size] of [
    ['sales list, one outlet-month', `/api/restoreport/rptsalesbyoutlet?${q}`, (b: { list: unknown[] }) => `${b.list.length} orders`],
    ['sales by menu, one outlet-month', `/api/restoreport/rptsalesbymenu?${q}`, (b: unknown[][]) => `${b[0].length} lines`],
  ] as const) {
    const probe = await admin.get(url);
    if (probe.status !== 200) throw new Error(`${url}: ${probe.status} ${probe.text.slice(0, 200)}`);
    const s = summarize(await sample(() => admin.get(url), 10, 2));
    figures.push({
      name: `${name}, p95 (${kind})`,
      value: s.p95,
      unit: 'ms',
      target: 300,
      note: `${(size as (b: unknown) => string)(probe.body)}, ${(probe.text.length / 2 ** 20).toFixed(1)} MiB of JSON; p50 ${s.p50.toFixed(0)} ms`,
    });
  }
  const [res, ms] = await timed(() => admin.get(`/api/restoreport/rptsalesbymenu?tgl1=${month.tgl1}&tgl2=${month.tgl2}`));
  figures.push({
    name: `sales by menu, a month of all outlets: refused (${kind})`,
    value: ms,
    unit: 'ms',
    target: res.status === 400 && /Export/.test(res.body.message) ? 300 : 0,
    note: `${res.status}: ${String(res.body.message).slice(0, 90)}`,
  });
}

/** The streamed .xlsx of about 100,000 sales-by-menu lines of one outlet: time, size and the process's memory. */
async function exportFigures(kind: string, t: TestApp, outletid: number): Promise<void> {
  const perDay = await rows<{ n: number }>(
    t,
    sql`SELECT (sum(lines) / count(DISTINCT salesdate))::int AS n FROM rpt_sales_menu_day WHERE outletid = ${outletid}`,
  );
  const days = Math.ceil(EXPORT_LINES / perDay[0].n);
  const tgl1 = dayAgo(days + 1);
  const tgl2 = dayAgo(2);
  const [{ n: lines }] = await rows<{ n: number }>(
    t,
    sql`SELECT sum(lines)::int AS n FROM rpt_sales_menu_day WHERE outletid = ${outletid} AND salesdate BETWEEN ${tgl1} AND ${tgl2}`,
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await loginCookie(t, 'admin');
  const res = await streamedDownload(
    `${address}/api/restoreport/rptsalesbymenuexport?outletid=${outletid}&tgl1=${tgl1}&tgl2=${tgl2}`,
    cookie,
  );
  const { seconds, bytes } = res;
  const grew = Math.round(res.grewBytes / 2 ** 20);
  figures.push({
    name: `export of ${lines.toLocaleString('en')} sales-by-menu lines (${kind})`,
    value: seconds,
    unit: 's',
    target: res.status === 200 ? 10 : 0,
    note: `${res.status}, ${(bytes / 2 ** 20).toFixed(1)} MiB streamed, ${days} days of one outlet`,
  });
  figures.push({
    name: `export: growth of the process's memory (${kind})`,
    value: grew,
    unit: 'MiB',
    target: 100,
    note: 'RSS, sampled every 50 ms',
  });
}

/** From Process to the first rows on screen, in Chromium, for both lists of one outlet-month (a manager's). */
async function browserFigures(kind: string, t: TestApp): Promise<void> {
  if (!ensureWebBuild()) return;
  const env = readEnv({ ...process.env, SAJI_LOG_LEVEL: 'silent' });
  const web = await buildApp({ env, database: t.database, serveWeb: true });
  const base = await web.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('saji.lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel(/username/i).fill('manager');
    await page.getByLabel(/password/i).fill('saji-demo');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const month = lastMonth();
    for (const [name, path] of [
      ['sales list', '/reports/sales'],
      ['sales by menu', '/reports/sales-by-menu'],
    ]) {
      const samples: number[] = [];
      for (let i = 0; i < 4; i++) {
        await page.goto(`${base}${path}`);
        for (const [label, value] of [
          ['From', month.tgl1],
          ['Until', month.tgl2],
        ]) {
          await page.getByRole('textbox', { name: label, exact: true }).fill(value);
          await page.getByRole('textbox', { name: label, exact: true }).blur();
        }
        const started = now();
        await page.getByRole('button', { name: 'Process' }).click();
        await page.locator('main table tbody tr:not(.mantine-datatable-empty-row)').first().waitFor({ timeout: 30_000 });
        if (i > 0) samples.push(now() - started);
      }
      const s = summarize(samples);
      figures.push({
        name: `${name}, one outlet-month: first page on screen (${kind})`,
        value: s.max,
        unit: 'ms',
        target: 1000,
        note: `slowest of ${s.n} after a warm-up; Chromium`,
      });
    }
  } finally {
    await browser.close();
    await web.close();
  }
}

/**
 * Sales a second with the summaries kept and with their triggers off, in alternating rounds on the
 * same database: an 8-line take-away order saved and paid by QRIS and cash, by `terminals` tills flat out.
 */
async function posCost(kind: string, t: TestApp, terminals: number): Promise<void> {
  const cookies = await Promise.all(Array.from({ length: terminals }, () => loginCookie(t, 'admin')));
  const menuids =
    // Menus a tap adds as they are: those with modifier groups would need their options chosen.
    (
      await rows<{ menuid: number }>(
        t,
        sql`SELECT menuid FROM restomenu m WHERE compcode = 'SAJI' AND NOT EXISTS (SELECT 1 FROM restomodgroup g WHERE g.menuid = m.menuid)
        ORDER BY menuid LIMIT 40`,
      )
    ).map((r) => r.menuid);
  const outletid = t.ids!.outletIds[0];
  const call = async (cookie: string, url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const sale = async (cookie: string) => {
    const orderkey = crypto.randomUUID();
    const lines = Array.from({ length: 8 }, (_, i) => ({
      menuid: menuids[(i * 5 + orderkey.charCodeAt(0)) % menuids.length],
      qty: 1 + (i % 3),
    }));
    const saved = await call(cookie, '/api/restoorderho', { orderkey, outletid, ordertype: 'TAKE AWAY', pax: 1, lines });
    const total = saved.header.total as number;
    await call(cookie, '/api/restoorderho/payment', {
      orderkey,
      payments: [
        { codepayment: 'QRIS', paymentamount: 50_000, paymentnote: 'ref' },
        { codepayment: 'CASH', paymentamount: Math.ceil((total - 50_000) / 10_000) * 10_000 + 10_000 },
      ],
    });
  };
  const triggers = (on: boolean) =>
    t.database.exec(
      `ALTER TABLE restoorderho ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER; ALTER TABLE restoorderdt ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER;`,
    );
  await Promise.all(cookies.map(sale));
  const { on, off, cost } = await switchCost(cookies, sale, triggers, 2, ROUND_SECONDS);
  figures.push(
    {
      name: `POS sales a second, summaries kept (${kind})`,
      value: Math.round(on),
      unit: '',
      note: `${terminals} tills flat out, 2 rounds of ${ROUND_SECONDS} s`,
    },
    {
      name: `POS sales a second, summaries' triggers off (${kind})`,
      value: Math.round(off),
      unit: '',
      note: 'alternating rounds on the same database',
    },
    {
      name: `cost of the summaries to the POS sale rate, % (${kind})`,
      value: Math.max(0, cost),
      unit: '',
      target: 10,
      note: `measured ${cost.toFixed(1)} %`,
    },
  );
  // The rounds without triggers left their sales out of the summaries: put them back.
  await rebuildSummaries(t.database);
}

async function onDatabase(kind: string, url: string | undefined, count: number, chartTarget: number): Promise<void> {
  const t = await withDatabaseUrl(url, () => createTestApp());
  try {
    const outletIds = await addOutlets(t, 7);
    const [, genMs] = await timed(() => generateSales(t, count, outletIds));
    const [{ orders, lines }] = await rows<{ orders: number; lines: number }>(
      t,
      sql`SELECT (SELECT count(*)::int FROM restoorderho) AS orders, (SELECT count(*)::int FROM restoorderdt) AS lines`,
    );
    figures.push({
      name: `generate ${orders.toLocaleString('en')} orders, ${lines.toLocaleString('en')} lines (${kind})`,
      value: genMs / 1000,
      unit: 's',
      note: `10 outlets, 730 days, summaries' triggers off`,
    });
    const [rebuilt, rebuildMs] = await timed(() => rebuildSummaries(t.database));
    figures.push({
      name: `reports:rebuild over them (${kind})`,
      value: rebuildMs / 1000,
      unit: 's',
      note: `${rebuilt.stretches} company-months, ${rebuilt.differences.length} rows written`,
    });
    await t.database.exec(url ? 'VACUUM ANALYZE' : 'ANALYZE');
    const [admin, manager] = await Promise.all([t.login('admin'), t.login('manager')]);
    await chartFigures(kind, admin, manager, chartTarget);
    await listFigures(kind, admin, outletIds[0]);
    await browserFigures(kind, t);
    await posCost(kind, t, url ? 40 : 10);
    await exportFigures(kind, t, outletIds[0]);
  } finally {
    await t.close();
  }
}

const only = process.env.REPORTS_ONLY;
const pgUrl = await postgresUrl();
if (only !== 'pglite') {
  if (pgUrl) await onDatabase('PostgreSQL', pgUrl, ORDERS, 50);
  else figures.push({ name: 'reports (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
}
if (only !== 'postgres') await onDatabase('PGlite', undefined, Number(process.env.REPORTS_PGLITE_ORDERS ?? ORDERS), 150);
process.exit(printFigures('Sales reports', figures) ? 0 : 1);
