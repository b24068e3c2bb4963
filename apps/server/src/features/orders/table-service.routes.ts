import { mergeOrderSchema, moveOrderSchema, orderDetailSchema, splitOrderSchema, transferItemsSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mergeOrders } from './merge-orders.js';
import { moveOrder } from './move-order.js';
import { orderKeyParams } from './orders.schemas.js';
import { splitChecks, splitOrder } from './split-order.js';
import { transferItems } from './transfer-items.js';

const checksSchema = z.object({ orders: z.array(orderDetailSchema) });

/** Table service at the till (issue 28): move a party, merge two orders, transfer items, split the bill. */
export const tableServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const params = orderKeyParams;

  app.post(
    '/restoorderho/:orderkey/move',
    { config: { permission: 'orders.move' }, schema: { tags, params, body: moveOrderSchema, response: { 200: orderDetailSchema } } },
    (request) => moveOrder(app.db, request.scope, request.params.orderkey, request.body),
  );

  app.post(
    '/restoorderho/:orderkey/merge',
    { config: { permission: 'orders.merge' }, schema: { tags, params, body: mergeOrderSchema, response: { 200: orderDetailSchema } } },
    (request) => mergeOrders(app.db, request.scope, request.params.orderkey, request.body),
  );

  app.post(
    '/restoorderho/:orderkey/transfer',
    {
      config: { permission: 'orders.transfer' },
      schema: { tags, params, body: transferItemsSchema, response: { 200: z.object({ from: orderDetailSchema, to: orderDetailSchema }) } },
    },
    (request) => transferItems(app.db, request.scope, request.params.orderkey, request.body),
  );

  app.post(
    '/restoorderho/:orderkey/split',
    { config: { permission: 'orders.split' }, schema: { tags, params, body: splitOrderSchema, response: { 200: checksSchema } } },
    (request) => splitOrder(app.db, request.scope, request.params.orderkey, request.body),
  );

  // The checks of a split bill (of the split order, or of any of its checks), for the till to show side by side.
  app.get(
    '/restoorderho/:orderkey/checks',
    { config: { permission: 'orders.read' }, schema: { tags, params, response: { 200: checksSchema } } },
    (request) => splitChecks(app.db, request.scope, request.params.orderkey),
  );
};
