import { sql } from 'drizzle-orm';
import { boolean, char, foreignKey, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, outlets } from './foundation.js';

/** Positions (areas) group an outlet's tables into the POS screen's tabs. */
export const tablePositions = pgTable(
  'restotablepos',
  {
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    tableposcode: text('tableposcode').notNull(),
    tableposname: text('tableposname').notNull(),
    nourut: integer('nourut').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletid, t.tableposcode] })],
);

export const restoTables = pgTable(
  'restotable',
  {
    tableid: serial('tableid').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    tablename: text('tablename').notNull(),
    tablecapacity: integer('tablecapacity').notNull(),
    tableposcode: text('tableposcode').notNull(),
    tableaktif: char('tableaktif', { length: 1 }).notNull().default('1'),
  },
  (t) => [
    uniqueIndex('restotable_name_uq').on(t.outletid, t.tablename),
    foreignKey({ columns: [t.outletid, t.tableposcode], foreignColumns: [tablePositions.outletid, tablePositions.tableposcode] }),
  ],
);

export const paymentTypes = pgTable(
  'restopaymenttype',
  {
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    codepayment: text('codepayment').notNull(),
    namepayment: text('namepayment').notNull(),
    kodeacc: text('kodeacc').notNull().default('1'),
    nourut: integer('nourut').notNull().default(0),
    iscash: boolean('iscash').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.compcode, t.codepayment] })],
);

export const customers = pgTable(
  'restocustomer',
  {
    customerid: serial('customerid').primaryKey(),
    compcode: text('compcode')
      .notNull()
      .references(() => companies.compcode),
    customernm: text('customernm').notNull(),
    DeliveryAddr: text('DeliveryAddr'),
    City: text('City'),
    PhoneNo: text('PhoneNo').notNull(),
    outletid: integer('outletid').references(() => outlets.outletid),
    createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
    /** Every word prefix of the name, kept by the database for the name filter. */
    namekeys: text('namekeys').array().generatedAlwaysAs(sql`resto_word_prefixes(customernm)`),
  },
  (t) => [uniqueIndex('restocustomer_phone_uq').on(t.compcode, t.PhoneNo)],
);
