import { ITEM_IMPORT_MAX_BASE64, itemImportSchema, jasaText, type MasterItem, masterItemInputSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import {
  itemExportQuerySchema,
  itemImportResultSchema,
  itemListQuerySchema,
  itemListSchema,
  itemParams,
  itemSavedSchema,
} from './master-items.schemas.js';
import * as items from './master-items.service.js';

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

/** The master items (inventory) of the signed-in company, with their last prices, registered under /api. */
export const masterItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { permission: 'catalog.write' as const };
  const read = { permission: 'masterdata.read' as const };
  const tags = ['master items'];
  app.get('/item', { config: read, schema: { tags, querystring: itemListQuerySchema, response: { 200: itemListSchema } } }, (request) =>
    items.listItems(app.db, request.user.compcode, request.query),
  );
  app.get(
    '/item/exportxls',
    { config: { ...read, background: true }, schema: { tags, querystring: itemExportQuerySchema, response: xlsxResponse } },
    (request, reply) => {
      return sendXlsx(
        reply,
        'Master-Item-List.xlsx',
        'Items',
        itemColumns,
        items.exportItems(app.db, request.user.compcode, request.query),
      );
    },
  );
  app.post('/item', { config: write, schema: { tags, body: masterItemInputSchema, response: { 200: itemSavedSchema } } }, (request) =>
    items.saveItem(app.db, request.user.compcode, request.body),
  );
  app.post(
    '/item/import',
    // The workbook travels base64 inside JSON (writes stay JSON-only), so this route takes a larger
    // body: the schema's largest file and room for the JSON around it; a larger upload is refused
    // with 413 before it is read.
    {
      config: { ...write, background: true },
      bodyLimit: ITEM_IMPORT_MAX_BASE64 + 64 * 1024,
      schema: { tags, body: itemImportSchema, response: { 200: itemImportResultSchema } },
    },
    (request) => items.importItems(app.db, request.user.compcode, request.body.file, app.background),
  );
  app.delete('/item/:itemno', { config: write, schema: { tags, params: itemParams, response: { 200: itemSavedSchema } } }, (request) =>
    items.removeItem(app.db, request.user.compcode, request.params.itemno),
  );
};
