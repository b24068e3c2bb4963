import { z } from 'zod';
import { recordId } from './form-fields.js';
import { MAX_QTY } from './money.js';
import { ORDER_STATUS } from './orders.js';

/**
 * Table service at the till: move a party, merge two orders, transfer items, split the bill
 * (docs/decisions/table-service.md). The wire schemas of the four commands and their messages.
 */

/** By items, a bill goes to 2 to 10 checks; in equal parts (or one per seat) to 2 to 20. */
export const SPLIT_CHECKS_MIN = 2;
export const SPLIT_CHECKS_MAX = 10;
export const SPLIT_WAYS_MAX = 20;

const version = z.coerce.number().int().min(0).max(2_147_483_647);
const lineno = z.coerce.number().int().min(1).max(500);
const portions = z.coerce.number().int().min(1).max(MAX_QTY);
const tableId = recordId();

/** Portions of the order's lines: each line named once. */
const pickedLines = (max: number) =>
  z
    .array(z.object({ lineno, qty: portions }))
    .min(1, 'choose at least one item')
    .max(max)
    .refine((lines) => new Set(lines.map((l) => l.lineno)).size === lines.length, 'a line is named twice');

export const moveOrderSchema = z.object({
  /** Every table the party sits at afterwards, in picking order (the old ones kept when listed). */
  tableids: z
    .array(tableId)
    .min(1, 'choose a table')
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'a table is listed twice'),
  version,
});
export type MoveOrderInput = z.infer<typeof moveOrderSchema>;

export const mergeOrderSchema = z.object({
  /** The order absorbed: its lines, tables and guests join this one, and it closes as merged. */
  fromorderkey: z.uuid(),
  version,
  fromversion: version,
});
export type MergeOrderInput = z.infer<typeof mergeOrderSchema>;

export const transferItemsSchema = z.object({
  toorderkey: z.uuid(),
  lines: pickedLines(500),
  version,
  toversion: version,
});
export type TransferItemsInput = z.infer<typeof transferItemsSchema>;

export const splitOrderSchema = z
  .object({
    version,
    /** One new order key per check, chosen by the till: the same split sent again makes nothing new. */
    partkeys: z
      .array(z.uuid())
      .min(SPLIT_CHECKS_MIN)
      .max(SPLIT_WAYS_MAX)
      .refine((keys) => new Set(keys).size === keys.length, 'a part key is listed twice'),
    /** By items: the portions of the lines each check takes. */
    parts: z
      .array(z.object({ lines: pickedLines(500) }))
      .min(SPLIT_CHECKS_MIN)
      .max(SPLIT_CHECKS_MAX)
      .optional(),
    /** In equal parts (by seats: one per guest). */
    ways: z.coerce.number().int().min(SPLIT_CHECKS_MIN).max(SPLIT_WAYS_MAX).optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.parts === undefined) === (s.ways === undefined))
      ctx.addIssue({ code: 'custom', path: ['ways'], message: 'give either parts (by items) or ways (equal parts)' });
    const checks = s.parts?.length ?? s.ways;
    if (checks !== undefined && s.partkeys.length !== checks)
      ctx.addIssue({ code: 'custom', path: ['partkeys'], message: `one part key per check (${checks})` });
  });
export type SplitOrderInput = z.infer<typeof splitOrderSchema>;

// Refusals, in the catalogue's plain style.
export const SHARE_ORDER_FIXED = 'A check of a bill split in equal parts keeps its items; pay it as it is';
export const ORDER_HAS_PAYMENT = 'This order has a payment recorded; complete it in the order list first';
export const KEEP_ONE_ITEM = 'At least one item must stay on the order; to move all of them, merge the orders';
export const SAME_ORDER = 'Choose another order';
export const OTHER_OUTLET_ORDER = 'Both orders must be of the same outlet';
export const OTHER_TYPE_ORDER = 'Only orders of the same type can be merged';
export const MOVE_DINE_IN_ONLY = 'Only a dine-in order sits at a table';
export const PART_KEY_TAKEN = 'A part key is already used by another order';
export const ALREADY_SPLIT_OTHERWISE = 'This order was already split into other checks';
export const splitUnknownLine = (lineno: number) => `Line ${lineno} is not on the order`;
export const splitLeft = (menuname: string, qty: number) => `${menuname}: ${qty} not given to a check`;
export const splitOver = (menuname: string, qty: number) => `${menuname}: ${qty} more than the order has`;
export const transferTooMany = (menuname: string, qty: number) => `${menuname}: the order has only ${qty}`;
export const freeItemStays = (menuname: string) => `${menuname} is a campaign's free item; it follows its campaign`;

/** What a closed order says when a table-service command reaches it. */
export interface ClosedOrderFacts {
  orderno: string;
  orderstatus: number;
  isvoid: string;
  posting: number;
  splitcount?: number | null;
  mergedintono?: string | null;
}

/** Why a table-service command cannot change this order, or null while it is open. */
export function notOpenReason(o: ClosedOrderFacts): string | null {
  if (o.isvoid === '1') return `Order ${o.orderno} is voided`;
  if (o.posting === 1) return `Order ${o.orderno} is posted`;
  if (o.orderstatus === ORDER_STATUS.COMPLETED) return `Order ${o.orderno} is paid`;
  if (o.orderstatus === ORDER_STATUS.SPLIT) return `Order ${o.orderno} was split into ${o.splitcount ?? 0} checks`;
  if (o.orderstatus === ORDER_STATUS.MERGED) return `Order ${o.orderno} was merged into ${o.mergedintono ?? 'another order'}`;
  if (o.orderstatus !== ORDER_STATUS.OPEN) return `Order ${o.orderno} is closed`;
  return null;
}
