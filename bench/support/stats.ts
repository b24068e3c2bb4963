/** Shared helpers for `bench/*.bench.ts`: timing, percentiles and one table format for every figure. */
import pg from 'pg';

export const now = () => performance.now();

/** The p-th percentile (0..100) of the samples, by nearest rank. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
  };
}

/** Runs fn `warmup` times unmeasured, then `runs` times one after another; answers the durations in ms. */
export async function sample(fn: () => Promise<unknown>, runs: number, warmup = Math.ceil(runs / 10)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = now();
    await fn();
    samples.push(now() - started);
  }
  return samples;
}

/**
 * The cost of a switch (triggers, a deduction) to a sale rate: `pairs` rounds with it off and on in turn,
 * each client selling flat out for `seconds`; the switch is left on. Alternating on one database keeps
 * the machine's drift out of the comparison.
 */
export async function switchCost<C>(
  clients: readonly C[],
  sale: (client: C) => Promise<void>,
  turn: (on: boolean) => Promise<unknown>,
  pairs: number,
  seconds: number,
): Promise<{ on: number; off: number; cost: number }> {
  const totals = { on: { done: 0, seconds: 0 }, off: { done: 0, seconds: 0 } };
  for (let i = 0; i < pairs * 2; i++) {
    const mode = i % 2 ? 'on' : 'off';
    await turn(mode === 'on');
    const end = now() + seconds * 1000;
    const started = now();
    await Promise.all(
      clients.map(async (client) => {
        while (now() < end) {
          await sale(client);
          totals[mode].done++;
        }
      }),
    );
    totals[mode].seconds += (now() - started) / 1000;
  }
  await turn(true);
  const rate = (x: { done: number; seconds: number }) => x.done / x.seconds;
  const [on, off] = [rate(totals.on), rate(totals.off)];
  return { on, off, cost: ((off - on) / off) * 100 };
}

export interface Figure {
  /** What was measured, e.g. 'outlet list p95 (PGlite)'. */
  name: string;
  value: number;
  unit: 'ms' | 's' | 'KB' | 'MiB' | '%' | '/s' | '';
  /** The figure to stay under, when the issue names one. */
  target?: number;
  /** The figure to reach at least, when the issue names one (a rate, a share). */
  min?: number;
  note?: string;
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v >= 100 ? v.toFixed(0) : v.toFixed(2));

/** Prints the figures of one bench as a table; answers false when any figure misses its target. */
export function printFigures(title: string, figures: Figure[]): boolean {
  const rows = figures.map((f) => {
    const under = f.target === undefined || f.value <= f.target;
    const over = f.min === undefined || f.value >= f.min;
    const met = f.target === undefined && f.min === undefined ? '' : under && over ? 'ok' : 'MISSED';
    const goal = [f.target === undefined ? '' : `< ${fmt(f.target)}`, f.min === undefined ? '' : `>= ${fmt(f.min)}`].join('').trim();
    return [f.name, `${fmt(f.value)} ${f.unit}`.trim(), goal && `${goal} ${f.unit}`.trim(), met, f.note ?? ''];
  });
  const header = ['figure', 'value', 'target', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
  return rows.every((r) => r[3] !== 'MISSED');
}

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The PostgreSQL server to measure against: DATABASE_URL when set, else the local default when it
 * answers; undefined when there is none (PostgreSQL figures are then left out).
 */
export async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** Runs fn with DATABASE_URL set to url (or unset), restoring it afterwards: the test harness reads it per call. */
export async function withDatabaseUrl<T>(url: string | undefined, fn: () => Promise<T>): Promise<T> {
  const saved = process.env.DATABASE_URL;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}
