import { z } from 'zod';
import { recordId, requiredLines, requiredText } from './form-fields.js';
import { printJobRefSchema } from './order-detail.js';
import { optionalTerminalSchema } from './shifts.js';

/**
 * The till's additions of issue 18: the open-orders panel, Cancel Order and the pre-bill. Wire names
 * follow the order header's (orderno, tablename, customernm...).
 */

/** One open order as the POS's panel lists it: where it is served, for whom, since when, for how much. */
export const openOrderSchema = z.object({
  orderkey: z.string(),
  orderno: z.string(),
  ordertype: z.string(),
  tablename: z.string().nullable(),
  customernm: z.string().nullable(),
  PhoneNo: z.string().nullable(),
  deliverby: z.string().nullable(),
  pax: z.number(),
  total: z.number(),
  orderdate: z.string(),
  outletid: z.number(),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;

/** The most open orders the panel lists: an outlet has a few dozen at its busiest. */
export const OPEN_ORDERS_LIMIT = 200;

export const CANCEL_REASON_MAX = 200;
export const cancelOrderInputSchema = z.object({
  reason: requiredLines(CANCEL_REASON_MAX),
  /** The till's terminal: the cancel is counted in the shift open on it. */
  terminal: optionalTerminalSchema,
});
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

/** Cancel Order ends an order nobody paid for; a paid or partly paid one is the back office's void. */
export const CANCEL_PAID = 'A paid order cannot be cancelled; void it from the order list';
export const CANCEL_CLOSED = 'Only an open order can be cancelled';
export const CANCEL_OK = 'Order cancelled';

export const prebillResultSchema = z.object({
  /** How many times this order's pre-bill has now been printed. */
  printcount: z.number(),
  /** The printer job, when the outlet has a receipt printer; null when the browser prints it. */
  job: printJobRefSchema.nullable(),
});
export type PrebillResult = z.infer<typeof prebillResultSchema>;
export const PREBILL_PAID = 'The order is paid: print its receipt instead';

/** The minutes an order has been open, for the panel's age column. */
export function minutesOpen(orderdate: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(orderdate).getTime()) / 60_000));
}

/** The quick note chips of an outlet: a handful of short words the kitchen knows. */
export const NOTE_CHIPS_MAX = 24;
export const noteChipsInputSchema = z.object({
  outletid: recordId(),
  chips: z
    .array(requiredText(30))
    .max(NOTE_CHIPS_MAX)
    .refine((c) => new Set(c.map((s) => s.toLowerCase())).size === c.length, 'each chip once'),
});
export type NoteChipsInput = z.infer<typeof noteChipsInputSchema>;
/** What an outlet offers until it sets its own. */
export const DEFAULT_NOTE_CHIPS = ['Less sugar', 'No ice', 'Extra spicy', 'Not spicy', 'No onion'];
