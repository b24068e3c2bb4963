// Sales target figures on a chain of 50 outlets and 2 years of generated sales: Target vs Realization
// for a full year of every outlet (the issue's p95: under 50 ms on PostgreSQL, 150 ms on PGlite),
// saving a 50-outlet year (under 200 ms), and, for reference, the form's lines, the view, the export and
// the printed report of a year. `npm run bench -- targets`; TARGETS_ORDERS sets the volume (default
// 100,000 orders), TARGETS_ONLY=postgres|pglite one engine.

import { BUDGET_KEYS } from '@saji/core';
import { sql } from 'drizzle-orm';
import { rebuildSummaries } from '../apps/server/src/features/reports/index.js';
import { type Agent, createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { addOutlets, generateSales, rows } from './support/sales.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, withDatabaseUrl } from './support/stats.js';

const figures: Figure[] = [];
const ORDERS = Number(process.env.TARGETS_ORDERS ?? 100_000);
const OUTLETS = 50;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const thisYear = Number(today.slice(0, 4));
/** The last whole year of the history: every month of it has sales, and every month is closed. */
const lastYear = thisYear - 1;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = now();
  const result = await fn();
  return [result, now() - started];
}

/** A request that must succeed: a failing one would time an error page. */
const ok = async (call: Promise<{ status: number; text: string }>) => {
  const res = await call;
  if (res.status !== 200) throw new Error(`${res.status} ${res.text.slice(0, 200)}`);
  return res;
};

/**
 * Last year's targets for every outlet, written directly (its months are closed to the API): each
 * outlet's month near its sales, some over and some under.
 */
async function lastYearTargets(t: TestApp): Promise<void> {
  await t.database.exec(`
    INSERT INTO restotargetsales (outletid, tahun, compcode, createby, ${BUDGET_KEYS.join(', ')})
    SELECT d.outletid, ${lastYear}, 'SAJI', 'admin', ${BUDGET_KEYS.map((_, i) => `round(coalesce(sum(d.netto) FILTER (WHERE extract(month FROM d.salesdate) = ${i + 1}), 0) * (0.9 + (d.outletid % 5) * 0.05), -5)`).join(', ')}
    FROM rpt_sales_day d WHERE d.compcode = 'SAJI' AND d.salesdate BETWEEN '${lastYear}-01-01' AND '${lastYear}-12-31'
    GROUP BY d.outletid`);
}

/** The save of a whole year: every outlet, twelve open months (next year), different amounts each time. */
const yearOfLines = (outletIds: number[], round: number) => ({
  tahun: thisYear + 1,
  lines: outletIds.map((outletid, o) => ({
    outletid,
    ...Object.fromEntries(BUDGET_KEYS.map((k, m) => [k, 50_000_000 + round * 1_000 + o * 100 + m + 0.25])),
  })),
});

async function figuresFor(kind: string, admin: Agent, outletIds: number[], actualTarget: number): Promise<void> {
  const full = `tahun=${lastYear}&tgl1=${lastYear}-01-01&tgl2=${lastYear}-12-31`;
  const probe = await ok(admin.get(`/api/restotargetsales/actual?${full}&layout=full`));
  const [reportRows] = JSON.parse(probe.text);
  const sold = reportRows.filter((r: { actual: number; outletid: number | null }) => r.outletid && r.actual > 0).length;
  const actual = summarize(await sample(() => ok(admin.get(`/api/restotargetsales/actual?${full}&layout=full`)), 100, 10));
  figures.push({
    name: `actual, a full year of ${OUTLETS} outlets, p95 (${kind})`,
    value: actual.p95,
    unit: 'ms',
    target: actualTarget,
    note: `p50 ${actual.p50.toFixed(1)} ms; ${reportRows.length - 1} rows, ${sold} with sales; ${(probe.text.length / 1024).toFixed(0)} KB`,
  });

  let round = 0;
  const save = summarize(await sample(() => ok(admin.post('/api/restotargetsales', yearOfLines(outletIds, round++))), 30, 3));
  figures.push({
    name: `save a ${OUTLETS}-outlet year, p95 (${kind})`,
    value: save.p95,
    unit: 'ms',
    target: 200,
    note: `p50 ${save.p50.toFixed(1)} ms; every outlet's twelve months changed each time`,
  });

  for (const [name, url] of [
    ['form lines (edit) of a year', `/api/restotargetsales/edit?tahun=${thisYear + 1}`],
    ['view of a year', `/api/restotargetsales/view?tahun=${thisYear + 1}`],
    ['export of a year (.xlsx)', `/api/restotargetsales/viewexport?tahun=${thisYear + 1}`],
    ['actual, year to date, export (.xlsx)', `/api/restotargetsales/actualytdexport?${full}`],
    ['actual, full year, PDF preview', `/api/restotargetsales/actualprint?${full}&layout=full`],
  ] as const) {
    const s = summarize(await sample(() => ok(admin.get(url)), 20, 2));
    figures.push({ name: `${name}, p95 (${kind})`, value: s.p95, unit: 'ms', note: `p50 ${s.p50.toFixed(1)} ms` });
  }
}

async function onDatabase(kind: string, url: string | undefined, actualTarget: number): Promise<void> {
  const t = await withDatabaseUrl(url, () => createTestApp());
  try {
    const outletIds = await addOutlets(t, OUTLETS - 3);
    const [, genMs] = await timed(() => generateSales(t, ORDERS, outletIds));
    const [, rebuildMs] = await timed(() => rebuildSummaries(t.database));
    const [{ days }] = await rows<{ days: number }>(t, sql`SELECT count(*)::int AS days FROM rpt_sales_day`);
    figures.push({
      name: `generate ${ORDERS.toLocaleString('en')} orders of ${outletIds.length} outlets and summarise them (${kind})`,
      value: (genMs + rebuildMs) / 1000,
      unit: 's',
      note: `730 days; ${days.toLocaleString('en')} outlet-days in rpt_sales_day`,
    });
    await lastYearTargets(t);
    await t.database.exec(url ? 'VACUUM ANALYZE' : 'ANALYZE');
    await figuresFor(kind, await t.login('admin'), outletIds, actualTarget);
  } finally {
    await t.close();
  }
}

const only = process.env.TARGETS_ONLY;
const pgUrl = await postgresUrl();
if (only !== 'pglite') {
  if (pgUrl) await onDatabase('PostgreSQL', pgUrl, 50);
  else figures.push({ name: 'targets (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
}
if (only !== 'postgres') await onDatabase('PGlite', undefined, 150);
process.exit(printFigures('Sales targets', figures) ? 0 : 1);
