import { computeOrderTotals, type OrderSave, promotionAdjustment } from '@saji/core';
import type { OrderPromotions } from '../campaigns/index.js';
import type { PricingLine } from './order-lines.js';
import type * as q from './orders.queries.js';

interface PromotedTotalsInput {
  lines: PricingLine[];
  servicepc: number;
  pb1pc: number;
  /** The order's type and the campaigns the cashier picked. */
  input: Pick<OrderSave, 'ordertype' | 'campaignids'>;
  outletid: number;
  promotions: OrderPromotions;
  stored: q.StoredLine[];
}

/**
 * The order's totals after the running campaigns, by the same engine the POS runs. A free line takes
 * its menu's price at the outlet, and keeps what the kitchen was already sent of it.
 */
export function promotedTotals({ lines, servicepc, pb1pc, input, outletid, promotions, stored }: PromotedTotalsInput) {
  const sentFree = stored.filter((s) => s.isfree);
  const freeLineOf = (menuid: number, qty: number): PricingLine | undefined => {
    const menu = promotions.freeMenus.get(menuid);
    if (!menu) return undefined;
    const i = sentFree.findIndex((s) => s.menuid === menuid);
    const kitchenqty = i >= 0 ? Math.min(sentFree.splice(i, 1)[0].kitchenqty, qty) : 0;
    return { ...menu, lineno: 0, qty, discpc: 100, kenapajak: menu.kenapajak ? 1 : 0, linenote: null, modifiers: [], kitchenqty };
  };
  const context = {
    businessDate: promotions.businessDate,
    minute: promotions.minute,
    ordertype: input.ordertype,
    outletid,
    picked: input.campaignids,
  };
  const adjustments = [promotionAdjustment(promotions.prepared, context, freeLineOf)];
  return computeOrderTotals({ lines, servicepc, pb1pc, adjustments, context: { ordertype: input.ordertype, outletid } });
}

type PricedLine = ReturnType<typeof promotedTotals>['lines'][number];

/** A priced line as stored, with how much of it the kitchen now has (sentQty). */
export function storedLineOf(l: PricedLine, kitchenqty: number): q.NewLine {
  return {
    lineno: l.lineno,
    menuid: l.menuid,
    menuname: l.menuname,
    menusize: l.menusize,
    categid: l.categid ?? null,
    salesacc: l.salesacc ?? '',
    qty: l.qty,
    hargajual: l.hargajual,
    discpc: l.discpc,
    discval: l.discval,
    netto: l.netto,
    kenapajak: Number(l.kenapajak),
    linenote: l.linenote,
    modifiers: l.modifiers,
    kitchenqty,
    isfree: l.free === true,
    campaignid: l.campaignid ?? null,
  };
}
