import {
  DATE_TIME_FORMAT,
  formatInZone,
  printIdSchema,
  shownMonths,
  type TargetActualFilter,
  type TargetReportRow,
  type TargetRow,
  targetActualExportFile,
  targetActualFilterSchema,
  targetExportFile,
  targetGridSchema,
  targetReportSchema,
  targetSaveSchema,
  targetYearQuerySchema,
} from '@saji/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import * as service from './sales-targets.service.js';
import { type FigureColumn, gridColumns, reportColumns } from './target-columns.js';

const MONEY = '#,##0.00';
const messageSchema = z.object({ message: z.string() });

const xlsxOf = <R extends { outletname: string }>(columns: FigureColumn<R>[]): XlsxColumn<R>[] => [
  { header: 'Outlet', value: (r) => r.outletname, width: 26 },
  ...columns.map((c) => ({ header: c.header, value: c.value, numFmt: MONEY, width: 16 })),
];

/**
 * Sales targets and Target vs Realization, under /api/restotargetsales (spec section 7, "Sales
 * targets"). Reading needs reports.read (a manager sees their outlet only), writing targets.write.
 */
export const salesTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sales targets'];
  const read = { permission: 'reports.read' } as const;
  // An export reads in steps through the background gate: it must not count as a till's request itself.
  const exporting = { ...read, background: true } as const;
  const yearQuery = { tags, querystring: targetYearQuerySchema };
  const actualQuery = { tags, querystring: targetActualFilterSchema };
  const printContext = (request: FastifyRequest) => ({
    username: request.user.username,
    company: request.user.company,
    printedAt: formatInZone(new Date(), app.env.SAJI_TIMEZONE, DATE_TIME_FORMAT),
  });

  app.get('/edit', { config: read, schema: { ...yearQuery, response: { 200: targetGridSchema } } }, (request) =>
    service.editLines(app.db, request.scope, request.query.tahun),
  );

  app.post(
    '/',
    { config: { permission: 'targets.write' }, schema: { tags, body: targetSaveSchema, response: { 200: messageSchema } } },
    (request) => service.saveTargets(app.db, request.scope, request.body),
  );

  app.get('/view', { config: read, schema: { ...yearQuery, response: { 200: targetGridSchema } } }, (request) =>
    service.viewTargets(app.db, request.scope, request.query.tahun),
  );

  app.get('/viewprint', { config: read, schema: { ...yearQuery, response: { 200: printIdSchema } } }, (request) =>
    service.printTargets(app.db, request.scope, request.query.tahun, printContext(request)),
  );

  app.get('/viewexport', { config: exporting, schema: { ...yearQuery, response: xlsxResponse } }, async (request, reply) => {
    const [rows, info] = await service.viewTargets(app.db, request.scope, request.query.tahun);
    return sendXlsx(reply, targetExportFile(request.query.tahun), 'Sales Target', xlsxOf<TargetRow>(gridColumns(info.months)), rows);
  });

  app.get('/actual', { config: read, schema: { ...actualQuery, response: { 200: targetReportSchema } } }, (request) =>
    service.targetReport(app.db, request.scope, request.query),
  );

  const exportReport = async (filter: TargetActualFilter, request: FastifyRequest, reply: FastifyReply, layout: 'ytd' | 'full') => {
    const [rows, info] = await service.targetReport(app.db, request.scope, filter);
    const columns = xlsxOf<TargetReportRow>(reportColumns(info, layout, shownMonths(filter.months)));
    return sendXlsx(reply, targetActualExportFile(info.tahun), 'Target vs Realization', columns, rows);
  };
  app.get('/actualexport', { config: exporting, schema: { ...actualQuery, response: xlsxResponse } }, (request, reply) =>
    exportReport(request.query, request, reply, 'full'),
  );
  app.get('/actualytdexport', { config: exporting, schema: { ...actualQuery, response: xlsxResponse } }, (request, reply) =>
    exportReport(request.query, request, reply, 'ytd'),
  );

  app.get('/actualprint', { config: read, schema: { ...actualQuery, response: { 200: printIdSchema } } }, (request) =>
    service.printTargetReport(app.db, request.scope, request.query, printContext(request)),
  );
};
