import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './foundation.js';

/** The audit trail (migration 0050): append-only, a database trigger refuses updates and deletes. */
export const auditLog = pgTable('audit_log', {
  auditid: bigserial('auditid', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  compcode: text('compcode').references(() => companies.compcode),
  outletid: integer('outletid'),
  username: text('username').notNull(),
  action: text('action').notNull(),
  objectkey: text('objectkey'),
  before: jsonb('before'),
  after: jsonb('after'),
  requestid: text('requestid'),
  address: text('address'),
});
