import { type Customer, customerInputSchema, customerSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import {
  customerExportQuerySchema,
  customerIdParams,
  customerListQuerySchema,
  customerListSchema,
  customerSavedSchema,
  phoneParams,
} from './customers.schemas.js';
import * as service from './customers.service.js';

const exportColumns: XlsxColumn<Customer>[] = [
  { header: 'Customer Name', value: (c) => c.customernm, width: 28 },
  { header: 'Phone No', value: (c) => c.PhoneNo, width: 16 },
  { header: 'Delivery Address', value: (c) => c.DeliveryAddr, width: 36 },
  { header: 'City', value: (c) => c.City, width: 16 },
  { header: 'Outlet', value: (c) => c.outletname ?? 'All outlets', width: 24 },
];

/** The customer directory (/restocustomer): cashiers add and edit while taking delivery orders. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customers'];
  const read = { permission: 'customers.read' as const };

  app.get('/', { config: read, schema: { tags, querystring: customerListQuerySchema, response: { 200: customerListSchema } } }, (request) =>
    service.listCustomers(app.db, request.scope, request.query),
  );

  app.get(
    '/exportxls',
    {
      config: { permission: 'customers.export', background: true },
      schema: { tags, querystring: customerExportQuerySchema, response: xlsxResponse },
    },
    async (request, reply) => {
      const rows = await service.exportRows(app.db, request.scope, request.query);
      return sendXlsx(reply, 'Resto-Customer.xlsx', 'Customers', exportColumns, rows);
    },
  );

  app.get('/byphone/:phone', { config: read, schema: { tags, params: phoneParams, response: { 200: customerSchema } } }, (request) =>
    service.getCustomerByPhone(app.db, request.scope, request.params.phone),
  );

  app.get('/:customerid', { config: read, schema: { tags, params: customerIdParams, response: { 200: customerSchema } } }, (request) =>
    service.getCustomer(app.db, request.scope, request.params.customerid),
  );

  app.post(
    '/',
    { config: { permission: 'customers.write' }, schema: { tags, body: customerInputSchema, response: { 200: customerSavedSchema } } },
    (request) => service.saveCustomer(app.db, request.scope, request.body),
  );

  app.delete(
    '/:customerid',
    { config: { permission: 'customers.delete' }, schema: { tags, params: customerIdParams, response: { 200: customerSavedSchema } } },
    (request) => service.removeCustomer(app.db, request.scope, request.params.customerid),
  );
};
