import fs from 'node:fs';
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

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements (migrations, demo data). */
  exec(script: string): Promise<void>;
  /** Runs fn on one connection held for its whole duration (session locks, explicit BEGIN/COMMIT). */
  exclusive<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
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
}

// pg_trgm: the order list's Delivery By filter matches any part of the name through a trigram index (migration 0007);
// btree_gin: that index also holds the outlet and the order type (migration 0010).
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.timezone) : openPglite(options);
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
    close: () => client.close(),
  };
}

async function openPostgres(url: string, timezone: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    options: `-c TimeZone=${timezone}`,
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db,
    exec: async (script) => {
      await pool.query(script);
    },
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn(async (script) => {
          const res = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(res) ? res.at(-1) : res;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        client.release();
      }
    },
    listen: async (channel, handler) => {
      // LISTEN needs a connection of its own that stays open; pooled clients are shared.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) handler(msg.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
