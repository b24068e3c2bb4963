// Audit trail figures: what writing the audit row costs the POS sale (which writes none: its figure
// shows the machine's noise) and the void (the same requests
// with the row written, and with the database told to drop it: a rule that turns the INSERT into
// nothing, so everything else runs alike), on PostgreSQL and PGlite; and the audit log list over
// 1M rows on PostgreSQL with its common filters. `npm run bench -- audit`; AUDIT_ROUNDS sets the
// rounds of 5 sales per mode (default 30), AUDIT_ROWS the rows of the list figure (default 1,000,000).

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { audit } from '../apps/server/src/platform/audit.js';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { call, loginCookie } from './support/inject.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, withDatabaseUrl } from './support/stats.js';

const ROUNDS = Number(process.env.AUDIT_ROUNDS ?? 30);
const PER_ROUND = 5;
const LIST_ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const figures: Figure[] = [];

/** With `off`, the database drops every audit row it is given: the "without audit" side of the comparison. */
async function auditWrites(t: TestApp, on: boolean) {
  await t.app.db.execute(
    on
      ? sql`DROP RULE IF EXISTS audit_off ON audit_log`
      : sql`CREATE OR REPLACE RULE audit_off AS ON INSERT TO audit_log DO INSTEAD NOTHING`,
  );
}

/** A take-away sale (4 lines, paid cash), then its void by the manager; each timed. */
async function saleAndVoid(t: TestApp, cashier: string, manager: string, menuids: number[], into: { sale: number[]; void: number[] }) {
  const orderkey = crypto.randomUUID();
  const lines = menuids.slice(0, 4).map((menuid, i) => ({ menuid, qty: 1 + (i % 2) }));
  const started = now();
  const saved = await call(t, cashier, 'POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', pax: 1, lines });
  await call(t, cashier, 'POST', '/api/restoorderho/payment', {
    orderkey,
    payments: [{ codepayment: 'CASH', paymentamount: saved.header.total }],
  });
  const sold = now();
  await call(t, manager, 'PUT', '/api/restoorderho/void', { orderkey, voidreason: 'Bench' });
  into.sale.push(sold - started);
  into.void.push(now() - sold);
}

async function auditCost(t: TestApp, label: string) {
  const [cashier, manager] = await Promise.all([loginCookie(t, 'cashier'), loginCookie(t, 'manager')]);
  const menuids = (await call(t, cashier, 'GET', '/api/restoorderho/menu?limit=20')).list.map((m: { menuid: number }) => m.menuid);
  const timings = { on: { sale: [] as number[], void: [] as number[] }, off: { sale: [] as number[], void: [] as number[] } };
  for (let i = 0; i < 10; i++) await saleAndVoid(t, cashier, manager, menuids, { sale: [], void: [] });
  // Rounds alternate, so drift of a shared machine falls on both sides alike.
  for (let round = 0; round < ROUNDS * 2; round++) {
    const on = round % 2 === 0;
    await auditWrites(t, on);
    for (let i = 0; i < PER_ROUND; i++) await saleAndVoid(t, cashier, manager, menuids, on ? timings.on : timings.off);
  }
  await auditWrites(t, true);
  for (const what of ['sale', 'void'] as const) {
    const on = summarize(timings.on[what]);
    const off = summarize(timings.off[what]);
    const cost = ((on.p50 - off.p50) / off.p50) * 100;
    figures.push(
      { name: `${what} p50 without audit row (${label})`, value: off.p50, unit: 'ms', note: `p95 ${off.p95.toFixed(2)}, n ${off.n}` },
      { name: `${what} p50 with audit row (${label})`, value: on.p50, unit: 'ms', note: `p95 ${on.p95.toFixed(2)}, n ${on.n}` },
      {
        name: `${what}: cost of the audit row, p50 (${label})`,
        value: Number(cost.toFixed(1)),
        unit: '',
        target: 5,
        note: '% of the request',
      },
    );
  }
}

/**
 * The row on its own, which a loaded machine's noise hides in whole requests: a transaction of one
 * trivial statement, with and without the void's audit row, alternating in blocks. The difference of
 * the medians is what the row adds to a void; it is given as a share of the void's median.
 */
async function rowCost(t: TestApp, label: string) {
  const scope = {
    compcode: 'SAJI',
    outletid: t.ids!.outletIds[0],
    actor: { username: 'manager', requestId: crypto.randomUUID(), address: '127.0.0.1' },
  };
  const entry = { action: 'order.void', objectkey: crypto.randomUUID(), after: { voidreason: 'Bench' } } as const;
  const bare: number[] = [];
  const withRow: number[] = [];
  for (let block = 0; block < 20; block++) {
    bare.push(...(await sample(() => t.app.db.transaction(async (tx) => void (await tx.execute(sql`SELECT 1`))), 20, 2)));
    withRow.push(
      ...(await sample(
        () =>
          t.app.db.transaction(async (tx) => {
            await tx.execute(sql`SELECT 1`);
            await audit(tx, scope, entry);
          }),
        20,
        2,
      )),
    );
  }
  const added = summarize(withRow).p50 - summarize(bare).p50;
  const voidP50 = figures.find((f) => f.name === `void p50 without audit row (${label})`)?.value ?? Number.NaN;
  figures.push(
    {
      name: `audit row alone, added to a transaction, p50 (${label})`,
      value: Number(added.toFixed(3)),
      unit: 'ms',
      note: `n ${withRow.length}`,
    },
    {
      name: `void: the row alone as a share of the void p50 (${label})`,
      value: Number(((added / voidP50) * 100).toFixed(1)),
      unit: '',
      target: 5,
      note: '%',
    },
  );
}

/** LIST_ROWS rows over a year: 30 users, 3 outlets, the actions in turn; a tenth for the other company. */
async function fillLog(t: TestApp) {
  const [a, b, c] = t.ids!.outletIds;
  await t.app.db.execute(sql`
    INSERT INTO audit_log (at, compcode, outletid, username, action, objectkey, after, requestid, address)
    SELECT now() - (g % 525600) * interval '1 minute',
      CASE WHEN g % 10 = 0 THEN 'DUA' ELSE 'SAJI' END,
      (ARRAY[${a}, ${b}, ${c}]::int[])[1 + g % 3],
      'user' || (g % 30),
      (ARRAY['auth.signin','order.void','order.post','order.reprint','menu.save','drawer.open','orders.export'])[1 + g % 7],
      md5(g::text),
      jsonb_build_object('n', g),
      md5((g * 7)::text),
      '10.0.' || (g % 250) || '.1'
    FROM generate_series(1, ${LIST_ROWS}) g`);
  // What autovacuum does to a real table soon after: statistics, and the visibility map that lets the
  // capped count read the index alone.
  await t.app.db.execute(sql`VACUUM ANALYZE audit_log`);
}

async function listFigures(t: TestApp) {
  await fillLog(t);
  const admin = await loginCookie(t, 'admin');
  const manager = await loginCookie(t, 'manager');
  const day = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now() - daysAgo * 86_400_000);
  const objectkey = (await t.app.db.execute(sql`SELECT objectkey FROM audit_log WHERE compcode = 'SAJI' ORDER BY auditid DESC LIMIT 1`))
    .rows[0].objectkey;
  const cases: [string, string, string][] = [
    ['admin, no filter, page 1', admin, ''],
    ['admin, one day', admin, `tgl1=${day(0)}&tgl2=${day(0)}`],
    ['admin, 30 days + user', admin, `tgl1=${day(30)}&tgl2=${day(0)}&username=user7`],
    ['admin, 7 days + action', admin, `tgl1=${day(7)}&tgl2=${day(0)}&action=order.void`],
    ['admin, a year + action, page 20', admin, `tgl1=${day(365)}&tgl2=${day(0)}&action=order.post&page=20`],
    ['admin, object key', admin, `objectkey=${objectkey}`],
    ['manager (own outlet), 7 days', manager, `tgl1=${day(7)}&tgl2=${day(0)}`],
  ];
  for (const [name, cookie, query] of cases) {
    const samples = await sample(() => call(t, cookie, 'GET', `/api/auditlog?limit=15&${query}`), 60);
    const s = summarize(samples);
    figures.push({
      name: `audit list over ${LIST_ROWS.toLocaleString('en')} rows p95: ${name}`,
      value: s.p95,
      unit: 'ms',
      target: 50,
      note: `p50 ${s.p50.toFixed(2)}`,
    });
  }
}

async function run(url: string | undefined, label: string) {
  await withDatabaseUrl(url, async () => {
    const t = await createTestApp();
    try {
      await auditCost(t, label);
      await rowCost(t, label);
      if (url) await listFigures(t);
    } finally {
      await t.close();
    }
  });
}

const pgUrl = await postgresUrl();
if (pgUrl) await run(pgUrl, 'PostgreSQL');
else figures.push({ name: 'PostgreSQL figures', value: 0, unit: '', note: 'no PostgreSQL server answered; left out' });
await run(undefined, 'PGlite');
process.exit(printFigures('Audit trail', figures) ? 0 : 1);
