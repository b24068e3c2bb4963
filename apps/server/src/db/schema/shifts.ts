import type { CountedCash, ShiftStatus } from '@saji/core';
import { char, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, outlets } from './foundation.js';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/** An outlet's shift settings (migration 0150); an outlet without a row has both off. */
export const shiftSettings = pgTable('restoshiftsetting', {
  outletid: integer('outletid')
    .primaryKey()
    .references(() => outlets.outletid, { onDelete: 'cascade' }),
  shiftrequired: char('shiftrequired', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
  blindclose: char('blindclose', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
  updateby: text('updateby'),
  updatetime: timestamp('updatetime', { withTimezone: true }).notNull().defaultNow(),
});

/** A named till of an outlet (KASIR-1, BAR). */
export const terminals = pgTable('restoterminal', {
  terminalid: serial('terminalid').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  terminal: text('terminal').notNull(),
  aktif: char('aktif', { length: 1 }).$type<'0' | '1'>().notNull().default('1'),
  createby: text('createby').notNull(),
  createtime: timestamp('createtime', { withTimezone: true }).notNull().defaultNow(),
  updateby: text('updateby'),
  updatetime: timestamp('updatetime', { withTimezone: true }).notNull().defaultNow(),
});

export const shifts = pgTable('restoshift', {
  shiftid: serial('shiftid').primaryKey(),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  terminalid: integer('terminalid')
    .notNull()
    .references(() => terminals.terminalid),
  terminal: text('terminal').notNull(),
  status: text('status').$type<ShiftStatus>().notNull().default('open'),
  openingfloat: money('openingfloat').notNull(),
  openedby: text('openedby').notNull(),
  openedat: timestamp('openedat', { withTimezone: true }).notNull().defaultNow(),
  closedby: text('closedby'),
  closedat: timestamp('closedat', { withTimezone: true }),
  counted: jsonb('counted').$type<CountedCash[]>(),
  zno: integer('zno'),
  zprints: integer('zprints').notNull().default(0),
  reopencount: integer('reopencount').notNull().default(0),
  reopenreason: text('reopenreason'),
  reopenedby: text('reopenedby'),
  reopenedat: timestamp('reopenedat', { withTimezone: true }),
});

/** The running Z number of an outlet. */
export const shiftZNumbers = pgTable('restoshiftzno', {
  outletid: integer('outletid')
    .primaryKey()
    .references(() => outlets.outletid, { onDelete: 'cascade' }),
  lastno: integer('lastno').notNull().default(0),
});

/** Cash put into (positive) or taken out of (negative) a drawer during a shift. */
export const shiftCash = pgTable('restoshiftcash', {
  cashid: serial('cashid').primaryKey(),
  shiftid: integer('shiftid')
    .notNull()
    .references(() => shifts.shiftid),
  compcode: text('compcode')
    .notNull()
    .references(() => companies.compcode),
  outletid: integer('outletid')
    .notNull()
    .references(() => outlets.outletid),
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  createby: text('createby').notNull(),
  createtime: timestamp('createtime', { withTimezone: true }).notNull().defaultNow(),
});
