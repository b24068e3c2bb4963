import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PosCampaign } from './campaigns.js';
import { computeOrderTotals, type OrderLineInput } from './order-totals.js';
import {
  applyPromotions,
  campaignKeyOf,
  inHourWindow,
  liveMenuDiscounts,
  type PromotionContext,
  prepareCampaigns,
  promotionAdjustment,
  promotionClock,
} from './promotions.js';
import { posCampaign } from './testing.js';

const campaign = (over: Partial<PosCampaign> = {}): PosCampaign => posCampaign({ startdate: '2025-01-01', enddate: '2025-12-31', ...over });

const line = (menuid: number, qty: number, hargajual = 10_000): OrderLineInput => ({ menuid, qty, hargajual, discpc: 0, kenapajak: 1 });
const ctx = (over: Partial<PromotionContext> = {}): PromotionContext => ({
  businessDate: '2025-06-15',
  minute: 15 * 60,
  ordertype: 'DINE IN',
  outletid: 1,
  ...over,
});
const freeLineOf = (menuid: number, qty: number) => line(menuid, qty, 5_000);
const run = (campaigns: PosCampaign[], lines: OrderLineInput[], c = ctx()) =>
  applyPromotions(prepareCampaigns(campaigns), lines, c, freeLineOf);

/** buy `termqty` of menu 20, get `freeqty` of menu 30 free. */
const buyGet = (termqty: number, freeqty: number, multi: 0 | 1, over: Partial<PosCampaign> = {}) =>
  campaign({
    freeitem: 1,
    discpc: 100,
    freeqty,
    termapply: 1,
    term4menu: 1,
    termqty,
    termapplymulti: multi,
    menus: [30],
    menuterm: [20],
    ...over,
  });

describe('the promotion engine', () => {
  it('discounts the promo menus and names the campaign on the line', () => {
    const { lines, applied } = run([campaign({ campaignname: 'Happy hour' })], [line(10, 2), line(11, 1)]);
    expect(lines.map((l) => [l.menuid, l.discpc, l.promo ?? null])).toEqual([
      [10, 20, 'Happy hour'],
      [11, 0, null],
    ]);
    expect(applied).toMatchObject([{ campaignid: 1, discounted: [0] }]);
    expect(campaignKeyOf(lines)).toBe('1');
  });

  it('gives free items once, or per multiple of the term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (termqty, freeqty, bought, multi) => {
          const { lines } = run(
            [buyGet(termqty, freeqty, multi ? 1 : 0)],
            [line(20, bought)].filter((l) => l.qty > 0),
          );
          const free = lines.filter((l) => l.free).reduce((q, l) => q + l.qty, 0);
          const times = Math.floor(bought / termqty);
          expect(free).toBe(times === 0 ? 0 : multi ? times * freeqty : freeqty);
          for (const l of lines.filter((x) => x.free)) expect(l).toMatchObject({ menuid: 30, discpc: 100, campaignid: 1 });
        },
      ),
    );
  });

  it('meets a shopping total exactly at its threshold, not a rupiah below', () => {
    const total = campaign({ termapply: 1, term4menu: 0, termtotal: 50_000 });
    expect(run([total], [line(10, 5)]).lines[0].discpc).toBe(20);
    expect(run([total], [line(10, 4), line(11, 1, 9_999)]).lines[0].discpc).toBe(0);
  });

  it('counts only bought lines toward a term, never the free ones it gave', () => {
    const c = buyGet(2, 1, 1, { menus: [20] });
    const first = run([c], [line(20, 4)]);
    expect(first.lines.filter((l) => l.free)[0].qty).toBe(2);
    // Running again over its own answer gives the same answer.
    expect(run([c], first.lines).lines).toEqual(first.lines);
  });

  it('runs only inside its hour window, the end hour excluded, and across midnight when start > end', () => {
    const happy = campaign({ starttime: 14, endtime: 17 });
    expect(run([happy], [line(10, 1)], ctx({ minute: 14 * 60 - 1 })).lines[0].discpc).toBe(0);
    expect(run([happy], [line(10, 1)], ctx({ minute: 14 * 60 })).lines[0].discpc).toBe(20);
    expect(run([happy], [line(10, 1)], ctx({ minute: 17 * 60 - 1 })).lines[0].discpc).toBe(20);
    expect(run([happy], [line(10, 1)], ctx({ minute: 17 * 60 })).lines[0].discpc).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 1439 }), (s, e, m) => {
        const hourOf = Math.floor(m / 60);
        const expected = s < e ? hourOf >= s && hourOf < e : s > e ? hourOf >= s || hourOf < e : false;
        expect(inHourWindow(s, e, m)).toBe(expected);
      }),
    );
  });

  it('reads hours and dates on the Asia/Jakarta clock (UTC+7)', () => {
    // 07:00 UTC is 14:00 in Jakarta; 16:59:59 UTC on Dec 31 is already Jan 1 there.
    expect(promotionClock(new Date('2025-06-15T07:00:00Z'), 'Asia/Jakarta')).toEqual({ businessDate: '2025-06-15', minute: 14 * 60 });
    expect(promotionClock(new Date('2025-12-31T17:00:00Z'), 'Asia/Jakarta')).toEqual({ businessDate: '2026-01-01', minute: 0 });
    const happy = campaign({ starttime: 14, endtime: 17 });
    const at = (iso: string) => ({ ...ctx(), ...promotionClock(new Date(iso), 'Asia/Jakarta') });
    expect(run([happy], [line(10, 1)], at('2025-06-15T06:59:00Z')).lines[0].discpc).toBe(0);
    expect(run([happy], [line(10, 1)], at('2025-06-15T07:00:00Z')).lines[0].discpc).toBe(20);
    expect(run([happy], [line(10, 1)], at('2025-06-15T10:00:00Z')).lines[0].discpc).toBe(0);
  });

  it('keeps to its dates, order types and outlets', () => {
    const c = campaign({ startdate: '2025-06-15', enddate: '2025-06-15', ordertypes: ['DELIVERY'], outlets: [2] });
    const hit = ctx({ ordertype: 'DELIVERY', outletid: 2 });
    expect(run([c], [line(10, 1)], hit).lines[0].discpc).toBe(20);
    for (const miss of [{ businessDate: '2025-06-14' }, { businessDate: '2025-06-16' }, { ordertype: 'DINE IN' }, { outletid: 1 }]) {
      expect(run([c], [line(10, 1)], { ...hit, ...miss }).lines[0].discpc).toBe(0);
    }
  });

  it('applies a campaign that is not automatic only when the cashier picks it', () => {
    const manual = campaign({ autoapply: 0 });
    expect(run([manual], [line(10, 1)]).lines[0].discpc).toBe(0);
    expect(run([manual], [line(10, 1)], ctx({ picked: [1] })).lines[0].discpc).toBe(20);
  });

  it('never stacks two discounts on one line: the best for the guest, the lower id on a tie', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }), (pcs) => {
        const campaigns = pcs.map((discpc, i) => campaign({ campaignid: 100 - i, discpc }));
        const { lines } = run(campaigns, [line(10, 1)]);
        const max = Math.max(...pcs);
        const winner = Math.min(...campaigns.filter((c) => c.discpc === max).map((c) => c.campaignid));
        expect(lines[0]).toMatchObject({ discpc: max, campaignid: winner });
        // The order of the campaign list does not matter.
        expect(run([...campaigns].reverse(), [line(10, 1)]).lines).toEqual(lines);
      }),
    );
  });

  it('keeps totals exact with campaigns: total = netto + service + PB1, discounts add up', () => {
    const campaigns = [campaign({ discpc: 12.5 }), buyGet(2, 1, 1), campaign({ campaignid: 3, discpc: 33, menus: [20] })];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            menuid: fc.constantFrom(10, 11, 20),
            qty: fc.integer({ min: 1, max: 20 }),
            price: fc.integer({ min: 1, max: 500_000 }),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        fc.constantFrom(0, 5, 10),
        fc.constantFrom(0, 10, 11),
        (rows, servicepc, pb1pc) => {
          const adjust = promotionAdjustment(prepareCampaigns(campaigns), ctx(), freeLineOf);
          const { header, lines } = computeOrderTotals({
            lines: rows.map((r) => line(r.menuid, r.qty, r.price)),
            servicepc,
            pb1pc,
            adjustments: [adjust],
          });
          expect(header.total).toBe(header.netto + header.serviceval + header.pb1val);
          expect(header.netto).toBe(header.subtotal - header.discval);
          expect(header.discval).toBe(lines.reduce((s, l) => s + l.discval, 0));
          for (const l of lines) if (l.free) expect(l.netto).toBe(0);
        },
      ),
    );
  });

  it('answers the live discount of each menu for the POS menu', () => {
    const prepared = prepareCampaigns([
      campaign({ discpc: 10, menus: [10, 11] }),
      campaign({ campaignid: 2, discpc: 25, menus: [11], starttime: 14, endtime: 17 }),
      campaign({ campaignid: 3, discpc: 50, menus: [12], termapply: 1, term4menu: 0, termtotal: 100_000 }),
    ]);
    expect(Object.fromEntries(liveMenuDiscounts(prepared, ctx()))).toEqual({ 10: 10, 11: 25 });
    expect(Object.fromEntries(liveMenuDiscounts(prepared, ctx({ minute: 18 * 60 })))).toEqual({ 10: 10, 11: 10 });
  });
});
