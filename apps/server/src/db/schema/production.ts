import { date, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { masterItems, menus } from './catalog.js';
import { companies, outlets } from './foundation.js';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/** Recipes (migration 0060). */
export const standardProductions = pgTable('standardproduction', {
  stdrproductionkey: uuid('stdrproductionkey').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  stdrproductionname: text('stdrproductionname').notNull(),
  description: text('description').notNull().default(''),
  totalitems: integer('totalitems').notNull().default(0),
  estimatedtotal: money('estimatedtotal').notNull(),
  unitsize: text('unitsize').notNull(),
  totalyield: money('totalyield').notNull(),
  weightperportion: money('weightperportion').notNull(),
  ttlnetto: money('ttlnetto').notNull().default(0),
  matauang: text('matauang').notNull().default('IDR'),
  menuid: integer('menuid').references(() => menus.menuid, { onDelete: 'set null' }),
  createby: text('createby').notNull(),
  createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export const standardProductionLines = pgTable(
  'standardproductionline',
  {
    stdrproductionkey: uuid('stdrproductionkey')
      .notNull()
      .references(() => standardProductions.stdrproductionkey, { onDelete: 'cascade' }),
    lineno: integer('lineno').notNull(),
    linetype: smallint('linetype').notNull().default(1),
    itemno: integer('itemno')
      .notNull()
      .references(() => masterItems.itemno),
    partnumber: text('partnumber').notNull(),
    itemname: text('itemname').notNull(),
    iteminfo: text('iteminfo').notNull().default(''),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    unitsize: text('unitsize').notNull().default('EACH'),
    unitprice: money('unitprice').notNull(),
    nilai: money('nilai').notNull(),
    matauang: text('matauang').notNull().default('IDR'),
  },
  (t) => [primaryKey({ columns: [t.stdrproductionkey, t.lineno] })],
);

export const productionCounters = pgTable('production_counter', {
  outletid: integer('outletid')
    .primaryKey()
    .references(() => outlets.outletid),
  lastno: integer('lastno').notNull().default(0),
});

/** Production records: inventory issued to make recipes. */
export const productions = pgTable('production', {
  productionkey: uuid('productionkey').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  productioncode: text('productioncode').notNull(),
  productiondate: date('productiondate', { mode: 'string' }).notNull(),
  ttlnetto: money('ttlnetto').notNull().default(0),
  matauang: text('matauang').notNull().default('IDR'),
  createby: text('createby').notNull(),
  createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
});

export const productionLines = pgTable(
  'productionline',
  {
    productionkey: uuid('productionkey')
      .notNull()
      .references(() => productions.productionkey, { onDelete: 'cascade' }),
    lineno: integer('lineno').notNull(),
    stdrproductionkey: uuid('stdrproductionkey').references(() => standardProductions.stdrproductionkey, { onDelete: 'set null' }),
    stdrproductionname: text('stdrproductionname').notNull(),
    description: text('description').notNull().default(''),
    estimatedtotal: money('estimatedtotal').notNull(),
    unitsize: text('unitsize').notNull(),
    totalyield: money('totalyield').notNull(),
    weightperportion: money('weightperportion').notNull(),
    ttlnetto: money('ttlnetto').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productionkey, t.lineno] })],
);
