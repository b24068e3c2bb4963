import type { PosCampaign } from './campaigns.js';
import { zonedClock } from './dates.js';
import { multiply, sum } from './money.js';
import type { OrderLineInput, PricingAdjustment } from './order-totals.js';

/**
 * The promotion engine: which campaigns apply to an order and what they do to its lines. The POS runs
 * it on every tap to show the guest's price, and the server runs the same function on every save to
 * store it, so the two always agree. It only sets discpc and adds free lines; amounts are left to
 * computeOrderTotals, so every discount goes through the same rounding.
 *
 * The rule when several campaigns match (docs/decisions/campaigns.md): every matching free-item
 * campaign adds its free lines; a bought line gets at most one discount, the highest percent of the
 * matching discount campaigns that list its menu (on a tie the lower campaignid), and only when that
 * is higher than the line's own. Campaigns never stack on one line.
 */

/** When and where an order is taken: its business date and minute of the day on the restaurant's clock. */
export interface PromotionContext {
  /** YYYY-MM-DD on the restaurant's clock. */
  businessDate: string;
  /** Minutes since midnight on the restaurant's clock, 0..1439. */
  minute: number;
  ordertype: string;
  outletid: number;
  /** Campaigns the cashier picked; campaigns that do not apply by themselves need this. */
  picked?: readonly number[];
}

/** A campaign prepared once for many evaluations: its lists as sets. */
export interface PreparedCampaign {
  campaign: PosCampaign;
  ordertypes: ReadonlySet<string>;
  outlets: ReadonlySet<number>;
  menus: ReadonlySet<number>;
  menuterm: ReadonlySet<number>;
}

/** A line the engine reads and writes: an order line that may name the campaign that changed it. */
export type PromotionLine = OrderLineInput;

/** What one campaign did to the order, for the screen to say why a line changed. */
export interface AppliedCampaign {
  campaignid: number;
  campaignname: string;
  /** How many times the term was met (1 without multiples). */
  times: number;
  /** The menus given free and how many of each. */
  free: { menuid: number; qty: number }[];
  /** The bought lines (their index in the input) this campaign discounted. */
  discounted: number[];
  discpc: number;
}

export interface PromotionResult<L extends PromotionLine> {
  lines: L[];
  applied: AppliedCampaign[];
}

/**
 * Builds the free line of a menu as a new object, which the engine completes (free, discpc 100, the
 * campaign); undefined when the menu cannot be sold here, and the reward is then skipped.
 */
export type FreeLineOf<L extends PromotionLine> = (menuid: number, qty: number, campaign: PosCampaign) => L | undefined;

export function prepareCampaigns(campaigns: readonly PosCampaign[]): PreparedCampaign[] {
  return [...campaigns]
    .sort((a, b) => a.campaignid - b.campaignid)
    .map((campaign) => ({
      campaign,
      ordertypes: new Set(campaign.ordertypes),
      outlets: new Set(campaign.outlets),
      menus: new Set(campaign.menus),
      menuterm: new Set(campaign.menuterm),
    }));
}

/**
 * Whether the hour window holds the minute. Hours are 0..24; a window whose start is after its end
 * crosses midnight (22-2 runs from 22:00 to 01:59), and the order's own business date is the one
 * checked against the campaign's dates.
 */
export function inHourWindow(starttime: number, endtime: number, minute: number): boolean {
  const from = starttime * 60;
  const to = endtime * 60;
  if (from < to) return minute >= from && minute < to;
  if (from > to) return minute >= from || minute < to;
  return false;
}

/** Whether the campaign runs for this order at all (before its term): dates, hours, order type, outlet. */
export function campaignRuns(p: PreparedCampaign, ctx: PromotionContext): boolean {
  const c = p.campaign;
  return (
    ctx.businessDate >= c.startdate &&
    ctx.businessDate <= c.enddate &&
    inHourWindow(c.starttime, c.endtime, ctx.minute) &&
    p.ordertypes.has(ctx.ordertype) &&
    p.outlets.has(ctx.outletid)
  );
}

/** The campaigns that run for this order, whether they apply by themselves or wait to be picked. */
export const runningCampaigns = (prepared: readonly PreparedCampaign[], ctx: PromotionContext) =>
  prepared.filter((p) => campaignRuns(p, ctx));

/** How many times the bought lines meet the term: 0 when not met, 1 without a term. */
export function termTimes(c: PosCampaign, termQty: number, shoppingTotal: number): number {
  if (!c.termapply) return 1;
  if (c.term4menu) return termQty >= c.termqty ? Math.floor(termQty / Math.max(c.termqty, 1)) : 0;
  return shoppingTotal >= c.termtotal ? Math.floor(shoppingTotal / Math.max(c.termtotal, 1)) : 0;
}

interface Offer {
  discpc: number;
  prepared: PreparedCampaign;
}

/**
 * Applies the campaigns to the order's lines. Free lines in the input are dropped and made again, so
 * the result depends only on what was bought; the shopping total is the bought lines' amount before
 * any promotion.
 */
export function applyPromotions<L extends PromotionLine>(
  prepared: readonly PreparedCampaign[],
  lines: readonly L[],
  ctx: PromotionContext,
  freeLineOf: FreeLineOf<L>,
): PromotionResult<L> {
  const bought = lines.filter((l) => !l.free);
  const picked = new Set(ctx.picked ?? []);
  const shoppingTotal = sum(bought.map((l) => multiply(l.qty, l.hargajual)));
  const best: (Offer | undefined)[] = new Array(bought.length);
  const applied = new Map<number, AppliedCampaign>();
  const freeLines: L[] = [];
  for (const p of prepared) {
    const c = p.campaign;
    if (!(c.autoapply || picked.has(c.campaignid)) || !campaignRuns(p, ctx)) continue;
    let termQty = 0;
    if (c.termapply && c.term4menu) for (const l of bought) if (p.menuterm.has(l.menuid)) termQty += l.qty;
    const times = termTimes(c, termQty, shoppingTotal);
    if (times === 0) continue;
    const entry: AppliedCampaign = {
      campaignid: c.campaignid,
      campaignname: c.campaignname,
      times,
      free: [],
      discounted: [],
      discpc: c.discpc,
    };
    if (c.freeitem) {
      const qty = c.freeqty * (c.termapplymulti ? times : 1);
      for (const menuid of c.menus) {
        const line = freeLineOf(menuid, qty, c);
        if (!line) continue;
        // Completed in place: copying it with a spread cost five times the rest of the engine (bench/campaigns).
        Object.assign(line, { free: true, discpc: 100, campaignid: c.campaignid, promo: c.campaignname });
        freeLines.push(line);
        entry.free.push({ menuid, qty });
      }
      if (entry.free.length) applied.set(c.campaignid, entry);
      continue;
    }
    bought.forEach((l, i) => {
      const offer = best[i];
      // Ascending campaignid order: a later campaign wins only with a strictly higher percent.
      if (p.menus.has(l.menuid) && c.discpc > l.discpc && (!offer || c.discpc > offer.discpc)) best[i] = { discpc: c.discpc, prepared: p };
    });
    applied.set(c.campaignid, entry);
  }
  const out = bought.map((l, i) => {
    const offer = best[i];
    if (!offer) return l;
    const c = offer.prepared.campaign;
    applied.get(c.campaignid)?.discounted.push(i);
    return { ...l, discpc: offer.discpc, campaignid: c.campaignid, promo: c.campaignname };
  });
  const used = [...applied.values()].filter((a) => a.free.length || a.discounted.length);
  return { lines: [...out, ...freeLines], applied: used };
}

/** The engine as a pricing adjustment of computeOrderTotals. */
export function promotionAdjustment<L extends PromotionLine>(
  prepared: readonly PreparedCampaign[],
  ctx: PromotionContext,
  freeLineOf: FreeLineOf<L>,
): PricingAdjustment<L> {
  return (lines) => applyPromotions(prepared, lines, ctx, freeLineOf).lines;
}

/** The order header's campaignkey: the ids of the campaigns that changed a line, ascending, comma-joined; null for none. */
export function campaignKeyOf(lines: readonly PromotionLine[]): string | null {
  const ids = [...new Set(lines.map((l) => l.campaignid).filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  return ids.length ? ids.join(',') : null;
}

/** The business date and minute of an instant on the clock of `timeZone` (Asia/Jakarta for the demo). */
export function promotionClock(at: Date, timeZone: string): Readonly<Pick<PromotionContext, 'businessDate' | 'minute'>> {
  const { date, minute } = zonedClock(at, timeZone);
  return { businessDate: date, minute };
}

/**
 * The live discount of each menu for the POS menu (GET restoorderho/menu): the best percent of the
 * discount campaigns that apply by themselves without a term at this outlet and time (and order type,
 * when one is given).
 */
export function liveMenuDiscounts(
  prepared: readonly PreparedCampaign[],
  ctx: Omit<PromotionContext, 'ordertype'> & { ordertype?: string },
): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of prepared) {
    const c = p.campaign;
    if (!c.autoapply || c.freeitem || c.termapply) continue;
    if (
      ctx.ordertype === undefined
        ? !campaignRuns(p, { ...ctx, ordertype: c.ordertypes[0] ?? '' })
        : !campaignRuns(p, { ...ctx, ordertype: ctx.ordertype })
    )
      continue;
    for (const menuid of p.menus) if (c.discpc > (out.get(menuid) ?? 0)) out.set(menuid, c.discpc);
  }
  return out;
}
