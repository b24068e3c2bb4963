import { campaignRowSchema, recordId } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalInt, optionalText } from '../../platform/list-query.js';

export const CAMPAIGN_SORTABLE = ['campaignname', 'startdate', 'enddate', 'starttime', 'ordertypes', 'modified', 'campaignid'] as const;

const day = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional());

const campaignFilters = {
  campaignname: optionalText,
  outletid: optionalInt,
  outletname: optionalText,
  /** Yes '1', No '0', All ''. */
  aktif: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
  /** The campaigns whose dates overlap tgl1..tgl2 (either end may be open). */
  tgl1: day,
  tgl2: day,
};

// The spec's page sizes for campaigns: 10 to 50 in steps of 5, default 10.
const base = listQuery(CAMPAIGN_SORTABLE, { sortBy: 'startdate', sortDir: 'desc', limit: 10, maxLimit: 50 });
export const campaignListQuerySchema = base
  .extend({ limit: base.shape.limit.pipe(z.number().min(10, 'at least 10').multipleOf(5, 'in steps of 5')) })
  .extend(campaignFilters);
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const campaignExportQuerySchema = listQuery(CAMPAIGN_SORTABLE, { sortBy: 'startdate', sortDir: 'desc', limit: 10 })
  .omit({ page: true, limit: true })
  .extend(campaignFilters);
export type CampaignExportQuery = z.infer<typeof campaignExportQuerySchema>;
export type CampaignFilters = Pick<CampaignListQuery, keyof typeof campaignFilters>;

export const campaignIdParams = z.object({ campaignid: recordId() });
export const campaignListSchema = envelopeSchema(campaignRowSchema);
export const campaignSavedSchema = z.object({ message: z.string(), campaignid: z.number() });
export const posCampaignQuerySchema = z.object({ outletid: optionalInt });
