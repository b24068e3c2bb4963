// `npm run reports:rebuild`: recomputes the sales summaries from the orders and prints what it
// corrected (apps/server/src/rebuild-reports.ts). Configuration is the server's environment
// (DATABASE_URL, DATA_DIR, SAJI_TIMEZONE); with the embedded database, stop the server first.
import { spawnSync } from 'node:child_process';
import { root } from './web-build.mjs';

const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/rebuild-reports.ts'], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
