import { char, date, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { menus } from './catalog.js';
import { companies, outlets } from './foundation.js';

/** Campaigns (migration 0040); the order line's campaignid is on restoorderdt. */
export const campaigns = pgTable('restocampaign', {
  campaignid: serial('campaignid').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  campaignname: text('campaignname').notNull(),
  campaigndesc: text('campaigndesc').notNull().default(''),
  startdate: date('startdate', { mode: 'string' }).notNull(),
  enddate: date('enddate', { mode: 'string' }).notNull(),
  autoapply: smallint('autoapply').notNull().default(0),
  starttime: smallint('starttime').notNull().default(0),
  endtime: smallint('endtime').notNull().default(24),
  ordertypes: text('ordertypes').notNull(),
  freeitem: smallint('freeitem').notNull().default(0),
  freeqty: integer('freeqty').notNull().default(0),
  discpc: numeric('discpc', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  termapply: smallint('termapply').notNull().default(0),
  term4menu: smallint('term4menu').notNull().default(0),
  termqty: integer('termqty').notNull().default(0),
  termtotal: numeric('termtotal', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  termapplymulti: smallint('termapplymulti').notNull().default(0),
  campaigncateg: text('campaigncateg'),
  aktif: char('aktif', { length: 1 }).notNull().default('1'),
  outletid: integer('outletid').references(() => outlets.outletid),
  createby: text('createby'),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export const campaignOutlets = pgTable(
  'restocampaignoutlet',
  {
    campaignid: integer('campaignid')
      .notNull()
      .references(() => campaigns.campaignid, { onDelete: 'cascade' }),
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
  },
  (t) => [primaryKey({ columns: [t.campaignid, t.outletid] })],
);

/** kind 'P' a promo menu (rewarded), 'T' a term menu (bought to earn the reward). */
export const campaignMenus = pgTable(
  'restocampaignmenu',
  {
    campaignid: integer('campaignid')
      .notNull()
      .references(() => campaigns.campaignid, { onDelete: 'cascade' }),
    kind: char('kind', { length: 1 }).notNull(),
    menuid: integer('menuid')
      .notNull()
      .references(() => menus.menuid),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignid, t.kind, t.menuid] })],
);

/** A company's campaign version (migration 0095), renewed by triggers on any change to its campaigns or their lists. */
export const campaignVersions = pgTable('restocampaignversion', {
  compcode: text('compcode')
    .primaryKey()
    .references(() => companies.compcode),
  version: uuid('version').notNull(),
});
