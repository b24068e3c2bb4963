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
  const columns = PAPER_WIDTHS[paper];
  const lines = receiptLines(order, outlet, columns, { cashier: ctx.cashier, timeZone: ctx.timeZone, prebill });
  const logo = logoBitmap(await outletLogo(tx, outlet.outletid), dotsFor(columns));
  return enqueuePrint(tx, {
    compcode: ctx.compcode,
    outletid: outlet.outletid,
    orderkey: order.header.orderkey,
    kind: 'receipt',
    target: outlet.posprinter,
    payload: encodeDocument(lines, { logo }),
    createby: ctx.username,
  });
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
  const ticket = { ...order, items, reprint: mark === 'REPRINT', void: mark === 'VOID', at: new Date().toISOString() };
  const lines = kitchenTicketLines(ticket, KITCHEN_WIDTH, ctx.timeZone);
  if (order.remark) lines.push({ text: `NOTE: ${order.remark}` });
  return enqueuePrint(tx, {
    compcode: ctx.compcode,
    outletid: outlet.outletid,
    orderkey: order.orderkey,
    kind: 'kitchen',
    target: outlet.kitchenprinter,
    payload: encodeDocument(lines),
    createby: ctx.username,
  });
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
