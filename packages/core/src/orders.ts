import { z } from 'zod';
import { optionalId, optionalLines, optionalText, plainText, recordId } from './form-fields.js';
import { DELIVERY_INVALID, MENU_MISSING, PAX_MISSING } from './messages.js';
import { chosenModifiersSchema } from './modifiers.js';
import { formatLimit, MAX_PAYMENT_AMOUNT, MAX_QTY } from './money.js';
import { offlineNoSchema } from './offline.js';
import { normalizePhone } from './phone.js';
import { optionalTerminalSchema } from './shifts.js';

export const ORDER_TYPES = ['DINE IN', 'TAKE AWAY', 'DELIVERY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const DEFAULT_ORDER_TYPE: OrderType = 'DINE IN';
export const DEFAULT_PAX = 2;
export const TAKE_AWAY_PAX = 1;

/** The order list writes take-away as TAKEAWAY and offers ALL. */
export const ORDER_LIST_TYPES = ['ALL', 'DINE IN', 'DELIVERY', 'TAKEAWAY'] as const;
export type OrderListType = (typeof ORDER_LIST_TYPES)[number];
/** The stored order type a list filter stands for; null for ALL (no filter). */
export function orderTypeOfFilter(filter: OrderListType | '' | undefined): OrderType | null {
  if (!filter || filter === 'ALL') return null;
  return filter === 'TAKEAWAY' ? 'TAKE AWAY' : filter;
}

/** An order's type as the order list and its export write it (TAKEAWAY, as its filter does). */
export const listOrderType = (ordertype: string): string => (ordertype === 'TAKE AWAY' ? 'TAKEAWAY' : ordertype);

/**
 * An order's life: open while being served, completed when paid; a bill split into checks and an
 * order merged into another close as SPLIT and MERGED, which no sales figure counts (their checks
 * and the order they joined are the sales).
 */
export const ORDER_STATUS = { OPEN: 1, COMPLETED: 5, SPLIT: 8, MERGED: 9 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const VOID_STATUS_NAME = 'VOID';

/**
 * orderstatusnm: a void order reads VOID whatever its status; a split or merged order says into what
 * when the caller knows (`Split into 3 checks`, `Merged into JKT01-260101-000125`).
 */
export function orderStatusName(
  status: number,
  isvoid: '0' | '1' | boolean = false,
  closedAs: { splitcount?: number | null; mergedintono?: string | null } = {},
): string {
  if (isvoid === '1' || isvoid === true) return VOID_STATUS_NAME;
  if (status === ORDER_STATUS.OPEN) return 'Open';
  if (status === ORDER_STATUS.COMPLETED) return 'Completed';
  if (status === ORDER_STATUS.SPLIT) return closedAs.splitcount ? `Split into ${closedAs.splitcount} checks` : 'Split';
  if (status === ORDER_STATUS.MERGED) return closedAs.mergedintono ? `Merged into ${closedAs.mergedintono}` : 'Merged';
  return String(status);
}

const STATUS_WORDS_ID: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Open$/, () => 'Terbuka'],
  [/^Completed$/, () => 'Selesai'],
  [/^Split into (\d+) checks$/, (m) => `Dipecah jadi ${m[1]} cek`],
  [/^Split$/, () => 'Dipecah'],
  [/^Merged into (.+)$/, (m) => `Digabung ke ${m[1]}`],
  [/^Merged$/, () => 'Digabung'],
];

/** An order's status name (orderstatusnm, the API's English) as an Indonesian screen writes it; VOID stays. */
export function orderStatusNameIn(name: string, lang: 'id' | 'en'): string {
  if (lang === 'en') return name;
  for (const [pattern, word] of STATUS_WORDS_ID) {
    const m = pattern.exec(name);
    if (m) return word(m);
  }
  return name;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const positiveId = recordId();

const phoneField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const phone = normalizePhone(v);
      if (phone === null) ctx.addIssue({ code: 'custom', message: 'not a phone number' });
      return phone;
    }),
);

export const orderLineInputSchema = z.object({
  menuid: positiveId,
  qty: z.coerce.number().int().min(1).max(MAX_QTY),
  linenote: optionalText(200),
  /** The options chosen from the menu's modifier groups; the server checks and prices them. */
  modifiers: chosenModifiersSchema,
});
export type OrderLinePayload = z.input<typeof orderLineInputSchema>;

export const orderSaveSchema = z
  .object({
    orderkey: z.uuid(),
    /** The outlet a new order is taken for: a bound user's is always their own; an admin names it (a dine-in order's tables name it too). */
    outletid: optionalId(),
    ordertype: z.enum(ORDER_TYPES),
    tableids: z.array(positiveId).max(20).default([]),
    pax: z.preprocess(blankToUndefined, z.coerce.number({ error: PAX_MISSING }).int().min(1, PAX_MISSING).max(999)),
    PhoneNo: phoneField.optional(),
    customernm: optionalText(100).optional(),
    DeliveryAddr: optionalLines(300).optional(),
    deliverby: optionalText(100).optional(),
    note: optionalLines(500).optional(),
    lines: z.array(orderLineInputSchema, { error: MENU_MISSING }).min(1, MENU_MISSING).max(500),
    version: z.coerce.number().int().min(0).optional(),
    /** Campaigns the cashier picked (those that do not apply by themselves); the server decides what they do. */
    campaignids: z.array(positiveId).max(20).optional(),
    /** A voucher number the cashier typed, stored with the order. */
    voucherno: optionalText(50).optional(),
    /** A new order taken offline: when, by the till's clock (its date when the server takes it), and its provisional number. */
    offlineat: z.iso.datetime({ offset: true }).optional(),
    offlineno: offlineNoSchema.optional(),
  })
  .superRefine((order, ctx) => {
    if (!order.offlineat !== !order.offlineno)
      ctx.addIssue({ code: 'custom', path: ['offlineno'], message: 'an offline order carries both offlineat and offlineno' });
    if (order.ordertype === 'DINE IN') {
      if (order.tableids.length === 0) ctx.addIssue({ code: 'custom', path: ['tableids'], message: 'a dine-in order needs a table' });
      if (new Set(order.tableids).size !== order.tableids.length)
        ctx.addIssue({ code: 'custom', path: ['tableids'], message: 'a table is listed twice' });
    } else if (order.tableids.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['tableids'], message: `a ${order.ordertype} order has no table` });
    }
    if (order.ordertype === 'DELIVERY') {
      for (const field of ['PhoneNo', 'customernm', 'DeliveryAddr', 'deliverby'] as const) {
        if (!order[field]) ctx.addIssue({ code: 'custom', path: [field], message: DELIVERY_INVALID });
      }
    }
  });
export type OrderSaveInput = z.input<typeof orderSaveSchema>;
export type OrderSave = z.output<typeof orderSaveSchema>;

export const paymentInputSchema = z.object({
  /** Empty is allowed here so the payment rules can answer the spec's 'Please fill Payment Type'. */
  codepayment: z.preprocess((v) => (v === null || v === undefined ? '' : v), plainText().max(20)),
  paymentamount: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number()
      .int('whole rupiah only')
      .min(0)
      .max(MAX_PAYMENT_AMOUNT, `at most ${formatLimit(MAX_PAYMENT_AMOUNT)}`),
  ),
  paymentnote: optionalText(200).optional(),
});
export type PaymentPayload = z.input<typeof paymentInputSchema>;

export const orderPaymentSchema = z.object({
  orderkey: z.uuid(),
  payments: z.array(paymentInputSchema).max(20),
  // The receipt and the drawer kick are queued by the payment's own write statement, so a tablet that
  // drops right after paying still gets its receipt; the explicit print calls stay for reprints.
  printreceipt: z.boolean().default(false),
  /** Roll width in mm of the queued receipt. */
  receiptwidth: z.union([z.literal(58), z.literal(80)]).default(80),
  opendrawer: z.boolean().default(false),
  /** The till's terminal (KASIR-1): the payment belongs to the shift open on it (docs/decisions/shifts.md). */
  terminal: optionalTerminalSchema,
  /** When a payment taken offline was taken: it belongs to the shift its terminal had open then. */
  offlineat: z.iso.datetime({ offset: true }).optional(),
});
export type OrderPaymentInput = z.input<typeof orderPaymentSchema>;
export type OrderPayment = z.output<typeof orderPaymentSchema>;
