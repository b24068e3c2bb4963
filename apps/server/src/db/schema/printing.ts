import { bigserial, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, outlets } from './foundation.js';
import { orders } from './orders.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const PRINT_KINDS = ['receipt', 'kitchen', 'drawer', 'shift'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];
export const PRINT_STATES = ['queued', 'printing', 'done', 'failed'] as const;
export type PrintState = (typeof PRINT_STATES)[number];

/** A print job: the ESC/POS bytes are rendered when it is queued, so a retry prints exactly the same. */
export const printJobs = pgTable('printjob', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  orderkey: uuid('orderkey').references(() => orders.orderkey, { onDelete: 'cascade' }),
  kind: text('kind').$type<PrintKind>().notNull(),
  target: text('target'),
  payload: bytea('payload').notNull(),
  state: text('state').$type<PrintState>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lasterror: text('lasterror'),
  nextat: timestamp('nextat', { withTimezone: true }).notNull().defaultNow(),
  claimedat: timestamp('claimedat', { withTimezone: true }),
  createby: text('createby').notNull(),
  createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
  donetime: timestamp('donetime', { withTimezone: true }),
});
