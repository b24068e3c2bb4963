import {
  countInputSchema,
  countSheetSchema,
  parLevelInputSchema,
  receiptInputSchema,
  reverseInputSchema,
  stockSavedSchema,
  transferInputSchema,
  varianceExportFile,
  varianceReportSchema,
  wasteInputSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, xlsxResponse } from '../../platform/xlsx.js';
import { foldSales } from './sale-fold.js';
import {
  countListSchema,
  documentQuerySchema,
  lowListSchema,
  lowQuerySchema,
  movementListSchema,
  movementQuerySchema,
  onHandListSchema,
  onHandQuerySchema,
  receiptDetailSchema,
  receiptKeyParams,
  receiptListSchema,
  transferOutletListSchema,
  varianceQuerySchema,
} from './stock.schemas.js';
import * as service from './stock.service.js';
import * as reads from './stock-reads.js';
import { varianceColumns, variancePdf } from './variance-export.js';

// The fold's movements and the summaries their trigger keeps, which the variance reads: analysed as they grow.
const FOLD_GROWS = ['stock_movement', 'stock_daily', 'stock_monthly'];

/** Stock under /api/stock: goods received, on hand, movements, waste, transfers, counts, variance, par levels. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock'];
  const read = { permission: 'stock.read' } as const;
  const write = { permission: 'stock.write' } as const;
  const saved = { 200: stockSavedSchema };
  // Sales note the orders whose stock changes (migration 0160); they become movements here, and before any read.
  app.folds.register({ name: 'stock sales', run: foldSales, tables: ['stock_sale_delta'], grows: FOLD_GROWS });

  app.post('/receipt', { config: write, schema: { tags, body: receiptInputSchema, response: saved } }, (request) =>
    service.saveReceipt(app.db, request.scope, request.body),
  );
  app.get(
    '/receipt',
    { config: read, schema: { tags, querystring: documentQuerySchema, response: { 200: receiptListSchema } } },
    (request) => reads.receipts(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );
  app.get(
    '/receipt/:key',
    { config: read, schema: { tags, params: receiptKeyParams, response: { 200: receiptDetailSchema } } },
    (request) => reads.receiptDetail(app.db, scopedTo(request.scope), request.params.key),
  );
  app.post(
    '/receipt/:key/reverse',
    { config: write, schema: { tags, params: receiptKeyParams, body: reverseInputSchema, response: saved } },
    (request) => service.reverseReceipt(app.db, request.scope, request.params.key, request.body.reason),
  );

  app.get('/onhand', { config: read, schema: { tags, querystring: onHandQuerySchema, response: { 200: onHandListSchema } } }, (request) =>
    reads.onHand(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );
  app.get('/low', { config: read, schema: { tags, querystring: lowQuerySchema, response: { 200: lowListSchema } } }, (request) =>
    reads.lowStock(app.db, scopedTo(request.scope, request.query.outletid)),
  );
  app.get(
    '/movements',
    { config: read, schema: { tags, querystring: movementQuerySchema, response: { 200: movementListSchema } } },
    (request) => reads.movements(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );

  app.post('/waste', { config: write, schema: { tags, body: wasteInputSchema, response: saved } }, (request) =>
    service.recordWaste(app.db, request.scope, request.body),
  );
  app.get('/transfer/outlets', { config: write, schema: { tags, response: { 200: transferOutletListSchema } } }, (request) =>
    reads.transferOutlets(app.db, request.scope.compcode),
  );
  app.post('/transfer', { config: write, schema: { tags, body: transferInputSchema, response: saved } }, (request) =>
    service.transferStock(app.db, request.scope, request.body),
  );

  app.post('/count', { config: write, schema: { tags, body: countInputSchema, response: { 200: countSheetSchema } } }, (request) =>
    service.countStock(app.db, request.scope, request.body),
  );
  app.get('/count', { config: read, schema: { tags, querystring: documentQuerySchema, response: { 200: countListSchema } } }, (request) =>
    reads.counts(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );
  app.get('/count/:key', { config: read, schema: { tags, params: receiptKeyParams, response: { 200: countSheetSchema } } }, (request) =>
    reads.countSheet(app.db, scopedTo(request.scope), request.params.key),
  );

  app.put('/parlevel', { config: write, schema: { tags, body: parLevelInputSchema, response: saved } }, (request) =>
    service.setParLevels(app.db, request.scope, request.body),
  );

  app.get(
    '/variance',
    { config: read, schema: { tags, querystring: varianceQuerySchema, response: { 200: varianceReportSchema } } },
    (request) => reads.variance(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );
  app.get(
    '/variance/exportxls',
    { config: { ...read, background: true }, schema: { tags, querystring: varianceQuerySchema, response: xlsxResponse } },
    async (request, reply) => {
      const q = request.query;
      const report = await app.background.step(() => reads.variance(app.db, scopedTo(request.scope, q.outletid), q));
      return sendXlsx(reply, `${varianceExportFile(report.outletcode, q.tgl1, q.tgl2)}.xlsx`, 'Variance', varianceColumns, report.list);
    },
  );
  app.get(
    '/variance/pdf',
    {
      config: read,
      schema: {
        tags,
        querystring: varianceQuerySchema,
        response: { 200: z.unknown().meta({ type: 'string', format: 'binary', description: 'The variance report (application/pdf)' }) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const report = await reads.variance(app.db, scopedTo(request.scope, q.outletid), q);
      const title = `Stock variance ${report.outletcode} ${q.tgl1} - ${q.tgl2}`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${varianceExportFile(report.outletcode, q.tgl1, q.tgl2)}.pdf"`)
        .send(await variancePdf(title, report));
    },
  );
};
