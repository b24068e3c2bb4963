import { z } from 'zod';
import { lineModifierSchema } from './modifiers.js';

/**
 * The POS screen's answers, as the server sends them: the order detail (header, lines, payments),
 * the table board and the print jobs. Amounts are whole rupiah as JSON numbers.
 */
export const orderHeaderSchema = z.object({
  orderkey: z.string(),
  orderno: z.string(),
  orderdate: z.string(),
  ordertype: z.string(),
  /** The first table; 0 for take-away and delivery (the spec's "table 0"). */
  tableid: z.number(),
  tableids: z.array(z.number()),
  tablename: z.string().nullable(),
  tablecapacity: z.number(),
  pax: z.number(),
  totalitem: z.number(),
  totalqty: z.number(),
  note: z.string(),
  customerid: z.number().nullable(),
  customernm: z.string().nullable(),
  outletid: z.number(),
  outletname: z.string(),
  compcode: z.string(),
  adultqty: z.number(),
  childqty: z.number(),
  campaignkey: z.string().nullable(),
  voucherno: z.string().nullable(),
  subtotal: z.number(),
  discval: z.number(),
  netto: z.number(),
  servicepc: z.number(),
  serviceval: z.number(),
  dpp: z.number(),
  pb1pc: z.number(),
  pb1val: z.number(),
  total: z.number(),
  paidamt: z.number(),
  changeamt: z.number(),
  orderstatus: z.number(),
  orderstatusnm: z.string(),
  isvoid: z.string(),
  voidreason: z.string().nullable(),
  posting: z.number(),
  paymtime: z.string().nullable(),
  paymethod: z.string().nullable(),
  createby: z.string(),
  DeliveryAddr: z.string().nullable(),
  PhoneNo: z.string().nullable(),
  deliverby: z.string().nullable(),
  endtime: z.string().nullable(),
  /** The cashier's free note (the save's `note`); `note` itself is the item summary. */
  remark: z.string().nullable(),
  version: z.number(),
  /** A check of a split bill: the order split (key and number), which check this is and of how many. */
  splitfrom: z.string().nullable(),
  splitfromno: z.string().nullable(),
  splitno: z.number().nullable(),
  /** How many checks the bill was split into: on each check, and on the split order (status SPLIT). */
  splitcount: z.number().nullable(),
  /** An order merged into another (status MERGED): that order's key and number. */
  mergedinto: z.string().nullable(),
  mergedintono: z.string().nullable(),
  /** An order taken offline: when the till took it (also its orderdate) and its provisional number. */
  offlineat: z.string().nullable(),
  offlineno: z.string().nullable(),
});
export type OrderHeader = z.infer<typeof orderHeaderSchema>;

export const orderDetailLineSchema = z.object({
  lineno: z.number(),
  menuid: z.number(),
  menuname: z.string(),
  menusize: z.string().nullable(),
  qty: z.number(),
  hargajual: z.number(),
  discpc: z.number(),
  discval: z.number(),
  netto: z.number(),
  categid: z.string().nullable(),
  kenapajak: z.number(),
  linenote: z.string().nullable(),
  /** How much of the line the kitchen has been sent. */
  kitchenqty: z.number(),
  /** The options it was sold with, as they were then; hargajual already includes their price changes. */
  modifiers: z.array(lineModifierSchema),
  /** A free line a campaign gave (discpc 100); the POS does not send it back, the server makes it again. */
  isfree: z.boolean().optional(),
  /** The campaign that discounted the line or gave it free. */
  campaignid: z.number().nullable().optional(),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

export const orderPaymentLineSchema = z.object({
  lineno: z.number(),
  codepayment: z.string(),
  namepayment: z.string(),
  paymentnote: z.string().nullable(),
  paymentamount: z.number(),
  paymentnettamt: z.number(),
  paymentchange: z.number(),
});
export type OrderPaymentLine = z.infer<typeof orderPaymentLineSchema>;

export const orderDetailSchema = z.object({
  header: orderHeaderSchema,
  lines: z.array(orderDetailLineSchema),
  payments: z.array(orderPaymentLineSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const tableCardSchema = z.object({
  tablename: z.string(),
  orderkey: z.string().nullable(),
  orderno: z.string().nullable(),
  tableid: z.number(),
  outletid: z.number(),
  compcode: z.string(),
  tablecapacity: z.number(),
  /** 'No Order', or the open order's number, pax and total. */
  description: z.string(),
  /** The open order's guests and total (null without an order), for screens that lay the card out themselves. */
  pax: z.number().nullable(),
  total: z.number().nullable(),
  /** A split bill at the table: how many of its checks are still open (their total is `total`); null otherwise. */
  checks: z.number().nullable(),
  endtime: z.string().nullable(),
  /** '' without an end time, else safe / warning / alert. */
  status: z.enum(['', 'safe', 'warning', 'alert']),
  /** Remaining minutes, never below 0. */
  sisa: z.number(),
  position: z.string(),
});
export type TableCard = z.infer<typeof tableCardSchema>;

export const tableGroupSchema = z.object({
  tableposcode: z.string(),
  tableposname: z.string(),
  tables: z.array(tableCardSchema),
});
export const tableBoardSchema = z.array(tableGroupSchema);
export type TableGroup = z.infer<typeof tableGroupSchema>;

export const posMenuSchema = z.object({
  menuid: z.number(),
  menucode: z.string(),
  menuname: z.string(),
  menusize: z.string().nullable(),
  hargajual: z.number(),
  discpc: z.number(),
  kenapajak: z.number(),
  /** The picture's address (`menuImageUrl`), which the browser caches; null without one. */
  menuimg: z.string().nullable(),
  categid: z.string(),
  categname: z.string(),
});
export type PosMenu = z.infer<typeof posMenuSchema>;

export const PRINT_JOB_STATES = ['queued', 'printing', 'done', 'failed'] as const;
export const printJobSchema = z.object({
  id: z.number(),
  kind: z.enum(['receipt', 'kitchen', 'drawer', 'shift']),
  orderkey: z.string().nullable(),
  orderno: z.string().nullable(),
  target: z.string().nullable(),
  state: z.enum(PRINT_JOB_STATES),
  attempts: z.number(),
  lasterror: z.string().nullable(),
  createdate: z.string(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** What a print, kitchen or drawer request answers: the queued job. */
export const printJobRefSchema = z.object({ id: z.number(), state: z.enum(PRINT_JOB_STATES) });
export type PrintJobRef = z.infer<typeof printJobRefSchema>;

/**
 * The answer to a kitchen ticket asked at the till: the print job (`id`, `state`) when the outlet prints
 * kitchen tickets, and `screen` true when its kitchen screens got the ticket too (or instead).
 */
export const kitchenTicketRefSchema = printJobRefSchema.partial().extend({ screen: z.boolean() });
export type KitchenTicketRef = z.infer<typeof kitchenTicketRefSchema>;

/**
 * The answer to a payment: the completed order and, when the payment asked to print, the print jobs
 * (receipt, drawer kick) it queued; a payment that asked for none answers the order detail alone.
 */
export const paidOrderSchema = orderDetailSchema.extend({ printjobs: z.array(printJobRefSchema).optional() });
export type PaidOrder = z.infer<typeof paidOrderSchema>;

/** The message the server pushes over /api/ws when an outlet's tables change. */
export interface TablesPush {
  type: 'tables';
  outletid: number;
  orderkey?: string;
  event: string;
}

/**
 * What a screen may send over /api/ws: only that it opened, with its user's name for the log. The
 * server closes a socket that sends anything else (policy violation, 1008).
 */
export const screenMessageSchema = z.object({ type: z.literal('restoupdate'), user: z.string().max(100).optional() }).strict();
export type ScreenMessage = z.infer<typeof screenMessageSchema>;
