// Stock figures on one outlet with 2,000 stock items and about a year of movements (1,000,000 by default):
// the on hand list's first page (issue target p95 < 50 ms on PostgreSQL, < 150 ms on PGlite), the
// variance report of an outlet-month (< 500 ms), and what the sales' stock deduction costs the POS's
// sustained sale rate (within 5 %), through the API on PGlite and PostgreSQL.
// `npm run bench -- stock`; STOCK_MOVEMENTS sets the volume, STOCK_ONLY=postgres|pglite one engine,
// STOCK_SECONDS each POS round.

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { dayAgo, lastMonth } from './support/dates.js';
import { rows } from './support/sales.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, switchCost, withDatabaseUrl } from './support/stats.js';

const ITEMS = 2_000;
const MOVEMENTS = Number(process.env.STOCK_MOVEMENTS ?? 1_000_000);
const ROUND_SECONDS = Number(process.env.STOCK_SECONDS ?? 8);
const figures: Figure[] = [];

/**
 * Set-based volume on the manager's outlet: 2,000 stock items beside the demo's, and a year of movements
 * over all of them (nine in ten sales, the rest receipts, waste and counts), written as a bulk import
 * would with on hand's trigger off and on hand then summed once from the movements, as the trigger keeps it.
 */
async function seedVolume(t: TestApp, outletid: number): Promise<void> {
  const h = (k: string) => `abs(hashint4(${k}))`;
  await t.database.exec(`
    INSERT INTO masteritem (compcode, partnumber, itemname, invunitom, itemcategory, headcategory, jasa, lastprice)
    SELECT 'SAJI', 'BS-' || lpad(i::text, 5, '0'),
      (ARRAY['Bawang', 'Cabai', 'Tepung', 'Gula', 'Minyak', 'Daging', 'Ayam', 'Beras', 'Santan', 'Kecap'])[1 + i % 10] || ' ' || i,
      (ARRAY['KG', 'LTR', 'PCS'])[1 + i % 3], (ARRAY['BAHAN', 'BUMBU', 'MINUMAN', 'KEMASAN'])[1 + i % 4], 'BAHAN', 0, 1000 + i % 50000
    FROM generate_series(1, ${ITEMS}) AS i;
    ALTER TABLE stock_movement DISABLE TRIGGER stock_movements_added;
    INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby, createdate)
    SELECT 'SAJI', ${outletid}, items.ids[1 + ${h('n')} % items.cnt], kind,
      CASE WHEN kind IN ('RECEIPT') THEN 40 + ${h('n + 1')} % 60 WHEN kind = 'COUNT' THEN -1 ELSE -(1 + ${h('n + 1')} % 20) / 10.0 END,
      1000 + ${h('n + 2')} % 50000, md5('bs' || n / 8)::uuid, 'BS-' || n / 8, day, 'manager', day
    FROM (SELECT n, (current_date - 365 + (n::bigint * 365 / ${MOVEMENTS})::int) AS day,
            CASE WHEN ${h('n + 3')} % 100 < 90 THEN 'SALE' WHEN ${h('n + 3')} % 100 < 96 THEN 'RECEIPT'
                 WHEN ${h('n + 3')} % 100 < 99 THEN 'WASTE' ELSE 'COUNT' END AS kind
          FROM generate_series(1, ${MOVEMENTS}) AS n) g,
      (SELECT array_agg(itemno ORDER BY itemno) AS ids, count(*)::int AS cnt FROM masteritem WHERE compcode = 'SAJI' AND jasa = 0) items;
    ALTER TABLE stock_movement ENABLE TRIGGER stock_movements_added;
    INSERT INTO stock_onhand (outletid, itemno, compcode, onhand, avgcost)
    SELECT outletid, itemno, 'SAJI', sum(qty), round(avg(unitcost) FILTER (WHERE kind = 'RECEIPT'), 4)
    FROM stock_movement WHERE outletid = ${outletid} GROUP BY outletid, itemno
    ON CONFLICT (outletid, itemno) DO UPDATE SET onhand = EXCLUDED.onhand, avgcost = coalesce(EXCLUDED.avgcost, 0);`);
  // What autovacuum does after a bulk load, each on its own (VACUUM runs outside a transaction).
  for (const table of ['masteritem', 'stock_movement', 'stock_onhand', 'stock_daily', 'stock_monthly'])
    await t.database.exec(`VACUUM ANALYZE ${table}`);
}

async function listFigures(kind: string, t: TestApp, outletid: number, targets: { onhand: number }): Promise<void> {
  const [manager, admin] = await Promise.all([t.login('manager'), t.login('admin')]);
  const floor = summarize(await sample(() => manager.get('/api/auth/me'), 300, 30));
  figures.push({ name: `floor: GET /api/auth/me, p95 (${kind})`, value: floor.p95, unit: 'ms', note: `p50 ${floor.p50.toFixed(2)} ms` });
  const { tgl1, tgl2 } = lastMonth();
  const lists: [string, string, number][] = [
    ['on hand, first page by name', `/api/stock/onhand?outletid=${outletid}&page=1&limit=20`, targets.onhand],
    [
      'on hand, search "cabai", by value',
      `/api/stock/onhand?outletid=${outletid}&search=cabai&sortBy=value&sortDir=desc&page=1&limit=20`,
      targets.onhand,
    ],
    [
      'movements of one item, a year',
      `/api/stock/movements?outletid=${outletid}&itemno=ITEM&tgl1=${dayAgo(365)}&tgl2=${dayAgo(0)}&page=1&limit=50`,
      targets.onhand,
    ],
  ];
  const [firstItem] = await rows<{ itemno: number }>(
    t,
    sql`SELECT itemno FROM stock_onhand WHERE outletid = ${outletid} ORDER BY itemno LIMIT 1`,
  );
  for (const [label, template, target] of lists) {
    const url = template.replace('ITEM', String(firstItem.itemno));
    const check = await manager.get(url);
    if (check.status !== 200 || !check.body.list.length) throw new Error(`${url} answered ${check.status}: ${check.text.slice(0, 200)}`);
    const s = summarize(await sample(() => manager.get(url), 300, 30));
    figures.push({
      name: `${label}, p95 (${kind})`,
      value: s.p95,
      unit: 'ms',
      target,
      note: `p50 ${s.p50.toFixed(2)} ms, ${check.body.meta.total} rows`,
    });
  }
  const variance = `/api/stock/variance?outletid=${outletid}&tgl1=${tgl1}&tgl2=${tgl2}`;
  const check = await admin.get(variance);
  if (check.status !== 200 || !check.body.list.length) throw new Error(`${variance} answered ${check.status}: ${check.text.slice(0, 200)}`);
  const s = summarize(await sample(() => admin.get(variance), 30, 3));
  figures.push({
    name: `variance report, outlet-month, p95 (${kind})`,
    value: s.p95,
    unit: 'ms',
    target: 500,
    note: `p50 ${s.p50.toFixed(0)} ms, ${check.body.meta.total} items`,
  });
}

/** The stock triggers on orders, which note a sale for the fold; off, a sale deducts nothing. */
const SALE_TRIGGERS = ['stock_order_inserted', 'stock_order_updated', 'stock_order_deleted'];

/**
 * Sales a second with the stock deduction on and off, in alternating rounds on the same database: an
 * 8-line take-away order of menus with recipes saved and paid by QRIS and cash, by `terminals` tills
 * flat out, while the background folds what they sold into movements (off, the triggers that note a
 * sale are disabled, so there is nothing to fold).
 */
async function posCost(kind: string, t: TestApp, outletid: number, terminals: number): Promise<void> {
  const sessions = await Promise.all(Array.from({ length: terminals }, () => t.login('admin')));
  const menuids = (
    await rows<{ menuid: number }>(
      t,
      sql`SELECT m.menuid FROM restomenu m JOIN standardproduction r ON r.compcode = m.compcode AND r.menuid = m.menuid
        WHERE m.compcode = 'SAJI' AND NOT EXISTS (SELECT 1 FROM restomodgroup g WHERE g.menuid = m.menuid)
        ORDER BY m.menuid LIMIT 40`,
    )
  ).map((r) => r.menuid);
  if (!menuids.length) throw new Error('no demo menu with a recipe');
  const sale = async (agent: (typeof sessions)[number]) => {
    const orderkey = crypto.randomUUID();
    const lines = Array.from({ length: 8 }, (_, i) => ({
      menuid: menuids[(i * 5 + orderkey.charCodeAt(0)) % menuids.length],
      qty: 1 + (i % 3),
    }));
    const saved = await agent.post('/api/restoorderho', { orderkey, outletid, ordertype: 'TAKE AWAY', pax: 1, lines });
    if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text}`);
    const total = saved.body.header.total as number;
    const paid = await agent.post('/api/restoorderho/payment', {
      orderkey,
      payments: [
        { codepayment: 'QRIS', paymentamount: 50_000, paymentnote: 'ref' },
        { codepayment: 'CASH', paymentamount: Math.ceil((total - 50_000) / 10_000) * 10_000 + 10_000 },
      ],
    });
    if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.text}`);
  };
  const deduction = (on: boolean) =>
    t.database.exec(SALE_TRIGGERS.map((name) => `ALTER TABLE restoorderho ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name};`).join(' '));
  const saleMoves = async () =>
    (await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM stock_movement WHERE outletid = ${outletid} AND kind = 'SALE'`))[0].n;
  await Promise.all(sessions.map(sale));
  const movesBefore = await saleMoves();
  const { on, off, cost } = await switchCost(sessions, sale, deduction, 3, ROUND_SECONDS);
  // The rounds with deduction on did deduct: their sales are movements once folded.
  const onhand = await sessions[0].get(`/api/stock/onhand?outletid=${outletid}&page=1&limit=1`);
  if (onhand.status !== 200 || (await saleMoves()) <= movesBefore) throw new Error('the sales with deduction on wrote no SALE movement');
  figures.push(
    {
      name: `POS sales a second, stock deduction on (${kind})`,
      value: Math.round(on * 10) / 10,
      unit: '/s',
      note: `${terminals} tills flat out, 3 rounds of ${ROUND_SECONDS} s`,
    },
    {
      name: `POS sales a second, stock deduction off (${kind})`,
      value: Math.round(off * 10) / 10,
      unit: '/s',
      note: 'alternating rounds on the same database',
    },
    {
      name: `cost of the deduction to the POS sale rate (${kind})`,
      value: Math.max(0, cost),
      unit: '%',
      target: 5,
      note: `measured ${cost.toFixed(1)} %`,
    },
  );
}

async function onDatabase(kind: string, url: string | undefined, targets: { onhand: number }, terminals: number): Promise<void> {
  const t = await withDatabaseUrl(url, () => createTestApp());
  try {
    const outletid = t.ids!.outletIds[0];
    const started = now();
    await seedVolume(t, outletid);
    const [{ n }] = await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM stock_movement WHERE outletid = ${outletid}`);
    figures.push({ name: `seeding ${n} movements (${kind})`, value: (now() - started) / 1000, unit: 's' });
    await listFigures(kind, t, outletid, targets);
    await posCost(kind, t, outletid, terminals);
  } finally {
    await t.close();
  }
}

const only = process.env.STOCK_ONLY;
if (only !== 'postgres') await onDatabase('PGlite', undefined, { onhand: 150 }, 4);
if (only !== 'pglite') {
  const pgUrl = await postgresUrl();
  if (pgUrl) await onDatabase('PostgreSQL', pgUrl, { onhand: 50 }, 8);
  else figures.push({ name: 'stock (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
}
const met = printFigures('Stock', figures);
process.exit(met ? 0 : 1);
