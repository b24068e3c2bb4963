import type { PosCampaign } from '@saji/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { campaignMenus, campaignOutlets, campaigns, menus } from '../db/schema/index.js';
import type { DemoIds } from './foundation.js';

/**
 * Campaigns of each kind, running through the demo year and the next, so the till applies them and
 * the year of demo orders (priced by the same engine) carries discounts and free lines into reports.
 * Seeded only with that year of orders: tests and browser tests start without campaigns, so their
 * prices never depend on the hour they run at.
 */
interface DemoCampaign {
  campaignname: string;
  campaigndesc: string;
  autoapply: 0 | 1;
  starttime: number;
  endtime: number;
  ordertypes: string;
  freeitem: 0 | 1;
  freeqty: number;
  discpc: number;
  termapply: 0 | 1;
  term4menu: 0 | 1;
  termqty: number;
  termtotal: number;
  termapplymulti: 0 | 1;
  aktif: '0' | '1';
  /** Menus by category or by name. */
  promo: { categ?: string; names?: string[] };
  term?: { names: string[] };
}

const ALL_TYPES = 'DINE IN,TAKE AWAY,DELIVERY';
/** A campaign that runs by itself all day for every order type, with no free item and no term (the tests' too). */
export const ALL_DAY_CAMPAIGN = {
  autoapply: 1,
  starttime: 0,
  endtime: 24,
  ordertypes: ALL_TYPES,
  freeitem: 0,
  freeqty: 0,
  termapply: 0,
  term4menu: 0,
  termqty: 0,
  termtotal: 0,
  termapplymulti: 0,
  aktif: '1',
} as const;

const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    ...ALL_DAY_CAMPAIGN,
    campaignname: 'Happy Hour Minuman',
    campaigndesc: '<p>20 % off every drink in the afternoon, <b>14:00-17:00</b>.</p>',
    starttime: 14,
    endtime: 17,
    ordertypes: 'DINE IN,TAKE AWAY',
    discpc: 20,
    promo: { categ: 'BEV' },
  },
  {
    ...ALL_DAY_CAMPAIGN,
    campaignname: 'Beli 2 Es Teh Gratis 1',
    campaigndesc: '<p>Buy 2 Es Teh Manis, get 1 free, for every 2.</p>',
    freeitem: 1,
    freeqty: 1,
    discpc: 100,
    termapply: 1,
    term4menu: 1,
    termqty: 2,
    termapplymulti: 1,
    promo: { names: ['Es Teh Manis'] },
    term: { names: ['Es Teh Manis'] },
  },
  {
    ...ALL_DAY_CAMPAIGN,
    campaignname: 'Dessert Gratis Delivery',
    campaigndesc: '<p>A free Es Campur with every delivery order of Rp 150,000 or more.</p>',
    ordertypes: 'DELIVERY',
    freeitem: 1,
    freeqty: 1,
    discpc: 100,
    termapply: 1,
    termtotal: 150_000,
    promo: { names: ['Es Campur'] },
  },
  {
    ...ALL_DAY_CAMPAIGN,
    campaignname: 'Diskon Member 10%',
    campaigndesc: '<p>10 % off food for members; the cashier applies it on the card.</p>',
    autoapply: 0,
    discpc: 10,
    promo: { categ: 'FOOD' },
  },
  {
    ...ALL_DAY_CAMPAIGN,
    campaignname: 'Promo Kemerdekaan (ended)',
    campaigndesc: '<p>Last August: 17 % off coffee.</p>',
    aktif: '0',
    discpc: 17,
    promo: { categ: 'COFFEE' },
  },
];

/** Inserts the demo campaigns for every outlet of the demo company (and one for the second company); answers them as the engine reads them. */
export async function seedCampaigns(db: Db, ids: DemoIds): Promise<PosCampaign[]> {
  const thisYear = new Date().getFullYear();
  const startdate = `${thisYear - 1}-01-01`;
  const enddate = `${thisYear + 1}-12-31`;
  const companyMenus = await db
    .select({ menuid: menus.menuid, menuname: menus.menuname, menucateg: menus.menucateg })
    .from(menus)
    .where(and(eq(menus.compcode, ids.compcode), eq(menus.aktif, '1')));
  const pick = (ref: { categ?: string; names?: string[] } | undefined) =>
    companyMenus.filter((m) => (ref?.categ && m.menucateg === ref.categ) || ref?.names?.includes(m.menuname)).map((m) => m.menuid);
  const out: PosCampaign[] = [];
  for (const { promo, term, ...c } of DEMO_CAMPAIGNS) {
    const [row] = await db
      .insert(campaigns)
      .values({ ...c, compcode: ids.compcode, startdate, enddate, createby: 'admin' })
      .returning({ campaignid: campaigns.campaignid });
    const lists = { menus: pick(promo), menuterm: pick(term) };
    await db.insert(campaignOutlets).values(ids.outletIds.map((outletid) => ({ campaignid: row.campaignid, outletid })));
    await db
      .insert(campaignMenus)
      .values([
        ...lists.menus.map((menuid, seq) => ({ campaignid: row.campaignid, kind: 'P', menuid, seq })),
        ...lists.menuterm.map((menuid, seq) => ({ campaignid: row.campaignid, kind: 'T', menuid, seq })),
      ]);
    if (c.aktif === '1') {
      out.push({
        ...c,
        campaignid: row.campaignid,
        startdate,
        enddate,
        ordertypes: c.ordertypes.split(','),
        outlets: ids.outletIds,
        ...lists,
      });
    }
  }
  await seedOtherCompany(db, ids, startdate, enddate);
  return out;
}

/** The second company runs a campaign of its own, which the first must never see. */
async function seedOtherCompany(db: Db, ids: DemoIds, startdate: string, enddate: string) {
  const drinks = await db
    .select({ menuid: menus.menuid })
    .from(menus)
    .where(and(eq(menus.compcode, ids.otherCompcode), inArray(menus.menucateg, ['BEV'])));
  if (!drinks.length || !ids.otherOutletIds.length) return;
  const [row] = await db
    .insert(campaigns)
    .values({
      ...ALL_DAY_CAMPAIGN,
      compcode: ids.otherCompcode,
      campaignname: 'Promo Warung Dua',
      campaigndesc: '<p>15 % off drinks.</p>',
      startdate,
      enddate,
      discpc: 15,
      createby: 'admin2',
    })
    .returning({ campaignid: campaigns.campaignid });
  await db.insert(campaignOutlets).values(ids.otherOutletIds.map((outletid) => ({ campaignid: row.campaignid, outletid })));
  await db.insert(campaignMenus).values(drinks.map((m, seq) => ({ campaignid: row.campaignid, kind: 'P', menuid: m.menuid, seq })));
}
