import { computeOrderTotals, type OrderSave, promotionAdjustment } from '@saji/core';
import { badRequest } from '../../platform/errors.js';
import type { OrderPromotions } from '../campaigns/index.js';
import type * as q from './orders.queries.js';

interface PricingLine {
  lineno: number;
  menuid: number;
  menuname: string;
  menusize: string | null;
  categid: string | null;
  salesacc: string;
  qty: number;
  hargajual: number;
  discpc: number;
  kenapajak: 0 | 1;
  linenote: string | null;
  kitchenqty: number;
  /** Set by the promotion engine: a free line, and the campaign that changed the line. */
  free?: boolean;
  campaignid?: number | null;
  promo?: string | null;
}

/**
 * Prices the lines on the server. A line already on the order keeps the price it was ordered at
 * and what the kitchen has been sent of it; a new line takes the outlet's current price.
 */
export function priceLines(menuRows: q.OrderMenu[], input: OrderSave, stored: q.StoredLine[]): PricingLine[] {
  const menus = new Map(menuRows.map((m) => [m.menuid, m]));
  // Free lines are the campaigns' to make again (promotedTotals), never a bought line's price.
  const unused = stored.filter((s) => !s.isfree);
  const take = (menuid: number, linenote: string | null) => {
    const i = [unused.findIndex((s) => s.menuid === menuid && s.linenote === linenote), unused.findIndex((s) => s.menuid === menuid)].find(
      (n) => n >= 0,
    );
    return i === undefined ? undefined : unused.splice(i, 1)[0];
  };
  return input.lines.map((line, i) => {
    const linenote = line.linenote ?? null;
    const old = take(line.menuid, linenote);
    const base = { lineno: i + 1, qty: line.qty, linenote };
    if (old) {
      return {
        ...base,
        menuid: old.menuid,
        menuname: old.menuname,
        menusize: old.menusize,
        categid: old.categid,
        salesacc: old.salesacc,
        hargajual: old.hargajual,
        // Campaigns decide every discount afresh on each save (promotedTotals).
        discpc: 0,
        kenapajak: old.kenapajak ? 1 : 0,
        kitchenqty: old.kitchenqty,
      };
    }
    const menu = menus.get(line.menuid);
    if (!menu) throw badRequest(`Menu ${line.menuid} is not available`, { field: `lines.${i}.menuid` });
    return { ...base, ...menu, discpc: 0, kenapajak: menu.kenapajak ? 1 : 0, kitchenqty: 0 };
  });
}

interface PromotedTotalsInput {
  lines: PricingLine[];
  servicepc: number;
  pb1pc: number;
  input: OrderSave;
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
    return { ...menu, lineno: 0, qty, discpc: 100, kenapajak: menu.kenapajak ? 1 : 0, linenote: null, kitchenqty };
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
