import {
  type AppliedCampaign,
  alreadyApplied,
  applyPromotions,
  type OrderDetail,
  type PosCampaign,
  type PosMenu,
  type PreparedCampaign,
  promotionClock,
  runningCampaigns,
  type TaxFlag,
} from '@saji/core';

/**
 * The campaigns on the till: the same engine the server prices the order with (packages/core
 * promotions.ts), run on every change of the draft so the cashier sees what the guest will pay. The
 * draft holds only what was bought (and the campaigns the cashier picked); discounts and free lines
 * are worked out here and again by the server, never sent as money.
 */

/** A draft line as this module reads it (order-draft.ts DraftLine, which builds on this module). */
export interface PromoLine {
  menuid: number;
  menuname: string;
  menusize: string | null;
  hargajual: number;
  discpc: number;
  kenapajak: TaxFlag;
  qty: number;
  free?: boolean;
  campaignid?: number | null;
  promo?: string | null;
}

/** The draft as this module reads it (order-draft.ts OrderDraft). */
interface PromoDraft<L extends PromoLine> {
  lines: L[];
  ordertype: string;
  outletid: number;
  dirty: boolean;
  campaignids?: number[];
  voucherno?: string;
  orderdate?: string;
}

export interface PromotedOrder<L extends PromoLine = PromoLine> {
  /** The draft's lines with the campaigns' discounts, then the free lines. */
  lines: L[];
  applied: AppliedCampaign[];
  /** Campaigns that run now and wait for the cashier to pick them. */
  pickable: PosCampaign[];
}

/** What a stored order brings into the draft: an open order only what was bought, a closed one every line as stored. */
export function promotionFieldsOf<L extends PromoLine>(detail: OrderDetail, lines: L[], closed: boolean) {
  const h = detail.header;
  const bought = closed
    ? lines.map((l, i) => ({ ...l, free: detail.lines[i]?.isfree === true, campaignid: detail.lines[i]?.campaignid ?? null }))
    : lines.filter((_, i) => !detail.lines[i]?.isfree).map((l) => ({ ...l, discpc: 0 }));
  const campaignids = (h.campaignkey ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return { lines: bought, campaignids, voucherno: h.voucherno ?? '', orderdate: h.orderdate };
}

/** The picked campaigns and the voucher, as a save sends them. */
export function promotionPayload(d: PromoDraft<PromoLine>): { campaignids?: number[]; voucherno?: string } {
  return {
    ...(d.campaignids?.length ? { campaignids: d.campaignids } : {}),
    ...(d.voucherno?.trim() ? { voucherno: d.voucherno.trim() } : {}),
  };
}

/** The cashier picks a campaign; a second pick answers '{name} already Applied'. */
export function pickCampaign<D extends PromoDraft<PromoLine>>(
  d: D,
  c: Pick<PosCampaign, 'campaignid' | 'campaignname'>,
): { draft: D } | { warning: string } {
  const picked = d.campaignids ?? [];
  if (picked.includes(c.campaignid)) return { warning: alreadyApplied(c.campaignname) };
  return { draft: { ...d, campaignids: [...picked, c.campaignid], dirty: true } };
}

export const unpickCampaign = <D extends PromoDraft<PromoLine>>(d: D, campaignid: number): D => ({
  ...d,
  campaignids: (d.campaignids ?? []).filter((id) => id !== campaignid),
  dirty: true,
});

/**
 * The draft's lines priced by the campaigns: on the clock of the order's opening once saved (as the
 * server judges it), else of now. A closed order is shown as it was stored.
 */
export function promote<L extends PromoLine>(
  d: PromoDraft<L>,
  prepared: readonly PreparedCampaign[],
  menus: readonly PosMenu[],
  timeZone: string,
  now: Date,
  closed: boolean,
): PromotedOrder<L> {
  if (closed) return { lines: d.lines, applied: [], pickable: [] };
  const byId = new Map(menus.map((m) => [m.menuid, m]));
  const context = {
    ...promotionClock(d.orderdate ? new Date(d.orderdate) : now, timeZone),
    ordertype: d.ordertype,
    outletid: d.outletid,
    picked: d.campaignids,
  };
  const bought = d.lines.filter((l) => !l.free).map((l) => ({ ...l, discpc: 0 }));
  const result = applyPromotions(prepared, bought, context, (menuid, qty) => {
    const m = byId.get(menuid);
    // A free line carries only what a line shows; its menu's other fields are not needed to price it.
    return (
      m &&
      ({
        menuid,
        menuname: m.menuname,
        menusize: m.menusize,
        hargajual: m.hargajual,
        discpc: 100,
        kenapajak: m.kenapajak ? 1 : 0,
        qty,
      } as L)
    );
  });
  const pickable = runningCampaigns(prepared, context)
    .map((p) => p.campaign)
    .filter((c) => !c.autoapply);
  return { lines: result.lines, applied: result.applied, pickable };
}
