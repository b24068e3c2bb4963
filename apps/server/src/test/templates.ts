import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoIds } from '../demo/foundation.js';

/**
 * Migrating and seeding is most of an API test file's cost, so a run prepares each kind of database
 * once (the global setup, or the first file run on its own) and every file starts from a copy: the
 * embedded database's image loaded into memory (a browser test's server copies its data folder),
 * `CREATE DATABASE ... TEMPLATE` on a PostgreSQL server.
 *
 * What builds a template (the database driver, the migrations, the demo seeders) is imported only
 * when one has to be built: the global setup runs in the main test process, where loading the server's
 * modules to find the template ready took a single file's run 2 to 4 s before its first test.
 */
export type Variant = 'empty' | 'seeded';

export interface Template {
  /** The prepared data folder (embedded) or database name (PostgreSQL). */
  source: string;
  /** The embedded database's image (`dumpDataDir` tarball) of the same data folder. */
  image?: string;
  ids?: DemoIds;
}

export type Templates = Partial<Record<Variant, Template>>;

const ENV_KEY = 'SAJI_TEST_TEMPLATES';
const TIMEZONE = 'Asia/Jakarta';

export function publishTemplates(templates: Templates): void {
  process.env[ENV_KEY] = JSON.stringify(templates);
}

export function publishedTemplate(variant: Variant): Template | undefined {
  const raw = process.env[ENV_KEY];
  return raw ? (JSON.parse(raw) as Templates)[variant] : undefined;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function connect(serverUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  return client;
}

export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = await connect(serverUrl);
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${crypto.randomBytes(6).toString('hex')}`;

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(os.tmpdir(), 'saji-test-templates');

/**
 * What a template's content depends on: this file, the migrations, the schema, the demo seeders, the
 * core rules they use, and the day (demo data is dated from today). A template is kept between runs under this
 * key, so running one test file does not pay for preparing it again.
 */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  const dirs = [path.join(srcDir, 'db'), path.join(srcDir, 'demo'), path.resolve(srcDir, '../../../packages/core/src')];
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(dir, file);
      if (!file.endsWith('.test.ts') && fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 12);
}

const templateName = (variant: Variant, key: string) => `saji_tpl_${key}_${variant}`;

/** A complete template's source (its data folder, or its database name), if one is ready under this key. */
async function readyTemplate(variant: Variant, key: string, serverUrl: string | undefined): Promise<string | undefined> {
  const name = templateName(variant, key);
  const folder = path.join(cacheDir, name);
  if (!fs.existsSync(path.join(cacheDir, `${name}.json`))) return undefined;
  // The image is written last, so with its folder it marks a complete embedded template.
  if (serverUrl) return (await databaseExists(serverUrl, name)) ? name : undefined;
  return fs.existsSync(`${folder}.tar`) && fs.existsSync(folder) ? folder : undefined;
}

/** The template of a variant: reused when one with the same key exists, otherwise migrated (and seeded) once. */
export async function prepareTemplate(variant: Variant, serverUrl = process.env.DATABASE_URL): Promise<Template> {
  const key = templateKey();
  const name = templateName(variant, key);
  const idsFile = path.join(cacheDir, `${name}.json`);
  const folder = path.join(cacheDir, name);
  const imageFile = `${folder}.tar`;
  const prepared = serverUrl ? { source: name } : { source: folder, image: imageFile };
  if (await readyTemplate(variant, key, serverUrl)) return { ...prepared, ...readIds(idsFile) };

  const [{ openDatabase }, { migrate }, { seedDemo }] = await Promise.all([
    import('../db/client.js'),
    import('../db/migrate.js'),
    import('../demo/index.js'),
  ]);
  fs.mkdirSync(cacheDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(cacheDir, `${variant}-`));
  const building = uniqueName(`saji_tpl_building_${variant}`);
  // The seeded database starts from the migrated one when that is ready: migrating twice was half of
  // a cold run's preparation.
  const migrated = variant === 'seeded' ? await readyTemplate('empty', key, serverUrl) : undefined;
  if (serverUrl) await onServer(serverUrl, `CREATE DATABASE ${building}${migrated ? ` TEMPLATE ${migrated}` : ''}`);
  else if (migrated) fs.cpSync(migrated, dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: serverUrl && databaseUrl(serverUrl, building), dataDir, timezone: TIMEZONE });
  if (!migrated) await migrate(database);
  const ids = variant === 'seeded' ? await seedDemo(database.db, { orders: false }) : undefined;
  await database.close();
  // Built under a temporary name and renamed when complete, so a run that stops halfway (or a second
  // file preparing the same template at once) leaves no half template.
  fs.writeFileSync(`${idsFile}.${building}`, JSON.stringify({ ids }));
  fs.renameSync(`${idsFile}.${building}`, idsFile);
  if (serverUrl) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onServer(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
  } else {
    fs.writeFileSync(`${imageFile}.${building}`, await imageOf(dataDir));
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(dataDir, folder);
    fs.renameSync(`${imageFile}.${building}`, imageFile);
  }
  return { ...prepared, ids };
}

/**
 * The embedded database in a data folder as the tarball PGlite loads into memory, without the
 * template databases a test never copies: a third less to unpack in every test file.
 */
async function imageOf(dataDir: string): Promise<Buffer> {
  const [{ PGlite }, { PGLITE_EXTENSIONS }] = await Promise.all([import('@electric-sql/pglite'), import('../db/client.js')]);
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    // One statement each: DROP DATABASE refuses to run inside the transaction a script is.
    for (const statement of ['DROP DATABASE IF EXISTS template0', 'DROP DATABASE IF EXISTS template1', 'CHECKPOINT'])
      await client.exec(statement);
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

const readIds = (file: string): { ids?: DemoIds } => JSON.parse(fs.readFileSync(file, 'utf8'));

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = await connect(serverUrl);
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}
