import { accPeriodInputSchema, fiscalYearPeriodsSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './accounting.service.js';

const yearQuery = z.object({
  tahun: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(2000).max(2100).optional()),
});

/** Accounting periods (acc_period) of the signed-in company, registered under /api. */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['accounting'];

  app.get(
    '/accperiod',
    { config: { permission: 'periods.read' }, schema: { tags, querystring: yearQuery, response: { 200: fiscalYearPeriodsSchema } } },
    (request) => service.periodsOf(app.db, request.scope, request.query.tahun),
  );

  app.put(
    '/accperiod',
    {
      config: { permission: 'periods.manage' },
      schema: { tags, body: accPeriodInputSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    (request) => service.setPeriod(app.db, request.scope, request.body),
  );
};
