// The outlet master data's figures with 100,000 customers: a filtered, sorted directory page and the
// POS phone lookup through the API, on PGlite and PostgreSQL; and the streamed .xlsx export of the
// whole directory (time, validity, server memory growth).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD } from '../apps/server/src/demo/foundation.js';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from '../apps/server/src/demo/outlet-master.js';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, withDatabaseUrl } from './support/stats.js';

const CUSTOMERS = 100_000;
const figures: Figure[] = [];

const CITIES = ['Jakarta', 'Bandung', 'Badung', 'Surabaya', 'Medan', 'Semarang'];
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * 100,000 customers of the demo company in one statement: names from first x middle x last names,
 * unique phones. VACUUM then brings the directory to the state autovacuum keeps a live one in (the
 * name index's pending entries merged), so the figures are not those of a table mid-import.
 */
async function seedCustomers(t: TestApp): Promise<void> {
  const outlets = t.ids!.outletIds;
  await t.database.exec(`
    INSERT INTO restocustomer (compcode, customernm, "DeliveryAddr", "City", "PhoneNo", outletid)
    SELECT 'SAJI',
           (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${sqlArray(FIRST)})[1 + (i / 7) % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (i / 40) % ${LAST.length}],
           'Jl. Bench No. ' || i,
           (${sqlArray(CITIES)})[1 + i % ${CITIES.length}],
           '0857' || lpad(i::text, 8, '0'),
           CASE WHEN i % 10 = 0 THEN NULL ELSE (ARRAY[${outlets.join(',')}])[1 + i % ${outlets.length}] END
    FROM generate_series(1, ${CUSTOMERS}) AS i`);
  await t.database.exec('VACUUM ANALYZE restocustomer');
}

async function directory(kind: string, databaseUrl: string | undefined): Promise<void> {
  const t = await withDatabaseUrl(databaseUrl, () => createTestApp());
  try {
    await seedCustomers(t);
    const admin = await t.login('admin');
    const cashier = await t.login('cashier');
    const pages: [string, typeof admin, string, number?][] = [
      ['name filter, 3rd page', admin, '/api/restocustomer?page=3&limit=20&sortBy=customernm&sortDir=asc&customernm=budi'],
      [
        'two-word name filter, sorted by phone desc',
        admin,
        '/api/restocustomer?page=1&limit=20&sortBy=PhoneNo&sortDir=desc&customernm=agus%20sant',
      ],
      ['phone prefix filter', admin, '/api/restocustomer?page=2&limit=20&sortBy=customernm&PhoneNo=%2B6285700012'],
      ['outlet user, name filter, 2nd page', cashier, '/api/restocustomer?page=2&limit=20&sortBy=customernm&customernm=sri'],
      [
        'unfiltered, 100th page by name (no target: counts the whole directory)',
        admin,
        '/api/restocustomer?page=100&limit=20&sortBy=customernm',
        Number.NaN,
      ],
    ];
    for (const [name, agent, url, target] of pages) {
      const check = await agent.get(url);
      if (check.status !== 200 || !check.body.list.length) throw new Error(`${url} answered ${check.status}: ${check.text.slice(0, 200)}`);
      const s = summarize(await sample(() => agent.get(url), 200, 20));
      figures.push({
        name: `customer page, ${name}, p95 (${kind})`,
        value: s.p95,
        unit: 'ms',
        target: Number.isNaN(target) ? undefined : 25,
        note: `p50 ${s.p50.toFixed(2)} ms, ${check.body.meta.total} matches`,
      });
    }
    // The cheapest authenticated call tells request overhead (session check, JSON) from query time.
    const base = summarize(await sample(() => admin.get('/api/restopaymenttype?limit=1'), 200, 20));
    figures.push({
      name: `baseline: 1-row payment type list, p95 (${kind})`,
      value: base.p95,
      unit: 'ms',
      note: `p50 ${base.p50.toFixed(2)} ms`,
    });
    let i = 0;
    const lookup = () => {
      i = (i * 7919 + 13) % CUSTOMERS;
      return admin.get(`/api/restocustomer/byphone/${encodeURIComponent(`+62857${String(i + 1).padStart(8, '0')}`)}`);
    };
    const found = await lookup();
    if (found.status !== 200) throw new Error(`phone lookup answered ${found.status}: ${found.text}`);
    const s = summarize(await sample(lookup, 500, 50));
    figures.push({
      name: `phone lookup (+62 form), p95 (${kind})`,
      value: s.p95,
      unit: 'ms',
      target: 10,
      note: `p50 ${s.p50.toFixed(2)} ms`,
    });
    await exportAll(t, kind);
  } finally {
    await t.close();
  }
}

/** The whole directory through a real socket, streamed to a file; RSS sampled while it runs. */
async function exportAll(t: TestApp, kind: string): Promise<void> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'saji-bench-')), 'Resto-Customer.xlsx');
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const started = now();
  const res = await fetch(`${address}/api/restocustomer/exportxls`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(file));
  const seconds = (now() - started) / 1000;
  clearInterval(sampler);
  const growth = (peak - baseline) / 2 ** 20;
  const size = fs.statSync(file).size;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows = workbook.worksheets[0].actualRowCount - 1;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const expected = CUSTOMERS + 300;
  if (rows !== expected) throw new Error(`export held ${rows} rows, expected ${expected}`);
  figures.push({
    name: `export of ${expected.toLocaleString('en')} customers (${kind})`,
    value: seconds,
    unit: 's',
    target: 10,
    note: `${(size / 2 ** 20).toFixed(1)} MiB .xlsx, read back: ${rows} rows`,
  });
  figures.push({
    name: `export, process memory growth (${kind})`,
    value: Math.round(growth),
    unit: 'MiB',
    target: 150,
    note: 'peak RSS minus RSS before, sampled every 25 ms',
  });
}

await directory('PGlite', undefined);
const pgUrl = await postgresUrl();
if (pgUrl) await directory('PostgreSQL', pgUrl);
else
  figures.push({ name: 'customer directory (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
const met = printFigures('Outlet master data: customers', figures);
process.exit(met ? 0 : 1);
