// `npm run bench`: runs every bench/*.bench.ts (or those named as arguments, e.g. `npm run bench -- foundation`)
// one after another, each in its own process so one bench's memory and timers do not skew the next.
// PostgreSQL figures use DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when it answers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './web-build.mjs';

const only = process.argv.slice(2);
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.startsWith(o)))
  .sort();

const missed = [];
for (const file of benches) {
  console.log(`\n=== bench/${file}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
    // Benches built on the test harness run the embedded database on a data folder, as the server does.
    env: { SAJI_LOG_LEVEL: 'silent', SAJI_TEST_DATABASE_ON_DISK: '1', ...process.env },
  });
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) missed.push(file);
}
if (missed.length) console.log(`\nMissed a target or failed: ${missed.join(', ')}`);
process.exit(missed.length ? 1 : 0);
