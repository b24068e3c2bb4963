import { type GlAccount, glAccountInputSchema, itemImportSchema, jasaText, type MasterItem, masterItemInputSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inPages, sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import * as directory from './directory.service.js';
import { findGlAccounts } from './gl-accounts.queries.js';
import { glAccountListQuerySchema, glAccountListSchema, glAccountParams, glAccountSavedSchema } from './gl-accounts.schemas.js';
import * as accounts from './gl-accounts.service.js';
import { companyListQuerySchema, companyListSchema, employeeListQuerySchema, employeeListSchema } from './lookups.schemas.js';
import { findItems } from './master-items.queries.js';
import {
  itemExportQuerySchema,
  itemImportResultSchema,
  itemListQuerySchema,
  itemListSchema,
  itemParams,
  itemSavedSchema,
} from './master-items.schemas.js';
import * as items from './master-items.service.js';

const accountColumns: XlsxColumn<GlAccount>[] = [
  { header: 'Year', value: (a) => a.tahun, width: 8 },
  { header: 'Account#', value: (a) => a.kodeacc, width: 12 },
  { header: 'Account Name', value: (a) => a.namaacc, width: 36 },
];

// The headers are the ones the import reads, so an export is also a template for it.
const itemColumns: XlsxColumn<MasterItem>[] = [
  { header: 'Part Number', value: (i) => i.partnumber, width: 16 },
  { header: 'Item Name', value: (i) => i.itemname, width: 32 },
  { header: 'Unit', value: (i) => i.invunitom, width: 10 },
  { header: 'Item Category', value: (i) => i.itemcategory, width: 18 },
  { header: 'Head Category', value: (i) => i.headcategory, width: 18 },
  { header: 'Type', value: (i) => jasaText(i.jasa), width: 10 },
  { header: 'Last Price', value: (i) => i.lastprice, numFmt: '#,##0.00', width: 14 },
];

/** The suite lookups the catalogue needs: GL accounts, companies, employees and master items. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { permission: 'catalog.write' as const };

  {
    const tags = ['gl accounts'];
    app.get('/glaccount', { schema: { tags, querystring: glAccountListQuerySchema, response: { 200: glAccountListSchema } } }, (request) =>
      accounts.listGlAccounts(app.db, request.user.compcode, request.scope.fiscalYear, request.query),
    );
    app.get(
      '/glaccount/exportxls',
      { schema: { tags, querystring: glAccountListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse } },
      (request, reply) => {
        const filters = { ...request.query, tahun: request.query.tahun ?? request.scope.fiscalYear };
        const rows = inPages((offset, limit) => findGlAccounts(app.db, request.user.compcode, filters, { offset, limit }));
        return sendXlsx(reply, `Chart-of-Accounts-${filters.tahun}.xlsx`, 'Accounts', accountColumns, rows);
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
  }

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

  {
    const tags = ['master items'];
    app.get('/item', { schema: { tags, querystring: itemListQuerySchema, response: { 200: itemListSchema } } }, (request) =>
      items.listItems(app.db, request.user.compcode, request.query),
    );
    app.get('/item/exportxls', { schema: { tags, querystring: itemExportQuerySchema, response: xlsxResponse } }, (request, reply) => {
      const rows = inPages((offset, limit) => findItems(app.db, request.user.compcode, request.query, { offset, limit }));
      return sendXlsx(reply, 'Master-Item-List.xlsx', 'Items', itemColumns, rows);
    });
    app.post('/item', { config: write, schema: { tags, body: masterItemInputSchema, response: { 200: itemSavedSchema } } }, (request) =>
      items.saveItem(app.db, request.user.compcode, request.body),
    );
    app.post(
      '/item/import',
      // The workbook travels base64 inside JSON (writes stay JSON-only), so this route takes a larger body.
      { config: write, bodyLimit: 6 * 1024 * 1024, schema: { tags, body: itemImportSchema, response: { 200: itemImportResultSchema } } },
      (request) => items.importItems(app.db, request.user.compcode, request.body.file),
    );
    app.delete('/item/:itemno', { config: write, schema: { tags, params: itemParams, response: { 200: itemSavedSchema } } }, (request) =>
      items.removeItem(app.db, request.user.compcode, request.params.itemno),
    );
  }
};
