import {
  DATE_FORMAT,
  foodCostChartSchema,
  formatInZone,
  PRODUCTION_EXPORT_FILE,
  type ProductionRow,
  productionDetailSchema,
  productionInputSchema,
  reportFilterSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import { foodCostDaily } from './food-cost.js';
import {
  productionExportQuerySchema,
  productionKeyParams,
  productionListQuerySchema,
  productionListSchema,
  productionSavedSchema,
} from './production.schemas.js';
import * as service from './production.service.js';

/** A calendar date: the zone does not move it. */
const day = (d: string) => formatInZone(d, 'UTC', DATE_FORMAT);

const exportColumns: XlsxColumn<ProductionRow>[] = [
  { header: 'Production Code', value: (r) => r.productioncode, width: 22 },
  { header: 'Store', value: (r) => r.outlet_outletname, width: 24 },
  { header: 'Total Cost', value: (r) => r.ttlnetto, numFmt: '#,##0.00', width: 16 },
  { header: 'Production Date', value: (r) => day(r.productiondate), width: 16 },
  { header: 'Create By', value: (r) => r.createby, width: 14 },
];

/** Production records (inventory issued) and the daily food cost, under /api/production (spec section 7). */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['production'];
  const config = { permission: 'production.write' } as const;

  app.post('/', { config, schema: { tags, body: productionInputSchema, response: { 200: productionSavedSchema } } }, (request) =>
    service.saveProduction(app.db, request.scope, request.body),
  );

  app.get('/', { config, schema: { tags, querystring: productionListQuerySchema, response: { 200: productionListSchema } } }, (request) =>
    service.listProductions(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );

  app.get(
    '/detail/:productionkey',
    { config, schema: { tags, params: productionKeyParams, response: { 200: productionDetailSchema } } },
    (request) => service.productionDetail(app.db, scopedTo(request.scope), request.params.productionkey),
  );

  app.get(
    '/exportxls',
    { config: { ...config, background: true }, schema: { tags, querystring: productionExportQuerySchema, response: xlsxResponse } },
    (request, reply) => {
      const rows = service.exportProductions(app.db, scopedTo(request.scope, request.query.outletid), request.query);
      return sendXlsx(reply, PRODUCTION_EXPORT_FILE, 'Production', exportColumns, rows);
    },
  );

  app.get(
    '/rptsalesfoodcostdaily',
    { config: { permission: 'reports.read' }, schema: { tags, querystring: reportFilterSchema, response: { 200: foodCostChartSchema } } },
    (request) => foodCostDaily(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );
};
