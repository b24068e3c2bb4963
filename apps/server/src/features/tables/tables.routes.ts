import { type RestoTable, restoTableSchema, tableInputSchema, tablePositionInputSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import * as positions from './positions.service.js';
import {
  positionListQuerySchema,
  positionListSchema,
  positionParams,
  positionSavedSchema,
  tableExportQuerySchema,
  tableIdParams,
  tableListQuerySchema,
  tableListSchema,
  tableSavedSchema,
  tableUsageListSchema,
  tableUsageQuerySchema,
} from './tables.schemas.js';
import * as service from './tables.service.js';

const exportColumns: XlsxColumn<RestoTable>[] = [
  { header: 'Table Name', value: (t) => t.tablename, width: 14 },
  { header: 'Outlet', value: (t) => t.outletname, width: 28 },
  { header: 'Capacity', value: (t) => t.tablecapacity, width: 10 },
  { header: 'Position Code', value: (t) => t.tableposcode, width: 14 },
  { header: 'Position', value: (t) => t.tableposname, width: 20 },
  { header: 'Active', value: (t) => (t.tableaktif === '1' ? 'Yes' : 'No'), width: 8 },
];

/** Restaurant tables (/restotable) and their positions (/restotablepos) of an outlet. */
export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { permission: 'tables.write' as const };
  const read = { permission: 'masterdata.read' as const };

  {
    const tags = ['tables'];
    app.get(
      '/restotable',
      { config: read, schema: { tags, querystring: tableListQuerySchema, response: { 200: tableListSchema } } },
      (request) => service.listTables(app.db, request.scope, request.query),
    );

    app.get(
      '/restotable/usage',
      { config: read, schema: { tags, querystring: tableUsageQuerySchema, response: { 200: tableUsageListSchema } } },
      (request) => service.tableUsage(app.db, request.scope, request.query),
    );

    app.get(
      '/restotable/exportxls',
      { config: { ...read, background: true }, schema: { tags, querystring: tableExportQuerySchema, response: xlsxResponse } },
      (request, reply) => {
        const rows = service.exportTables(app.db, request.scope, request.query);
        return sendXlsx(reply, 'Resto-Table-List.xlsx', 'Tables', exportColumns, rows);
      },
    );

    app.get(
      '/restotable/detail/:tableid',
      { config: read, schema: { tags, params: tableIdParams, response: { 200: restoTableSchema } } },
      (request) => service.getTable(app.db, request.scope, request.params.tableid),
    );

    app.post('/restotable', { config: write, schema: { tags, body: tableInputSchema, response: { 200: tableSavedSchema } } }, (request) =>
      service.saveTable(app.db, request.scope, request.body),
    );

    app.delete(
      '/restotable/:tableid',
      { config: write, schema: { tags, params: tableIdParams, response: { 200: tableSavedSchema } } },
      (request) => service.removeTable(app.db, request.scope, request.params.tableid),
    );
  }

  {
    const tags = ['table positions'];
    app.get(
      '/restotablepos',
      { config: read, schema: { tags, querystring: positionListQuerySchema, response: { 200: positionListSchema } } },
      (request) => positions.listPositions(app.db, request.scope, request.query.outletid),
    );

    app.post(
      '/restotablepos',
      { config: write, schema: { tags, body: tablePositionInputSchema, response: { 200: positionSavedSchema } } },
      (request) => positions.savePosition(app.db, request.scope, request.body),
    );

    app.delete(
      '/restotablepos/:outletid/:tableposcode',
      { config: write, schema: { tags, params: positionParams, response: { 200: positionSavedSchema } } },
      (request) => positions.removePosition(app.db, request.scope, request.params.outletid, request.params.tableposcode),
    );
  }
};
