import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets: a set-password link (`/setup?token=`) sets the password
 * of whoever holds it, and server logs are read and kept by more people than the admin who made it.
 */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request line for the log, with secrets in the address replaced. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
