import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database, Db } from './db/client.js';
import { registerFeatures } from './features/index.js';
import { registerAuthGuard } from './platform/auth/guard.js';
import { backgroundPlugin } from './platform/background.js';
import { registerCsrfGuard } from './platform/csrf.js';
import { registerErrorHandler } from './platform/errors.js';
import { printQueuePlugin } from './platform/print-queue.js';
import { realtimePlugin } from './platform/realtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    env: Env;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve the built web app (production and end-to-end tests); API tests leave it off. */
  serveWeb?: boolean;
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp({ env, database, serveWeb = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.SAJI_LOG_LEVEL === 'silent' ? false : { level: env.SAJI_LOG_LEVEL },
    // Logos and menu images travel as data URLs inside JSON.
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('env', env);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webBuilt = serveWeb && fs.existsSync(path.join(webDist, 'index.html'));
  registerErrorHandler(app, { notFound: !webBuilt });

  await app.register(swagger, {
    openapi: { info: { title: 'Saji API', version: '1.0.0', description: 'Restaurant POS and back office' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(cookie);
  await app.register(websocket);

  // First of the request hooks: a request counts as in flight for the background gate before the
  // guard's session read, so a step of back-office work does not slip in ahead of it.
  await app.register(backgroundPlugin);
  // Order matters: CSRF refuses forged writes before the guard spends a database round trip on them.
  registerCsrfGuard(app, env.SAJI_ORIGIN);
  registerAuthGuard(app);

  // Before the features: their commands push to the hub and queue print jobs, both started and
  // stopped with the app (onReady, onClose).
  await app.register(realtimePlugin, { database });
  await app.register(printQueuePlugin, { database });
  await registerFeatures(app);

  if (webBuilt) registerWebApp(app);
  else if (serveWeb) app.log.warn('web app not built: run npm run build');
  return app;
}

/** Serves the built single-page app; unknown non-API paths answer index.html for client routing. */
function registerWebApp(app: FastifyInstance): void {
  app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', immutable: false });
  // A catch-all route rather than a not-found handler: the error handler owns the instance's 404 for the API.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
