// `npm test`: the core unit tests, the server's API tests, then the end-to-end tests, each a vitest run.
// Prints one line per suite and, last, the sum: `N passed, N failed, N skipped`. Exits 1 if anything failed.
// With DATABASE_URL set, every API and end-to-end test file creates its own database on that server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

const CHROMIUM = '/usr/bin/chromium';
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'saji-test-report-'));

const onPostgres = !!process.env.DATABASE_URL;
// The browser tests run in full on the embedded database, which `npm start` uses. On PostgreSQL they
// run the flows whose SQL or processes differ by engine (docs/architecture.md, Testing); SAJI_E2E_ALL=1
// runs all of them there too.
const E2E_ON_POSTGRES = ['pos.test.ts', 'pos-live.test.ts', 'durability.test.ts', 'database-drop.test.ts', 'order-admin.test.ts'];
const e2eFiles = onPostgres && process.env.SAJI_E2E_ALL !== '1' ? E2E_ON_POSTGRES : [];

const setupReport = path.join(reports, 'setup.txt');
// core and web open no database: they run once, with the embedded one (SAJI_TEST_ALL=1 runs them on PostgreSQL too).
const databaseFree = onPostgres && process.env.SAJI_TEST_ALL !== '1';
const suites = [
  { name: 'core', dir: 'packages/core', skip: databaseFree },
  { name: 'web', dir: 'apps/web', skip: databaseFree },
  { name: 'server', dir: 'apps/server', env: { SAJI_TEST_SETUP_REPORT: setupReport } },
  { name: 'e2e', dir: 'e2e', files: e2eFiles },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function runVitest(suite, env = {}) {
  const report = path.join(reports, `${suite.name}.json`);
  // Two workers: each API test file holds its own database, and CI machines have two cores.
  const args = [
    vitest,
    'run',
    '--passWithNoTests',
    '--maxWorkers=2',
    '--minWorkers=1',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...(suite.files ?? []),
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: path.join(root, suite.dir), stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve({ code: code ?? 1, report }));
  });
}

/** Counts from vitest's JSON report; a file that failed outside any test (import error, failing hook) counts as one failure. */
function countsOf({ code, report }) {
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  let failed = r.numFailedTests;
  for (const file of r.testResults ?? []) {
    const failedInside = (file.assertionResults ?? []).some((a) => a.status === 'failed');
    if (file.status === 'failed' && !failedInside) failed++;
  }
  if (code !== 0 && failed === 0) failed = 1;
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests + r.numTodoTests };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const started = Date.now();
for (const suite of suites) {
  if (suite.skip) {
    lines.push(`${suite.name}: opens no database, so it runs on the embedded one only`);
    continue;
  }
  if (suite.name === 'e2e') {
    const browser = process.env.CI === 'true' || fs.existsSync(CHROMIUM);
    if (!browser) console.log(`end-to-end tests skipped: Chromium not found at ${CHROMIUM}; install it with apt-get install chromium`);
    else if (!ensureWebBuild()) {
      total.failed++;
      lines.push('e2e: the web app failed to build');
      continue;
    }
  }
  const suiteStarted = Date.now();
  // The skip notice is printed once above, not again by every browser test file.
  const counts = countsOf(await runVitest(suite, { SAJI_E2E_NOTICE_SHOWN: '1', ...suite.env }));
  for (const key of Object.keys(total)) total[key] += counts[key];
  lines.push(
    `${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${seconds(Date.now() - suiteStarted)}`,
  );
}
const setupLine = setupSummary();
fs.rmSync(reports, { recursive: true, force: true });

console.log(
  `\nTests on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database (PGlite)'}, ${seconds(Date.now() - started)} in all:`,
);
for (const line of lines) console.log(`  ${line}`);
if (setupLine) console.log(`  ${setupLine}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);

/** API test files' database setup (copied from the run's template, or built fresh where a file needs it). */
function setupSummary() {
  if (!fs.existsSync(setupReport)) return '';
  const rows = fs
    .readFileSync(setupReport, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(' '));
  const copied = rows
    .filter(([, how]) => how === 'copy')
    .map(([ms]) => Number(ms))
    .sort((a, b) => a - b);
  if (!copied.length) return '';
  const at = (q) => copied[Math.min(copied.length - 1, Math.floor(q * copied.length))];
  const fresh = rows.length - copied.length;
  // The slowest are each worker's first file, which starts PGlite for the first time in its process.
  return `API test file setup: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${copied.at(-1)} ms over ${copied.length} files${fresh ? ` (${fresh} built fresh)` : ''}`;
}
