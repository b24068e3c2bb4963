import {
  type CampaignRow,
  campaignDetailSchema,
  campaignHours,
  campaignInputSchema,
  campaignRewardText,
  campaignTermText,
  posCampaignSchema,
} from '@saji/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopedTo } from '../../platform/auth/scope.js';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import {
  campaignExportQuerySchema,
  campaignIdParams,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSavedSchema,
  posCampaignQuerySchema,
} from './campaigns.schemas.js';
import * as service from './campaigns.service.js';
import { posCampaigns } from './running-campaigns.js';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const exportColumns: XlsxColumn<CampaignRow>[] = [
  { header: 'Campaign Name', value: (c) => c.campaignname, width: 28 },
  { header: 'Description', value: (c) => plainText(c.campaigndesc), width: 40 },
  { header: 'Start Date', value: (c) => new Date(`${c.startdate}T00:00:00Z`), numFmt: 'dd-mmm-yy', width: 12 },
  { header: 'End Date', value: (c) => new Date(`${c.enddate}T00:00:00Z`), numFmt: 'dd-mmm-yy', width: 12 },
  { header: 'Time', value: (c) => campaignHours(c), width: 14 },
  { header: 'Order Types', value: (c) => c.ordertypes, width: 26 },
  { header: 'Term & Condition', value: (c) => campaignTermText(c), width: 24 },
  { header: 'Discount / Free Item', value: (c) => campaignRewardText(c), width: 30 },
  { header: 'Auto Apply', value: (c) => (c.autoapply ? 'Yes' : 'No'), width: 10 },
  { header: 'Active', value: (c) => (c.aktif === '1' ? 'Yes' : 'No'), width: 8 },
];

/** Campaigns (/restocampaign) and the POS's copy of the running ones (/restoorderho/campaign). */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['campaigns'];
  const read = { permission: 'campaigns.read' } as const;
  const write = { permission: 'campaigns.write' } as const;

  app.get(
    '/restocampaign',
    { config: read, schema: { tags, querystring: campaignListQuerySchema, response: { 200: campaignListSchema } } },
    (request) => service.listCampaigns(app.db, scopedTo(request.scope, request.query.outletid), request.query),
  );

  app.get(
    '/restocampaign/exportxls',
    { config: { ...read, background: true }, schema: { tags, querystring: campaignExportQuerySchema, response: xlsxResponse } },
    (request, reply) => {
      const rows = service.exportCampaigns(app.db, scopedTo(request.scope, request.query.outletid), request.query);
      return sendXlsx(reply, 'Resto-Campaign-List.xlsx', 'Campaigns', exportColumns, rows);
    },
  );

  app.get(
    '/restocampaign/detail/:campaignid',
    { config: read, schema: { tags, params: campaignIdParams, response: { 200: campaignDetailSchema } } },
    (request) => service.getCampaign(app.db, scopedTo(request.scope), request.params.campaignid),
  );

  app.post(
    '/restocampaign',
    { config: write, schema: { tags, body: campaignInputSchema, response: { 200: campaignSavedSchema } } },
    (request) => service.saveCampaign(app.db, request.scope, request.body),
  );

  app.delete(
    '/restocampaign/:campaignid',
    { config: write, schema: { tags, params: campaignIdParams, response: { 200: campaignSavedSchema } } },
    (request) => service.removeCampaign(app.db, request.scope, request.params.campaignid),
  );

  app.get(
    '/restoorderho/campaign',
    {
      config: { permission: 'orders.read' },
      schema: { tags, querystring: posCampaignQuerySchema, response: { 200: z.array(posCampaignSchema) } },
    },
    (request) => posCampaigns(app.db, request.scope, request.query.outletid),
  );
};
