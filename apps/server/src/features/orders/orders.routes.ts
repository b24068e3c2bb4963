import {
  kitchenTicketRefSchema,
  menuCategoryRowSchema,
  menuOutletRowSchema,
  modifierGroupSchema,
  ORDER_TYPES,
  orderDetailSchema,
  orderPaymentSchema,
  orderSaveSchema,
  paidOrderSchema,
  paymentTypeRowSchema,
  posMenuSchema,
  printJobRefSchema,
  printJobSchema,
  tableBoardSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../platform/list-query.js';
import {
  kitchenQuery,
  menuOutletQuery,
  orderKeyParams,
  outletQuery,
  posMenuQuery,
  printJobsQuery,
  receiptQuery,
  wsQuery,
} from './orders.schemas.js';
import * as service from './orders.service.js';
import * as lookups from './pos-lookups.js';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const take = { permission: 'orders.take' } as const;
  // The sale's two requests: a till sends them seconds apart, so they take the session read a moment ago.
  const sale = { ...take, reuseSession: true } as const;
  const read = { permission: 'orders.read' } as const;
  const sent = <T>(answer: T): T => {
    app.notices.send();
    return answer;
  };

  // A sale's notices are queued by its statements and sent once it has committed (platform/notices.ts).
  app.post(
    '/restoorderho',
    { config: sale, schema: { tags, body: orderSaveSchema, response: { 200: orderDetailSchema } } },
    async (request) => sent(await service.saveOrder(app.db, request.scope, request.body)),
  );

  app.post(
    '/restoorderho/payment',
    { config: sale, schema: { tags, body: orderPaymentSchema, response: { 200: paidOrderSchema } } },
    async (request) => sent(await service.payOrder(app.db, request.scope, request.body)),
  );

  app.get(
    '/restoorderho/detail/:orderkey',
    { config: read, schema: { tags, params: orderKeyParams, response: { 200: orderDetailSchema } } },
    (request) => service.getDetail(app.db, request.scope, request.params.orderkey),
  );

  app.get(
    '/restoorderho/listtable',
    { config: read, schema: { tags, querystring: outletQuery, response: { 200: tableBoardSchema } } },
    (request) => service.tableBoard(app.db, request.scope, request.query.outletid),
  );

  app.get(
    '/restoorderho/menu',
    { config: read, schema: { tags, querystring: posMenuQuery, response: { 200: envelopeSchema(posMenuSchema) } } },
    (request) => lookups.posMenus(app.db, request.scope, request.query),
  );

  app.get(
    '/restoorderho/menuoutlet',
    { config: read, schema: { tags, querystring: menuOutletQuery, response: { 200: z.array(menuOutletRowSchema) } } },
    (request) => lookups.menuOutlets(app.db, request.scope, request.query),
  );

  app.get('/restoorderho/menucategory', { config: read, schema: { tags, response: { 200: z.array(menuCategoryRowSchema) } } }, (request) =>
    lookups.menuCategories(app.db, request.scope),
  );

  app.get('/restoorderho/modifiers', { config: read, schema: { tags, response: { 200: z.array(modifierGroupSchema) } } }, (request) =>
    lookups.modifierGroups(app.db, request.scope),
  );

  app.get('/restoorderho/paymenttype', { config: read, schema: { tags, response: { 200: z.array(paymentTypeRowSchema) } } }, (request) =>
    lookups.paymentTypes(app.db, request.scope),
  );

  app.get(
    '/restoorderho/ordertype',
    { config: read, schema: { tags, response: { 200: z.array(z.object({ ordertype: z.enum(ORDER_TYPES) })) } } },
    async () => lookups.orderTypes(),
  );

  app.post(
    '/restoorderho/:orderkey/print',
    { config: take, schema: { tags, params: orderKeyParams, querystring: receiptQuery, response: { 200: printJobRefSchema } } },
    (request) => service.printReceipt(app.db, request.scope, request.params.orderkey, request.query.width),
  );

  app.post(
    '/restoorderho/:orderkey/kitchen',
    { config: take, schema: { tags, params: orderKeyParams, querystring: kitchenQuery, response: { 200: kitchenTicketRefSchema } } },
    (request) => service.printKitchen(app.db, request.scope, request.params.orderkey, request.query.reprint),
  );

  app.post(
    '/restoorderho/:orderkey/drawer',
    { config: take, schema: { tags, params: orderKeyParams, response: { 200: printJobRefSchema } } },
    (request) => service.openDrawer(app.db, request.scope, request.params.orderkey),
  );

  app.get(
    '/printjobs',
    { config: read, schema: { tags, querystring: printJobsQuery, response: { 200: z.array(printJobSchema) } } },
    (request) => lookups.printJobs(app.db, request.scope, request.query),
  );

  // Table status pushes: a bound user hears their outlet; an admin the outlet asked for, else all of the company's.
  app.get(
    '/ws',
    { websocket: true, config: { permission: 'orders.live' }, schema: { tags, querystring: wsQuery } },
    async (socket, request) => {
      app.realtime.accept(socket, request.log.child({ user: request.user.username, company: request.user.compcode }));
      let outletids: number[];
      try {
        outletids = await lookups.pushOutlets(app.db, request.scope, request.query.outletid);
      } catch {
        socket.close(1008, 'outlet not allowed');
        return;
      }
      app.realtime.add(socket, new Set(outletids), request.user);
      socket.send(JSON.stringify({ type: 'ready', outletids }));
    },
  );
};
