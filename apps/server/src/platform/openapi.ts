import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** The media type of each file answer's schema (the JSON Schema that reaches the document keeps no such keyword). */
const fileTypes = new WeakMap<object, string>();

/** The answer of a route that sends a file (an .xlsx export, a PDF, a picture) rather than JSON. */
export const fileResponse = (mediaType: string, description: string) => {
  const schema = z.unknown().meta({ type: 'string', format: 'binary', description });
  fileTypes.set(schema, mediaType);
  return { 200: schema };
};

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong, meant for the user' },
    details: { description: 'For a refused form, each field and its message: [{field, message}]' },
  },
  required: ['message'],
};

const isPublic = (route: RouteOptions) => !!(route.config as { public?: boolean } | undefined)?.public;

/** The errors every route may answer (platform/errors.ts), by who can meet them. */
const ERRORS: [code: string, description: string, applies: (route: RouteOptions) => boolean][] = [
  ['400', 'The input is refused: `message` says why, `details` names each field', () => true],
  ['401', 'Not signed in, or the session ended', (r) => !isPublic(r)],
  ['403', 'The user’s group lacks the route’s permission, or the outlet is not theirs', (r) => !isPublic(r)],
  ['404', 'No such record in the user’s company', () => true],
  ['409', 'A conflict: a duplicate, a record in use, a version that changed meanwhile', (r) => [r.method].flat()[0] !== 'GET'],
  ['429', 'Too many failed attempts: try again in the minutes the message says', (r) => /\/auth\/(login|password)$/.test(r.url)],
  ['503', 'The database could not be reached: try again in a moment', () => true],
];

/**
 * fastify-type-provider-zod's transform, then what it cannot say: the error answers every route may
 * give (each `{message, details?}`) and files under their own media type instead of JSON.
 */
export const apiDocsTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { hide?: boolean; response?: Record<string, JsonSchema> } | undefined;
  const route = (input as { route?: RouteOptions }).route;
  if (!schema || schema.hide || !route || !input.url.startsWith('/api/')) return out;
  const response = { ...schema.response };
  const declared = (input.schema as { response?: Record<string, object> }).response ?? {};
  for (const [code, zodSchema] of Object.entries(declared)) {
    const mediaType = fileTypes.get(zodSchema);
    if (!mediaType) continue;
    response[code] = {
      description: response[code]?.description,
      content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  for (const [code, description, applies] of ERRORS) {
    if (!response[code] && applies(route)) response[code] = { ...errorSchema, description };
  }
  return { ...out, schema: { ...schema, response } };
};
