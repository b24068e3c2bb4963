import { boolean, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { menus } from './catalog.js';
import { outlets } from './foundation.js';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
/** Portions sold, with the 4 decimals of a share of an equal split, and their gross to 6 (migration 0141). */
const portions = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });
const shareAmount = (name: string) => numeric(name, { precision: 24, scale: 6, mode: 'number' });

/**
 * The reporting model (migration 0020, docs/reports.md): sales per outlet and business day, kept by
 * triggers on the order tables, through deltas folded in (migration 0110).
 */
export const salesDay = pgTable(
  'rpt_sales_day',
  {
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    salesdate: date('salesdate', { mode: 'string' }).notNull(),
    compcode: text('compcode').notNull(),
    orders: integer('orders').notNull().default(0),
    netto: money('netto').notNull().default(0),
    serviceval: money('serviceval').notNull().default(0),
    pb1val: money('pb1val').notNull().default(0),
    total: money('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletid, t.salesdate] })],
);

/** Sales per outlet, business day and menu; `lines` counts the order lines behind them. */
export const salesMenuDay = pgTable(
  'rpt_sales_menu_day',
  {
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    salesdate: date('salesdate', { mode: 'string' }).notNull(),
    menuid: integer('menuid')
      .notNull()
      .references(() => menus.menuid),
    compcode: text('compcode').notNull(),
    lines: integer('lines').notNull().default(0),
    qty: portions('qty').notNull().default(0),
    gross: shareAmount('gross').notNull().default(0),
    discval: money('discval').notNull().default(0),
    netto: money('netto').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletid, t.salesdate, t.menuid] })],
);

/** The time zone the summaries' business days were computed in. */
export const summaryState = pgTable('rpt_summary_state', {
  id: boolean('id').primaryKey().default(true),
  timezone: text('timezone').notNull(),
});

/** Nett sales per outlet and calendar month (migration 0024): the day rows added up by a trigger. */
export const salesMonth = pgTable(
  'rpt_sales_month',
  {
    outletid: integer('outletid')
      .notNull()
      .references(() => outlets.outletid),
    /** The month's first day. */
    salesmonth: date('salesmonth', { mode: 'string' }).notNull(),
    compcode: text('compcode').notNull(),
    netto: money('netto').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletid, t.salesmonth] })],
);

/**
 * What sales added to or took from the day summary and have not been folded into it yet (migration
 * 0110): appended by the summaries' triggers, folded and deleted by rpt_fold_deltas().
 */
export const salesDayDelta = pgTable('rpt_sales_day_delta', {
  outletid: integer('outletid').notNull(),
  salesdate: date('salesdate', { mode: 'string' }).notNull(),
  compcode: text('compcode').notNull(),
  orders: integer('orders').notNull(),
  netto: money('netto').notNull(),
  serviceval: money('serviceval').notNull(),
  pb1val: money('pb1val').notNull(),
  total: money('total').notNull(),
});

/** The same for the menu summary. */
export const salesMenuDayDelta = pgTable('rpt_sales_menu_day_delta', {
  outletid: integer('outletid').notNull(),
  salesdate: date('salesdate', { mode: 'string' }).notNull(),
  menuid: integer('menuid').notNull(),
  compcode: text('compcode').notNull(),
  lines: integer('lines').notNull(),
  qty: portions('qty').notNull(),
  gross: shareAmount('gross').notNull(),
  discval: money('discval').notNull(),
  netto: money('netto').notNull(),
});
