import { type GlAccount, glAccountInputSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import { glAccountListQuerySchema, glAccountListSchema, glAccountParams, glAccountSavedSchema } from './gl-accounts.schemas.js';
import * as accounts from './gl-accounts.service.js';

const accountColumns: XlsxColumn<GlAccount>[] = [
  { header: 'Year', value: (a) => a.tahun, width: 8 },
  { header: 'Account#', value: (a) => a.kodeacc, width: 12 },
  { header: 'Account Name', value: (a) => a.namaacc, width: 36 },
];

/** The chart of accounts of the signed-in company, per fiscal year, registered under /api. */
export const glAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { permission: 'catalog.write' as const };
  const read = { permission: 'masterdata.read' as const };
  const tags = ['gl accounts'];
  app.get(
    '/glaccount',
    { config: read, schema: { tags, querystring: glAccountListQuerySchema, response: { 200: glAccountListSchema } } },
    (request) => accounts.listGlAccounts(app.db, request.user.compcode, request.scope.fiscalYear, request.query),
  );
  app.get(
    '/glaccount/exportxls',
    {
      config: { ...read, background: true },
      schema: { tags, querystring: glAccountListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse },
    },
    (request, reply) => {
      const { tahun, rows } = accounts.exportGlAccounts(app.db, request.scope, request.query);
      return sendXlsx(reply, `Chart-of-Accounts-${tahun}.xlsx`, 'Accounts', accountColumns, rows);
    },
  );
  app.post(
    '/glaccount',
    { config: write, schema: { tags, body: glAccountInputSchema, response: { 200: glAccountSavedSchema } } },
    (request) => accounts.saveGlAccount(app.db, request.user.compcode, request.scope.fiscalYear, request.body),
  );
  app.delete(
    '/glaccount/:tahun/:kodeacc',
    { config: write, schema: { tags, params: glAccountParams, response: { 200: glAccountSavedSchema } } },
    (request) => accounts.removeGlAccount(app.db, request.user.compcode, request.params.tahun, request.params.kodeacc),
  );
};
