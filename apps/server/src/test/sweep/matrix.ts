import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS, type Permission } from '@saji/core';

/** What a route asks of its caller, as docs/permissions.md's route table says. */
export type Requirement = Permission | 'signed-in' | 'public';

export const PERMISSIONS_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/permissions.md');

/**
 * The route table of docs/permissions.md ("| `GET /api/...` | `permission` |"), keyed "METHOD /path"
 * with paths in OpenAPI's form. The document is the matrix the sweep holds every route to.
 */
export function readRouteMatrix(file = PERMISSIONS_DOC): Map<string, Requirement> {
  const rows = new Map<string, Requirement>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\|\s*`(GET|POST|PUT|PATCH|DELETE) (\/api\/\S*)`\s*\|\s*`([\w.-]+)`\s*\|/.exec(line);
    if (!m) continue;
    const requirement = m[3];
    if (requirement !== 'signed-in' && requirement !== 'public' && !(requirement in PERMISSIONS)) {
      throw new Error(`docs/permissions.md names an unknown permission: ${line}`);
    }
    rows.set(`${m[1]} ${m[2]}`, requirement as Requirement);
  }
  return rows;
}

/** Fastify's /api/x/:id as OpenAPI's /api/x/{id}. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
