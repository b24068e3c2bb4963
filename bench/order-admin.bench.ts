// Order administration figures: the order list over 1,000,000 orders (3 outlets, 2 years) with any
// filters and sort, bulk posting of 10,000 completed orders, and the streamed .xlsx export of 100,000.
// `npm run bench -- order-admin`; OA_PGLITE_ORDERS sets the PGlite volume (default 1,000,000),
// OA_EXPLAIN=1 prints the query plans of docs/performance.md.

import { type SQLWrapper, sql } from 'drizzle-orm';
import { countOrders, orderPageQuery, outletIdsNamed } from '../apps/server/src/features/order-admin/order-admin.queries.js';
import { ORDER_SORTABLE, type OrderListQuery, orderListQuerySchema } from '../apps/server/src/features/order-admin/order-admin.schemas.js';
import { type Agent, createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { streamedDownload } from './support/download.js';
import { loginCookie } from './support/inject.js';
import { type Figure, now, postgresUrl, printFigures, summarize, withDatabaseUrl } from './support/stats.js';

export const figures: Figure[] = [];
const ORDERS = 1_000_000;
const BULK = 10_000;
const EXPORT_ROWS = 100_000;

/**
 * Set-based generation: one INSERT ... SELECT generate_series, spread over 730 days and the three
 * outlets. Each column draws from its own hash of the row number, so columns are independent except
 * where a restaurant's are not: order numbers carry the outlet code and the day (as the POS writes
 * them), each outlet has its own cashiers, only dine-in orders have a table and only deliveries a
 * courier, open orders are the last hours', and posting lags a few days.
 */
export async function generateOrders(t: Pick<TestApp, 'ids' | 'database'>, count: number): Promise<void> {
  const [a, b, c] = t.ids!.outletIds;
  // 730 days of seconds spread evenly over the orders, the newest ending now.
  const step = Math.floor((730 * 86_400) / count);
  await t.database.exec(`
    INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, orderdate, ordertype, tablename, pax, note, deliverby,
      subtotal, discval, netto, servicepc, serviceval, dpp, pb1pc, pb1val, total, paidamt, orderstatus, isvoid, voidreason,
      posting, paymethod, createby)
    SELECT md5('bench' || i)::uuid, 'SAJI', o.outletid,
      o.outletcode || '-' || to_char(orderdate AT TIME ZONE 'Asia/Jakarta', 'YYMMDD') || '-' || lpad(i::text, 7, '0'),
      orderdate, ordertype,
      CASE WHEN ordertype = 'DINE IN' THEN 'T' || lpad((h[3] % 20 + 1)::text, 2, '0') END,
      h[4] % 6 + 1, (h[5] % 4 + 1) || ' Nasi Goreng, 1 Es Teh',
      CASE WHEN ordertype = 'DELIVERY' THEN (ARRAY['GoFood', 'GrabFood', 'ShopeeFood', 'Kurir Saji'])[h[5] % 4 + 1] END,
      n, 0, n, 5, n / 20, n + n / 20, 10, (n + n / 20) / 10, n + n / 20 + (n + n / 20) / 10, n + n / 20 + (n + n / 20) / 10,
      CASE WHEN open THEN 1 ELSE 5 END,
      CASE WHEN void THEN '1' ELSE '0' END, CASE WHEN void THEN 'Customer left' END,
      CASE WHEN NOT open AND NOT void AND i < recent AND h[7] % 499 <> 0 THEN 1 ELSE 0 END,
      (ARRAY['CASH', 'QRIS', 'BCA', 'CASH, QRIS'])[h[8] % 4 + 1],
      lower(o.outletcode) || '-kasir' || (h[9] % 3 + 1)
    FROM (SELECT i, h, (ARRAY[${a}, ${b}, ${c}])[h[1] % 3 + 1] AS outletid,
            now() - interval '730 days' + (i * ${step}) * interval '1 second' AS orderdate,
            CASE WHEN h[2] % 10 < 6 THEN 'DINE IN' WHEN h[2] % 10 < 8 THEN 'TAKE AWAY' ELSE 'DELIVERY' END AS ordertype,
            (20 + h[6] % 480) * 1000 AS n,
            -- As in a restaurant: open orders only in the last hours, completed ones posted after a few
            -- days (a few stragglers left unposted), about one order in a hundred void.
            i > ${count} - ${Math.ceil(count / 4380)} AND h[7] % 3 = 0 AS open,
            h[10] % 97 = 0 AS void,
            ${count} - ${Math.ceil((count * 3) / 730)} AS recent
          FROM (SELECT i, ARRAY[${Array.from({ length: 10 }, (_, k) => `abs(hashint4(i * 10 + ${k})::bigint)`).join(', ')}] AS h
                FROM generate_series(1, ${count}) AS i) hashed) g
    JOIN restooutlet o ON o.outletid = g.outletid;
    ANALYZE restoorderho;`);
}

/** Completed orders with lines and a cash payment on one future day, for bulk posting. */
export async function generatePostable(t: Pick<TestApp, 'database'>, outletid: number, day: string, count: number): Promise<void> {
  await t.database.exec(`
    INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, orderdate, ordertype, pax, note, subtotal, netto, servicepc,
      serviceval, dpp, pb1pc, pb1val, total, paidamt, orderstatus, paymethod, createby)
    SELECT md5('post' || i)::uuid, 'SAJI', ${outletid}, 'P' || lpad(i::text, 8, '0'),
      '${day}'::timestamp AT TIME ZONE 'Asia/Jakarta' + i * interval '8 seconds', 'TAKE AWAY', 1, '2 Menu',
      n, n, 5, n / 20, n + n / 20, 10, (n + n / 20) / 10, n + n / 20 + (n + n / 20) / 10, n + n / 20 + (n + n / 20) / 10, 5, 'CASH', 'cashier'
    FROM (SELECT i, (20 + i % 480) * 1000 AS n FROM generate_series(1, ${count}) AS i) g;
    INSERT INTO restoorderdt (orderkey, lineno, menuid, menuname, salesacc, qty, hargajual, netto)
    SELECT md5('post' || i)::uuid, l, (SELECT min(menuid) FROM restomenu WHERE compcode = 'SAJI'), 'Menu', CASE l WHEN 1 THEN '41' ELSE '42' END,
      1, CASE l WHEN 1 THEN n - 10000 ELSE 10000 END, CASE l WHEN 1 THEN n - 10000 ELSE 10000 END
    FROM (SELECT i, (20 + i % 480) * 1000 AS n FROM generate_series(1, ${count}) AS i) g, generate_series(1, 2) AS l;
    INSERT INTO restoorderpayment (orderkey, lineno, codepayment, namepayment, kodeacc, paymentamount, paymentnettamt)
    SELECT orderkey, 1, 'CASH', 'CASH', '1', total, total FROM restoorderho WHERE orderno LIKE 'P%' AND outletid = ${outletid};
    ANALYZE;`);
}

/** A deterministic stream of pseudo-random numbers, so every run measures the same list pages. */
export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** One list page of a random combination of the screen's filters and a random sortable column. */
export function randomListUrl(rnd: () => number, outletIds: number[], admin: boolean): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const p = new URLSearchParams({
    page: String(1 + Math.floor(rnd() * 5)),
    limit: pick(['10', '25', '50']),
    sortBy: pick(ORDER_SORTABLE),
    sortDir: pick(['asc', 'desc']),
  });
  p.set('status', pick(['0', '0', '1']));
  p.set('isvoid', pick(['0', '0', '0', '1']));
  if (admin && rnd() < 0.5) p.set('outletid', String(pick(outletIds)));
  if (rnd() < 0.3) p.set('ordertype', pick(['DINE IN', 'DELIVERY', 'TAKEAWAY', 'ALL']));
  if (rnd() < 0.3) p.set('posting', pick(['0', '1']));
  if (rnd() < 0.2) p.set('paymethod', pick(['CASH', 'QRIS', 'BCA']));
  if (rnd() < 0.15) p.set('deliverby', pick(['gofood', 'grab', 'kurir']));
  if (rnd() < 0.15) p.set('tablename', pick(['T01', 'T1', 'T2']));
  if (admin && rnd() < 0.1) p.set('outletname', pick(['senayan', 'braga']));
  const range = rnd();
  if (range < 0.6) {
    const daysBack = Math.floor(rnd() * 700);
    const span = pick([0, 0, 6, 30, 90]);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    p.set('tgl1', day(daysBack + span));
    p.set('tgl2', day(daysBack));
  }
  return `/api/restoorderho?${p}`;
}

export async function listFigures(kind: string, t: TestApp, target: number, runs: number): Promise<void> {
  const [admin, manager] = await Promise.all([t.login('admin'), t.login('manager')]);
  const rnd = random(42);
  const samples: number[] = [];
  const slow: { ms: number; url: string }[] = [];
  const probe = await admin.get('/api/restoorderho');
  if (probe.status !== 200 || probe.body.meta.total < 1)
    throw new Error(`order list answered ${probe.status}: ${probe.text.slice(0, 200)}`);
  for (let i = 0; i < runs + 20; i++) {
    const asAdmin = i % 2 === 0;
    const url = randomListUrl(rnd, t.ids!.outletIds, asAdmin);
    const agent: Agent = asAdmin ? admin : manager;
    const started = now();
    const res = await agent.get(url);
    const ms = now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text.slice(0, 200)}`);
    if (i >= 20) {
      samples.push(ms);
      slow.push({ ms, url: `${asAdmin ? 'admin' : 'manager'} ${url}` });
    }
  }
  const s = summarize(samples);
  figures.push({
    name: `order list page, ${kind}, p95`,
    value: s.p95,
    unit: 'ms',
    target,
    note: `p50 ${s.p50.toFixed(1)} ms, max ${s.max.toFixed(0)} ms, n=${s.n}`,
  });
  if (process.env.OA_SLOWEST) for (const x of slow.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`${x.ms.toFixed(1)} ms  ${x.url}`);
}

/** The list pages docs/performance.md explains: one per index the list leans on, and the hard cases. */
function explainCases(outletA: number): [string, number | undefined, Record<string, string>][] {
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  return [
    ['admin, the default page: closed, not void, by orderno', undefined, {}],
    ['manager (one outlet), the default page', outletA, {}],
    ['manager, last page of 50 rows by orderno desc (page 200)', outletA, { sortDir: 'desc', limit: '50', page: '200' }],
    ['manager, one month by total desc', outletA, { tgl1: day(30), tgl2: day(0), sortBy: 'total', sortDir: 'desc' }],
    ['manager, one day by netto', outletA, { tgl1: day(100), tgl2: day(100), sortBy: 'netto' }],
    ['admin, void only, by date desc', undefined, { isvoid: '1', sortBy: 'orderdate', sortDir: 'desc' }],
    ['admin, open orders, by date desc', undefined, { status: '1', sortBy: 'orderdate', sortDir: 'desc' }],
    ['admin, completed but unposted, by total', undefined, { posting: '0', sortBy: 'total' }],
    ['admin, posted, by cashier desc', undefined, { posting: '1', sortBy: 'createby', sortDir: 'desc' }],
    ['manager, delivery by a courier, by deliverby', outletA, { ordertype: 'DELIVERY', deliverby: 'gofood', sortBy: 'deliverby' }],
    ['admin, table name, by tablename', undefined, { tablename: 'T01', sortBy: 'tablename' }],
    ['admin, payment method QRIS, by paymethod desc', undefined, { paymethod: 'QRIS', sortBy: 'paymethod', sortDir: 'desc' }],
    ['admin, outlet name typed, by pax', undefined, { outletname: 'senayan', sortBy: 'pax' }],
    [
      'admin, take-away in a week, by service charge',
      undefined,
      { ordertype: 'TAKEAWAY', tgl1: day(200), tgl2: day(194), sortBy: 'serviceval' },
    ],
    [
      'manager, nothing matches (dine-in delivered by a courier), by PB1',
      outletA,
      { ordertype: 'DINE IN', deliverby: 'gofood', sortBy: 'pb1val' },
    ],
  ];
}

const planText = (rows: unknown[]) => (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');

/** EXPLAIN ANALYZE of the very statements the order list runs for each case (see listOrders). */
export async function explain(t: TestApp): Promise<void> {
  const [a] = t.ids!.outletIds;
  const db = t.database.db;
  for (const [title, outletid, params] of explainCases(a)) {
    const { outletname, ...q }: OrderListQuery = orderListQuerySchema.parse(params);
    const scope = { compcode: 'SAJI', outletid, timeZone: 'Asia/Jakarta', fiscalYear: new Date().getFullYear() };
    const filters = outletname ? { ...q, outletids: await outletIdsNamed(db, scope, outletname) } : q;
    const page = { limit: q.limit, offset: (q.page - 1) * q.limit };
    const explained = async (query: SQLWrapper) =>
      planText((await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query}`)).rows);
    const count = await countOrders(db, scope, filters);
    console.log(`\n-- ${title}: ${new URLSearchParams(params)} (${count.total}${count.more ? '+' : ''} orders)`);
    console.log(`-- gathered, counted and sorted\n${await explained(orderPageQuery(db, scope, filters, page, true))}`);
    if (count.more)
      console.log(`-- more than the cap: the page in index order\n${await explained(orderPageQuery(db, scope, filters, page, false))}`);
  }
}

export async function bulkFigures(t: TestApp): Promise<void> {
  const outletid = t.ids!.outletIds[1];
  const day = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  await generatePostable(t, outletid, day, BULK);
  const admin = await t.login('admin');
  const started = now();
  const res = await admin.put('/api/restoorderho/postingall', { ordertype: '', outletid, tgl1: day, tgl2: day });
  const seconds = (now() - started) / 1000;
  const journals = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM gl_journal WHERE voucherdate = ${day}::date`);
  const n = (journals.rows[0] as { n: number }).n;
  const correct = res.status === 200 && res.body.posted === BULK && res.body.skipped.length === 0 && n === BULK;
  figures.push({
    name: `bulk posting of ${BULK.toLocaleString('en')} completed orders (PostgreSQL)`,
    value: seconds,
    unit: 's',
    target: correct ? 20 : 0,
    note: correct
      ? `summary {posted: ${res.body.posted}, skipped: 0}, ${n} vouchers`
      : `WRONG: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}, ${n} vouchers`,
  });
}

export async function exportFigures(kind: string, t: TestApp, orders: number): Promise<void> {
  // The window of the first outlet that holds EXPORT_ROWS orders: 1/3 of all orders over 730 days.
  const days = Math.ceil((EXPORT_ROWS * 3 * 730) / orders);
  const tgl2 = new Date().toISOString().slice(0, 10);
  const tgl1 = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const outletid = t.ids!.outletIds[0];
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await loginCookie(t, 'admin');
  // Counted here: the list's own count stops at its cap.
  const counted = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM restoorderho
    WHERE outletid = ${outletid} AND isvoid = '0' AND orderstatus = 5 AND orderdate >= (${tgl1}::timestamp AT TIME ZONE 'Asia/Jakarta')
      AND orderdate < ((${tgl2}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')`);
  const exported = (counted.rows[0] as { n: number }).n;
  const { seconds, bytes, grewBytes } = await streamedDownload(
    `${address}/api/restoorderho/exportxls?outletid=${outletid}&tgl1=${tgl1}&tgl2=${tgl2}`,
    cookie,
  );
  figures.push({
    name: `export of ${exported.toLocaleString('en')} orders to .xlsx (${kind})`,
    value: seconds,
    unit: 's',
    target: 15,
    note: `${(bytes / 2 ** 20).toFixed(1)} MiB streamed; process RSS grew ${(grewBytes / 2 ** 20).toFixed(0)} MiB`,
  });
  figures.push({
    name: `export RSS growth (${kind})`,
    value: Math.round(grewBytes / 2 ** 20),
    unit: 'MiB',
    target: 256,
    note: 'bounded: pages of 10,000 rows',
  });
}

async function onDatabase(kind: string, url: string | undefined, count: number, listTarget: number): Promise<void> {
  const t = await withDatabaseUrl(url, () => createTestApp());
  try {
    const started = now();
    await generateOrders(t, count);
    const genSeconds = (now() - started) / 1000;
    if (url) await t.database.exec('VACUUM ANALYZE restoorderho');
    figures.push({
      name: `generate ${count.toLocaleString('en')} orders (${kind})`,
      value: genSeconds,
      unit: 's',
      note: 'one INSERT ... SELECT generate_series, indexes included',
    });
    if (process.env.OA_EXPLAIN) await explain(t);
    await listFigures(`${count.toLocaleString('en')} orders, ${kind}`, t, listTarget, url ? 400 : 200);
    if (url) await bulkFigures(t);
    await exportFigures(kind, t, count);
  } finally {
    await t.close();
  }
}

// Imported by another bench (or a scratch script), the bench does not run itself.
if (!process.env.OA_NO_MAIN) {
  const only = process.env.OA_ONLY;
  const pgUrl = await postgresUrl();
  if (only !== 'pglite') {
    if (pgUrl) await onDatabase('PostgreSQL', pgUrl, ORDERS, 50);
    else figures.push({ name: 'order list (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
  }
  if (only !== 'postgres') await onDatabase('PGlite', undefined, Number(process.env.OA_PGLITE_ORDERS ?? ORDERS), 150);
  const met = printFigures('Order administration', figures);
  process.exit(met ? 0 : 1);
}
