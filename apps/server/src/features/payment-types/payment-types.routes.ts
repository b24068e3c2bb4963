import { paymentTypeInputSchema, paymentTypeSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { codepaymentParams, paymentTypeListQuerySchema, paymentTypeListSchema, paymentTypeSavedSchema } from './payment-types.schemas.js';
import * as service from './payment-types.service.js';

/** Payment types (/restopaymenttype): company-wide, written by admins. */
export const paymentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment types'];
  const write = { permission: 'catalog.write' as const };
  const scope = (user: SessionUser) => service.scopeOf(user, app.env.SAJI_TIMEZONE);

  app.get('/', { schema: { tags, querystring: paymentTypeListQuerySchema, response: { 200: paymentTypeListSchema } } }, (request) =>
    service.listPaymentTypes(app.db, scope(request.user), request.query),
  );

  app.get('/:codepayment', { schema: { tags, params: codepaymentParams, response: { 200: paymentTypeSchema } } }, (request) =>
    service.getPaymentType(app.db, scope(request.user), request.params.codepayment),
  );

  app.post('/', { config: write, schema: { tags, body: paymentTypeInputSchema, response: { 200: paymentTypeSavedSchema } } }, (request) =>
    service.savePaymentType(app.db, scope(request.user), request.body),
  );

  app.delete(
    '/:codepayment',
    { config: write, schema: { tags, params: codepaymentParams, response: { 200: paymentTypeSavedSchema } } },
    (request) => service.removePaymentType(app.db, request.user.compcode, request.params.codepayment),
  );
};
