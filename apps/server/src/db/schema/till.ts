import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outlets } from './foundation.js';
import { orders } from './orders.js';

/** How often an open order's pre-bill was printed (migration 0081). */
export const orderPrebills = pgTable('restoorderprebill', {
  orderkey: uuid('orderkey')
    .primaryKey()
    .references(() => orders.orderkey, { onDelete: 'cascade' }),
  printcount: integer('printcount').notNull().default(0),
  lastprinted: timestamp('lastprinted', { withTimezone: true }).notNull().defaultNow(),
  lastby: text('lastby').notNull(),
});

/** The quick note chips an outlet offers on its till, in order (migration 0081). */
export const noteChips = pgTable('restonotechip', {
  outletid: integer('outletid')
    .primaryKey()
    .references(() => outlets.outletid, { onDelete: 'cascade' }),
  chips: text('chips').array().notNull().default([]),
  updateby: text('updateby').notNull(),
  updatetime: timestamp('updatetime', { withTimezone: true }).notNull().defaultNow(),
});
