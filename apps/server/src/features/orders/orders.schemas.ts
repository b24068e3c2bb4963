import { ORDER_TYPES } from '@saji/core';
import { z } from 'zod';
import { optionalInt, optionalText } from '../../platform/list-query.js';

export const orderKeyParams = z.object({ orderkey: z.uuid() });
export const outletQuery = z.object({ outletid: optionalInt });

export const receiptQuery = z.object({
  /** Roll width in mm: 58 or 80 (the default). */
  width: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(58), z.literal(80)]).default(80)),
});
export const kitchenQuery = z.object({ reprint: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()) });

export const posMenuQuery = z.object({
  outletid: optionalInt,
  menuname: optionalText,
  categid: optionalText,
  /** With an order type, the live discounts are those of campaigns for that type. */
  ordertype: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_TYPES).optional()),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(10_000),
});

export const menuOutletQuery = z.object({ menuid: optionalInt, outletid: optionalInt });
export const printJobsQuery = z.object({ outletid: optionalInt, limit: z.coerce.number().int().min(1).max(200).default(50) });
export const wsQuery = z.object({ outletid: optionalInt });
