import fs from 'node:fs';
import pg from 'pg';
import { now } from './stats.js';

/**
 * The raw SQL floor of a POS sale: the SQL work of a sale and nothing else, through the same driver
 * (node-postgres) against the same server, so `npm run bench -- orders` can say what share of it the
 * product reaches in the same run. The same statements as the outside reference
 * (`raw-sale-floor.mjs` of the shared tools): a header with 8 lines and the outlet's counter bumped in
 * one transaction, then 2 payments and the header completed in another; one counter row, so every
 * client queues on it as the tills of one outlet would. Each client is a connection of its own, in a
 * schema of its own of the bench's database, dropped afterwards.
 */
const SETUP = (s: string) => `DROP SCHEMA IF EXISTS ${s} CASCADE; CREATE SCHEMA ${s};
CREATE TABLE ${s}.h (k uuid primary key, outletid int, orderno text, orderdate timestamptz default now(), ordertype text, netto numeric, serviceval numeric, pb1val numeric, total numeric, paidamt numeric, status int, note text);
CREATE INDEX ON ${s}.h (outletid, orderdate); CREATE INDEX ON ${s}.h (orderno);
CREATE TABLE ${s}.l (k uuid, lineno int, menuid int, qty int, hargajual numeric, netto numeric, primary key (k, lineno));
CREATE TABLE ${s}.p (k uuid, lineno int, code text, amount numeric, primary key (k, lineno));
CREATE TABLE ${s}.c (outletid int primary key, n int); INSERT INTO ${s}.c VALUES (1,0);`;

async function rawSale(c: pg.Client, s: string): Promise<void> {
  const k = crypto.randomUUID();
  await c.query('BEGIN');
  const { rows } = await c.query({ name: 'cnt', text: `UPDATE ${s}.c SET n = n + 1 WHERE outletid = 1 RETURNING n` });
  await c.query({
    name: 'ins',
    text: `INSERT INTO ${s}.h (k, outletid, orderno, ordertype, netto, serviceval, pb1val, total, status, note) VALUES ($1, 1, $2, 'DINE IN', 100000, 5000, 10500, 115500, 1, 'x')`,
    values: [k, `O${rows[0].n}`],
  });
  await c.query({ name: 'lines', text: `INSERT INTO ${s}.l SELECT $1, g, g, 1, 12500, 12500 FROM generate_series(1,8) g`, values: [k] });
  await c.query('COMMIT');
  await c.query('BEGIN');
  await c.query({ name: 'lock', text: `SELECT * FROM ${s}.h WHERE k = $1 FOR UPDATE`, values: [k] });
  await c.query({ name: 'pay', text: `INSERT INTO ${s}.p VALUES ($1, 1, 'CASH', 60000), ($1, 2, 'QRIS', 55500)`, values: [k] });
  await c.query({ name: 'upd', text: `UPDATE ${s}.h SET paidamt = 115500, status = 5 WHERE k = $1`, values: [k] });
  await c.query('COMMIT');
}

export interface Rate {
  /** Sales a second over the run. */
  rate: number;
  sales: number;
  /** CPU per sale of this process and of the database's server processes (undefined where /proc does not show them). */
  cpu: CpuPerSale;
}

/** `clients` connections selling raw sales as fast as they can for `seconds`. */
export async function rawSaleFloor(url: string, clients = 40, seconds = 10): Promise<Rate> {
  const schema = `rawsale_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(SETUP(schema));
  try {
    const dbname = String((await admin.query('SELECT current_database() AS d')).rows[0].d);
    return await connectionsSelling(url, dbname, clients, seconds, (c) => rawSale(c, schema));
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/**
 * `clients` connections of their own to database `dbname` at `url`, each selling one sale after another
 * for `seconds` (`sell` gets the connection and its index), measured as `measured` does.
 */
export async function connectionsSelling(
  url: string,
  dbname: string,
  clients: number,
  seconds: number,
  sell: (c: pg.Client, i: number) => Promise<void>,
): Promise<Rate> {
  const conns = await Promise.all(
    Array.from({ length: clients }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  try {
    return await measured(dbname, seconds, async (until, count) => {
      await Promise.all(
        conns.map(async (c, i) => {
          while (now() < until) {
            await sell(c, i);
            count();
          }
        }),
      );
    });
  } finally {
    await Promise.all(conns.map((c) => c.end()));
  }
}

export interface CpuPerSale {
  node: number;
  postgres: number | undefined;
}

/**
 * Runs `work` for `seconds` and measures its rate and its CPU: this process's (the bench and, for the
 * product, the server it hosts) and the PostgreSQL server processes of database `dbname` with the
 * server's own writers, read from /proc when the server runs on this machine.
 */
export async function measured(dbname: string, seconds: number, work: (until: number, count: () => void) => Promise<void>): Promise<Rate> {
  let sales = 0;
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuMs(dbname);
  const started = now();
  await work(started + seconds * 1000, () => sales++);
  const elapsed = (now() - started) / 1000;
  const pg1 = postgresCpuMs(dbname);
  const cpu = process.cpuUsage(cpu0);
  return {
    rate: sales / elapsed,
    sales,
    cpu: {
      node: (cpu.user + cpu.system) / 1000 / sales,
      postgres: pg0 === undefined || pg1 === undefined ? undefined : cpuBetween(pg0, pg1) / sales,
    },
  };
}

/**
 * The CPU the processes spent between two readings, process by process: one that ended meanwhile (a
 * pool's connection closed when idle) takes its whole past with it, which a difference of the totals
 * would subtract from what the others did.
 */
function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ms = 0;
  for (const [pid, end] of after) ms += end - (before.get(pid) ?? 0);
  return ms;
}

const CLOCK_TICKS_MS = 10;
const SERVER_WRITERS = /^postgres: (walwriter|checkpointer|background writer)/;

/** CPU milliseconds so far of each server process of one database and of the server's writers, by pid; undefined off Linux. */
function postgresCpuMs(dbname: string): Map<string, number> | undefined {
  const cpu = new Map<string, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.startsWith(`postgres: `) || !(cmd.includes(` ${dbname} `) || SERVER_WRITERS.test(cmd))) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * CLOCK_TICKS_MS);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return cpu.size ? cpu : undefined;
}
