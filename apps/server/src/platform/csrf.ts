import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an Origin header names the app itself: SAJI_ORIGIN behind a proxy, else the Host asked for. */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin?: string): boolean {
  if (origin === 'null') return false;
  const expected = publicOrigin ? new URL(publicOrigin).host : request.headers.host;
  try {
    return new URL(origin).host === expected;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery defence without tokens: a browser always sends Origin on cross-site
 * writes, and a cross-site form cannot send a JSON body or a custom header without a CORS preflight,
 * which this server never grants.
 *
 * A WebSocket handshake is a GET that carries the session cookie and is not bound by CORS, so any
 * site could open /api/ws as the signed-in user (cross-site WebSocket hijacking): it is refused when
 * its Origin is foreign. Browsers always send Origin on a handshake; one without it comes from a
 * program, which still needs a session cookie.
 */
export function registerCsrfGuard(app: FastifyInstance, publicOrigin?: string): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method)) {
      const handshake = request.headers.upgrade?.toLowerCase() === 'websocket';
      if (handshake && origin !== undefined && !isOwnOrigin(origin, request, publicOrigin)) throw forbidden('Cross-site request refused.');
      return;
    }
    if (origin !== undefined && !isOwnOrigin(origin, request, publicOrigin)) throw forbidden('Cross-site request refused.');
    const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (!isJson && !request.headers['x-requested-with']) {
      throw forbidden('Request refused: send a JSON body or the X-Requested-With header.');
    }
  });
}
