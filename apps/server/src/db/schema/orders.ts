import type { LineModifier } from '@saji/core';
import { bigint, boolean, char, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { menus } from './catalog.js';
import { companies, outlets } from './foundation.js';
import { customers, restoTables } from './outlet-master.js';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const pct = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const orderNumbers = pgTable('restoorderno', {
  outletid: integer('outletid')
    .primaryKey()
    .references(() => outlets.outletid),
  lastno: bigint('lastno', { mode: 'number' }).notNull().default(0),
});

export const orders = pgTable('restoorderho', {
  orderkey: uuid('orderkey').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  orderno: text('orderno').notNull(),
  orderdate: timestamp('orderdate', { withTimezone: true }).notNull().defaultNow(),
  ordertype: text('ordertype').notNull(),
  tablename: text('tablename'),
  tablecapacity: integer('tablecapacity').notNull().default(0),
  pax: integer('pax').notNull().default(1),
  totalitem: integer('totalitem').notNull().default(0),
  totalqty: integer('totalqty').notNull().default(0),
  note: text('note').notNull().default(''),
  customerid: integer('customerid').references(() => customers.customerid),
  customernm: text('customernm'),
  PhoneNo: text('PhoneNo'),
  DeliveryAddr: text('DeliveryAddr'),
  deliverby: text('deliverby'),
  adultqty: integer('adultqty').notNull().default(0),
  childqty: integer('childqty').notNull().default(0),
  campaignkey: text('campaignkey'),
  voucherno: text('voucherno'),
  subtotal: money('subtotal').notNull().default(0),
  discval: money('discval').notNull().default(0),
  netto: money('netto').notNull().default(0),
  servicepc: pct('servicepc').notNull().default(0),
  serviceval: money('serviceval').notNull().default(0),
  dpp: money('dpp').notNull().default(0),
  pb1pc: pct('pb1pc').notNull().default(0),
  pb1val: money('pb1val').notNull().default(0),
  total: money('total').notNull().default(0),
  paidamt: money('paidamt').notNull().default(0),
  changeamt: money('changeamt').notNull().default(0),
  orderstatus: smallint('orderstatus').notNull().default(1),
  isvoid: char('isvoid', { length: 1 }).notNull().default('0'),
  voidreason: text('voidreason'),
  voidby: text('voidby'),
  voidtime: timestamp('voidtime', { withTimezone: true }),
  posting: smallint('posting').notNull().default(0),
  postedby: text('postedby'),
  postingtime: timestamp('postingtime', { withTimezone: true }),
  paymtime: timestamp('paymtime', { withTimezone: true }),
  paymethod: text('paymethod'),
  endtime: timestamp('endtime', { withTimezone: true }),
  createby: text('createby').notNull(),
  updateby: text('updateby'),
  updatetime: timestamp('updatetime', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  /** Fingerprint of the last saved content: a retried save with the same content changes nothing. */
  savehash: text('savehash'),
  /** The cashier's free note for the order (header note is the item summary). */
  remark: text('remark'),
  /** The terminal the order was paid (or cancelled) on, and the shift open there then (migration 0150). */
  terminal: text('terminal'),
  shiftid: integer('shiftid'),
  /** A check of a split bill: the order it was split from and its number, and which check of how many (migration 0140). */
  splitfrom: uuid('splitfrom'),
  splitfromno: text('splitfromno'),
  splitno: smallint('splitno'),
  /** On a check, how many checks its bill was split into; on the split order itself too. */
  splitcount: smallint('splitcount'),
  /** An order merged into another: that order and its number. */
  mergedinto: uuid('mergedinto'),
  mergedintono: text('mergedintono'),
  /** An order taken offline: when the till took it, and its provisional number (migration 0170). */
  offlineat: timestamp('offlineat', { withTimezone: true }),
  offlineno: text('offlineno'),
});

export const orderLines = pgTable(
  'restoorderdt',
  {
    // The order's, written only with it: no foreign key of its own (migration 0175).
    orderkey: uuid('orderkey').notNull(),
    lineno: integer('lineno').notNull(),
    menuid: integer('menuid')
      .notNull()
      .references(() => menus.menuid),
    menuname: text('menuname').notNull(),
    menusize: text('menusize'),
    categid: text('categid'),
    salesacc: text('salesacc').notNull(),
    /** Whole portions, or a check's share of one (4 decimals, migration 0141). */
    qty: numeric('qty', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    hargajual: money('hargajual').notNull(),
    discpc: pct('discpc').notNull().default(0),
    discval: money('discval').notNull().default(0),
    netto: money('netto').notNull().default(0),
    kenapajak: smallint('kenapajak').notNull().default(1),
    isfree: boolean('isfree').notNull().default(false),
    linenote: text('linenote'),
    kitchenqty: integer('kitchenqty').notNull().default(0),
    /** The campaign that discounted the line or gave it free (migration 0040). */
    campaignid: integer('campaignid'),
    /** The options the line was sold with, as they were then (migration 0090). */
    modifiers: jsonb('modifiers').$type<LineModifier[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.orderkey, t.lineno] })],
);

export const orderPayments = pgTable(
  'restoorderpayment',
  {
    // The order's, written only with it: no foreign key of its own (migration 0175).
    orderkey: uuid('orderkey').notNull(),
    lineno: integer('lineno').notNull(),
    codepayment: text('codepayment').notNull(),
    namepayment: text('namepayment').notNull(),
    kodeacc: text('kodeacc').notNull(),
    paymentnote: text('paymentnote'),
    paymentamount: money('paymentamount').notNull(),
    paymentnettamt: money('paymentnettamt').notNull(),
    paymentchange: money('paymentchange').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderkey, t.lineno] })],
);

export const orderTables = pgTable(
  'restoordertable',
  {
    // The order's, written only with it: no foreign key of its own (migration 0175).
    orderkey: uuid('orderkey').notNull(),
    tableid: integer('tableid')
      .notNull()
      .references(() => restoTables.tableid),
    seated: boolean('seated').notNull().default(true),
    /** The order the tables were picked in: the first is the order's tableid. */
    seq: smallint('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderkey, t.tableid] })],
);
