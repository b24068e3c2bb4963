import crypto from 'node:crypto';
import { can, type Permission } from '@saji/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { printPreviews } from '../db/schema/index.js';
import type { RequestScope } from './auth/scope.js';
import { notFound } from './errors.js';
import { fileResponse } from './openapi.js';

/**
 * Every print of the back office (journal vouchers, production sheets, targets, reports) is
 * rendered on the server, stored here under a random id, and shown by the screen's preview modal
 * from GET /api/printpreview/pdf/{id}. Stored, not re-rendered, so what was previewed is exactly what
 * prints; expiring, because a preview is a moment's document, not an archive.
 */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

export interface NewPreview {
  compcode: string;
  createby: string;
  /** The name a download of the preview gets, e.g. JV-JKT01-000123.pdf. */
  filename: string;
  /** What the call that rendered it required; opening it requires the same. */
  permission: Permission;
  /**
   * The outlet the document covers; null for a company-wide one, which only an admin (a user bound to
   * no outlet) may open. A document rendered by a bound user names their outlet.
   */
  outletid: number | null;
  content: Buffer;
}

export async function storePreview(db: DbOrTx, preview: NewPreview, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  // Housekeeping on write keeps the table small without a scheduler.
  await db.delete(printPreviews).where(lt(printPreviews.expiresAt, now));
  await db.insert(printPreviews).values({ id, ...preview, createdAt: now, expiresAt: new Date(now.getTime() + PREVIEW_TTL_MS) });
  return id;
}

/**
 * A preview that has not expired and that the user could have rendered: their company, their outlet
 * when they are bound to one (a company-wide document is an admin's), and the permission of the call
 * that made it. Anything else is simply not found, so an id reveals nothing.
 */
export async function findPreview(db: DbOrTx, scope: Pick<RequestScope, 'user' | 'compcode' | 'boundOutlet'>, id: string) {
  const [row] = await db
    .select({ filename: printPreviews.filename, content: printPreviews.content, permission: printPreviews.permission })
    .from(printPreviews)
    .where(
      and(
        eq(printPreviews.id, id),
        eq(printPreviews.compcode, scope.compcode),
        gt(printPreviews.expiresAt, sql`now()`),
        scope.boundOutlet === null ? undefined : eq(printPreviews.outletid, scope.boundOutlet),
      ),
    )
    .limit(1);
  return row && can(scope.user.group, row.permission as Permission) ? row : undefined;
}

const previewParams = z.object({ id: z.uuid() });

/** GET /pdf/:id, registered under /api/printpreview. */
export const printPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pdf/:id',
    {
      config: { permission: 'prints.preview' },
      schema: {
        tags: ['print preview'],
        params: previewParams,
        response: fileResponse('application/pdf', 'The rendered PDF'),
      },
    },
    async (request, reply) => {
      const preview = await findPreview(app.db, request.scope, request.params.id);
      if (!preview) throw notFound('Print preview');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${preview.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(preview.content);
    },
  );
};
