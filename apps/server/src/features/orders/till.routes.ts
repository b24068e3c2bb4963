import { cancelOrderInputSchema, noteChipsInputSchema, openOrderSchema, prebillResultSchema } from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderKeyParams } from './orders.schemas.js';
import * as till from './till.js';
import { noteChipsQuery, openOrdersQuery, prebillQuery } from './till.schemas.js';

/** The till's lunch-rush additions (issue 18): the open-orders panel, Cancel Order, the counted pre-bill. */
export const tillRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  app.get(
    '/restoorderho/open',
    { config: { permission: 'orders.read' }, schema: { tags, querystring: openOrdersQuery, response: { 200: z.array(openOrderSchema) } } },
    (request) => till.openOrders(app.db, request.scope, request.query),
  );

  app.post(
    '/restoorderho/:orderkey/cancel',
    {
      config: { permission: 'orders.cancel' },
      schema: { tags, params: orderKeyParams, body: cancelOrderInputSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    (request) => till.cancelOrder(app.db, request.scope, request.params.orderkey, request.body),
  );

  app.post(
    '/restoorderho/:orderkey/prebill',
    {
      config: { permission: 'orders.take' },
      schema: { tags, params: orderKeyParams, querystring: prebillQuery, response: { 200: prebillResultSchema } },
    },
    (request) => till.printPrebill(app.db, request.scope, request.params.orderkey, request.query.width),
  );

  app.get(
    '/restoorderho/notechips',
    { config: { permission: 'orders.read' }, schema: { tags, querystring: noteChipsQuery, response: { 200: z.array(z.string()) } } },
    (request) => till.noteChips(app.db, request.scope, request.query),
  );

  app.put(
    '/restoorderho/notechips',
    { config: { permission: 'pos.setup' }, schema: { tags, body: noteChipsInputSchema, response: { 200: z.array(z.string()) } } },
    (request) => till.saveNoteChips(app.db, request.scope, request.body),
  );
};
