import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { readEnv } from '../config/env.js';
import { type Database, openDatabase } from '../db/client.js';
import type { DemoIds } from '../db/demo/foundation.js';
import { DEMO_PASSWORD } from '../db/demo/foundation.js';
import { seedDemo } from '../db/demo/index.js';
import { migrate } from '../db/migrate.js';

export interface Response<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | number | string[] | undefined>;
  raw: Buffer;
}

/** A signed-in (or anonymous) client of the app, sending what the web app sends on every request. */
export interface Agent {
  get<T = any>(url: string): Promise<Response<T>>;
  post<T = any>(url: string, body?: unknown): Promise<Response<T>>;
  put<T = any>(url: string, body?: unknown): Promise<Response<T>>;
  delete<T = any>(url: string): Promise<Response<T>>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The demo data, when the app was seeded. */
  ids: DemoIds | undefined;
  anonymous: Agent;
  login(username: string, password?: string): Promise<Agent>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: an embedded one in a temporary folder, or a new database on the
 * PostgreSQL server named by DATABASE_URL. Demo data without the year of orders unless asked.
 */
export async function createTestApp(options: { seed?: boolean; orders?: boolean } = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const env = readEnv({ ...process.env, DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.url, SAJI_LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: fresh.dataDir, timezone: env.SAJI_TIMEZONE });
  await migrate(database);
  let ids: DemoIds | undefined;
  if (options.seed !== false) ids = await seedDemo(database.db, { orders: options.orders ?? false });
  const app = await buildApp({ env, database });
  await app.ready();
  const agent = (cookie?: string): Agent => {
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
      const res = await app.inject({
        method,
        url,
        headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      let parsed: unknown = res.body;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        // not JSON: files and empty bodies
      }
      return { status: res.statusCode, body: parsed as any, text: res.body, headers: res.headers, raw: res.rawPayload };
    };
    return {
      get: (url) => send('GET', url),
      post: (url, body) => send('POST', url, body),
      put: (url, body) => send('PUT', url, body),
      delete: (url) => send('DELETE', url),
    };
  };
  return {
    app,
    database,
    ids,
    anonymous: agent(),
    login: async (username, password = DEMO_PASSWORD) => {
      const res = await agent().post('/api/auth/login', { username, password });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
      const setCookie = String(res.headers['set-cookie'] ?? '');
      return agent(setCookie.split(';')[0]);
    },
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}

interface FreshDatabase {
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saji-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `saji_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
