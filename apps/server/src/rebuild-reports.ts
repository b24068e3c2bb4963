/**
 * `npm run reports:rebuild`: recomputes the sales summaries (migration 0020) from the orders and
 * prints every row it corrected. Against PostgreSQL it may run beside the servers: it holds the
 * summaries a company-month at a time. The embedded database belongs to one process: stop the server first.
 */
import { databaseOptionsOf, readEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { rebuildSummaries } from './features/reports/index.js';

const env = readEnv();
const database = await openDatabase(databaseOptionsOf(env));
try {
  await migrate(database);
  const started = Date.now();
  const { stretches, differences } = await rebuildSummaries(database);
  for (const d of differences) {
    console.log(
      `${d.table} outlet ${d.outletid} ${d.salesdate}${d.menuid === null ? '' : ` menu ${d.menuid}`}: stored ${d.stored}, orders say ${d.expected}`,
    );
  }
  console.log(
    `Sales summaries rebuilt in ${env.SAJI_TIMEZONE}: ${stretches} company-months checked in ${Date.now() - started} ms, ` +
      `${differences.length ? `${differences.length} rows corrected` : 'no difference found'}.`,
  );
} finally {
  await database.close();
}
