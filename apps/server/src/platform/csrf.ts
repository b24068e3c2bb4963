import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence without tokens: a browser always sends Origin on cross-site
 * writes, and a cross-site form cannot send a JSON body or a custom header without a CORS preflight,
 * which this server never grants.
 */
export function registerCsrfGuard(app: FastifyInstance, publicOrigin?: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      const expected = publicOrigin ? new URL(publicOrigin).host : request.headers.host;
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== expected) throw forbidden('Cross-site request refused.');
    } else if (origin === 'null') {
      throw forbidden('Cross-site request refused.');
    }
    const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (!isJson && !request.headers['x-requested-with']) {
      throw forbidden('Request refused: send a JSON body or the X-Requested-With header.');
    }
  });
}
