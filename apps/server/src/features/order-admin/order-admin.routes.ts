import {
  BULK_POSTING_MAX_ORDERS,
  bulkPostingSchema,
  journalSchema,
  listOrderType,
  ORDER_EXPORT_FILE,
  ORDER_EXPORT_MAX_ROWS,
  type OrderListRow,
  orderStatusInputSchema,
  voidInputSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import * as journal from './journal.service.js';
import {
  bulkPostingResultSchema,
  messageSchema,
  orderKeyParams,
  orderListQuerySchema,
  orderListSchema,
  postingSchema,
  printJvQuery,
} from './order-admin.schemas.js';
import * as changes from './order-changes.service.js';
import * as list from './order-list.service.js';
import * as posting from './posting.service.js';

const lookupQuery = z.object({ search: z.string().trim().max(50).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) });

export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order administration'];
  const tz = app.env.SAJI_TIMEZONE;
  const dateText = businessDateText(tz);
  // Bulk runs post a few orders at once on PostgreSQL's pool; the embedded database has one connection.
  const bulk = { background: app.background, concurrency: app.database.kind === 'postgres' ? 2 : 1, maxOrders: BULK_POSTING_MAX_ORDERS };

  app.get(
    '/restoorderho',
    { config: { permission: 'orders.read' }, schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListSchema } } },
    (request) => list.listOrders(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );

  app.get(
    '/restoorderho/exportxls',
    {
      config: { permission: 'orders.export', background: true },
      schema: { tags, querystring: orderListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse },
    },
    async (request, reply) => {
      const scope = scopedTo(request.scope, request.query.outletid);
      const rows = await list.exportOrders(app.db, scope, request.query, { background: app.background, maxRows: ORDER_EXPORT_MAX_ROWS });
      return sendXlsx(reply, ORDER_EXPORT_FILE, 'Orders', exportColumns(dateText), rows);
    },
  );

  app.get(
    '/restoorderho/ordernumber',
    {
      config: { permission: 'orders.read' },
      schema: { tags, querystring: lookupQuery, response: { 200: z.array(z.object({ orderkey: z.string(), orderno: z.string() })) } },
    },
    (request) => list.orderNumbers(app.db, scopedTo(request.scope), request.query.search, request.query.limit),
  );

  app.get(
    '/restoorderho/outlet',
    {
      config: { permission: 'orders.read' },
      schema: { tags, response: { 200: z.array(z.object({ outletid: z.number(), outletcode: z.string(), outletname: z.string() })) } },
    },
    (request) => list.outletsOf(app.db, scopedTo(request.scope)),
  );

  for (const path of ['/restoorderho/void/', '/restoorderho/void']) {
    app.put(
      path,
      { config: { permission: 'orders.void' }, schema: { tags, body: voidInputSchema, response: { 200: messageSchema } } },
      (request) => changes.voidOrder(app.db, scopedTo(request.scope), request.user.username, request.body),
    );
  }

  for (const path of ['/restoorderho/status/', '/restoorderho/status']) {
    app.put(
      path,
      { config: { permission: 'orders.void' }, schema: { tags, body: orderStatusInputSchema, response: { 200: messageSchema } } },
      (request) => changes.setOrderStatus(app.db, scopedTo(request.scope), request.user.username, request.body),
    );
  }

  app.put(
    '/restoorderho/posting/:orderkey',
    { config: { permission: 'orders.post' }, schema: { tags, params: orderKeyParams, response: { 200: postingSchema } } },
    (request) => posting.postOrder(app.db, scopedTo(request.scope), request.user.username, request.params.orderkey),
  );

  app.put(
    '/restoorderho/unposting/:orderkey',
    { config: { permission: 'orders.post' }, schema: { tags, params: orderKeyParams, response: { 200: messageSchema } } },
    (request) => posting.unpostOrder(app.db, scopedTo(request.scope), request.user.username, request.params.orderkey),
  );

  for (const [path, post] of [
    ['/restoorderho/postingall', true],
    ['/restoorderho/unpostingall', false],
  ] as const) {
    app.put(
      path,
      {
        config: { permission: 'orders.post', background: true },
        schema: { tags, body: bulkPostingSchema, response: { 200: bulkPostingResultSchema } },
      },
      (request) =>
        posting.postingAll(app.db, scopedTo(request.scope, request.body.outletid), request.user.username, request.body, post, bulk),
    );
  }

  app.get(
    '/restoorderho/journal/:orderkey',
    { config: { permission: 'orders.post' }, schema: { tags, params: orderKeyParams, response: { 200: journalSchema } } },
    (request) => journal.journalOf(app.db, scopedTo(request.scope), request.user, request.params.orderkey),
  );

  app.get(
    '/restoorderho/printjv',
    { config: { permission: 'orders.post' }, schema: { tags, querystring: printJvQuery, response: { 200: z.object({ id: z.string() }) } } },
    (request) => journal.previewJournal(app.db, scopedTo(request.scope), request.user, request.query.key, dateText(new Date())),
  );
};

/** DD-MMM-YYYY hh:mm in the business time zone, the list's date style. */
function businessDateText(timeZone: string) {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return (d: Date | string) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(d)).map((x) => [x.type, x.value]));
    return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
  };
}

const MONEY = '#,##0.00';

function exportColumns(dateText: (d: string) => string): XlsxColumn<OrderListRow>[] {
  return [
    { header: 'Order No', value: (o) => o.orderno, width: 20 },
    { header: 'Date', value: (o) => dateText(o.orderdate), width: 18 },
    { header: 'Order Type', value: (o) => listOrderType(o.ordertype), width: 12 },
    { header: 'Outlet', value: (o) => o.outletname, width: 20 },
    { header: 'Table', value: (o) => o.tablename, width: 12 },
    { header: 'Pax', value: (o) => o.pax, width: 6 },
    { header: 'Deliver By', value: (o) => o.deliverby, width: 14 },
    { header: 'Netto', value: (o) => o.netto, numFmt: MONEY, width: 14 },
    { header: 'Service Charge', value: (o) => o.serviceval, numFmt: MONEY, width: 14 },
    { header: 'Service Tax PB1', value: (o) => o.pb1val, numFmt: MONEY, width: 14 },
    { header: 'Total', value: (o) => o.total, numFmt: MONEY, width: 14 },
    { header: 'Cashier', value: (o) => o.createby, width: 12 },
    { header: 'Status', value: (o) => o.orderstatusnm, width: 12 },
    { header: 'Posting', value: (o) => (o.posting === 1 ? 'Posted' : 'Unposted'), width: 10 },
    { header: 'Payment Method', value: (o) => o.paymethod, width: 16 },
    { header: 'Note', value: (o) => o.note, width: 40 },
    { header: 'Void Reason', value: (o) => o.voidreason, width: 20 },
    { header: 'Void By', value: (o) => o.voidby, width: 12 },
  ];
}
