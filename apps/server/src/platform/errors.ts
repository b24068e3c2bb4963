import { FORM_INVALID } from '@saji/core';
import * as catalogue from '@saji/core/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error whose message is meant for the user; the handler answers it with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, details);
export const invalidForm = (details?: unknown) => new AppError(400, FORM_INVALID, details);
export const unauthorized = (message = 'Please sign in.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string, details?: unknown) => new AppError(409, message, details);

export interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  cause?: unknown;
}

// Drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
export function pgErrorOf(err: unknown): PgError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as PgError).cause, depth++) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/**
 * The database connection broke under the request (a PostgreSQL restart, a failover, a terminated
 * backend, a network reset): the pool opens a new one, so trying again in a moment works and the
 * answer is 503, not 500.
 */
function isConnectionLost(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as PgError).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^(08|57P0[1-3]$|ECONNRESET$|ECONNREFUSED$|EPIPE$)/.test(code)) return true;
    if (typeof message === 'string' && /Connection terminated|not queryable|connection error/i.test(message)) return true;
  }
  return false;
}

/** The row is still referred to (or refers to a missing one): a service can answer in its own words. */
export const isForeignKeyViolation = (err: unknown) => pgErrorOf(err)?.code === '23503';

function validationDetails(err: { validation: { instancePath?: string; message?: string; params?: unknown }[] }) {
  return err.validation.map((v) => {
    const issue = (v.params as { issue?: { path?: (string | number)[] } } | undefined)?.issue;
    const field = issue?.path?.length ? issue.path.join('.') : (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { field, message: v.message ?? 'invalid' };
  });
}

// A schema may carry one of the spec's own messages ('Please select menu !'); the first such message
// becomes the answer's message, so screens show what the spec says rather than the generic one.
const SPEC_MESSAGES = new Set<string>(Object.values(catalogue).filter((v) => typeof v === 'string'));

function messageOf(details: { message: string }[]): string {
  return details.find((d) => SPEC_MESSAGES.has(d.message))?.message ?? FORM_INVALID;
}

const DATABASE_UNREACHABLE = 'The database could not be reached. Please try again.';

/** An unknown address: the answer names no route, so it does not confirm which paths exist. */
export const NOT_FOUND = 'Not found';

/** `notFound: false` leaves the 404 to the caller (the web app's fallback to index.html sets its own). */
export function registerErrorHandler(app: FastifyInstance, { notFound = true }: { notFound?: boolean } = {}): void {
  if (notFound)
    app.setNotFoundHandler((_request, reply) => {
      reply.code(404).send({ message: NOT_FOUND });
    });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = validationDetails(err);
      return reply.code(400).send({ message: messageOf(details), details });
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ message: err.message, details: err.details });
    }
    const pgErr = pgErrorOf(err);
    if (pgErr?.code === '23505') return reply.code(409).send({ message: 'Record already exists', details: pgErr.detail });
    if (pgErr?.code === '23503')
      return reply.code(409).send({ message: 'Record is in use or refers to a missing record', details: pgErr.detail });
    if (pgErr?.code === '40001' || pgErr?.code === '40P01')
      return reply.code(409).send({ message: 'Another change happened at the same time; please try again.' });
    if (pgErr?.code && /^(22|23)/.test(pgErr.code)) return reply.code(400).send({ message: FORM_INVALID, details: pgErr.detail });
    if (isConnectionLost(err)) {
      request.log.warn({ err }, 'database connection lost during the request');
      return reply.code(503).header('Retry-After', '1').send({ message: DATABASE_UNREACHABLE });
    }
    if (isResponseSerializationError(err)) request.log.error({ err }, 'response does not match its schema');
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: err.message });
  });
}
