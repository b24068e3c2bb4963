import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSION_COVERS, PERMISSIONS, type Permission, USER_GROUPS, type UserGroup } from '@saji/core';
import type { ApiRoute } from '../../platform/auth/guard.js';

/** What a route asks of its caller, as docs/permissions.md's route table says. */
export type Requirement = Permission | 'public';

export const PERMISSIONS_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/permissions.md');

/**
 * The route table of docs/permissions.md ("| `GET /api/...` | `permission` | groups |"), keyed
 * "METHOD /path" with paths in OpenAPI's form. The document is the matrix the sweep holds every route to.
 */
export function readRouteMatrix(file = PERMISSIONS_DOC): Map<string, Requirement> {
  const rows = new Map<string, Requirement>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\|\s*`(GET|POST|PUT|PATCH|DELETE) (\/api\/\S*)`\s*\|\s*`([\w.-]+)`\s*\|/.exec(line);
    if (!m) continue;
    const requirement = m[3];
    if (requirement !== 'public' && !(requirement in PERMISSIONS)) {
      throw new Error(`docs/permissions.md names an unknown permission: ${line}`);
    }
    rows.set(`${m[1]} ${m[2]}`, requirement as Requirement);
  }
  return rows;
}

/** Fastify's /api/x/:id as OpenAPI's /api/x/{id}. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export const routeKey = (r: Pick<ApiRoute, 'method' | 'url'>) => `${r.method} ${openApiPath(r.url)}`;
export const requirementOf = (r: ApiRoute): Requirement => (r.public ? 'public' : r.permission!);

/** A Markdown table with its columns padded to one width (centred ones centred), as Biome formats it. */
function table(header: string[], rows: string[][], centred: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const pad = (c: string, i: number) =>
    centred.includes(i) ? c.padStart(c.length + Math.floor((widths[i] - c.length) / 2)).padEnd(widths[i]) : c.padEnd(widths[i]);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (centred.includes(i) ? `:${'-'.repeat(w - 2)}:` : '-'.repeat(w)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const groupsOf = (permission: Permission) => PERMISSIONS[permission] as readonly UserGroup[];

function matrixTable(): string {
  const rows = (Object.keys(PERMISSIONS) as Permission[]).map((p) => [
    `\`${p}\``,
    ...USER_GROUPS.map((g) => (groupsOf(p).includes(g) ? 'yes' : '–')),
    PERMISSION_COVERS[p],
  ]);
  return table(['Permission', ...USER_GROUPS, 'What it covers'], rows, [1, 2, 3, 4]);
}

function routeTable(routes: ApiRoute[]): string {
  const rows = routes.map((r) => {
    const requirement = requirementOf(r);
    const who = requirement === 'public' ? 'anyone' : groupsOf(requirement).join(', ');
    return [`\`${routeKey(r)}\``, `\`${requirement}\``, who];
  });
  return table(['Route', 'Permission', 'Groups'], rows);
}

const block = (name: string, body: string) =>
  `<!-- generated: ${name} (npm run docs:permissions writes it from the code; edit the code, not this table) -->\n\n${body}\n\n<!-- end of generated: ${name} -->`;

/**
 * docs/permissions.md with its two generated tables written from the code: the matrix from
 * packages/core/src/permissions.ts, the route table from the routes' config as the app registered
 * them. The prose around them is kept as it is.
 */
export function permissionsDoc(current: string, routes: ApiRoute[]): string {
  let doc = current;
  for (const [name, body] of [
    ['matrix', matrixTable()],
    ['routes', routeTable(routes)],
  ] as const) {
    const pattern = new RegExp(`<!-- generated: ${name} [^\\n]*-->[\\s\\S]*?<!-- end of generated: ${name} -->`);
    if (!pattern.test(doc)) throw new Error(`docs/permissions.md has no generated block "${name}"`);
    doc = doc.replace(pattern, () => block(name, body));
  }
  return doc;
}
