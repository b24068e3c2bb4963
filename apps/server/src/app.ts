import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database, Db } from './db/client.js';
import { registerFeatures } from './features/index.js';
import { registerAuthGuard } from './platform/auth/guard.js';
import { backgroundPlugin } from './platform/background.js';
import { registerCsrfGuard } from './platform/csrf.js';
import { NOT_FOUND, registerErrorHandler } from './platform/errors.js';
import { foldsPlugin } from './platform/folds.js';
import { noticesPlugin } from './platform/notices.js';
import { apiDocsTransform } from './platform/openapi.js';
import { printQueuePlugin } from './platform/print-queue.js';
import { PrinterTargets } from './platform/printer-targets.js';
import { MAX_SCREEN_FRAME, realtimePlugin } from './platform/realtime.js';
import { logSerializers } from './platform/request-log.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerTextGuard } from './platform/text-guard.js';

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
    logger: env.SAJI_LOG_LEVEL === 'silent' ? false : { level: env.SAJI_LOG_LEVEL, serializers: logSerializers },
    // Uploads travel as data URLs inside JSON; the picture routes allow a little more (2 MB pictures).
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies the operator names: from anyone else it would
    // let a client pick the address the login throttle counts.
    trustProxy: env.SAJI_TRUST_PROXY.length ? env.SAJI_TRUST_PROXY.map((c) => `${c.address}/${c.prefix}`) : false,
    // Request ids are written to the audit log: unique across processes and restarts, unlike Fastify's counter,
    // so an audit row leads to its log lines on whichever server answered.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', database.db);
  app.decorate('database', database);
  // Connections the database server drops (a restart, a failover) are reported in the app's log.
  database.attachLog(app.log);
  app.decorate('env', env);
  app.decorate('printers', new PrinterTargets(env.SAJI_PRINTER_NETWORKS, env.SAJI_PRINTER_PORTS));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webBuilt = serveWeb && fs.existsSync(path.join(webDist, 'index.html'));
  registerErrorHandler(app, { notFound: !webBuilt });
  // First, so every answer carries the headers: the API's, the OpenAPI page's and the web app's files.
  registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: { info: { title: 'Saji API', version: '1.0.0', description: 'Restaurant POS and back office' } },
    transform: apiDocsTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // JSON answers over 1 KB go gzipped to a browser that asks: the POS menu of 1,000 menus is about
  // 200 KB of JSON and 20 KB on the wire, which a till on shop Wi-Fi loads at every start. gzip only:
  // brotli at its default quality costs far more CPU for little gain on answers made once.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(cookie);
  // Screens send one small message; a bigger frame is refused by ws before it is buffered (1009).
  await app.register(websocket, { options: { maxPayload: MAX_SCREEN_FRAME } });

  // First of the request hooks: a request counts as in flight for the background gate before the
  // guard's session read, so a step of back-office work does not slip in ahead of it.
  await app.register(backgroundPlugin);
  // Order matters: CSRF refuses forged writes before the guard spends a database round trip on them.
  registerCsrfGuard(app, env.SAJI_ORIGIN);
  registerAuthGuard(app);
  registerTextGuard(app);

  // Before the features: their commands push to the hub and queue print jobs, both started and
  // stopped with the app (onReady, onClose).
  await app.register(realtimePlugin, { database });
  await app.register(printQueuePlugin, { database, printers: app.printers, options: { retryBaseMs: env.SAJI_PRINT_RETRY_MS } });
  // The features register their folds (per-sale effects applied in the background) on it.
  await app.register(foldsPlugin);
  // Sends the notices the sale's statements queue, after their commit (and on the folder's rounds).
  await app.register(noticesPlugin);
  await registerFeatures(app);

  if (webBuilt) registerWebApp(app);
  else if (serveWeb) app.log.warn('web app not built: run npm run build');
  return app;
}

/** Serves the built single-page app; unknown non-API paths answer index.html for client routing. */
function registerWebApp(app: FastifyInstance): void {
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    maxAge: '1h',
    immutable: false,
    // The service worker and the manifest are checked on every load, so a new build reaches the tills.
    setHeaders: (res, file) => {
      if (/(sw\.js|workbox-[\w-]+\.js|\.webmanifest)$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // A catch-all route rather than a not-found handler: the error handler owns the instance's 404 for the API.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: NOT_FOUND });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
