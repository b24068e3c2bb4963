import { type KitchenTicketRef, type OrderDetailLine, type PaperMm, VIEW_ONLY_FEATURE } from '@saji/core';
import type { Db, Tx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { notifyOutlet } from '../../platform/realtime.js';
import { campaignNames } from '../campaigns/index.js';
import { reprintToKitchen, sendToKitchen } from '../kitchen/index.js';
import { kitchenDestinations, kitchenLineOf } from './kitchen-dispatch.js';
import { inScope, printContext } from './order-context.js';
import * as dq from './order-detail.queries.js';
import { kitchenItems, queueDrawerKick, queueKitchenTicket, queueReceipt } from './orders.printing.js';
import * as q from './orders.queries.js';

async function printableOrder(tx: Tx, scope: RequestScope, orderkey: string) {
  const detail = await dq.orderDetail(tx, scope, orderkey);
  if (!detail) throw notFound('Order');
  if (detail.header.isvoid === '1') throw badRequest(VIEW_ONLY_FEATURE);
  const outlet = await q.outletSettings(tx, scope.compcode, detail.header.outletid);
  if (!outlet) throw notFound('Outlet');
  return { detail, outlet };
}

export function printReceipt(db: Db, ctx: RequestScope, orderkey: string, paper: PaperMm) {
  return db.transaction(async (tx) => {
    const { detail, outlet } = await printableOrder(tx, ctx, orderkey);
    if (await q.receiptPrinted(tx, orderkey)) {
      await audit(tx, ctx, { action: 'order.reprint', objectkey: orderkey, outletid: detail.header.outletid });
    }
    return queueReceipt(tx, printContext(ctx), outlet, detail, paper);
  });
}

/**
 * Sends the kitchen what it has not had yet; a reprint sends the whole order again, marked REPRINT. It
 * reaches each destination the outlet uses: its kitchen printer, its kitchen screens, or both. An outlet
 * with screens alone prints nothing; one without screens prints as it always did.
 */
export function printKitchen(db: Db, ctx: RequestScope, orderkey: string, reprint: boolean): Promise<KitchenTicketRef> {
  return db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderkey);
    if (!order || !inScope(ctx, order)) throw notFound('Order');
    const { detail, outlet } = await printableOrder(tx, ctx, orderkey);
    const pending = reprint ? detail.lines.map((l) => ({ ...l, kitchenqty: 0 })) : detail.lines.filter((l) => l.qty > l.kitchenqty);
    if (!pending.length) throw badRequest('Nothing new for the kitchen');
    const lines = await freeMarked(tx, ctx.compcode, pending);
    const to = kitchenDestinations(outlet);
    const mark = reprint ? 'REPRINT' : undefined;
    const job =
      to.screen && !to.printer
        ? undefined
        : await queueKitchenTicket(tx, printContext(ctx), outlet, detail.header, kitchenItems(lines), mark);
    if (to.screen) {
      const ref = { compcode: ctx.compcode, outletid: outlet.outletid, orderkey, createby: ctx.user.username };
      const items = kitchenSends(lines);
      await (reprint ? reprintToKitchen(tx, ref, items) : sendToKitchen(tx, ref, items, []));
      await notifyOutlet(tx, outlet.outletid, { type: 'kitchen.sent', orderkey });
    }
    if (reprint) await audit(tx, ctx, { action: 'order.kitchen.reprint', objectkey: orderkey, outletid: detail.header.outletid });
    if (!reprint)
      await q.setKitchenSent(
        tx,
        orderkey,
        pending.map((l) => ({ lineno: l.lineno, qty: l.qty })),
      );
    return { ...job, screen: to.screen };
  });
}

/** The lines with their free ones marked as the first ticket marked them (FREE and the campaign's name). */
async function freeMarked(tx: Tx, compcode: string, lines: OrderDetailLine[]): Promise<OrderDetailLine[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.isfree && l.campaignid ? [l.campaignid] : [])))];
  const names = await campaignNames(tx, compcode, ids);
  return lines.map((l) => kitchenLineOf(l, l.isfree === true, l.campaignid ? names.get(l.campaignid) : null));
}

/** The lines' quantities not yet with the kitchen, as the screens take them. */
const kitchenSends = (lines: OrderDetailLine[]) =>
  lines.map((l) => ({
    menuid: l.menuid,
    menuname: l.menuname,
    menusize: l.menusize,
    categid: l.categid,
    linenote: l.linenote,
    modifiers: l.modifiers,
    qty: l.qty - l.kitchenqty,
  }));

export function openDrawer(db: Db, ctx: RequestScope, orderkey: string) {
  return db.transaction(async (tx) => {
    const { detail, outlet } = await printableOrder(tx, ctx, orderkey);
    // Paying opens the drawer with the sale; this route opens it without one.
    await audit(tx, ctx, { action: 'drawer.open', objectkey: orderkey, outletid: detail.header.outletid });
    return queueDrawerKick(tx, printContext(ctx), outlet, detail.header.orderkey);
  });
}
