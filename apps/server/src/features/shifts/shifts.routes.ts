import {
  printJobRefSchema,
  shiftCashSchema,
  shiftCloseSchema,
  shiftDetailSchema,
  shiftOpenSchema,
  shiftPdfQuerySchema,
  shiftPrintSchema,
  shiftReopenSchema,
  shiftRowSchema,
  shiftSettingInputSchema,
  shiftSettingSchema,
  terminalInputSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../platform/list-query.js';
import { fileResponse } from '../../platform/openapi.js';
import { printReport, reportPdf } from './shift-reports.js';
import { saveShiftSetting, saveTerminal, shiftSetting } from './shift-settings.js';
import { outletQuery, shiftIdParams, shiftListQuerySchema, terminalIdParams } from './shifts.schemas.js';
import * as service from './shifts.service.js';

/** Cashier shifts (issue 31), under /api/shift: the till's open, cash, close and reports; the manager's list, reopen and settings. */
export const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shifts'];
  const work = { permission: 'shifts.work' } as const;
  const manage = { permission: 'shifts.manage' } as const;
  const detail = { 200: shiftDetailSchema };
  const params = shiftIdParams;

  app.post('/open', { config: work, schema: { tags, body: shiftOpenSchema, response: detail } }, (request) =>
    service.openShift(app.db, request.scope, request.body),
  );

  app.post('/:shiftid/cash', { config: work, schema: { tags, params, body: shiftCashSchema, response: detail } }, (request) =>
    service.moveCash(app.db, request.scope, request.params.shiftid, request.body),
  );

  app.post('/:shiftid/close', { config: work, schema: { tags, params, body: shiftCloseSchema, response: detail } }, (request) =>
    service.closeShift(app.db, request.scope, request.params.shiftid, request.body),
  );

  app.post('/:shiftid/reopen', { config: manage, schema: { tags, params, body: shiftReopenSchema, response: detail } }, (request) =>
    service.reopenShift(app.db, request.scope, request.params.shiftid, request.body.reason),
  );

  app.get(
    '/',
    { config: manage, schema: { tags, querystring: shiftListQuerySchema, response: { 200: envelopeSchema(shiftRowSchema) } } },
    (request) => {
      const { tgl1, tgl2, ...rest } = request.query;
      const day = request.scope.activeDate;
      return service.listShifts(app.db, request.scope, { ...rest, tgl1: tgl1 ?? tgl2 ?? day, tgl2: tgl2 ?? tgl1 ?? day });
    },
  );

  app.get('/setting', { config: work, schema: { tags, querystring: outletQuery, response: { 200: shiftSettingSchema } } }, (request) =>
    shiftSetting(app.db, request.scope, request.query.outletid),
  );

  app.put(
    '/setting',
    { config: manage, schema: { tags, body: shiftSettingInputSchema, response: { 200: shiftSettingSchema } } },
    (request) => saveShiftSetting(app.db, request.scope, request.body),
  );

  app.put(
    '/terminal/:terminalid',
    { config: manage, schema: { tags, params: terminalIdParams, body: terminalInputSchema, response: { 200: shiftSettingSchema } } },
    (request) => saveTerminal(app.db, request.scope, request.params.terminalid, request.body),
  );

  app.get('/:shiftid', { config: work, schema: { tags, params, response: detail } }, (request) =>
    service.shiftDetailOf(app.db, request.scope, request.params.shiftid),
  );

  app.post(
    '/:shiftid/print',
    { config: work, schema: { tags, params, body: shiftPrintSchema, response: { 200: printJobRefSchema } } },
    (request) => printReport(app.db, request.scope, request.params.shiftid, request.body),
  );

  app.get(
    '/:shiftid/pdf',
    {
      config: work,
      schema: {
        tags,
        params,
        querystring: shiftPdfQuerySchema,
        response: fileResponse('application/pdf', 'The X or Z report'),
      },
    },
    async (request, reply) => {
      const pdf = await reportPdf(app.db, request.scope, request.params.shiftid, request.query.report);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf.content);
    },
  );
};
