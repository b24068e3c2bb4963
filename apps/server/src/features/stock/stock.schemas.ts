import {
  countRowSchema,
  INT32_MAX,
  lowStockRowSchema,
  movementRowSchema,
  onHandRowSchema,
  RANGE_REVERSED,
  RANGE_TOO_LONG,
  REPORT_MAX_DAYS,
  receiptRowSchema,
  STOCK_KINDS,
  STOCK_PAGE_SIZE,
} from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optionalId = z.preprocess(blank, z.coerce.number().int().positive().max(INT32_MAX).optional());
const requiredDate = z.preprocess(blank, z.iso.date());
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const periodFields = { tgl1: requiredDate, tgl2: requiredDate };
/** A period of at most a year, like the reports'. */
function checkPeriod(f: { tgl1: string; tgl2: string }, ctx: z.RefinementCtx): void {
  if (f.tgl1 > f.tgl2) ctx.addIssue({ code: 'custom', path: ['tgl2'], message: RANGE_REVERSED });
  else if (daysBetween(f.tgl1, f.tgl2) >= REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['tgl1'], message: RANGE_TOO_LONG });
}

export const ONHAND_SORTABLE = ['itemname', 'partnumber', 'onhand', 'value'] as const;
export const onHandQuerySchema = listQuery(ONHAND_SORTABLE, { sortBy: 'itemname', limit: STOCK_PAGE_SIZE }).extend({
  outletid: optionalId,
  itemno: optionalId,
  search: optionalText,
  category: optionalText,
});
export type OnHandQuery = z.output<typeof onHandQuerySchema>;
export const onHandListSchema = envelopeSchema(onHandRowSchema).extend({
  /** The value of every row that matches, over all pages. */
  meta: z.object({ total: z.number(), value: z.number() }),
});

export const lowQuerySchema = z.object({ outletid: optionalId });
export const lowListSchema = envelopeSchema(lowStockRowSchema);

export const movementQuerySchema = z
  .object({
    ...periodFields,
    outletid: optionalId,
    itemno: optionalId,
    kind: z.preprocess(blank, z.enum(STOCK_KINDS).optional()),
    page: z.coerce.number().int().min(1).max(INT32_MAX).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .superRefine(checkPeriod);
export type MovementQuery = z.output<typeof movementQuerySchema>;
export const movementListSchema = envelopeSchema(movementRowSchema);

export const documentQuerySchema = z
  .object({
    ...periodFields,
    outletid: optionalId,
    page: z.coerce.number().int().min(1).max(INT32_MAX).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(STOCK_PAGE_SIZE),
  })
  .superRefine(checkPeriod);
export type DocumentQuery = z.output<typeof documentQuerySchema>;
export const receiptListSchema = envelopeSchema(receiptRowSchema);
export const countListSchema = envelopeSchema(countRowSchema);

export const varianceQuerySchema = z.object({ ...periodFields, outletid: optionalId }).superRefine(checkPeriod);
export type VarianceQuery = z.output<typeof varianceQuerySchema>;

export const transferOutletListSchema = envelopeSchema(z.object({ outletid: z.number(), outletcode: z.string(), outletname: z.string() }));

export const receiptKeyParams = z.object({ key: z.uuid() });
export const receiptDetailSchema = z.object({
  header: receiptRowSchema,
  lines: z.array(z.object({ itemno: z.number(), partnumber: z.string(), itemname: z.string(), qty: z.number(), unitcost: z.number() })),
});
