import { bigint, bigserial, customType, date, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, outlets } from './foundation.js';
import { orders } from './orders.js';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A journal voucher; orderkey names the order it was posted from. */
export const journals = pgTable('gl_journal', {
  journalid: bigserial('journalid', { mode: 'number' }).primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  voucherno: text('voucherno').notNull(),
  voucherdate: date('voucherdate', { mode: 'string' }).notNull(),
  orderkey: uuid('orderkey').references(() => orders.orderkey),
  memo: text('memo').notNull().default(''),
  createby: text('createby').notNull(),
  createtime: timestamp('createtime', { withTimezone: true }).notNull().defaultNow(),
});

export const journalLines = pgTable(
  'gl_journal_line',
  {
    journalid: bigint('journalid', { mode: 'number' })
      .notNull()
      .references(() => journals.journalid, { onDelete: 'cascade' }),
    lineno: integer('lineno').notNull(),
    kodeacc: text('kodeacc').notNull(),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
    memo: text('memo').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.journalid, t.lineno] })],
);

export const printPreviews = pgTable('print_preview', {
  id: uuid('id').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  createby: text('createby').notNull(),
  filename: text('filename').notNull(),
  /** The permission of the call that rendered it, checked again when it is opened. */
  permission: text('permission').notNull(),
  /** The outlet of an outlet's document; a bound user of another outlet cannot open it. */
  outletid: integer('outletid').references(() => outlets.outletid),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
