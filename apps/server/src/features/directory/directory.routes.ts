import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListQuerySchema, companyListSchema, employeeListQuerySchema, employeeListSchema } from './directory.schemas.js';
import * as directory from './directory.service.js';

/** The company and employee lookups (the users screen picks from them), registered under /api. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company',
    {
      config: { permission: 'companies.lookup' },
      schema: { tags: ['companies'], querystring: companyListQuerySchema, response: { 200: companyListSchema } },
    },
    (request) => directory.listCompanies(app.db, request.user.compcode, request.query),
  );

  // Names, phones and e-mails of staff: only for whoever manages user accounts.
  app.get(
    '/employee',
    {
      config: { permission: 'users.manage' },
      schema: { tags: ['employees'], querystring: employeeListQuerySchema, response: { 200: employeeListSchema } },
    },
    (request) => directory.listEmployees(app.db, request.user.compcode, request.query),
  );
};
