import {
  type MenuCategory,
  type MenuRow,
  menuCategoryInputSchema,
  menuCategoryUpdateSchema,
  menuDetailSchema,
  menuInputSchema,
  menuModifiersInputSchema,
  menuModifiersSchema,
  taxAppliedText,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { imageResponse, sendImage } from '../../platform/images.js';
import { withSort } from '../../platform/list-query.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import { categoryIdParams, categoryListQuerySchema, categoryListSchema, categorySavedSchema } from './menu-categories.schemas.js';
import * as categories from './menu-categories.service.js';
import * as modifiers from './menu-modifiers.service.js';
import {
  menuExportQuerySchema,
  menuIdParams,
  menuImageQuery,
  menuListQuerySchema,
  menuListSchema,
  menuSavedSchema,
} from './menus.schemas.js';
import * as menus from './menus.service.js';

const menuExportColumns: XlsxColumn<MenuRow>[] = [
  { header: 'Menu Code', value: (m) => m.menucode, width: 14 },
  { header: 'Menu Name', value: (m) => m.menuname, width: 32 },
  { header: 'Menu Size', value: (m) => m.menusize, width: 10 },
  { header: 'Standard Price', value: (m) => m.hargajualstd, numFmt: '#,##0', width: 16 },
  { header: 'TAX Applied', value: (m) => taxAppliedText(m.kenapajakstd), width: 12 },
  { header: 'Category', value: (m) => m.categname, width: 20 },
  { header: 'Sales Account#', value: (m) => m.salesacc, width: 14 },
  { header: 'Sales Account', value: (m) => m.salesaccNm, width: 24 },
  { header: 'Last Update', value: (m) => new Date(m.modified), numFmt: 'dd-mmm-yy', width: 12 },
];

const categoryExportColumns: XlsxColumn<MenuCategory>[] = [
  { header: 'Category Code', value: (c) => c.categid, width: 16 },
  { header: 'Category Name', value: (c) => c.categname, width: 32 },
  { header: 'Display Number', value: (c) => c.nourut, width: 16 },
];

/** Menu categories (/restomenucategory) and menus with their outlet prices and modifier groups (/restomenu). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { permission: 'catalog.write' as const };
  const read = { permission: 'masterdata.read' as const };

  {
    const tags = ['menu categories'];
    app.get(
      '/restomenucategory',
      { config: read, schema: { tags, querystring: categoryListQuerySchema, response: { 200: categoryListSchema } } },
      (request) => categories.listCategories(app.db, request.user.compcode, request.query),
    );
    app.get(
      '/restomenucategory/exportxls',
      {
        config: { ...read, background: true },
        schema: { tags, querystring: categoryListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse },
      },
      (request, reply) => {
        const rows = categories.exportCategories(app.db, request.user.compcode, request.query);
        return sendXlsx(reply, 'Resto-Category-List.xlsx', 'Categories', categoryExportColumns, rows);
      },
    );
    app.post(
      '/restomenucategory',
      { config: write, schema: { tags, body: menuCategoryInputSchema, response: { 200: categorySavedSchema } } },
      (request) => categories.insertCategory(app.db, request.user.compcode, request.body, request.scope),
    );
    app.put(
      '/restomenucategory/update',
      { config: write, schema: { tags, body: menuCategoryUpdateSchema, response: { 200: categorySavedSchema } } },
      (request) => categories.updateCategory(app.db, request.user.compcode, request.body.key, request.body.data, request.scope),
    );
    app.delete(
      '/restomenucategory/:categid',
      { config: write, schema: { tags, params: categoryIdParams, response: { 200: categorySavedSchema } } },
      (request) => categories.removeCategory(app.db, request.user.compcode, request.params.categid, request.scope),
    );
  }

  {
    const tags = ['menus'];
    app.get(
      '/restomenu',
      { config: read, schema: { tags, querystring: menuListQuerySchema, response: { 200: menuListSchema } } },
      (request) => menus.listMenus(app.db, scopedTo(request.scope), withSort(request.query)),
    );
    app.get(
      '/restomenu/exportxls',
      { config: { ...read, background: true }, schema: { tags, querystring: menuExportQuerySchema, response: xlsxResponse } },
      (request, reply) => {
        const rows = menus.exportMenus(app.db, scopedTo(request.scope), withSort(request.query));
        return sendXlsx(reply, 'Resto-Menu-List.xlsx', 'Menus', menuExportColumns, rows);
      },
    );
    app.get(
      '/restomenu/detail/:menuid',
      { config: read, schema: { tags, params: menuIdParams, response: { 200: menuDetailSchema } } },
      (request) => menus.getMenu(app.db, scopedTo(request.scope), request.params.menuid),
    );
    app.get(
      '/restomenu/image/:menuid',
      { config: read, schema: { tags, params: menuIdParams, querystring: menuImageQuery, response: imageResponse } },
      async (request, reply) => {
        const { image, version } = await menus.getMenuImage(app.db, request.user.compcode, request.params.menuid);
        return sendImage(request, reply, image, version, request.query.v);
      },
    );
    app.post(
      '/restomenu',
      // A picture of up to 2 MB travels as base64 inside the JSON body.
      { config: write, bodyLimit: 3 * 1024 * 1024, schema: { tags, body: menuInputSchema, response: { 200: menuSavedSchema } } },
      (request) => menus.saveMenu(app.db, request.user.compcode, request.body, scopedTo(request.scope)),
    );
    app.get(
      '/restomenu/modifiers/:menuid',
      { config: read, schema: { tags, params: menuIdParams, response: { 200: menuModifiersSchema } } },
      (request) => modifiers.getMenuModifiers(app.db, request.user.compcode, request.params.menuid),
    );
    app.post(
      '/restomenu/modifiers',
      { config: write, schema: { tags, body: menuModifiersInputSchema, response: { 200: menuSavedSchema } } },
      (request) => modifiers.saveMenuModifiers(app.db, scopedTo(request.scope), request.body),
    );
    app.delete(
      '/restomenu/:menuid',
      { config: write, schema: { tags, params: menuIdParams, response: { 200: menuSavedSchema } } },
      (request) => menus.removeMenu(app.db, request.user.compcode, request.params.menuid, scopedTo(request.scope)),
    );
  }
};
