import { campaignKeyOf, type OrderType, orderNote, promotionClock } from '@saji/core';
import type { Tx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { notFound } from '../../platform/errors.js';
import { type OrderPromotions, orderPromotions } from '../campaigns/index.js';
import { dispatchKitchen, kitchenLineOf, sentQty } from './kitchen-dispatch.js';
import type { PricingLine } from './order-lines.js';
import { promotedTotals, storedLineOf } from './order-pricing.js';
import * as q from './orders.queries.js';
import type { HeldOrder } from './table-service.queries.js';

/** What changes besides the lines: the guests, the tables' names when orders merge, the free note. */
type HeaderChanges = Partial<Pick<q.NewOrder, 'pax' | 'tablename' | 'tablecapacity' | 'remark'>>;

/** A stored line as the pricing takes it: its price, options, note and kitchen count as they are. */
const pricingLineOf = (l: q.StoredLine): PricingLine => ({
  lineno: l.lineno,
  menuid: l.menuid,
  menuname: l.menuname,
  menusize: l.menusize,
  categid: l.categid,
  salesacc: l.salesacc,
  qty: l.qty,
  hargajual: l.hargajual,
  // The campaigns decide every discount afresh, as on a save.
  discpc: 0,
  kenapajak: l.kenapajak ? 1 : 0,
  linenote: l.linenote,
  modifiers: l.modifiers,
  kitchenqty: l.kitchenqty,
});

/** What pricing an order reads: its outlet's settings and the campaigns running for it. */
export interface PricingReads {
  outlet: q.OutletSettings;
  promotions: OrderPromotions;
}

export async function pricingReads(tx: Tx, scope: RequestScope, order: HeldOrder): Promise<PricingReads> {
  const outlet = await q.outletSettings(tx, scope.compcode, order.outletid);
  if (!outlet) throw notFound('Outlet');
  return { outlet, promotions: await orderPromotions(tx, scope.compcode, order.outletid, order.orderdate, scope.timeZone) };
}

/**
 * The reads made for another order serve this one when it is of the same outlet and business day (the
 * campaigns are read per day), with its own clock (a happy hour is judged on the order's opening).
 */
function readsFor(reads: PricingReads, order: HeldOrder, timeZone: string): PricingReads | undefined {
  const clock = promotionClock(order.orderdate, timeZone);
  if (reads.outlet.outletid !== order.outletid || clock.businessDate !== reads.promotions.businessDate) return undefined;
  return { outlet: reads.outlet, promotions: { ...reads.promotions, ...clock } };
}

/**
 * Prices an open order afresh on the lines it now holds (lines that were already on an order keep
 * their price, options, note and kitchen count) with the campaigns running, the order's own rates
 * and the campaigns its lines named before (`picked`); writes it and tells the kitchen what the
 * campaigns changed (a free item gained or lost), as a save would. `freeBefore` are the free lines
 * the orders had, whose kitchen counts a free line made again keeps.
 */
export async function repriceOrder(
  tx: Tx,
  scope: RequestScope,
  order: HeldOrder,
  lines: q.StoredLine[],
  {
    freeBefore,
    picked,
    changes = {},
    reads,
  }: { freeBefore: q.StoredLine[]; picked: number[]; changes?: HeaderChanges; reads?: PricingReads },
) {
  const { outlet, promotions } = (reads && readsFor(reads, order, scope.timeZone)) ?? (await pricingReads(tx, scope, order));
  const totals = promotedTotals({
    lines: lines.map(pricingLineOf),
    servicepc: order.servicepc,
    pb1pc: order.pb1pc,
    input: { ordertype: order.ordertype as OrderType, campaignids: picked },
    outletid: order.outletid,
    promotions,
    stored: freeBefore,
  });
  const { totalitem, totalqty, subtotal, discval, netto, serviceval, dpp, pb1val, total } = totals.header;
  const row = await q.updateOrder(tx, order.orderkey, {
    ...{ totalitem, totalqty, subtotal, discval, netto, serviceval, dpp, pb1val, total },
    ...changes,
    note: orderNote(totals.lines),
    campaignkey: campaignKeyOf(totals.lines),
    // A save of the content before this change is no retry of it.
    savehash: null,
    updateby: scope.user.username,
  });
  const written = totals.lines.map((l, i) => ({ ...storedLineOf({ ...l, lineno: i + 1 }, sentQty(l, outlet)), orderkey: order.orderkey }));
  const saved = await q.replaceLines(tx, order.orderkey, written);
  const names = new Map(totals.lines.map((l) => [l.campaignid, l.promo]));
  const before = [...lines, ...freeBefore].map((l) => kitchenLineOf(l, l.isfree, names.get(l.campaignid)));
  const after = totals.lines.map((l) => kitchenLineOf(l, l.free === true, l.promo));
  const ticket = { orderkey: order.orderkey, orderno: order.orderno, ordertype: order.ordertype, tablename: row.tablename, pax: row.pax };
  await dispatchKitchen(tx, scope, outlet, { ...ticket, remark: row.remark }, before, after);
  return { row, lines: saved };
}
