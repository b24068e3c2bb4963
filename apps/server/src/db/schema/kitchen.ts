import type { KitchenBatch } from '@saji/core';
import { bigserial, char, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outlets } from './foundation.js';

/** Per outlet: kitchen screens on or off, and when a card's age turns amber and red (migration 0070). */
export const kitchenSettings = pgTable('kitchensetting', {
  outletid: integer('outletid')
    .primaryKey()
    .references(() => outlets.outletid, { onDelete: 'cascade' }),
  kitchendisplay: char('kitchendisplay', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
  warnminutes: integer('warnminutes').notNull().default(10),
  lateminutes: integer('lateminutes').notNull().default(20),
  updateby: text('updateby'),
  updatetime: timestamp('updatetime', { withTimezone: true }).notNull().defaultNow(),
});

/** Menu categories routed to a station screen of an outlet (drinks to the bar); unrouted ones go to the kitchen. */
export const kitchenStations = pgTable(
  'kitchenstation',
  {
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid, { onDelete: 'cascade' }),
    categid: text('categid').notNull(),
    station: text('station').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletid, t.categid] })],
);

/** One item a save sent to the kitchen screens; bumped when cooked. */
export const kitchenJobs = pgTable('kitchenjob', {
  kitchenjobid: bigserial('kitchenjobid', { mode: 'number' }).primaryKey(),
  compcode: text('compcode').notNull(),
  // The order's key, company and outlet, copied by the statements that write the order (migrations 0174, 0175).
  outletid: integer('outletid').notNull(),
  orderkey: uuid('orderkey').notNull(),
  batchno: integer('batchno').notNull(),
  batch: text('batch').$type<KitchenBatch>().notNull(),
  menuid: integer('menuid').notNull(),
  menuname: text('menuname').notNull(),
  menusize: text('menusize'),
  categid: text('categid'),
  station: text('station').notNull().default('KITCHEN'),
  qty: integer('qty').notNull(),
  linenote: text('linenote'),
  /** The names of the options the item is made with (migration 0090). */
  modifiers: jsonb('modifiers').$type<string[]>().notNull().default([]),
  sentat: timestamp('sentat', { withTimezone: true }).notNull().defaultNow(),
  bumpedat: timestamp('bumpedat', { withTimezone: true }),
  bumpedby: text('bumpedby'),
  createby: text('createby').notNull(),
});
