import { ORDER_STATUS } from '@saji/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kitchenJobs, orderLines, orderNumbers, orders, orderTables, outlets, restoTables } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import { periodClosedAt } from '../accounting/index.js';
import { outletNumberTurn } from './new-order.queries.js';
import { type NewLine, type OrderJson, type StoredLine, type StoredOrder, storedOrderOf } from './orders.queries.js';

/** An order a table-service command holds: its row, its outlet's code and name, its tables and whether its month is closed. */
export type HeldOrder = StoredOrder & { outletcode: string; outletname: string; tableids: number[]; periodclosed: boolean };

const lockOrdersStatement = statement<{
  order: OrderJson;
  outletcode: string;
  outletname: string;
  tableids: number[];
  periodclosed: boolean;
}>(
  'table_service_lock',
  sql`SELECT to_json(o) AS "order", ou.outletcode, ou.outletname,
      coalesce((SELECT array_agg(t.tableid ORDER BY t.seq) FROM ${orderTables} t WHERE t.orderkey = o.orderkey), '{}') AS tableids,
      ${periodClosedAt(sql`o.compcode`, sql`o.orderdate`, sql.placeholder('tz'))} AS periodclosed
    FROM ${orders} o JOIN ${outlets} ou ON ou.outletid = o.outletid
    WHERE o.orderkey = ANY(${sql.placeholder('keys')}::uuid[])
    ORDER BY o.orderkey
    FOR UPDATE OF o`,
);

/**
 * The orders locked for the rest of the transaction, in key order: two terminals merging or moving
 * items between the same two orders lock them in the same order and never deadlock. Scoping is the
 * caller's (another company's order answers 404 like a missing one).
 */
export async function lockOrders(tx: DbOrTx, keys: string[], tz: string): Promise<Map<string, HeldOrder>> {
  const rows = await lockOrdersStatement(tx, { keys, tz });
  return new Map(
    rows.map((r) => [
      r.order.orderkey,
      {
        ...storedOrderOf(r.order),
        outletcode: r.outletcode,
        outletname: r.outletname,
        tableids: r.tableids.map(Number),
        periodclosed: !!r.periodclosed,
      },
    ]),
  );
}

/** The lines of both orders of a merge or a transfer in one read, each order's in line order. */
export async function linesOfOrders(tx: DbOrTx, keys: [string, string]): Promise<[StoredLine[], StoredLine[]]> {
  const rows = await tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderkey, keys))
    .orderBy(asc(orderLines.orderkey), asc(orderLines.lineno));
  return [rows.filter((l) => l.orderkey === keys[0]), rows.filter((l) => l.orderkey === keys[1])];
}

export interface TableRow {
  tableid: number;
  tablename: string;
  tablecapacity: number;
  outletid: number;
  tableaktif: string;
}

/** The company's tables with these ids. */
export async function tablesOf(tx: DbOrTx, compcode: string, tableids: number[]): Promise<TableRow[]> {
  return tx
    .select({
      tableid: restoTables.tableid,
      tablename: restoTables.tablename,
      tablecapacity: restoTables.tablecapacity,
      outletid: restoTables.outletid,
      tableaktif: restoTables.tableaktif,
    })
    .from(restoTables)
    .where(and(eq(restoTables.compcode, compcode), inArray(restoTables.tableid, tableids)));
}

/** The tables an order names, in picking order, with whether it holds each seat. */
export async function orderTableRows(tx: DbOrTx, orderkey: string) {
  return tx
    .select({
      tableid: orderTables.tableid,
      seated: orderTables.seated,
      tablename: restoTables.tablename,
      tablecapacity: restoTables.tablecapacity,
    })
    .from(orderTables)
    .innerJoin(restoTables, eq(restoTables.tableid, orderTables.tableid))
    .where(eq(orderTables.orderkey, orderkey))
    .orderBy(asc(orderTables.seq));
}

/**
 * The seats `from` holds pass to `into`, after its own tables (the seated index allows one order a
 * table, so `from` lets go first, in its own statement).
 */
export async function passSeats(tx: DbOrTx, from: string, into: string): Promise<void> {
  const moved = await tx
    .update(orderTables)
    .set({ seated: false })
    .where(and(eq(orderTables.orderkey, from), eq(orderTables.seated, true)))
    .returning({ tableid: orderTables.tableid, seq: orderTables.seq });
  if (!moved.length) return;
  await tx.execute(sql`INSERT INTO ${orderTables} (orderkey, tableid, seated, seq)
    SELECT ${into}, m.tableid, true, (SELECT coalesce(max(seq) + 1, 0) FROM ${orderTables} WHERE orderkey = ${into}) + m.seq
    FROM json_to_recordset(${JSON.stringify(moved)}) AS m (tableid int, seq int)
    ON CONFLICT (orderkey, tableid) DO UPDATE SET seated = true`);
}

/** When the check of a split bill leaves or closes, the split order lets go of its tables if no other check sits there (migration 0140). */
export async function releaseSplitHold(tx: DbOrTx, splitfrom: string): Promise<void> {
  await tx.execute(sql`SELECT split_hold_release(${splitfrom}::uuid)`);
}

const markMergedStatement = statement<never>(
  'table_service_mark_merged',
  sql`WITH k AS (
      UPDATE ${kitchenJobs} SET orderkey = ${sql.placeholder('into')}::uuid,
        batchno = batchno + (SELECT coalesce(max(batchno), 0) FROM ${kitchenJobs} WHERE orderkey = ${sql.placeholder('into')}::uuid)
      WHERE orderkey = ${sql.placeholder('from')}::uuid)
    UPDATE ${orders} SET orderstatus = ${ORDER_STATUS.MERGED}, mergedinto = ${sql.placeholder('into')}::uuid,
      mergedintono = ${sql.placeholder('intono')}, updateby = ${sql.placeholder('username')}, updatetime = now(), version = version + 1
    WHERE orderkey = ${sql.placeholder('from')}::uuid`,
);

/**
 * Closes an order as merged into another, and its kitchen items become the other order's, as later
 * batches of it, so the open cards show the order (and the tables) the guests are now on: one statement.
 */
export async function markMerged(tx: DbOrTx, from: string, into: { orderkey: string; orderno: string }, username: string) {
  await markMergedStatement(tx, { from, into: into.orderkey, intono: into.orderno, username });
}

/** Closes an order as split into `checks` checks. */
export async function markSplit(tx: DbOrTx, orderkey: string, checks: number, username: string) {
  await tx
    .update(orders)
    .set({
      orderstatus: ORDER_STATUS.SPLIT,
      splitcount: checks,
      updateby: username,
      updatetime: sql`now()`,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.orderkey, orderkey));
}

/** The checks a bill was split into, in their order. */
export async function checksOf(tx: DbOrTx, orderkey: string): Promise<string[]> {
  const rows = await tx
    .select({ orderkey: orders.orderkey })
    .from(orders)
    .where(eq(orders.splitfrom, orderkey))
    .orderBy(asc(orders.splitno));
  return rows.map((r) => r.orderkey);
}

/** Which of these keys some order already has. */
export async function takenKeys(tx: DbOrTx, keys: string[]): Promise<string[]> {
  const rows = await tx.select({ orderkey: orders.orderkey }).from(orders).where(inArray(orders.orderkey, keys));
  return rows.map((r) => r.orderkey);
}

/** A check's own header columns; the rest it takes from the order split. */
export interface CheckWrite {
  orderkey: string;
  splitno: number;
  pax: number;
  totalitem: number;
  totalqty: number;
  note: string;
  campaignkey: string | null;
  subtotal: number;
  discval: number;
  netto: number;
  serviceval: number;
  dpp: number;
  pb1val: number;
  total: number;
  lines: NewLine[];
}

const CHECK_COLUMNS = sql.raw(`orderkey uuid, splitno smallint, pax int, totalitem int, totalqty numeric, note text, campaignkey text,
  subtotal numeric, discval numeric, netto numeric, serviceval numeric, dpp numeric, pb1val numeric, total numeric`);

const insertChecksStatement = statement<{ orders: OrderJson[] }>(
  'table_service_insert_checks',
  sql`WITH q AS (${outletNumberTurn(sql.placeholder('outletid'))}),
    n AS (
      INSERT INTO ${orderNumbers} (outletid, lastno) SELECT ${sql.placeholder('outletid')}, ${sql.placeholder('count')} FROM q
      ON CONFLICT (outletid) DO UPDATE SET lastno = ${orderNumbers}.lastno + ${sql.placeholder('count')}
      RETURNING lastno),
    c AS (SELECT * FROM json_to_recordset(${sql.placeholder('checks')}) AS c (${CHECK_COLUMNS})),
    h AS (
      INSERT INTO ${orders} (orderkey, compcode, outletid, orderno, orderdate, ordertype, tablename, tablecapacity, pax, totalitem,
        totalqty, note, customerid, customernm, "PhoneNo", "DeliveryAddr", deliverby, campaignkey, subtotal, discval, netto, servicepc,
        serviceval, dpp, pb1pc, pb1val, total, endtime, remark, createby, updateby, splitfrom, splitfromno, splitno, splitcount)
      SELECT c.orderkey, o.compcode, o.outletid,
        ${sql.placeholder('prefix')} || lpad(((SELECT lastno FROM n) - ${sql.placeholder('count')}::int + c.splitno)::text, 6, '0'),
        o.orderdate, o.ordertype, o.tablename, o.tablecapacity, c.pax, c.totalitem, c.totalqty, c.note, o.customerid, o.customernm,
        o."PhoneNo", o."DeliveryAddr", o.deliverby, c.campaignkey, c.subtotal, c.discval, c.netto, o.servicepc, c.serviceval, c.dpp,
        o.pb1pc, c.pb1val, c.total, o.endtime, o.remark, ${sql.placeholder('username')}, ${sql.placeholder('username')},
        o.orderkey, o.orderno, c.splitno, ${sql.placeholder('count')}::int
      FROM c CROSS JOIN ${orders} o WHERE o.orderkey = ${sql.placeholder('orderkey')}::uuid
      RETURNING *),
    l AS (
      INSERT INTO ${orderLines} (orderkey, lineno, menuid, menuname, menusize, categid, salesacc, qty, hargajual, discpc, discval,
        netto, kenapajak, linenote, kitchenqty, isfree, campaignid, modifiers)
      SELECT * FROM json_to_recordset(${sql.placeholder('lines')}) AS l (orderkey uuid, lineno int, menuid int, menuname text,
        menusize text, categid text, salesacc text, qty numeric, hargajual numeric, discpc numeric, discval numeric, netto numeric,
        kenapajak smallint, linenote text, kitchenqty int, isfree boolean, campaignid int, modifiers jsonb)),
    t AS (
      INSERT INTO ${orderTables} (orderkey, tableid, seated, seq)
      SELECT c.orderkey, ot.tableid, false, ot.seq FROM c CROSS JOIN ${orderTables} ot WHERE ot.orderkey = ${sql.placeholder('orderkey')}::uuid)
    SELECT coalesce(json_agg(to_json(h) ORDER BY h.splitno), '[]') AS orders FROM h`,
);

/**
 * Writes the checks of a split in one statement: each an order of its own, numbered by the outlet's
 * counter (bumped once by their number), with the split order's type, tables (unseated: the split
 * order keeps the seats), customer, rates and opening time, and its own lines and amounts.
 */
export async function insertChecks(
  tx: DbOrTx,
  split: { orderkey: string; outletid: number; prefix: string; username: string; checks: CheckWrite[] },
): Promise<StoredOrder[]> {
  const { checks, ...rest } = split;
  const [row] = await insertChecksStatement(tx, {
    ...rest,
    count: checks.length,
    checks: JSON.stringify(checks.map(({ lines, ...c }) => c)),
    lines: JSON.stringify(checks.flatMap((c) => c.lines.map((l) => ({ orderkey: c.orderkey, ...l })))),
  });
  return row.orders.map(storedOrderOf);
}
