import {
  chartDataSchema,
  DATE_TIME_FORMAT,
  formatInZone,
  printIdSchema,
  type ReportFilter,
  reportFilterSchema,
  type SalesByMenuLine,
  type SalesListLine,
  salesByMenuSchema,
  salesExportFile,
  salesListSchema,
} from '@saji/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.js';
import { type ScopedTo, scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import * as service from './reports.service.js';
import { checkSummaryZone } from './summaries.js';
import { DELTA_TABLES, foldSummaries } from './summary-deltas.js';

/** The sales reports and charts, under /api/restoreport (spec section 7, "Sales reports"). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const config = { permission: 'reports.read' } as const;
  // An export reads in steps through the background gate: it must not count as a till's request itself.
  const exporting = { ...config, background: true } as const;
  const tz = app.env.SAJI_TIMEZONE;
  const at = (d: string | Date) => formatInZone(d, tz, DATE_TIME_FORMAT);

  // Summaries built under another SAJI_TIMEZONE put sales on other days: rebuilt before the first request.
  app.addHook('onReady', () => checkSummaryZone(app.database, app.log));
  // Sales append their amounts as deltas (migration 0110); they reach the summaries here, and before any read.
  app.folds.register({ name: 'sales summaries', run: foldSummaries, tables: DELTA_TABLES, grows: ['restoorderho', 'restoorderdt'] });

  /** A sales list answers twice: as JSON for its screen, and as a workbook read in steps (`{path}export`). */
  const listWithExport = <T>(
    path: string,
    response: typeof salesListSchema | typeof salesByMenuSchema,
    list: (db: DbOrTx, scope: ScopedTo, filter: ReportFilter) => Promise<unknown>,
    exportRows: (db: DbOrTx, scope: ScopedTo, filter: ReportFilter) => Promise<AsyncIterable<T>>,
    sheet: string,
    columns: XlsxColumn<T>[],
  ) => {
    app.get(path, { config, schema: { tags, querystring: reportFilterSchema, response: { 200: response } } }, async (request, reply) =>
      asJson(reply, await list(app.db, scopedTo(request.scope, request.query.outletid), request.query)),
    );
    app.get(
      `${path}export`,
      { config: exporting, schema: { tags, querystring: reportFilterSchema, response: xlsxResponse } },
      async (request, reply) => {
        const rows = await exportRows(app.db, scopedTo(request.scope, request.query.outletid), request.query);
        return sendXlsx(reply, salesExportFile(request.query.tgl2), sheet, columns, rows);
      },
    );
  };
  listWithExport('/rptsalesbyoutlet', salesListSchema, service.salesList, service.salesListExport, 'Sales', salesListColumns(at));
  listWithExport(
    '/rptsalesbymenu',
    salesByMenuSchema,
    service.salesByMenu,
    service.salesByMenuExport,
    'Sales by Menu',
    salesByMenuColumns(at),
  );

  app.get(
    '/rptsalesbymenuprint',
    { config, schema: { tags, querystring: reportFilterSchema, response: { 200: printIdSchema } } },
    (request) =>
      service.printSalesByMenu(app.db, scopedTo(request.scope, request.query.outletid), request.query, {
        username: request.user.username,
        company: request.user.company,
        printedAt: at(new Date()),
      }),
  );

  for (const [path, chart] of [
    ['/rptsalesmonthly', service.monthlyChart],
    ['/rptsalesdaily', service.dailyChart],
    ['/rptsalesmenu', service.menuChart],
  ] as const) {
    app.get(path, { config, schema: { tags, querystring: reportFilterSchema, response: { 200: chartDataSchema } } }, (request) =>
      chart(app.db, scopedTo(request.scope, request.query.outletid), request.query),
    );
  }
};

/**
 * A list of up to REPORT_LIST_LIMIT rows, sent as JSON text. Checking 30,000 rows against the response
 * schema took longer than reading them; the rows are built field by field from the queries' named
 * columns, so there is nothing the schema would strip. The schema still documents the answer.
 */
function asJson<R extends FastifyReply>(reply: R, body: unknown): R {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body)) as R;
}

const MONEY = '#,##0.00';

function salesListColumns(at: (d: string) => string): XlsxColumn<SalesListLine>[] {
  return [
    { header: 'Outlet Name', value: (r) => r.outletname, width: 22 },
    { header: 'Trx. Number', value: (r) => r.orderno, width: 22 },
    { header: 'Trx. Date', value: (r) => at(r.orderdate), width: 18 },
    { header: 'Cashier', value: (r) => r.createby, width: 12 },
    { header: 'Netto', value: (r) => r.netto, numFmt: MONEY, width: 14 },
    { header: 'Service Charge', value: (r) => r.serviceval, numFmt: MONEY, width: 14 },
    { header: 'Service Tax (PB1)', value: (r) => r.pb1val, numFmt: MONEY, width: 14 },
    { header: 'TOTAL', value: (r) => r.total, numFmt: MONEY, width: 14 },
    { header: 'Description', value: (r) => r.note, width: 40 },
    { header: 'Order Type', value: (r) => r.ordertype, width: 12 },
    { header: 'Payment Method', value: (r) => r.paymethod, width: 18 },
  ];
}

function salesByMenuColumns(at: (d: string) => string): XlsxColumn<SalesByMenuLine>[] {
  return [
    { header: 'Outlet Name', value: (r) => r.outletname, width: 22 },
    { header: 'Trx. Number', value: (r) => r.orderno, width: 22 },
    { header: 'Trx. Date', value: (r) => at(r.orderdate), width: 18 },
    { header: 'Order Type', value: (r) => r.ordertype, width: 12 },
    { header: 'Cashier', value: (r) => r.createby, width: 12 },
    { header: 'Menu Name', value: (r) => r.menuname, width: 26 },
    { header: 'Qty', value: (r) => r.qty, numFmt: '#,##0', width: 8 },
    { header: 'Gross', value: (r) => r.gross, numFmt: MONEY, width: 14 },
    { header: 'Discount', value: (r) => r.discval, numFmt: MONEY, width: 14 },
    { header: 'Netto', value: (r) => r.netto, numFmt: MONEY, width: 14 },
    { header: 'Status', value: (r) => r.orderstatusnm, width: 12 },
  ];
}
