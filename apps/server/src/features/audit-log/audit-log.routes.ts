import { type AuditRow, auditActionText } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import { auditListQuerySchema, auditListSchema } from './audit-log.schemas.js';
import { exportAudit, listAudit } from './audit-log.service.js';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

const exportColumns: XlsxColumn<AuditRow>[] = [
  { header: 'At', value: (r) => new Date(r.at), width: 20, numFmt: 'dd-mmm-yyyy hh:mm:ss' },
  { header: 'User', value: (r) => r.username, width: 16 },
  { header: 'Action', value: (r) => auditActionText(r.action, 'en'), width: 24 },
  { header: 'Action code', value: (r) => r.action, width: 22 },
  { header: 'Outlet', value: (r) => r.outletname ?? r.outletid, width: 18 },
  { header: 'Order No', value: (r) => r.orderno, width: 20 },
  { header: 'Object', value: (r) => r.objectkey, width: 38 },
  { header: 'Before', value: (r) => json(r.before), width: 40 },
  { header: 'After', value: (r) => json(r.after), width: 40 },
  { header: 'Request', value: (r) => r.requestid, width: 38 },
  { header: 'Address', value: (r) => r.address, width: 16 },
];

/**
 * The audit log, read only: there is no route that changes or deletes a row (and the database
 * refuses it, migration 0050). Admins read their company's, managers their outlet's.
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit log'];
  const config = { permission: 'audit.read' } as const;

  app.get('/', { config, schema: { tags, querystring: auditListQuerySchema, response: { 200: auditListSchema } } }, (request) =>
    listAudit(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );

  app.get(
    '/exportxls',
    {
      config: { ...config, background: true },
      schema: { tags, querystring: auditListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse },
    },
    (request, reply) => {
      const rows = exportAudit(app.db, scopedTo(request.scope, request.query.outletid), request.query);
      return sendXlsx(reply, 'Audit-Log.xlsx', 'Audit log', exportColumns, rows);
    },
  );
};
