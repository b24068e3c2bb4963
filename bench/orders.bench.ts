// POS order figures: a sale (save of an 8-line order, then payment with 2 payment types) at 20
// concurrent terminals on PostgreSQL and PGlite, paced and flat out; on PostgreSQL the sustained sales a
// second of 40 terminals against the raw SQL floor of the same work, measured in the same run (before
// and after), and the product's own statements of a sale replayed without it; and the table status push from a paying terminal's save to another terminal's WebSocket.
// `npm run bench -- orders`; ORDERS_SECONDS sets the sustained run's length (default 10), ORDERS_SALES
// the sales per terminal (default 15), ORDERS_PACE_MS a paced terminal's interval (default 1000),
// ORDERS_ONLY=postgres or pglite one engine.

import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { databaseOptionsOf, readEnv } from '../apps/server/src/config/env.js';
import { poolSizeOf } from '../apps/server/src/db/client.js';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { call, loginCookie } from './support/inject.js';
import { sampleWaits } from './support/pg-waits.js';
import { measured, type Rate, rawSaleFloor } from './support/raw-sale.js';
import { captureSale, replayedSales } from './support/replayed-sale.js';
import { type Figure, now, postgresUrl, printFigures, summarize, withDatabaseUrl } from './support/stats.js';

const TERMINALS = 20;
const SALES_PER_TERMINAL = Number(process.env.ORDERS_SALES ?? 15);
const SECONDS = Number(process.env.ORDERS_SECONDS ?? 10);
const ONLY = process.env.ORDERS_ONLY;
const figures: Figure[] = [];
/** Where the sustained phase's sessions waited (printed after the figures). */
const waits: string[] = [];

interface Terminal {
  cookie: string;
  tableid: number;
}

/** Terminals spread over the company's outlets, each with a table of its own (admins take orders for any outlet). */
async function terminals(t: TestApp, count: number): Promise<{ list: Terminal[]; menuids: number[] }> {
  const cookie = await loginCookie(t, 'admin');
  const tables: number[] = [];
  for (const outletid of t.ids!.outletIds) {
    const board = await call(t, cookie, 'GET', `/api/restoorderho/listtable?outletid=${outletid}`);
    for (const g of board) for (const c of g.tables) if (c.tablecapacity >= 2 && !c.orderkey) tables.push(c.tableid);
  }
  const menus = await call(t, cookie, 'GET', '/api/restoorderho/menu?limit=40');
  const list = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ cookie: await loginCookie(t, 'admin'), tableid: tables[i % tables.length] })),
  );
  return { list, menuids: menus.list.map((m: { menuid: number }) => m.menuid) };
}

/** One sale: an 8-line dine-in order, then paid with QRIS and cash (change on cash). */
async function sale(t: TestApp, term: Terminal, menuids: number[], timings?: { save: number[]; pay: number[]; sale: number[] }) {
  const orderkey = crypto.randomUUID();
  const lines = Array.from({ length: 8 }, (_, i) => ({
    menuid: menuids[(i * 5 + orderkey.charCodeAt(0)) % menuids.length],
    qty: 1 + (i % 3),
  }));
  const started = now();
  const saved = await call(t, term.cookie, 'POST', '/api/restoorderho', {
    orderkey,
    ordertype: 'DINE IN',
    tableids: [term.tableid],
    pax: 2,
    lines,
  });
  const savedAt = now();
  const total = saved.header.total as number;
  await call(t, term.cookie, 'POST', '/api/restoorderho/payment', {
    orderkey,
    payments: [
      { codepayment: 'QRIS', paymentamount: 50_000, paymentnote: 'ref' },
      { codepayment: 'CASH', paymentamount: Math.ceil((total - 50_000) / 10_000) * 10_000 + 10_000 },
    ],
  });
  const done = now();
  timings?.save.push(savedAt - started);
  timings?.pay.push(done - savedAt);
  timings?.sale.push(done - started);
  return { orderkey, tableid: term.tableid };
}

/**
 * 20 terminals selling at once. Paced: each terminal starts a sale every PACE_MS (a busy till, far
 * busier than a cashier can be); flat out: each starts the next sale as soon as one ends, which
 * measures queueing at the server's throughput rather than a terminal's wait.
 */
const PACE_MS = Number(process.env.ORDERS_PACE_MS ?? 1000);

interface Targets {
  /** Save and payment p95, paced. */
  paced: number;
  /** Flat out: the save's p95 (PostgreSQL) or the whole sale's (PGlite). */
  flatSave?: number;
  flatSale?: number;
}

async function concurrentSales(t: TestApp, label: string, targets: Targets) {
  const { list, menuids } = await terminals(t, TERMINALS);
  await Promise.all(list.map((term) => sale(t, term, menuids)));
  for (const paced of [true, false]) {
    const timings = { save: [] as number[], pay: [] as number[], sale: [] as number[] };
    await Promise.all(
      list.map(async (term, i) => {
        if (paced) await new Promise((r) => setTimeout(r, (PACE_MS * i) / TERMINALS));
        for (let n = 0; n < SALES_PER_TERMINAL; n++) {
          const started = now();
          await sale(t, term, menuids, timings);
          const rest = PACE_MS - (now() - started);
          if (paced && rest > 0) await new Promise((r) => setTimeout(r, rest));
        }
      }),
    );
    const save = summarize(timings.save);
    const pay = summarize(timings.pay);
    const whole = summarize(timings.sale);
    const how = paced ? `paced 1 sale/${PACE_MS} ms each` : 'flat out';
    const target = paced ? targets.paced : undefined;
    const spread = (x: ReturnType<typeof summarize>) => `p50 ${x.p50.toFixed(1)}, p99 ${x.p99.toFixed(1)}`;
    figures.push(
      {
        name: `save 8-line order p95, ${TERMINALS} terminals ${how} (${label})`,
        value: save.p95,
        unit: 'ms',
        target: paced ? target : targets.flatSave,
        note: `${spread(save)}, n ${save.n}`,
      },
      { name: `payment, 2 types p95, ${TERMINALS} terminals ${how} (${label})`, value: pay.p95, unit: 'ms', target, note: spread(pay) },
      {
        name: `whole sale (save + payment) p95, ${how} (${label})`,
        value: whole.p95,
        unit: 'ms',
        target: paced ? undefined : targets.flatSale,
        note: spread(whole),
      },
    );
  }
}

/**
 * 40 terminals selling flat out for SECONDS, the sessions' waits sampled meanwhile; then the report
 * summaries and stock folded up to the last sale, so the work the sales left to the background counts
 * in their time and not in the floor measured after them.
 */
async function sustainedProduct(t: TestApp, url: string, dbname: string, list: Terminal[], menuids: number[]): Promise<Rate> {
  const sampler = await sampleWaits(url, dbname);
  const rate = await measured(dbname, SECONDS, async (until, count) => {
    await Promise.all(
      list.map(async (term) => {
        while (now() < until) {
          await sale(t, term, menuids);
          count();
        }
      }),
    );
    await t.app.folds.foldAll();
  });
  for (const w of await sampler.stop()) waits.push(`${(100 * w.share).toFixed(0).padStart(3)} %  ${w.what}`);
  return rate;
}

const RATIO_TARGET = 70;
const RATE_TARGET = 300;
/** Where the floor is at least this, the sustained rate must reach RATE_TARGET whatever the ratio. */
const RATE_TARGET_FLOOR = 430;

/** As many connections as the app's pool holds: the product's statements at the product's concurrency. */
const REPLAY_CONNECTIONS = poolSizeOf(databaseOptionsOf(readEnv()));

/** The product's statements of one sale, captured from a sale at the first terminal, replayed at the terminals' own tables. */
async function replayed(t: TestApp, url: string, dbname: string, list: Terminal[], menuids: number[]): Promise<Rate> {
  const captured = await captureSale(() => sale(t, list[0], menuids));
  const tableids = [...new Set(list.map((term) => term.tableid))].slice(0, REPLAY_CONNECTIONS);
  const database = new URL(url);
  database.pathname = `/${dbname}`;
  return replayedSales(database.toString(), dbname, captured, tableids, SECONDS);
}

const cpuNote = (r: Rate) =>
  `CPU per sale: Node ${r.cpu.node.toFixed(2)} ms, PostgreSQL ${r.cpu.postgres === undefined ? 'not seen' : `${r.cpu.postgres.toFixed(2)} ms`}`;

/**
 * The sustained rate against the raw SQL floor of the same work, measured just before and just after
 * it on the same server through the same driver, so both see the same machine.
 */
async function sustained(t: TestApp, url: string) {
  const [{ d: dbname }] = (await t.database.db.execute(sql`SELECT current_database() AS d`)).rows as { d: string }[];
  const { list, menuids } = await terminals(t, 40);
  const before = await rawSaleFloor(url, 40, SECONDS);
  const product = await sustainedProduct(t, url, dbname, list, menuids);
  const replay = await replayed(t, url, dbname, list, menuids);
  const after = await rawSaleFloor(url, 40, SECONDS);
  const floor = (before.rate + after.rate) / 2;
  const ratio = (100 * product.rate) / floor;
  figures.push(
    { name: 'raw SQL floor, same work, 40 connections (before)', value: Math.round(before.rate), unit: '/s', note: cpuNote(before) },
    {
      name: 'sustained sales a second, 40 terminals (PostgreSQL)',
      value: Math.round(product.rate),
      unit: '/s',
      min: floor >= RATE_TARGET_FLOOR ? RATE_TARGET : undefined,
      note: `${product.sales} sales in ${SECONDS} s; ${cpuNote(product)}`,
    },
    {
      name: `the product's statements of a sale replayed raw, ${REPLAY_CONNECTIONS} connections`,
      value: Math.round(replay.rate),
      unit: '/s',
      note: `${Math.round((100 * replay.rate) / floor)} % of the floor; ${cpuNote(replay)}`,
    },
    { name: 'raw SQL floor, same work, 40 connections (after)', value: Math.round(after.rate), unit: '/s', note: cpuNote(after) },
    {
      name: 'sustained rate as a share of the floor',
      value: Math.round(ratio),
      unit: '%',
      min: RATIO_TARGET,
      note: `floor ${Math.round(floor)}/s (mean of before and after)${floor >= RATE_TARGET_FLOOR ? `; >= ${RATE_TARGET_FLOOR}, so ${RATE_TARGET}/s is due too` : ''}`,
    },
  );
}

async function pushLatency(t: TestApp, label: string) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: await loginCookie(t, 'manager') } });
  const waiting = new Map<string, (at: number) => void>();
  socket.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.event === 'order.paid') waiting.get(m.orderkey)?.(now());
  });
  await new Promise((resolve) => socket.once('message', resolve));
  const { list, menuids } = await terminals(t, 1);
  const cashier = await loginCookie(t, 'cashier');
  const board = await call(t, cashier, 'GET', `/api/restoorderho/listtable?outletid=${t.ids!.outletIds[0]}`);
  const tableid = board
    .flatMap((g: { tables: { tableid: number; orderkey: string | null }[] }) => g.tables)
    .find((c: { orderkey: string | null }) => !c.orderkey).tableid;
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) {
    const orderkey = crypto.randomUUID();
    const saved = await call(t, cashier, 'POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'DINE IN',
      tableids: [tableid],
      pax: 2,
      lines: [{ menuid: menuids[i % menuids.length], qty: 1 }],
    });
    const heard = new Promise<number>((resolve) => waiting.set(orderkey, resolve));
    const started = now();
    await call(t, cashier, 'POST', '/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: saved.header.total }],
    });
    samples.push((await heard) - started);
  }
  void list;
  socket.close();
  const s = summarize(samples);
  figures.push({
    name: `table status push, paying save to other screen p95 (${label})`,
    value: s.p95,
    unit: 'ms',
    target: 1000,
    note: `p50 ${s.p50.toFixed(1)}, max ${s.max.toFixed(1)}`,
  });
}

async function run(url: string | undefined, label: string, targets: Targets) {
  await withDatabaseUrl(url, async () => {
    const t = await createTestApp();
    try {
      await concurrentSales(t, label, targets);
      if (url) await sustained(t, url);
      await pushLatency(t, label);
    } finally {
      await t.close();
    }
  });
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadBefore = load();
const pgUrl = ONLY === 'pglite' ? undefined : await postgresUrl();
if (pgUrl) await run(pgUrl, 'PostgreSQL', { paced: 30, flatSave: 200 });
else if (ONLY !== 'pglite')
  figures.push({ name: 'PostgreSQL figures', value: 0, unit: '', note: 'no PostgreSQL server answered; left out' });
if (ONLY !== 'postgres') await run(undefined, 'PGlite', { paced: 60, flatSale: 300 });
const ok = printFigures(`POS orders (load average ${loadBefore} at the start, ${load()} at the end; ${os.cpus().length} cores)`, figures);
if (waits.length)
  console.log(`\nWhere the sustained phase's sessions were (share of busy samples of pg_stat_activity):\n${waits.join('\n')}`);
process.exit(ok ? 0 : 1);
