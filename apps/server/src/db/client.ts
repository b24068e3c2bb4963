import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: query helpers accept both. */
export type DbOrTx = Db | Tx;

/** Runs a script and answers the rows of its last statement. */
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export type NotificationHandler = (payload: string) => void;

/** Where the database reports connections it lost and regained (the app's logger, once it exists). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements (migrations, demo data). */
  exec(script: string): Promise<void>;
  /** Runs fn on one connection held for its whole duration (session locks, explicit BEGIN/COMMIT). */
  exclusive<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * Hears a channel's notifications. On PostgreSQL the listening connection is opened again (with
   * backoff) whenever the server drops it; `onReconnect` is then called, since what was notified
   * meanwhile is lost.
   */
  listen(channel: string, handler: NotificationHandler, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Reports lost and regained connections to the app's log from now on (silent until then). */
  attachLog(log: DatabaseLog): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  timezone: string;
  /**
   * An embedded database's image (a `dumpDataDir` tarball) to start from, written into the empty data
   * folder or, with `inMemory`, kept in memory. Test files start from one in memory: loading it is a
   * fraction of copying and opening a data folder.
   */
  image?: Uint8Array;
  /** In memory: a test's database, which gets small shared buffers (setting up 128 MB cost a file 0.3 s). */
  inMemory?: boolean;
  /** PostgreSQL connections of this process (SAJI_DB_POOL); defaultPoolSize() when not given. */
  poolSize?: number;
}

/**
 * PostgreSQL connections a process keeps: four per core of this machine, 8 to 20. Each connection is a
 * PostgreSQL process; more of them than the cores can run only queue on the CPU, and a process holding
 * the outlet's order number then waits behind the others. On two cores 8 connections sold 60 % of the
 * floor where 20 sold 54 %, with a flat-out save p95 of 87 to 102 ms instead of 167 (docs/performance.md).
 * A database on a server of its own may take more: SAJI_DB_POOL.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(20, Math.max(8, 4 * cores));
}

/** The PostgreSQL connections a database opened with these options keeps. */
export const poolSizeOf = (options: DatabaseOptions): number => options.poolSize ?? defaultPoolSize();

// pg_trgm: the order list's Delivery By filter matches any part of the name through a trigram index (migration 0007);
// btree_gin: that index also holds the outlet and the order type (migration 0010).
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.timezone, poolSizeOf(options)) : openPglite(options);
}

/**
 * The image as the Blob PGlite reads with arrayBuffer(), answering the bytes at once: Node 20's own
 * Blob reads a 45 MB image in small chunks, which took 0.2 to 0.9 s of a test file's setup.
 */
function imageBlob(image: Uint8Array): Blob {
  const bytes = image.byteOffset === 0 && image.byteLength === image.buffer.byteLength ? image.buffer : image.slice().buffer;
  return { type: '', size: image.byteLength, arrayBuffer: async () => bytes } as unknown as Blob;
}

// numeric arrives as text from both drivers; amounts are parsed where the schema says mode 'number'.
async function openPglite({ dataDir, timezone, image, inMemory }: DatabaseOptions): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    loadDataDir: image && imageBlob(image),
    extensions: PGLITE_EXTENSIONS,
    ...(inMemory ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] } : {}),
  });
  // One embedded connection serves the whole process, so a session setting holds for every query.
  await client.exec(`SET TIME ZONE '${timezone.replace(/'/g, "''")}'`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (script) => {
      await client.exec(script);
    },
    // The embedded database has a single connection, so every call is already exclusive.
    exclusive: (fn) =>
      fn(async (script) => {
        const results = await client.exec(script);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    // In process: there is no connection to lose.
    attachLog: () => {},
    close: () => client.close(),
  };
}

async function openPostgres(url: string, timezone: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Kept open when idle (pg closes them after 10 s): a lunch rush after a quiet spell otherwise opened
    // a pool's worth of new sessions at once, each planning the sale's statements and filling its caches
    // anew, and the first sale of each of 20 terminals took 400 to 900 ms instead of 130 to 450.
    idleTimeoutMillis: 0,
    options: `-c TimeZone=${timezone}`,
  });
  const reporter = { log: SILENT as DatabaseLog };
  // A PostgreSQL restart, a failover or pg_terminate_backend drops connections: an idle one in the
  // pool (the pool's 'error') or one checked out by a request or a transaction (the client's own
  // 'error', which the pool does not listen to while the client is out). Unheard, either ends the
  // process and every till with it. The query on a lost connection fails on its own (the request
  // answers 503) and the pool discards the client when it comes back.
  const lost = (err: Error) => reporter.log.warn({ err }, 'database connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzlePg({ client: pool, schema });
  const listeners: Listener[] = [];
  return {
    kind: 'postgres',
    db,
    exec: async (script) => {
      await pool.query(script);
    },
    exclusive: async (fn) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        return await fn(async (script) => {
          const res = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(res) ? res.at(-1) : res;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } catch (err) {
        failure = err as Error;
        throw err;
      } finally {
        // A failed script may leave a session lock or an open transaction behind: that client is not reused.
        client.release(failure);
      }
    },
    listen: async (channel, handler, onReconnect) => {
      const listener = await openListener({ url, channel, handler, onReconnect, log: () => reporter.log });
      listeners.push(listener);
      return listener.stop;
    },
    attachLog: (log) => {
      reporter.log = log;
    },
    close: async () => {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}

const SILENT: DatabaseLog = { warn: () => {}, info: () => {} };
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

interface Listener {
  stop(): Promise<void>;
}

/**
 * LISTEN on a connection of its own (pooled clients are shared), opened again whenever the server
 * drops it: after 250 ms, then twice as long each failed try, at most 10 s apart. Without this the
 * table board, the kitchen screens and the sign-out of open sockets fell silent until a restart.
 */
async function openListener(options: {
  url: string;
  channel: string;
  handler: NotificationHandler;
  onReconnect?: () => void;
  log: () => DatabaseLog;
}): Promise<Listener> {
  const { url, channel, handler, onReconnect, log } = options;
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_FIRST_MS;

  const connect = async () => {
    // keepAlive: a network that vanishes without a word is noticed instead of listening to nothing.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('error', (err) => dropped(client, err));
    client.on('end', () => dropped(client));
    client.on('notification', (msg) => {
      if (msg.channel === channel) handler(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    current = client;
  };
  const dropped = (client: pg.Client, err?: Error) => {
    if (client !== current || stopped) return;
    current = null;
    client.end().catch(() => {});
    log().warn({ err, channel }, 'database notifications lost; listening again shortly');
    schedule();
  };
  const schedule = () => {
    retry = setTimeout(async () => {
      try {
        await connect();
      } catch (err) {
        if (stopped) return;
        log().warn({ err, channel, retryMs: delay }, 'database notifications: could not listen again yet');
        delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
        return schedule();
      }
      if (stopped) return void current?.end().catch(() => {});
      delay = LISTEN_RETRY_FIRST_MS;
      log().info({ channel }, 'database notifications: listening again');
      onReconnect?.();
    }, delay);
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
      current = null;
    },
  };
}
