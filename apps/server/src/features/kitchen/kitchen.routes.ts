import {
  kitchenIdsSchema,
  kitchenJobSchema,
  kitchenQuerySchema,
  kitchenReadySchema,
  kitchenSettingInputSchema,
  kitchenSettingSchema,
  kitchenTimeQuerySchema,
  kitchenTimeRowSchema,
  kitchenViewSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, optionalInt } from '../../platform/list-query.js';
import * as service from './kitchen.service.js';

const outletQuery = z.object({ outletid: optionalInt });

/** The kitchen display (spec 7 names kitchenjob and kitchenview under restoorderho), its settings and prep times. */
export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['kitchen'];
  const display = { permission: 'kitchen.display' } as const;

  app.get(
    '/restoorderho/kitchenjob',
    { config: display, schema: { tags, querystring: kitchenQuerySchema, response: { 200: envelopeSchema(kitchenJobSchema) } } },
    (request) => service.kitchenJobs(app.db, request.scope, request.query),
  );

  app.get(
    '/restoorderho/kitchenview',
    { config: display, schema: { tags, querystring: kitchenQuerySchema, response: { 200: kitchenViewSchema } } },
    (request) => service.kitchenView(app.db, request.scope, request.query),
  );

  const stateAnswer = { 200: z.object({ list: z.array(kitchenJobSchema) }) };
  app.post(
    '/restoorderho/kitchenjob/bump',
    { config: display, schema: { tags, body: kitchenIdsSchema, response: stateAnswer } },
    (request) => service.bumpJobs(app.db, request.scope, request.body.ids),
  );

  app.post(
    '/restoorderho/kitchenjob/recall',
    { config: display, schema: { tags, body: kitchenIdsSchema, response: stateAnswer } },
    (request) => service.recallJobs(app.db, request.scope, request.body.ids),
  );

  app.get(
    '/restoorderho/kitchenready',
    { config: { permission: 'orders.read' }, schema: { tags, querystring: outletQuery, response: { 200: z.array(kitchenReadySchema) } } },
    (request) => service.kitchenReady(app.db, request.scope, request.query.outletid),
  );

  app.get(
    '/restokitchen/setting',
    { config: display, schema: { tags, querystring: outletQuery, response: { 200: kitchenSettingSchema } } },
    (request) => service.kitchenSetting(app.db, request.scope, request.query.outletid),
  );

  app.post(
    '/restokitchen/setting',
    {
      config: { permission: 'kitchen.manage' },
      schema: { tags, body: kitchenSettingInputSchema, response: { 200: kitchenSettingSchema } },
    },
    (request) => service.saveKitchenSetting(app.db, request.scope, request.body),
  );

  app.get(
    '/restokitchen/tickettime',
    {
      config: { permission: 'reports.read' },
      schema: { tags, querystring: kitchenTimeQuerySchema, response: { 200: envelopeSchema(kitchenTimeRowSchema) } },
    },
    (request) => service.kitchenTimes(app.db, request.scope, request.query),
  );
};
