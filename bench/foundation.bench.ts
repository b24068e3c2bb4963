// The foundation's figures: cold start, the outlet list with 1,000 outlets, and password hashing.

import { outlets } from '../apps/server/src/db/schema/index.js';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/auth/passwords.js';
import { createTestApp } from '../apps/server/src/test/harness.js';
import { freshStore, launchServer } from '../e2e/support/server.js';
import { type Figure, now, percentile, postgresUrl, printFigures, sample, summarize, withDatabaseUrl } from './support/stats.js';

const figures: Figure[] = [];

/** Spawn to the first 200 from /api/health, on a new embedded database and then on the same one again. */
async function coldStart(): Promise<void> {
  const store = await freshStore(undefined);
  try {
    let started = now();
    let server = await launchServer({ ...store.env, SAJI_DEMO: '1' }, 120_000);
    figures.push({
      name: 'cold start, new embedded database',
      value: (now() - started) / 1000,
      unit: 's',
      target: 15,
      note: 'migrations + demo data, npm start defaults',
    });
    await server.stop();
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      started = now();
      server = await launchServer({ ...store.env, SAJI_DEMO: '1' });
      runs.push((now() - started) / 1000);
      await server.stop();
    }
    figures.push({
      name: 'cold start, existing embedded database',
      value: percentile(runs, 50),
      unit: 's',
      target: 3,
      note: 'median of 3',
    });
  } finally {
    await store.drop();
  }
}

const PROVINCES = ['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'Bali', 'Sumatera Utara'];

/** 1,000 outlets in the demo company, then the list's 15-row page, filtered and sorted, through the API. */
async function outletList(kind: string, databaseUrl: string | undefined): Promise<void> {
  const t = await withDatabaseUrl(databaseUrl, () => createTestApp());
  try {
    const rows = Array.from({ length: 1_000 }, (_, i) => ({
      compcode: t.ids!.compcode,
      outletcode: `B${String(i).padStart(4, '0')}`,
      outletname: `Bench Outlet ${String(i).padStart(4, '0')}`,
      alamat1: `Jl. Bench ${i}`,
      alamat2: 'Indonesia',
      provinsi: PROVINCES[i % PROVINCES.length],
      servicepc: 5,
      pb1pc: 10,
      aktif: i % 7 === 0 ? '0' : '1',
      outletcolor: '#1E88E5',
      header1: 'SAJI',
      footer1: 'Terima kasih',
    }));
    for (let i = 0; i < rows.length; i += 250) await t.database.db.insert(outlets).values(rows.slice(i, i + 250));
    const admin = await t.login('admin');
    const url = '/api/restooutlet?page=4&limit=15&sortBy=outletname&sortDir=desc&provinsi=jawa&aktif=1';
    const check = await admin.get(url);
    if (check.status !== 200 || check.body.list.length !== 15)
      throw new Error(`outlet list answered ${check.status}: ${check.text.slice(0, 200)}`);
    const s = summarize(await sample(() => admin.get(url), 300, 30));
    figures.push({
      name: `outlet list page, 1,000 outlets, p95 (${kind})`,
      value: s.p95,
      unit: 'ms',
      target: 20,
      note: `p50 ${s.p50.toFixed(2)} ms, n=${s.n}`,
    });
  } finally {
    await t.close();
  }
}

/** argon2id (19 MiB, t=2, p=1) verification, alone and in a burst that the cap of 4 queues. */
async function passwords(): Promise<void> {
  const hash = await hashPassword('bench-password-1');
  const single = summarize(await sample(() => verifyPassword(hash, 'bench-password-1'), 20, 2));
  figures.push({ name: 'argon2id verification (one at a time)', value: single.p50, unit: 'ms', note: `p95 ${single.p95.toFixed(1)} ms` });
  const burst = 16;
  const waits: number[] = [];
  const started = now();
  await Promise.all(
    Array.from({ length: burst }, async () => {
      const t0 = now();
      await verifyPassword(hash, 'bench-password-1');
      waits.push(now() - t0);
    }),
  );
  const wall = now() - started;
  figures.push({
    name: `burst of ${burst} sign-ins, slowest answer`,
    value: Math.max(...waits),
    unit: 'ms',
    note: `all done in ${wall.toFixed(0)} ms; at most 4 hashes (4 x 19 MiB) at once`,
  });
}

await coldStart();
await outletList('PGlite', undefined);
const pgUrl = await postgresUrl();
if (pgUrl) await outletList('PostgreSQL', pgUrl);
else
  figures.push({ name: 'outlet list page (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
await passwords();
const met = printFigures('Foundation', figures);
process.exit(met ? 0 : 1);
