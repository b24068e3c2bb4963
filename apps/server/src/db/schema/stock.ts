import { bigserial, boolean, date, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { masterItems } from './catalog.js';
import { companies, outlets } from './foundation.js';

const qty = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/** Every change of an outlet's stock of an item, appended and never changed (migration 0160). */
export const stockMovements = pgTable('stock_movement', {
  movementid: bigserial('movementid', { mode: 'number' }).primaryKey(),
  compcode: text('compcode').notNull(),
  // No foreign keys of its own: on hand's row for the same outlet and item, which the statement appending
  // a movement writes, guards both (migration 0172).
  outletid: integer('outletid').notNull(),
  itemno: integer('itemno').notNull(),
  kind: text('kind').notNull(),
  qty: qty('qty').notNull(),
  unitcost: qty('unitcost').notNull().default(0),
  refkey: uuid('refkey'),
  refno: text('refno').notNull().default(''),
  reason: text('reason').notNull().default(''),
  movedate: date('movedate').notNull(),
  createby: text('createby').notNull(),
  createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
});

/** The sum of an outlet's movements of an item, its moving average cost and its par level. */
export const stockOnHand = pgTable(
  'stock_onhand',
  {
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    itemno: integer('itemno')
      .notNull()
      .references(() => masterItems.itemno),
    compcode: text('compcode').notNull(),
    onhand: qty('onhand').notNull().default(0),
    avgcost: qty('avgcost').notNull().default(0),
    parlevel: qty('parlevel').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletid, t.itemno] })],
);

export const stockReceipts = pgTable('stock_receipt', {
  receiptkey: uuid('receiptkey').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  supplier: text('supplier').notNull(),
  docno: text('docno').notNull(),
  receiptdate: date('receiptdate').notNull(),
  totalvalue: numeric('totalvalue', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  reversed: boolean('reversed').notNull().default(false),
  reversereason: text('reversereason').notNull().default(''),
  reversedby: text('reversedby'),
  reverseddate: timestamp('reverseddate', { withTimezone: true }),
  createby: text('createby').notNull(),
  createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
});

export const stockReceiptLines = pgTable(
  'stock_receiptline',
  {
    receiptkey: uuid('receiptkey')
      .notNull()
      .references(() => stockReceipts.receiptkey),
    lineno: integer('lineno').notNull(),
    itemno: integer('itemno')
      .notNull()
      .references(() => masterItems.itemno),
    qty: qty('qty').notNull(),
    unitcost: qty('unitcost').notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiptkey, t.lineno] })],
);

export const stockCounts = pgTable('stock_count', {
  countkey: uuid('countkey').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  countno: text('countno').notNull(),
  countdate: date('countdate').notNull(),
  createby: text('createby').notNull(),
  createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
});

export const stockCountLines = pgTable(
  'stock_countline',
  {
    countkey: uuid('countkey')
      .notNull()
      .references(() => stockCounts.countkey),
    lineno: integer('lineno').notNull(),
    itemno: integer('itemno')
      .notNull()
      .references(() => masterItems.itemno),
    book: qty('book').notNull(),
    counted: qty('counted').notNull(),
    unitcost: qty('unitcost').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countkey, t.lineno] })],
);
