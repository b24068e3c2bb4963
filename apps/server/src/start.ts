import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { databaseOptionsOf, type Env } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './demo/index.js';

/** Opens the database, migrates, seeds an empty one, and listens. */
export async function startServer(env: Env): Promise<FastifyInstance> {
  const started = Date.now();
  const database = await openDatabase(databaseOptionsOf(env));
  const version = await migrate(database);
  const app = await buildApp({ env, database, serveWeb: true });
  await seedIfEmpty(database.db, env, app.log);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Saji ready on port ${env.PORT} (${database.kind}, schema ${version}) in ${Date.now() - started} ms`);
  // The demo password is published, so a demo server answers only this machine unless HOST says otherwise.
  if (env.SAJI_DEMO) {
    const local = env.HOST === '127.0.0.1' || env.HOST === 'localhost' || env.HOST === '::1';
    app.log.warn(
      `Demo mode: listening on ${env.HOST}${local ? ', this machine only (set HOST=0.0.0.0 to let other devices in)' : ', open to the network'}. The demo users' password is published: never use demo mode for real data.`,
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
  return app;
}
