import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOOPBACK_PRINTER_ENV } from '../../apps/server/src/test/printer.js';
import { databaseUrl, onServer, type Template, uniqueName } from '../../apps/server/src/test/templates.js';
import { serverEntry } from './server-bundle.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What browser tests leave to look at afterwards (screenshots, rendered PDFs); git ignores it. */
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');

/** Where one server keeps its data: a temporary folder, or a new database on DATABASE_URL's server. */
export interface Store {
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

/**
 * A store of its own for one server: a temporary folder, or a new database on DATABASE_URL's server.
 * Given a template (the run's seeded demo database, see global-setup.ts), the store starts as its
 * copy, so the server finds its demo data instead of migrating and seeding on start.
 */
export async function freshStore(serverUrl = process.env.DATABASE_URL, template?: Template): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saji-e2e-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    if (template) fs.cpSync(template.source, dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const name = uniqueName('saji_e2e');
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.source}` : ''}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** The server's recent output, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
  /** Ends the process at once, as a crash or a power switch on the process would. */
  kill(): Promise<void>;
}

/**
 * How long a server may take to answer its first /api/health. A start is waited for as long as the
 * process runs (one that exits fails at once): migrating and seeding an empty database took over a
 * minute on a loaded two-core machine, and a fixed minute skipped whole files. This bounds only a
 * server that hangs; the hooks that start servers wait as long (e2e/vitest.config.ts).
 */
export const SERVER_START_LIMIT_MS = 300_000;

/** Runs the real server (the run's bundle of apps/server/src/server.ts, see server-bundle.ts) on a free loopback port and waits until /api/health answers. */
export async function launchServer(env: Record<string, string | undefined>, timeoutMs = SERVER_START_LIMIT_MS): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    SAJI_LOG_LEVEL: 'warn',
    // The printing tests' printers listen on the loopback, which the printer rules refuse by default.
    ...LOOPBACK_PRINTER_ENV,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  // An unset DATABASE_URL must stay unset so the embedded database is used, even when the test run has one.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, serverEntry(), {
    cwd: repoRoot,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const ends = async (signal: NodeJS.Signals, graceMs: number) => {
    if (!isRunning()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => log,
    stop: () => ends('SIGTERM', 10_000),
    kill: () => ends('SIGKILL', 0),
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`the server exited before it answered /api/health:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await server.kill();
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${log}`);
}
