/**
 * Sample records shared by the tests of core and of the web app, so the same modifier group, kitchen
 * card and campaign are written once. Only tests import this (`@saji/core/testing`).
 */
import type { PosCampaign } from './campaigns.js';
import type { KitchenCard } from './kitchen.js';
import type { ModifierGroup } from './modifiers.js';

type OptionRow = [modifierid: number, modname: string, pricechange: number];

/** A modifier group of menu 7, its options written as rows of id, name and price change. */
export const modifierGroup = (
  head: Pick<ModifierGroup, 'modgroupid' | 'groupname' | 'minchoice' | 'maxchoice'>,
  options: OptionRow[],
): ModifierGroup => ({
  menuid: 7,
  ...head,
  options: options.map(([modifierid, modname, pricechange]) => ({ modifierid, modname, pricechange })),
});

/** A choose-one group: Regular (11, no change) or Large (12, +5,000). */
export const SIZE_GROUP = modifierGroup({ modgroupid: 1, groupname: 'Size', minchoice: 1, maxchoice: 1 }, [
  [11, 'Regular', 0],
  [12, 'Large', 5_000],
]);

type KitchenHead = Omit<KitchenCard, 'cardkey' | 'items'>;

/** The order part of a kitchen card or job: order `n` at table T`n`, dine-in, sent at 10:00 and not bumped. */
export const kitchenHead = (n: number): KitchenHead => ({
  orderkey: `o${n}`,
  orderno: `JKT01-261125-00000${n}`,
  tablename: `T${n}`,
  ordertype: 'DINE IN',
  pax: 2,
  deliverby: null,
  cashier: 'cashier',
  isvoid: '0',
  batchno: 1,
  batch: 'NEW',
  sentat: '2026-11-25T10:00:00.000Z',
  bumpedat: null,
});

/** A campaign that applies all day, every day, to every order type at outlet 1: 20 % off menu 10. */
export const posCampaign = (over: Partial<PosCampaign> = {}): PosCampaign => ({
  campaignid: 1,
  campaignname: 'Promo',
  autoapply: 1,
  startdate: '2000-01-01',
  enddate: '2099-12-31',
  starttime: 0,
  endtime: 24,
  ordertypes: ['DINE IN', 'TAKE AWAY', 'DELIVERY'],
  freeitem: 0,
  freeqty: 0,
  discpc: 20,
  termapply: 0,
  term4menu: 0,
  termqty: 0,
  termtotal: 0,
  termapplymulti: 0,
  outlets: [1],
  menus: [10],
  menuterm: [],
  ...over,
});

/** The rule of "buy two of a menu, get one free, for every two" (with its term and promo menus still to name). */
export const BUY_TWO_GET_ONE = { freeitem: 1, freeqty: 1, discpc: 100, termapply: 1, term4menu: 1, termqty: 2, termapplymulti: 1 } as const;
