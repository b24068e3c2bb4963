import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Env } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './demo/index.js';

/** Opens the database, migrates, seeds an empty one, and listens. */
export async function startServer(env: Env): Promise<FastifyInstance> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, timezone: env.SAJI_TIMEZONE });
  const version = await migrate(database);
  const app = await buildApp({ env, database, serveWeb: true });
  await seedIfEmpty(database.db, env, app.log);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Saji ready on port ${env.PORT} (${database.kind}, schema ${version}) in ${Date.now() - started} ms`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
  return app;
}
