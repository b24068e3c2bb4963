import { paymentTypeInputSchema, paymentTypeSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { codepaymentParams, paymentTypeListQuerySchema, paymentTypeListSchema, paymentTypeSavedSchema } from './payment-types.schemas.js';
import * as service from './payment-types.service.js';

/** Payment types (/restopaymenttype): company-wide, written by admins. */
export const paymentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment types'];
  const write = { permission: 'catalog.write' as const };
  const read = { permission: 'masterdata.read' as const };

  app.get(
    '/',
    { config: read, schema: { tags, querystring: paymentTypeListQuerySchema, response: { 200: paymentTypeListSchema } } },
    (request) => service.listPaymentTypes(app.db, scopedTo(request.scope), request.query),
  );

  app.get('/:codepayment', { config: read, schema: { tags, params: codepaymentParams, response: { 200: paymentTypeSchema } } }, (request) =>
    service.getPaymentType(app.db, scopedTo(request.scope), request.params.codepayment),
  );

  app.post('/', { config: write, schema: { tags, body: paymentTypeInputSchema, response: { 200: paymentTypeSavedSchema } } }, (request) =>
    service.savePaymentType(app.db, scopedTo(request.scope), request.body),
  );

  app.delete(
    '/:codepayment',
    { config: write, schema: { tags, params: codepaymentParams, response: { 200: paymentTypeSavedSchema } } },
    (request) => service.removePaymentType(app.db, request.user.compcode, request.params.codepayment, request.scope),
  );
};
