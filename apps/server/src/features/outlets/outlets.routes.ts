import { dineTimeText, type Outlet, outletInputSchema, outletSchema, pb1Text, serviceText } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import { outletIdParams, outletListQuerySchema, outletListSchema, savedSchema } from './outlets.schemas.js';
import * as service from './outlets.service.js';

const exportColumns: XlsxColumn<Outlet>[] = [
  { header: 'Code', value: (o) => o.outletcode, width: 10 },
  { header: 'Outlet', value: (o) => o.outletname, width: 28 },
  { header: 'Address 1', value: (o) => o.alamat1, width: 30 },
  { header: 'Address 2', value: (o) => o.alamat2, width: 30 },
  { header: 'Province', value: (o) => o.provinsi },
  { header: 'Dine Time', value: (o) => dineTimeText(o.maxdinetime) },
  { header: 'Service Charge', value: (o) => serviceText(o.servicepc), width: 22 },
  { header: 'Service Tax PB1', value: (o) => pb1Text(o.pb1pc), width: 30 },
  { header: 'Service Acc', value: (o) => o.ServiceAcc },
  { header: 'Tax Acc', value: (o) => o.TaxAcc },
  { header: 'Active', value: (o) => (o.aktif === '1' ? 'Yes' : 'No'), width: 8 },
];

export const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['outlets'];
  const read = { permission: 'masterdata.read' as const };

  app.get('/', { config: read, schema: { tags, querystring: outletListQuerySchema, response: { 200: outletListSchema } } }, (request) =>
    service.listOutlets(app.db, scopedTo(request.scope), request.query),
  );

  app.get(
    '/exportxls',
    {
      config: { ...read, background: true },
      schema: { tags, querystring: outletListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse },
    },
    (request, reply) => {
      const rows = service.exportOutlets(app.db, scopedTo(request.scope), request.query);
      return sendXlsx(reply, 'Resto-Outlet-List.xlsx', 'Outlets', exportColumns, rows);
    },
  );

  app.get('/:outletid', { config: read, schema: { tags, params: outletIdParams, response: { 200: outletSchema } } }, (request) =>
    service.getOutlet(app.db, scopedTo(request.scope), request.params.outletid),
  );

  app.post(
    '/',
    {
      config: { permission: 'outlets.write' },
      // A logo of up to 2 MB travels as base64 inside the JSON body.
      bodyLimit: 3 * 1024 * 1024,
      schema: { tags, body: outletInputSchema, response: { 200: savedSchema } },
    },
    (request) => service.saveOutlet(app.db, app.printers, request.user.compcode, request.body),
  );

  app.delete(
    '/:outletid',
    { config: { permission: 'outlets.write' }, schema: { tags, params: outletIdParams, response: { 200: savedSchema } } },
    (request) => service.removeOutlet(app.db, scopedTo(request.scope), request.params.outletid),
  );
};
