import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, ScriptRunner } from './client.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727274;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f, sql: fs.readFileSync(path.join(migrationsDir, f), 'utf8') }));
}

/**
 * Applies the committed SQL migrations not yet recorded, each in its own transaction, and answers
 * the schema version. A session advisory lock keeps two servers starting on one PostgreSQL from racing.
 */
export async function migrate(database: Database): Promise<number> {
  return database.exclusive(async (run) => {
    await run(`CREATE TABLE IF NOT EXISTS saji_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    await run(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      const applied = new Set((await run('SELECT version FROM saji_migrations')).map((r) => Number(r.version)));
      for (const m of listMigrations()) {
        if (!applied.has(m.version)) await applyOne(run, m);
      }
      return versionOf(run);
    } finally {
      await run(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}

async function applyOne(run: ScriptRunner, m: Migration): Promise<void> {
  await run('BEGIN');
  try {
    await run(m.sql);
    await run(`INSERT INTO saji_migrations (version, name) VALUES (${m.version}, '${m.name}')`);
    await run('COMMIT');
  } catch (err) {
    await run('ROLLBACK');
    throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
  }
}

async function versionOf(run: ScriptRunner): Promise<number> {
  const rows = await run('SELECT coalesce(max(version), 0) AS v FROM saji_migrations');
  return Number(rows[0]?.v ?? 0);
}

export async function currentVersion(database: Database): Promise<number> {
  return database.exclusive(versionOf);
}
