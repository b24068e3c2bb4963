import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** Deeper than any request of the API nests; below it the route's schema refuses the shape anyway. */
const MAX_DEPTH = 8;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || hasNul(inner, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a value with one fails in the database, and in a
 * streamed export only after the answer has begun, which breaks the download instead of explaining.
 * Every text of a request is checked once here, before validation, so no route meets one.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw badRequest('Text must not contain NUL characters.');
    }
  });
}
