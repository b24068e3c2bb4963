import {
  chooseModifiers,
  isShareQty,
  type LineModifier,
  type ModifierGroup,
  modifierKey,
  type OrderSave,
  pricedWithModifiers,
  SHARE_ORDER_FIXED,
} from '@saji/core';
import { badRequest, conflict } from '../../platform/errors.js';
import type * as q from './orders.queries.js';

export interface PricingLine {
  lineno: number;
  menuid: number;
  menuname: string;
  menusize: string | null;
  categid: string | null;
  salesacc: string;
  qty: number;
  /** The unit price with the options' price changes. */
  hargajual: number;
  discpc: number;
  kenapajak: 0 | 1;
  linenote: string | null;
  /** The options the line is sold with, as they were when it was first saved. */
  modifiers: LineModifier[];
  kitchenqty: number;
  /** Set by the promotion engine: a free line, and the campaign that changed the line. */
  free?: boolean;
  campaignid?: number | null;
  promo?: string | null;
}

type SaveLine = OrderSave['lines'][number];

/**
 * Prices the lines on the server. A line already on the order keeps the price it was ordered at, its
 * options as they were then, and what the kitchen has been sent of it; a new line takes the outlet's
 * current price plus the price changes of the options chosen, checked against the menu's groups.
 */
export function priceLines(menuRows: q.OrderMenu[], groupRows: ModifierGroup[], input: OrderSave, stored: q.StoredLine[]): PricingLine[] {
  // A check of an equal split holds shares of portions, priced as shares of the bill: it is paid as it is.
  if (stored.some((l) => isShareQty(l.qty))) throw conflict(SHARE_ORDER_FIXED);
  const menus = new Map(menuRows.map((m) => [m.menuid, m]));
  const take = storedLineTaker(stored);
  return input.lines.map((line, i) => {
    const linenote = line.linenote ?? null;
    const old = take(line, linenote);
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
        modifiers: old.modifiers,
        kitchenqty: old.kitchenqty,
      };
    }
    const menu = menus.get(line.menuid);
    if (!menu) throw badRequest(`Menu ${line.menuid} is not available`, { field: `lines.${i}.menuid` });
    const groups = groupRows.filter((g) => g.menuid === menu.menuid);
    const chosen = chooseModifiers(
      menu.menuname,
      groups,
      line.modifiers.map((m) => m.modifierid),
    );
    if (!chosen.ok) throw badRequest(chosen.message, { field: `lines.${i}.modifiers` });
    const priced = pricedWithModifiers(menu.menuname, menu.hargajual, chosen.modifiers);
    if (!priced.ok) throw badRequest(priced.message, { field: `lines.${i}.modifiers` });
    return {
      ...base,
      ...menu,
      hargajual: priced.hargajual,
      discpc: 0,
      kenapajak: menu.kenapajak ? 1 : 0,
      modifiers: chosen.modifiers,
      kitchenqty: 0,
    };
  });
}

/**
 * Finds the stored line a saved line continues: the same menu and options with the same note, else
 * with another note (a note changed on a line). Other options are another dish, priced afresh.
 */
function storedLineTaker(stored: q.StoredLine[]) {
  // Free lines are the campaigns' to make again (promotedTotals), never a bought line's price.
  const unused = stored.filter((s) => !s.isfree);
  return (line: SaveLine, linenote: string | null) => {
    const key = modifierKey(line.modifiers);
    const same = (s: q.StoredLine) => s.menuid === line.menuid && modifierKey(s.modifiers) === key;
    const i = [unused.findIndex((s) => same(s) && s.linenote === linenote), unused.findIndex(same)].find((n) => n >= 0);
    return i === undefined ? undefined : unused.splice(i, 1)[0];
  };
}
