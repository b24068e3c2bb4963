// Recipe costing and production figures: the standard production list over 10,000 recipes and the
// production list over 100,000 productions (issue target p95 < 25 ms), and the daily food cost of one
// outlet-month (target < 100 ms), through the API on PGlite and PostgreSQL.
// `npm run bench -- production`; PRODUCTION_ONLY=postgres|pglite measures one engine.

import { createTestApp } from '../apps/server/src/test/harness.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, withDatabaseUrl } from './support/stats.js';

const RECIPES = 10_000;
const PRODUCTIONS = 100_000;
const figures: Figure[] = [];

/** The month before this one, whose days all hold productions and sales. */
function lastMonth() {
  const t = new Date();
  const first = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 0));
  return { tgl1: first.toISOString().slice(0, 10), tgl2: last.toISOString().slice(0, 10) };
}

/**
 * Set-based volume: 10,000 recipes of three lines each (every 200th linked to a demo menu is left to
 * the demo's own recipes), 100,000 productions of two lines spread over the three demo outlets and
 * the last three years, and a year of daily sales summaries for the food cost.
 */
async function seedVolume(exec: (sql: string) => Promise<unknown>): Promise<void> {
  await exec(`
    INSERT INTO standardproduction (stdrproductionkey, compcode, stdrproductionname, description, totalitems, estimatedtotal,
      unitsize, totalyield, weightperportion, ttlnetto, createby, createdate)
    SELECT md5('sp' || i)::uuid, 'SAJI',
      (ARRAY['Sambal', 'Bumbu', 'Kuah', 'Adonan', 'Saus', 'Kaldu', 'Isian', 'Marinasi'])[1 + i % 8] || ' ' || i,
      'Resep nomor ' || i, 3, 1000 + i % 5000, CASE WHEN i % 3 = 0 THEN 'ML' ELSE 'GR' END, 4 + i % 20,
      round((1000 + i % 5000)::numeric / (4 + i % 20), 2), 10000 + (i * 37) % 90000, 'admin',
      now() - (i || ' minutes')::interval
    FROM generate_series(1, ${RECIPES}) AS i;
    INSERT INTO standardproductionline (stdrproductionkey, lineno, itemno, partnumber, itemname, description, quantity, unitprice, nilai)
    SELECT md5('sp' || i)::uuid, j, m.itemno, m.partnumber, m.itemname, m.itemname, 0.5, m.lastprice, round(0.5 * m.lastprice, 2)
    FROM generate_series(1, ${RECIPES}) AS i, generate_series(1, 3) AS j,
      LATERAL (SELECT itemno, partnumber, itemname, lastprice FROM masteritem WHERE compcode = 'SAJI' ORDER BY itemno
               OFFSET (i + j) % 40 LIMIT 1) m;
    INSERT INTO production (productionkey, compcode, outletid, productioncode, productiondate, ttlnetto, createby)
    SELECT md5('pr' || i)::uuid, 'SAJI', o.outletid, 'PRD-' || o.outletcode || '-B' || lpad(i::text, 6, '0'),
      current_date - (i % 1095), 50000 + (i * 7919) % 400000, 'admin'
    FROM generate_series(1, ${PRODUCTIONS}) AS i
    JOIN (SELECT outletid, outletcode, row_number() OVER (ORDER BY outletid) - 1 AS n FROM restooutlet WHERE compcode = 'SAJI') o
      ON o.n = i % 3;
    INSERT INTO productionline (productionkey, lineno, stdrproductionkey, stdrproductionname, estimatedtotal, unitsize,
      totalyield, weightperportion, ttlnetto)
    SELECT md5('pr' || i)::uuid, j, md5('sp' || (1 + (i * j) % ${RECIPES}))::uuid, 'Sambal ' || i, 1000, 'GR', 10, 100, 25000
    FROM generate_series(1, ${PRODUCTIONS}) AS i, generate_series(1, 2) AS j;
    INSERT INTO rpt_sales_day (outletid, salesdate, compcode, orders, netto, total)
    SELECT o.outletid, current_date - d, 'SAJI', 40, 4000000 + d * 1000, 4400000 + d * 1000
    FROM restooutlet o, generate_series(0, 400) AS d WHERE o.compcode = 'SAJI'
    ON CONFLICT DO NOTHING;
    INSERT INTO rpt_sales_menu_day (outletid, salesdate, menuid, compcode, lines, qty, gross, netto)
    SELECT o.outletid, current_date - d, m.menuid, 'SAJI', 2, 3, 3 * m.hargajualstd, 3 * m.hargajualstd
    FROM restooutlet o, generate_series(0, 400) AS d, restomenu m WHERE o.compcode = 'SAJI' AND m.compcode = 'SAJI'
    ON CONFLICT DO NOTHING;
    ANALYZE rpt_sales_day; ANALYZE rpt_sales_menu_day;`);
  // What autovacuum does after a bulk load, each on its own (VACUUM runs outside a transaction): the
  // visibility map lets the list's count and total cost read their index alone.
  await exec('VACUUM ANALYZE standardproduction');
  await exec('VACUUM ANALYZE production');
}

async function production(kind: string, databaseUrl: string | undefined): Promise<void> {
  const t = await withDatabaseUrl(databaseUrl, () => createTestApp());
  try {
    const started = now();
    await seedVolume((sql) => t.database.exec(sql));
    const seedSeconds = (now() - started) / 1000;
    const [admin, manager] = await Promise.all([t.login('admin'), t.login('manager')]);
    const own = t.ids!.outletIds[0];
    const { tgl1, tgl2 } = lastMonth();

    // The floor on this machine at this moment: the lightest signed-in request (a session read and a reply).
    const floor = summarize(await sample(() => manager.get('/api/auth/me'), 300, 30));
    figures.push({ name: `floor: GET /api/auth/me, p95 (${kind})`, value: floor.p95, unit: 'ms', note: `p50 ${floor.p50.toFixed(2)} ms` });

    const lists: [string, typeof admin, string][] = [
      ['recipes, default order (createdate), page 1', manager, '/api/standardproduction?page=1&limit=15'],
      ['recipes, search "sambal", by name', manager, '/api/standardproduction?searchtxt=sambal&sortBy=stdrproductionname&page=1&limit=15'],
      ['recipes, by total cost, page 100', manager, '/api/standardproduction?sortBy=ttlnetto&sortDir=desc&page=100&limit=15'],
      ['productions, one outlet-month, by code', manager, `/api/production?outletid=${own}&tgl1=${tgl1}&tgl2=${tgl2}&page=1&limit=15`],
      ['productions, every outlet, a year, page 50', admin, `/api/production?tgl1=${tgl1.slice(0, 4)}-01-01&tgl2=${tgl2}&page=50&limit=30`],
    ];
    for (const [label, agent, url] of lists) {
      const check = await agent.get(url);
      if (check.status !== 200 || !check.body.list.length) throw new Error(`${url} answered ${check.status}: ${check.text.slice(0, 200)}`);
      const s = summarize(await sample(() => agent.get(url), 300, 30));
      figures.push({
        name: `${label}, p95 (${kind})`,
        value: s.p95,
        unit: 'ms',
        target: 25,
        note: `p50 ${s.p50.toFixed(2)} ms, ${check.body.meta.total} rows`,
      });
    }

    const foodCost = `/api/production/rptsalesfoodcostdaily?outletid=${own}&tgl1=${tgl1}&tgl2=${tgl2}`;
    const check = await manager.get(foodCost);
    if (check.status !== 200 || !check.body.totals.cost)
      throw new Error(`${foodCost} answered ${check.status}: ${check.text.slice(0, 200)}`);
    const s = summarize(await sample(() => manager.get(foodCost), 100, 10));
    figures.push({
      name: `daily food cost, one outlet-month, p95 (${kind})`,
      value: s.p95,
      unit: 'ms',
      target: 100,
      note: `p50 ${s.p50.toFixed(2)} ms; seeding took ${seedSeconds.toFixed(1)} s`,
    });
  } finally {
    await t.close();
  }
}

const only = process.env.PRODUCTION_ONLY;
if (only !== 'postgres') await production('PGlite', undefined);
if (only !== 'pglite') {
  const pgUrl = await postgresUrl();
  if (pgUrl) await production('PostgreSQL', pgUrl);
  else
    figures.push({ name: 'production lists (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
}
const met = printFigures('Recipe costing and production', figures);
process.exit(met ? 0 : 1);
