import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { databaseOptionsOf, readEnv } from '../config/env.js';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { DemoIds } from '../demo/foundation.js';
import { DEMO_PASSWORD } from '../demo/foundation.js';
import { seedDemo } from '../demo/index.js';
import { rowsWithoutOrder } from './orphans.js';
import { LOOPBACK_PRINTER_ENV } from './printer.js';
import { databaseUrl, onServer, prepareTemplate, publishedTemplate, type Template, uniqueName, type Variant } from './templates.js';

export interface Response<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | number | string[] | undefined>;
  raw: Buffer;
}

/** A signed-in (or anonymous) client of the app, sending what the web app sends on every request. */
export interface Agent {
  /** `headers` adds request headers, e.g. If-None-Match for a cached picture. */
  get<T = any>(url: string, headers?: Record<string, string>): Promise<Response<T>>;
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
  /**
   * Another app on the same database, built with other settings (`env` over these): a file that checks
   * a setting does not pay for a second database. Closing it leaves the database to this one.
   */
  alongside(env: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

/**
 * A database of its own per test file, copied from the run's prepared template (templates.ts): an
 * embedded one in memory (on a data folder with SAJI_TEST_DATABASE_ON_DISK=1, as benches run), or a new database on the PostgreSQL server named by DATABASE_URL. A file
 * run without the global setup prepares (or finds) the template itself. Demo data without the year of
 * orders unless asked; that variant is built fresh.
 */
export async function createTestApp(options: { seed?: boolean; orders?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const started = performance.now();
  const seed = options.seed !== false;
  const variant: Variant = seed ? 'seeded' : 'empty';
  const template = options.orders ? undefined : (publishedTemplate(variant) ?? (await prepareTemplate(variant)));
  const fresh = await freshDatabase(template);
  const settings = {
    ...process.env,
    ...LOOPBACK_PRINTER_ENV,
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.url,
    SAJI_LOG_LEVEL: 'silent',
    ...options.env,
  };
  const env = readEnv(settings);
  // Benches measure the embedded database as the server runs it, on its data folder.
  const inMemory = process.env.SAJI_TEST_DATABASE_ON_DISK !== '1';
  // As the server opens it (its pool's size included), from the settings that point at the fresh database.
  const database = await openDatabase({ ...databaseOptionsOf(env), image: fresh.image, inMemory });
  let ids = template?.ids;
  if (!template) {
    await migrate(database);
    if (seed) ids = await seedDemo(database.db, { orders: options.orders ?? false });
  }
  const app = await buildApp({ env, database });
  await app.ready();
  recordSetup(performance.now() - started, template !== undefined);
  const alongside = async (more: Record<string, string>): Promise<TestApp> => {
    const other = await buildApp({ env: readEnv({ ...settings, ...more }), database });
    await other.ready();
    return testAppOf(other, database, ids, alongside, () => other.close());
  };
  return testAppOf(app, database, ids, alongside, async () => {
    // A database a test has taken away answers nothing here; that test says what it checked.
    const orphans = await rowsWithoutOrder(database).catch(() => '');
    await app.close();
    await database.close();
    await fresh.drop();
    if (orphans) throw new Error(`Rows without their order: ${orphans}`);
  });
}

/** Agents of an app that send what the web app sends, and the app's end. */
function testAppOf(
  app: FastifyInstance,
  database: Database,
  ids: DemoIds | undefined,
  alongside: TestApp['alongside'],
  close: () => Promise<void>,
): TestApp {
  const agent = (cookie?: string): Agent => {
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method,
        url,
        headers: { 'x-requested-with': 'XMLHttpRequest', ...headers, ...(cookie ? { cookie } : {}) },
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
      get: (url, headers) => send('GET', url, undefined, headers),
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
    alongside,
    close,
  };
}

interface FreshDatabase {
  url?: string;
  /** The embedded database's starting image; its files (pictures, logos) still go to dataDir. */
  image?: Uint8Array;
  dataDir: string;
  drop(): Promise<void>;
}

async function freshDatabase(template: Template | undefined): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saji-test-'));
  if (!serverUrl) {
    const image = template?.image ? fs.readFileSync(template.image) : undefined;
    return { dataDir, image, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = uniqueName('saji_test');
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.source}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    dataDir,
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Appends a file's setup time to the run's report (SAJI_TEST_SETUP_REPORT), which `npm test` sums up. */
function recordSetup(ms: number, copied: boolean): void {
  const report = process.env.SAJI_TEST_SETUP_REPORT;
  if (report) fs.appendFileSync(report, `${Math.round(ms)} ${copied ? 'copy' : 'fresh'}\n`);
}

/** How most API test files start: the demo company's admin, manager and cashier, another company's admin, and the first two outlets. */
export interface DemoCrew {
  admin: Agent;
  manager: Agent;
  cashier: Agent;
  admin2: Agent;
  senayan: number;
  braga: number;
}

export async function signInDemoCrew(t: TestApp): Promise<DemoCrew> {
  const [admin, manager, cashier, admin2] = await Promise.all(['admin', 'manager', 'cashier', 'admin2'].map((u) => t.login(u)));
  const [senayan, braga] = t.ids!.outletIds;
  return { admin, manager, cashier, admin2, senayan, braga };
}

/** A test file's usual start: the seeded app and its demo crew signed in. */
export async function startWithDemoCrew(): Promise<{ t: TestApp; demo: DemoCrew }> {
  const t = await createTestApp();
  return { t, demo: await signInDemoCrew(t) };
}
