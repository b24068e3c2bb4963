import {
  DATE_TIME_FORMAT,
  formatInZone,
  printIdSchema,
  type StandardProductionRow,
  standardProductionDetailSchema,
  standardProductionExportFile,
  standardProductionInputSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import {
  recipeExportQuerySchema,
  recipeKeyParams,
  recipeListQuerySchema,
  recipeListSchema,
  recipePrintQuerySchema,
  recipeSavedSchema,
} from './standard-production.schemas.js';
import * as service from './standard-production.service.js';

const MONEY = '#,##0.00';
const exportColumns: XlsxColumn<StandardProductionRow>[] = [
  { header: 'Standard Production', value: (r) => r.stdrproductionname, width: 30 },
  { header: 'Description', value: (r) => r.description, width: 30 },
  { header: 'Menu', value: (r) => r.menuname, width: 24 },
  { header: 'Total Ingredients', value: (r) => r.totalitems, numFmt: '#,##0', width: 10 },
  { header: 'Estimated Total', value: (r) => r.estimatedtotal, numFmt: MONEY, width: 14 },
  { header: 'Unit', value: (r) => r.unitsize, width: 6 },
  { header: 'Total Portion', value: (r) => r.totalyield, numFmt: MONEY, width: 12 },
  { header: 'Weight per Portion', value: (r) => r.weightperportion, numFmt: MONEY, width: 14 },
  { header: 'Total Cost', value: (r) => r.ttlnetto, numFmt: MONEY, width: 16 },
  { header: 'Currency', value: (r) => r.matauang, width: 8 },
];

/** Standard production (recipe costing), under /api/standardproduction (spec section 7). */
export const standardProductionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['standard production'];
  const config = { permission: 'production.write' } as const;
  const tz = app.env.SAJI_TIMEZONE;

  app.get('/', { config, schema: { tags, querystring: recipeListQuerySchema, response: { 200: recipeListSchema } } }, (request) =>
    service.listRecipes(app.db, request.scope.compcode, request.query),
  );

  app.post('/', { config, schema: { tags, body: standardProductionInputSchema, response: { 200: recipeSavedSchema } } }, (request) =>
    service.saveRecipe(app.db, request.scope.compcode, request.user.username, request.body),
  );

  app.get(
    '/detail/:stdrproductionkey',
    { config, schema: { tags, params: recipeKeyParams, response: { 200: standardProductionDetailSchema } } },
    (request) => service.recipeDetail(app.db, request.scope.compcode, request.params.stdrproductionkey),
  );

  app.delete(
    '/standard-production/:stdrproductionkey',
    { config, schema: { tags, params: recipeKeyParams, response: { 200: recipeSavedSchema } } },
    (request) => service.removeRecipe(app.db, request.scope.compcode, request.params.stdrproductionkey),
  );

  app.get(
    '/exporttoexcell',
    { config: { ...config, background: true }, schema: { tags, querystring: recipeExportQuerySchema, response: xlsxResponse } },
    (request, reply) =>
      sendXlsx(
        reply,
        standardProductionExportFile(request.scope.activeDate),
        'Standard Production',
        exportColumns,
        service.exportRecipes(app.db, request.scope.compcode, request.query),
      ),
  );

  app.get('/print', { config, schema: { tags, querystring: recipePrintQuerySchema, response: { 200: printIdSchema } } }, (request) =>
    service.printRecipe(app.db, request.scope, request.query.key, {
      username: request.user.username,
      company: request.user.company,
      printedAt: formatInZone(new Date(), tz, DATE_TIME_FORMAT),
    }),
  );
};
