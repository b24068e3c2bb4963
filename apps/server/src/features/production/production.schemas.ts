import { PRODUCTION_PAGE_SIZE, productionRowSchema, RANGE_REVERSED, recordId } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema } from '../../platform/list-query.js';

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const requiredDate = z.preprocess(blank, z.iso.date());

export const SORTABLE = ['productioncode', 'productiondate', 'ttlnetto', 'outlet_outletname', 'createby'] as const;

const filter = z.object({
  outletid: z.preprocess(blank, recordId().optional()),
  outletname: z.preprocess(blank, z.string().max(200).optional()),
  tgl1: requiredDate,
  tgl2: requiredDate,
  sortBy: z.preprocess(blank, z.enum(SORTABLE).default('productioncode')),
  sortDir: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined), z.enum(['asc', 'desc']).default('asc')),
});

/** The production list: the outlet (an outlet-bound user always their own), the period (required), 10 to 30 a page. */
export const productionListQuerySchema = filter
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(10).max(30).default(PRODUCTION_PAGE_SIZE),
  })
  .refine((f) => f.tgl1 <= f.tgl2, { path: ['tgl2'], message: RANGE_REVERSED });
export type ProductionListQuery = z.output<typeof productionListQuerySchema>;

export const productionExportQuerySchema = filter.refine((f) => f.tgl1 <= f.tgl2, { path: ['tgl2'], message: RANGE_REVERSED });
export type ProductionFilter = z.output<typeof productionExportQuerySchema>;

export const productionListSchema = envelopeSchema(productionRowSchema).extend({
  /** The period's total cost over every page: the list's footer. */
  meta: z.object({ total: z.number(), ttlnetto: z.number() }),
});
export const productionKeyParams = z.object({ productionkey: z.uuid() });
export const productionSavedSchema = z.object({ message: z.string(), productionkey: z.string(), productioncode: z.string() });
