import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseUrl, onServer, uniqueName } from '../test/templates.js';
import { type Database, type DatabaseLog, defaultPoolSize, openDatabase } from './client.js';

const serverUrl = process.env.DATABASE_URL;

/** What a PostgreSQL restart, a failover or an idle timeout does to a server's connections. */
const terminateBackends = (name: string) =>
  onServer(serverUrl!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);

describe.skipIf(!serverUrl)('a PostgreSQL server dropping the connections', () => {
  const name = uniqueName('saji_test_drop');
  let database: Database;
  const log: DatabaseLog = { warn: vi.fn(), info: vi.fn() };

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE ${name}`);
    database = await openDatabase({ databaseUrl: databaseUrl(serverUrl!, name), dataDir: '', timezone: 'Asia/Jakarta' });
    database.attachLog(log);
  });
  afterAll(async () => {
    await database?.close();
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('fails the transaction that held a dropped connection, not the process, and serves the next one', async () => {
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await terminateBackends(name);
      // The server's notice arrives on the checked-out connection, between two statements.
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(held).rejects.toThrow();
    const { rows } = await database.db.execute(sql`SELECT 41 + 1 AS answer`);
    expect(rows[0]).toEqual({ answer: 42 });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), expect.stringMatching(/connection/));
  });

  it('listens again after its connection is dropped, logs it and tells the listener', async () => {
    const heard: string[] = [];
    const reconnected = vi.fn();
    const stop = await database.listen('saji_drop_test', (payload) => heard.push(payload), reconnected);
    await terminateBackends(name);
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1), { timeout: 5_000, interval: 50 });
    await database.db.execute(sql`SELECT pg_notify('saji_drop_test', 'after the drop')`);
    await vi.waitFor(() => expect(heard).toEqual(['after the drop']), { timeout: 2_000, interval: 20 });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ channel: 'saji_drop_test' }), expect.stringMatching(/listening again/));
    await stop();
  });
});

describe('defaultPoolSize', () => {
  it('keeps four connections per core, at least 8 and at most 20', () => {
    expect([1, 2, 3, 4, 5, 16].map((cores) => defaultPoolSize(cores))).toEqual([8, 8, 12, 16, 20, 20]);
  });
});
