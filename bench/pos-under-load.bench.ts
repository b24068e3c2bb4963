// The POS under back-office load: 20 tills selling (each an 8-line order saved, then paid, one sale a
// second) against the real server over loopback HTTP, while a manager bulk-posts 10,000 orders and
// runs 4 order exports in parallel (each export restarts when it ends, until the posting is done).
// Reports the tills' save and payment p95/p99 during that window, on PGlite and on PostgreSQL.
// `npm run bench -- pos-under-load`; LOAD_ONLY=pglite or postgres runs one engine, LOAD_BULK sets the
// orders posted (default 10,000), LOAD_ORDERS the orders behind the exports (default 30,000),
// LOAD_MAX_SECONDS bounds the window (default 120: a posting still running then is cut off, and the
// orders it had posted are counted).

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { prepareTemplate } from '../apps/server/src/test/templates.js';
import { freshStore, launchServer } from '../e2e/support/server.js';
import { type Client, call, signIn } from './support/http.js';
import { type Figure, now, postgresUrl, printFigures, summarize } from './support/stats.js';

// The order generators of the order-admin bench, without running that bench.
process.env.OA_NO_MAIN = '1';
const { generateOrders, generatePostable } = await import('./order-admin.bench.js');

const TILLS = 20;
const PACE_MS = 1000;
const BULK = Number(process.env.LOAD_BULK ?? 10_000);
const ORDERS = Number(process.env.LOAD_ORDERS ?? 30_000);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 120);
const figures: Figure[] = [];

interface Till extends Client {
  tableid: number;
}

async function tills(base: string, outletIds: number[]): Promise<{ list: Till[]; menuids: number[] }> {
  const admin = await signIn(base, 'admin');
  const tables: number[] = [];
  for (const outletid of outletIds) {
    const board = await call(base, admin, 'GET', `/api/restoorderho/listtable?outletid=${outletid}`);
    for (const g of board) for (const c of g.tables) if (c.tablecapacity >= 2 && !c.orderkey) tables.push(c.tableid);
  }
  const menus = await call(base, admin, 'GET', '/api/restoorderho/menu?limit=40');
  const list: Till[] = [];
  for (let i = 0; i < TILLS; i++) list.push({ ...(await signIn(base, 'admin')), tableid: tables[i % tables.length] });
  return { list, menuids: menus.list.map((m: { menuid: number }) => m.menuid) };
}

interface Timings {
  save: number[];
  pay: number[];
  failed: string[];
}

/**
 * One sale. Its times count from when the till meant to start it (`due`), not from when the bench's
 * timer fired, so a late start is measured too. A save or payment unanswered after MAX_SECONDS is
 * given up and counted with the time it waited.
 */
async function sale(base: string, till: Till, menuids: number[], due: number, timings: Timings) {
  const signal = AbortSignal.timeout(MAX_SECONDS * 1000);
  let savedAt: number | undefined;
  const orderkey = crypto.randomUUID();
  const lines = Array.from({ length: 8 }, (_, i) => ({
    menuid: menuids[(i * 5 + orderkey.charCodeAt(0)) % menuids.length],
    qty: 1 + (i % 3),
  }));
  try {
    const saved = await call(
      base,
      till,
      'POST',
      '/api/restoorderho',
      {
        orderkey,
        ordertype: 'DINE IN',
        tableids: [till.tableid],
        pax: 2,
        lines,
      },
      signal,
    );
    savedAt = now();
    timings.save.push(savedAt - due);
    const total = saved.header.total as number;
    await call(
      base,
      till,
      'POST',
      '/api/restoorderho/payment',
      {
        orderkey,
        payments: [
          { codepayment: 'QRIS', paymentamount: 50_000, paymentnote: 'ref' },
          { codepayment: 'CASH', paymentamount: Math.ceil((total - 50_000) / 10_000) * 10_000 + 10_000 },
        ],
      },
      signal,
    );
    timings.pay.push(now() - savedAt);
  } catch (err) {
    if (signal.aborted) (savedAt === undefined ? timings.save : timings.pay).push(now() - (savedAt ?? due));
    timings.failed.push((err as Error).message);
  }
}

/** The tills sell, one sale a second each, until `running()` turns false. */
async function selling(base: string, list: Till[], menuids: number[], running: () => boolean, timings: Timings) {
  await Promise.all(
    list.map(async (till, i) => {
      let due = now() + (PACE_MS * i) / TILLS;
      while (running()) {
        const wait = due - now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!running()) return;
        await sale(base, till, menuids, due, timings);
        due = Math.max(due + PACE_MS, now());
      }
    }),
  );
}

/** Reads one export to its end; answers its rows' bytes and seconds, or throws with the server's answer. */
async function exportOnce(base: string, client: Client, query: string, signal: AbortSignal): Promise<{ bytes: number; seconds: number }> {
  const started = now();
  const res = await fetch(`${base}/api/restoorderho/exportxls?${query}`, {
    headers: { origin: base, 'x-requested-with': 'XMLHttpRequest', cookie: client.cookie },
    signal,
  });
  if (res.status !== 200) throw new Error(`export ${query}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { bytes, seconds: (now() - started) / 1000 };
}

const dayOf = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString().slice(0, 10);

/** Four exports of a year each: every outlet alone, and all outlets' deliveries. */
function exportQueries(outletIds: number[]): string[] {
  const year = `tgl1=${dayOf(-364 * 86_400_000)}&tgl2=${dayOf(0)}`;
  return [...outletIds.slice(0, 3).map((id) => `outletid=${id}&${year}`), `ordertype=DELIVERY&${year}&sortBy=total&sortDir=desc`];
}

async function onEngine(kind: 'PGlite' | 'PostgreSQL', serverUrl: string | undefined): Promise<void> {
  const template = await prepareTemplate('seeded', serverUrl);
  const store = await freshStore(serverUrl, template);
  const open = () => openDatabase({ databaseUrl: store.env.DATABASE_URL, dataDir: store.env.DATA_DIR, timezone: 'Asia/Jakarta' });
  try {
    const outletIds = template.ids!.outletIds;
    const postDay = dayOf(400 * 86_400_000);
    const database = await open();
    const started = now();
    await generateOrders({ ids: template.ids, database }, ORDERS);
    await generatePostable({ database }, outletIds[1], postDay, BULK);
    await database.close();
    console.log(
      `${kind}: ${ORDERS.toLocaleString('en')} + ${BULK.toLocaleString('en')} orders generated in ${((now() - started) / 1000).toFixed(0)} s`,
    );

    const server = await launchServer({ ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' }, 120_000);
    let finished = false;
    try {
      finished = await underLoad(kind, server.baseUrl, outletIds, postDay);
    } finally {
      // A posting still running at the deadline is cut off; what it had posted is counted below.
      await (finished ? server.stop() : server.kill());
    }
    if (!finished) {
      const after = await open();
      const { rows } = await after.db.execute(sql`SELECT count(*)::int AS n FROM gl_journal WHERE voucherdate >= ${postDay}::date`);
      await after.close();
      figures.push({
        name: `bulk posting of ${BULK.toLocaleString('en')} orders under POS load (${kind})`,
        value: MAX_SECONDS,
        unit: 's',
        note: `NOT DONE: ${(rows[0] as { n: number }).n} orders posted when the server was stopped at the deadline`,
      });
    }
  } finally {
    await store.drop();
  }
  printFigures(
    `POS under back-office load (${kind})`,
    figures.filter((f) => f.name.endsWith(`(${kind})`)),
  );
}

/** Answers whether the bulk posting ended before the deadline. */
async function underLoad(kind: string, base: string, outletIds: number[], postDay: string): Promise<boolean> {
  const { list, menuids } = await tills(base, outletIds);
  const manager = await signIn(base, 'admin');
  // Two sales per till unmeasured: the server's first requests compile and plan what later ones reuse.
  const warm: Timings = { save: [], pay: [], failed: [] };
  for (let i = 0; i < 2; i++) await Promise.all(list.map((till) => sale(base, till, menuids, now(), warm)));
  // Ten quiet seconds first: the figures the tills reach without back-office work, on the same data.
  const quiet: Timings = { save: [], pay: [], failed: [] };
  const quietEnd = now() + 10_000;
  await selling(base, list, menuids, () => now() < quietEnd, quiet);

  const loaded: Timings = { save: [], pay: [], failed: [] };
  let posting = true;
  const windowStart = now();
  const deadline = windowStart + MAX_SECONDS * 1000;
  const running = () => posting && now() < deadline;
  const exportsDone: number[] = [];
  const exportErrors: string[] = [];
  const bulk = (async () => {
    const body = { ordertype: '', outletid: outletIds[1], tgl1: postDay, tgl2: dayOf(401 * 86_400_000) };
    try {
      return await call(base, manager, 'PUT', '/api/restoorderho/postingall', body);
    } finally {
      posting = false;
    }
  })();
  // Read below when the posting ended; a posting cut off at the deadline fails with the server.
  bulk.catch(() => {});
  const stop = new AbortController();
  const exporting = exportQueries(outletIds).map(async (query) => {
    while (running()) {
      try {
        exportsDone.push((await exportOnce(base, manager, query, stop.signal)).seconds);
      } catch (err) {
        if (!stop.signal.aborted) exportErrors.push((err as Error).message);
        return;
      }
    }
  });
  await selling(base, list, menuids, running, loaded);
  // Exports still running when the posting ends are left unfinished (only finished ones count).
  stop.abort();
  const finished = !posting;
  const result = finished ? ((await bulk.catch((err: Error) => ({ error: err.message }))) as BulkResult) : undefined;
  const seconds = (now() - windowStart) / 1000;
  await Promise.all(exporting);

  for (const [label, t] of [
    ['no back-office work', quiet],
    ['bulk posting + 4 exports', loaded],
  ] as const) {
    const save = summarize(t.save);
    const pay = summarize(t.pay);
    const target = label === 'no back-office work' ? undefined : kind === 'PGlite' ? 100 : 50;
    figures.push(
      {
        name: `POS save p95, ${TILLS} tills, ${label} (${kind})`,
        value: save.p95,
        unit: 'ms',
        target,
        note: `p50 ${save.p50.toFixed(1)}, p99 ${save.p99.toFixed(0)}, max ${save.max.toFixed(0)}, n ${save.n} in ${(t === quiet ? 10 : seconds).toFixed(0)} s${t.failed.length ? `, ${t.failed.length} FAILED: ${t.failed[0]}` : ''}`,
      },
      { name: `POS save p99, ${label} (${kind})`, value: save.p99, unit: 'ms' },
      { name: `payment p95, ${label} (${kind})`, value: pay.p95, unit: 'ms', note: `p99 ${pay.p99.toFixed(0)}, max ${pay.max.toFixed(0)}` },
    );
  }
  if (result)
    figures.push({
      name: `bulk posting of ${BULK.toLocaleString('en')} orders under POS load (${kind})`,
      value: seconds,
      unit: 's',
      note: result.error ? `FAILED: ${result.error}` : `posted ${result.posted}, skipped ${result.skipped?.length}`,
    });
  const ex = summarize(exportsDone.map((s) => s * 1000));
  figures.push({
    name: `order exports completed during the posting (${kind})`,
    value: exportsDone.length,
    unit: '',
    note: exportErrors.length
      ? `FAILED: ${exportErrors[0]}`
      : `each ${(ex.p50 / 1000).toFixed(1)} s (p50), ${(ex.max / 1000).toFixed(1)} s (max)`,
  });
  return finished;
}

interface BulkResult {
  posted?: number;
  skipped?: unknown[];
  error?: string;
}

const only = process.env.LOAD_ONLY;
const pgUrl = await postgresUrl();
if (only !== 'postgres') await onEngine('PGlite', undefined);
if (only !== 'pglite') {
  if (pgUrl) await onEngine('PostgreSQL', pgUrl);
  else console.log('PostgreSQL figures left out: no PostgreSQL server answered');
}
process.exit(figures.some((f) => f.target !== undefined && !(f.value <= f.target)) ? 1 : 0);
