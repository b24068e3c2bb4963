import { bulkPostingResultSchema, ORDER_LIST_DEFAULT_LIMIT, orderListRowSchema } from '@saji/core';
import { z } from 'zod';
import { listQuery, optionalInt, optionalText } from '../../platform/list-query.js';

/**
 * The list's columns that sort (every column of the spec but the note). Each has an index with the
 * orderkey tie-breaker right after it (migrations 0006, 0007 and 0010), so any page reads in index order.
 */
export const ORDER_SORTABLE = [
  'orderno',
  'orderdate',
  'ordertype',
  'tablename',
  'pax',
  'deliverby',
  'netto',
  'serviceval',
  'pb1val',
  'discval',
  'total',
  'createby',
  'orderstatusnm',
  'posting',
  'paymethod',
] as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const date = z.preprocess(blank, z.iso.date().optional());

export const orderListQuerySchema = listQuery(ORDER_SORTABLE, { sortBy: 'orderno', limit: ORDER_LIST_DEFAULT_LIMIT, maxLimit: 50 }).extend({
  /** ALL or empty: every type; TAKEAWAY is how the list writes TAKE AWAY. */
  ordertype: z.preprocess(blank, z.enum(['ALL', 'DINE IN', 'DELIVERY', 'TAKEAWAY', 'TAKE AWAY']).optional()),
  paymethod: optionalText,
  outletid: optionalInt,
  outletname: optionalText,
  /** '1' open, '0' closed (completed or void). */
  status: z.preprocess(blank, z.enum(['0', '1']).default('0')),
  tgl1: date,
  tgl2: date,
  /** 0 hides void orders, 1 shows only them. */
  isvoid: z.preprocess(blank, z.coerce.number().int().min(0).max(1).default(0)),
  /** Empty: posted and unposted. */
  posting: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  deliverby: optionalText,
  tablename: optionalText,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderFilters = Omit<OrderListQuery, 'page' | 'limit' | 'sortBy' | 'sortDir'>;

/** The list envelope; meta.more says the count stopped at its cap (ORDER_COUNT_CAP) and more orders match. */
export const orderListSchema = z.object({
  meta: z.object({ total: z.number(), more: z.boolean().optional() }),
  list: z.array(orderListRowSchema),
});
export const orderKeyParams = z.object({ orderkey: z.uuid() });
export const printJvQuery = z.object({ key: z.uuid() });
export const messageSchema = z.object({ message: z.string() });
export const postingSchema = z.object({ message: z.string(), voucherno: z.string() });
export { bulkPostingResultSchema };
