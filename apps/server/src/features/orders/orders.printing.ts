import { type KitchenItem, kitchenTicketLines, type OrderDetail, PAPER_WIDTHS, type PaperMm, receiptLines } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import { dotsFor, encodeDocument, encodeDrawerKick } from '../../platform/escpos.js';
import { enqueuePrint } from '../../platform/print-queue.js';
import { logoBitmap } from '../../platform/receipt-logo.js';
import { type OutletSettings, outletLogo } from './orders.queries.js';

/** Kitchen tickets go to kitchen printers, which are 80 mm in practice. */
const KITCHEN_WIDTH = PAPER_WIDTHS[80];

export interface PrintContext {
  compcode: string;
  username: string;
  cashier: string;
  timeZone: string;
}

export async function queueReceipt(
  tx: DbOrTx,
  ctx: PrintContext,
  outlet: OutletSettings,
  order: OrderDetail,
  paper: PaperMm,
  prebill?: { printcount: number },
) {
  return enqueuePrint(tx, {
    compcode: ctx.compcode,
    outletid: outlet.outletid,
    orderkey: order.header.orderkey,
    kind: 'receipt',
    target: outlet.posprinter,
    payload: receiptPayload(ctx, outlet, order, paper, await outletLogo(tx, outlet.outletid), prebill),
    createby: ctx.username,
  });
}

/** The receipt's bytes, for a caller that queues it with its own statement (the payment). */
export function receiptPayload(
  ctx: PrintContext,
  outlet: OutletSettings,
  order: OrderDetail,
  paper: PaperMm,
  outletlogo: string | null,
  prebill?: { printcount: number },
): Buffer {
  const columns = PAPER_WIDTHS[paper];
  const lines = receiptLines(order, outlet, columns, { cashier: ctx.cashier, timeZone: ctx.timeZone, prebill });
  return encodeDocument(lines, { logo: logoBitmap(outletlogo, dotsFor(columns)) });
}

export type KitchenTicketOrder = Pick<OrderDetail['header'], 'orderkey' | 'orderno' | 'ordertype' | 'tablename' | 'pax'> & {
  remark?: string | null;
};

/** A kitchen ticket; `mark` heads a deliberate second print (REPRINT) or what the kitchen must stop (VOID). */
export function queueKitchenTicket(
  tx: DbOrTx,
  ctx: PrintContext,
  outlet: OutletSettings,
  order: KitchenTicketOrder,
  items: KitchenItem[],
  mark?: 'REPRINT' | 'VOID',
) {
  return enqueuePrint(tx, {
    compcode: ctx.compcode,
    outletid: outlet.outletid,
    orderkey: order.orderkey,
    kind: 'kitchen',
    target: outlet.kitchenprinter,
    payload: kitchenTicket(ctx, order, items, mark, new Date().toISOString()),
    createby: ctx.username,
  });
}

function kitchenTicket(
  ctx: PrintContext,
  order: KitchenTicketOrder,
  items: KitchenItem[],
  mark: 'REPRINT' | 'VOID' | undefined,
  at: string,
) {
  const lines = kitchenTicketLines(
    { ...order, items, reprint: mark === 'REPRINT', void: mark === 'VOID', at },
    KITCHEN_WIDTH,
    ctx.timeZone,
  );
  if (order.remark) lines.push({ text: `NOTE: ${order.remark}` });
  return encodeDocument(lines);
}

/** The digits of the outlet's running number that follow an order number's prefix. */
export const ORDER_NUMBER_DIGITS = 6;

/**
 * A new order's first kitchen ticket, printed before its number is taken: the number's digits are left
 * as zeros at byte `at` (0-based), for the statement that takes the number to write in (see
 * new-order.queries.ts). Where they are is found by printing the ticket twice with different digits,
 * so it does not depend on the ticket's layout.
 */
export function unnumberedKitchenTicket(
  ctx: PrintContext,
  order: Omit<KitchenTicketOrder, 'orderno'>,
  prefix: string,
  items: KitchenItem[],
) {
  const at = new Date().toISOString();
  const print = (digit: string) =>
    kitchenTicket(ctx, { ...order, orderno: prefix + digit.repeat(ORDER_NUMBER_DIGITS) }, items, undefined, at);
  const zeros = print('0');
  const nines = print('9');
  const slot = zeros.findIndex((b, i) => b !== nines[i]);
  if (
    zeros.length !== nines.length ||
    slot < 0 ||
    !zeros.subarray(slot + ORDER_NUMBER_DIGITS).equals(nines.subarray(slot + ORDER_NUMBER_DIGITS))
  )
    throw new Error('The kitchen ticket must print the order number once, as it is');
  return { payload: zeros, at: slot };
}

/** The drawer hangs on the receipt printer's kick port. */
export function queueDrawerKick(tx: DbOrTx, ctx: PrintContext, outlet: OutletSettings, orderkey: string | null) {
  return enqueuePrint(tx, {
    compcode: ctx.compcode,
    outletid: outlet.outletid,
    orderkey,
    kind: 'drawer',
    target: outlet.posprinter,
    payload: encodeDrawerKick(),
    createby: ctx.username,
  });
}

type KitchenSource = Pick<KitchenItem, 'qty' | 'menuname' | 'menusize' | 'linenote'> & {
  modifiers?: readonly { modname: string }[];
};

/** A line as the kitchen ticket prints it: the options by name only, as a cook reads them. */
export const kitchenItemOf = (l: KitchenSource, qty = l.qty): KitchenItem => ({
  qty,
  menuname: l.menuname,
  menusize: l.menusize,
  linenote: l.linenote,
  modifiers: (l.modifiers ?? []).map((m) => m.modname),
});

/** What the kitchen has not been sent yet: new lines and added quantities, once each. */
export function kitchenItems(lines: readonly (KitchenSource & { kitchenqty: number })[]): KitchenItem[] {
  return lines.filter((l) => l.qty > l.kitchenqty).map((l) => kitchenItemOf(l, l.qty - l.kitchenqty));
}
