import { sql } from 'drizzle-orm';
import {
  char,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, outlets } from './foundation.js';

export const menuCategories = pgTable(
  'restomenucategory',
  {
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    categid: text('categid').notNull(),
    categname: text('categname').notNull(),
    nourut: integer('nourut').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.compcode, t.categid] })],
);

export const menus = pgTable(
  'restomenu',
  {
    menuid: serial('menuid').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    menucode: text('menucode').notNull(),
    menuname: text('menuname').notNull(),
    menusize: text('menusize'),
    menudesc: text('menudesc').notNull().default(''),
    menucateg: text('menucateg').notNull(),
    salesacc: text('salesacc').notNull(),
    hargajualstd: numeric('hargajualstd', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    kenapajakstd: smallint('kenapajakstd').notNull().default(1),
    menuimg: text('menuimg'),
    /** Hash of menuimg, kept by the database (migration 0014): the version in the picture's address. */
    menuimgver: text('menuimgver').generatedAlwaysAs(sql`substr(md5(menuimg), 1, 12)`),
    aktif: char('aktif', { length: 1 }).notNull().default('1'),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restomenu_code_uq').on(t.compcode, t.menucode),
    foreignKey({ columns: [t.compcode, t.menucateg], foreignColumns: [menuCategories.compcode, menuCategories.categid] }),
  ],
);

export const menuOutlets = pgTable(
  'restomenuoutlet',
  {
    menuid: integer('menuid')
      .notNull()
      .references(() => menus.menuid, { onDelete: 'cascade' }),
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    hargajual: numeric('hargajual', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    kenapajak: smallint('kenapajak').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.menuid, t.outletid] })],
);

export const masterItems = pgTable(
  'masteritem',
  {
    itemno: serial('itemno').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    partnumber: text('partnumber').notNull(),
    itemname: text('itemname').notNull(),
    invunitom: text('invunitom').notNull().default('EACH'),
    itemcategory: text('itemcategory'),
    headcategory: text('headcategory'),
    jasa: smallint('jasa').notNull().default(0),
    lastprice: numeric('lastprice', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('masteritem_part_uq').on(t.compcode, t.partnumber)],
);

/** A menu's modifier group: how many of its options a line takes, from minchoice to maxchoice (migration 0090). */
export const modifierGroups = pgTable(
  'restomodgroup',
  {
    modgroupid: serial('modgroupid').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    menuid: integer('menuid')
      .notNull()
      .references(() => menus.menuid, { onDelete: 'cascade' }),
    groupname: text('groupname').notNull(),
    minchoice: smallint('minchoice').notNull().default(0),
    maxchoice: smallint('maxchoice').notNull().default(1),
    nourut: smallint('nourut').notNull().default(0),
  },
  (t) => [index('restomodgroup_menu_idx').on(t.menuid, t.nourut)],
);

/** An option of a modifier group, with its whole-rupiah price change (migration 0090). */
export const modifierOptions = pgTable(
  'restomodoption',
  {
    modifierid: serial('modifierid').primaryKey(),
    modgroupid: integer('modgroupid')
      .notNull()
      .references(() => modifierGroups.modgroupid, { onDelete: 'cascade' }),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    modname: text('modname').notNull(),
    pricechange: numeric('pricechange', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    nourut: smallint('nourut').notNull().default(0),
  },
  (t) => [index('restomodoption_group_idx').on(t.modgroupid, t.nourut)],
);
