import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { noticeOutbox, orderLines, orderNumbers, orders, orderTables, printJobs } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import { queueNotice } from '../../platform/notice-outbox.js';
import { NO_PRINTER, PRINT_CHANNEL } from '../../platform/print-queue.js';
import { OUTLET_CHANNEL } from '../../platform/realtime.js';
import { firstCardInsert } from '../kitchen/index.js';
import { ORDER_NUMBER_DIGITS } from './orders.printing.js';
import type { NewLine, NewOrder, OrderJson, StoredOrder } from './orders.queries.js';
import { storedOrderOf } from './orders.queries.js';

export interface NewOrderWrite {
  order: Omit<NewOrder, 'orderno' | 'orderdate'> & { outletid: number; orderdate: Date };
  /** {outletcode}-{YYMMDD}-, to which the outlet's running number is added. */
  numberPrefix: string;
  lines: NewLine[];
  tableids: number[];
  /** What notifyOutlet would send (outletNotice). */
  notice: string;
  /** The first screen card's items (firstCardItems of the kitchen feature; '[]' for none). */
  kitchenjobs: string;
  /** The first kitchen ticket, its number's digits at byte `at` left for this statement (unnumberedKitchenTicket). */
  ticket: { target: string | null; payload: Buffer; at: number } | null;
}

const NEW_ORDER_COLUMNS = [
  'orderkey',
  'compcode',
  'outletid',
  'orderdate',
  'ordertype',
  'tablename',
  'tablecapacity',
  'pax',
  'totalitem',
  'totalqty',
  'note',
  'customerid',
  'customernm',
  'PhoneNo',
  'DeliveryAddr',
  'deliverby',
  'subtotal',
  'discval',
  'netto',
  'servicepc',
  'serviceval',
  'dpp',
  'pb1pc',
  'pb1val',
  'total',
  'endtime',
  'remark',
  'campaignkey',
  'voucherno',
  'savehash',
  'offlineat',
  'offlineno',
  'createby',
  'updateby',
] as const satisfies readonly (keyof NewOrder)[];
const newOrderColumns = sql.join(
  NEW_ORDER_COLUMNS.map((c) => sql.identifier(c)),
  sql`, `,
);
const newOrderValues = sql.join(
  NEW_ORDER_COLUMNS.map((c) => sql.placeholder(c)),
  sql`, `,
);

const p = sql.placeholder;
/** The advisory lock's first key: the outlets' order numbers (the second is the outlet). */
const ORDER_NUMBER_LOCK = 7301;
/**
 * The outlet's turn at its counter, held to the commit: every bump of restoorderno takes it first, so
 * the outlet's writers queue in turn on the lock (see insertNewOrder) and meet at the row one at a time.
 */
export const outletNumberTurn = (outletid: SQLWrapper) => sql`SELECT pg_advisory_xact_lock(${ORDER_NUMBER_LOCK}, ${outletid}::int)`;
/** The outlet's running number as the order number prints it (lpad cuts a seventh digit, as it always did). */
const digits = sql`lpad((SELECT lastno FROM n)::text, ${sql.raw(String(ORDER_NUMBER_DIGITS))}, '0')`;

const insertNewOrderStatement = statement<{ order: OrderJson }>(
  'order_insert_new',
  sql`WITH l AS (
      INSERT INTO ${orderLines} (orderkey, lineno, menuid, menuname, menusize, categid, salesacc, qty, hargajual, discpc, discval,
        netto, kenapajak, linenote, kitchenqty, isfree, campaignid, modifiers)
      SELECT ${p('orderkey')}, * FROM json_to_recordset(${p('lines')}) AS l (lineno int, menuid int,
        menuname text, menusize text, categid text, salesacc text, qty int, hargajual numeric, discpc numeric, discval numeric,
        netto numeric, kenapajak smallint, linenote text, kitchenqty int, isfree boolean, campaignid int, modifiers jsonb)
      RETURNING 1),
    t AS (
      INSERT INTO ${orderTables} (orderkey, tableid, seated, seq)
      SELECT ${p('orderkey')}, tableid, true, seq - 1
      FROM unnest(${p('tableids')}::int[]) WITH ORDINALITY AS t (tableid, seq)
      RETURNING 1),
    k AS (${firstCardInsert({
      compcode: p('compcode'),
      outletid: p('outletid'),
      orderkey: p('orderkey'),
      createby: p('createby'),
      items: p('kitchenjobs'),
    })} RETURNING 1),
    nt AS (${queueNotice(OUTLET_CHANNEL, p('notice'))} RETURNING 1),
    q AS (
      ${outletNumberTurn(p('outletid'))}
      WHERE (SELECT count(*) FROM l) + (SELECT count(*) FROM t) + (SELECT count(*) FROM k) + (SELECT count(*) FROM nt) >= 0),
    n AS (
      INSERT INTO ${orderNumbers} (outletid, lastno) SELECT ${p('outletid')}, 1 FROM q
      ON CONFLICT (outletid) DO UPDATE SET lastno = ${orderNumbers}.lastno + 1
      RETURNING lastno),
    h AS (
      INSERT INTO ${orders} (orderno, ${newOrderColumns})
      VALUES (${p('numberPrefix')} || ${digits}, ${newOrderValues})
      RETURNING *),
    pj AS (
      INSERT INTO ${printJobs} (compcode, outletid, orderkey, kind, target, payload, state, lasterror, createby)
      SELECT ${p('compcode')}, ${p('outletid')}, ${p('orderkey')}, 'kitchen', ${p('tickettarget')}::text,
        overlay(${p('ticketpayload')}::bytea PLACING convert_to(${digits}, 'UTF8') FROM ${p('ticketat')}::int + 1),
        CASE WHEN ${p('tickettarget')}::text IS NULL THEN 'failed' ELSE 'queued' END,
        CASE WHEN ${p('tickettarget')}::text IS NULL THEN ${NO_PRINTER} END, ${p('createby')}
      WHERE ${p('ticketpayload')}::bytea IS NOT NULL
      RETURNING target),
    np AS (INSERT INTO ${noticeOutbox} (channel, payload) SELECT ${PRINT_CHANNEL}, '' FROM pj WHERE target IS NOT NULL)
    SELECT to_json(h) AS "order" FROM h`,
);

/**
 * Writes a new order in one statement, run on its own (it commits as it ends) or as a transaction's
 * last: lines, tables, the kitchen's first card, the announcement to the outlet's screens, then its
 * number, header and kitchen ticket, and the notice to the printers (queued, sent after the commit:
 * app.notices). The number is the outlet's counter row bumped in the same statement and held to the
 * commit, so numbers are never shared nor reused and a failed save leaves no gap. So that the outlet's
 * terminals wait for as little as possible of it:
 * - everything that needs no number is written first (`q` waits for it: its one-time filter counts
 *   their rows), and only the header and the ticket follow the counter;
 * - the terminals queue for the counter on an advisory lock of the outlet, granted in turn, before
 *   touching the row. Waiting on the row itself, every waiter woke at each commit, raced for the row's
 *   new version and all but one slept again: a third of the database's CPU at the lunch peak and a
 *   save p95 of seven times its median (docs/performance.md).
 * A double tap's second save collides on the lines' key (saveOrder runs it again); seating a table that
 * another order holds fails on the seated index (see saveOrder).
 */
export async function insertNewOrder(db: DbOrTx, w: NewOrderWrite): Promise<StoredOrder> {
  const values: Record<string, unknown> = {
    numberPrefix: w.numberPrefix,
    tableids: w.tableids,
    notice: w.notice,
    kitchenjobs: w.kitchenjobs,
    tickettarget: w.ticket?.target ?? null,
    ticketpayload: w.ticket?.payload ?? null,
    ticketat: w.ticket?.at ?? 0,
  };
  for (const c of NEW_ORDER_COLUMNS) values[c] = w.order[c] ?? null;
  values.lines = JSON.stringify(w.lines);
  const [row] = await insertNewOrderStatement(db, values);
  return storedOrderOf(row.order);
}
