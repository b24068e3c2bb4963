import { type OrderDetail, type PosCampaign, type PosMenu, prepareCampaigns } from '@saji/core';
import { BUY_TWO_GET_ONE, posCampaign } from '@saji/core/testing';
import { describe, expect, it } from 'vitest';
import * as D from './order-draft';
import { pickCampaign, promote, unpickCampaign } from './promotion-draft';

const menu = (menuid: number, hargajual = 10_000): PosMenu =>
  ({ menuid, menuname: `Menu ${menuid}`, menusize: 'R', hargajual, discpc: 0, kenapajak: 1, categid: 'BEV' }) as PosMenu;
/** Buy two of menu 7, get one free, for every two. */
const campaign = (over: Partial<PosCampaign>): PosCampaign =>
  posCampaign({ campaignname: 'Buy 2 get 1', ...BUY_TWO_GET_ONE, menus: [7], menuterm: [7], ...over });

const prepared = prepareCampaigns([
  campaign({}),
  campaign({ campaignid: 2, campaignname: 'Member', autoapply: 0, freeitem: 0, discpc: 10, termapply: 0, menus: [8] }),
]);
const menus = [menu(7), menu(8, 30_000)];
const now = new Date('2025-06-15T05:00:00Z');
const taken = (...picks: [number, number][]) => {
  let d = D.newDraft(1);
  for (const [id, qty] of picks) d = D.setQty(D.addMenu(d, menus.find((m) => m.menuid === id)!), d.lines.length, qty);
  return d;
};

describe('the POS prices the draft with the campaigns', () => {
  it('adds and removes free lines as the lines change', () => {
    const two = promote(taken([7, 2]), prepared, menus, 'Asia/Jakarta', now, false);
    expect(two.lines.map((l) => [l.menuid, l.qty, l.free ?? false])).toEqual([
      [7, 2, false],
      [7, 1, true],
    ]);
    expect(two.applied.map((a) => a.campaignname)).toEqual(['Buy 2 get 1']);
    expect(promote(taken([7, 1]), prepared, menus, 'Asia/Jakarta', now, false).lines).toHaveLength(1);
    // Totals count the free line as fully discounted.
    const totals = D.draftTotals({ ...taken([7, 2]), lines: two.lines }, 0, 0);
    expect(totals).toMatchObject({ subtotal: 30_000, discval: 10_000, netto: 20_000 });
  });

  it('offers a campaign that waits to be picked, applies it once, and says so when picked twice', () => {
    const d = taken([8, 1]);
    const before = promote(d, prepared, menus, 'Asia/Jakarta', now, false);
    expect(before.pickable.map((c) => c.campaignname)).toEqual(['Member']);
    expect(before.lines[0].discpc).toBe(0);
    const picked = pickCampaign(d, before.pickable[0]);
    if (!('draft' in picked)) throw new Error('not picked');
    expect(promote(picked.draft, prepared, menus, 'Asia/Jakarta', now, false).lines[0]).toMatchObject({ discpc: 10, promo: 'Member' });
    expect(pickCampaign(picked.draft, before.pickable[0])).toEqual({ warning: 'Member already Applied' });
    expect(D.savePayload(picked.draft)).toMatchObject({ campaignids: [2] });
    expect(unpickCampaign(picked.draft, 2).campaignids).toEqual([]);
  });

  it('keeps only the bought lines of a stored open order, and a closed order as it was stored', () => {
    const line = { menuname: 'Menu 7', menusize: 'R', hargajual: 10_000, categid: 'BEV', kenapajak: 1, linenote: null, kitchenqty: 0 };
    const detail = {
      header: {
        orderkey: 'k',
        outletid: 1,
        ordertype: 'TAKE AWAY',
        pax: 1,
        tablecapacity: 0,
        tableids: [],
        campaignkey: '1',
        voucherno: 'V1',
      },
      lines: [
        { ...line, lineno: 1, menuid: 7, qty: 2, discpc: 0, discval: 0, netto: 20_000, isfree: false },
        { ...line, lineno: 2, menuid: 7, qty: 1, discpc: 100, discval: 10_000, netto: 0, isfree: true, campaignid: 1 },
      ],
      payments: [],
    } as unknown as OrderDetail;
    const open = D.fromDetail({ ...detail, header: { ...detail.header, orderstatus: 1 } } as OrderDetail, 'menu');
    expect(open.lines.map((l) => l.qty)).toEqual([2]);
    expect(open).toMatchObject({ campaignids: [1], voucherno: 'V1' });
    expect(D.savePayload(open)).toMatchObject({ lines: [{ menuid: 7, qty: 2 }], voucherno: 'V1' });
    const closed = D.fromDetail({ ...detail, header: { ...detail.header, orderstatus: 5 } } as OrderDetail, 'payment');
    expect(closed.lines.map((l) => [l.qty, l.free])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(promote(closed, prepared, menus, 'Asia/Jakarta', now, true).lines).toBe(closed.lines);
  });
});
