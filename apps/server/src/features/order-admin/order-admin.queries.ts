import { ORDER_STATUS, type OrderListRow, orderStatusName } from '@saji/core';
import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { orders, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { likePattern, orderOf } from '../../platform/list-query.js';
import type { OrderFilters, OrderListQuery } from './order-admin.schemas.js';

/** The list's columns that live on the order row; the outlet's name is joined on. */
const orderColumns = {
  orderkey: orders.orderkey,
  orderno: orders.orderno,
  orderdate: orders.orderdate,
  ordertype: orders.ordertype,
  pax: orders.pax,
  deliverby: orders.deliverby,
  netto: orders.netto,
  serviceval: orders.serviceval,
  pb1val: orders.pb1val,
  total: orders.total,
  createby: orders.createby,
  orderstatus: orders.orderstatus,
  posting: orders.posting,
  paymethod: orders.paymethod,
  note: orders.note,
  isvoid: orders.isvoid,
  voidreason: orders.voidreason,
  outletid: orders.outletid,
  tablename: orders.tablename,
  splitcount: orders.splitcount,
  mergedintono: orders.mergedintono,
};
type OrderColumns = typeof orderColumns;

/** The column each sortBy sorts on, among the given columns (the order table's or a subquery's). */
const sortColumnsOf = (c: OrderColumns) =>
  ({
    orderno: c.orderno,
    orderdate: c.orderdate,
    ordertype: c.ordertype,
    tablename: c.tablename,
    pax: c.pax,
    deliverby: c.deliverby,
    netto: c.netto,
    serviceval: c.serviceval,
    pb1val: c.pb1val,
    total: c.total,
    createby: c.createby,
    orderstatusnm: c.orderstatus,
    posting: c.posting,
    paymethod: c.paymethod,
  }) satisfies Record<OrderListQuery['sortBy'], unknown>;

/** The first instant of a business day, as a constant the planner can use against the orderdate indexes. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::timestamp AT TIME ZONE ${timeZone})`;
const dayAfter = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

export const storedOrderType = (t: OrderFilters['ordertype']) => (!t || t === 'ALL' ? undefined : t === 'TAKEAWAY' ? 'TAKE AWAY' : t);

/**
 * The list's filters as the queries take them: the typed outlet name already resolved to the ids of
 * the outlets it names (a handful of rows), so the order queries filter on an indexed column.
 */
export type OrderFilterSet = Omit<OrderFilters, 'outletname'> & { outletids?: number[] };
export type OrderPageQuery = OrderFilterSet & Pick<OrderListQuery, 'sortBy' | 'sortDir'>;

// Open: still being served (the first condition is the open orders' partial index's). Closed: paid, and
// the bills split into checks or merged into another order, kept under their own status and counted in
// no sales figure; written as two arms so that the paid ones still use their own indexes.
const openOrders = and(ne(orders.orderstatus, ORDER_STATUS.COMPLETED), eq(orders.orderstatus, ORDER_STATUS.OPEN));
const closedOrders = or(
  eq(orders.orderstatus, ORDER_STATUS.COMPLETED),
  inArray(orders.orderstatus, [ORDER_STATUS.SPLIT, ORDER_STATUS.MERGED]),
);

/**
 * Void ticked: the void orders, whatever the open/close switch says (a void order is finished for
 * good, open or paid when it was voided). Otherwise open or closed, as above.
 */
function statusCondition(status: '0' | '1', isvoid: number): SQL | undefined {
  if (isvoid === 1) return eq(orders.isvoid, '1');
  return and(eq(orders.isvoid, '0'), status === '0' ? closedOrders : openOrders);
}

function whereOf(scope: ScopedTo, f: Partial<OrderFilterSet>): SQL | undefined {
  const type = storedOrderType(f.ordertype);
  return and(
    eq(orders.compcode, scope.compcode),
    scope.outletid ? eq(orders.outletid, scope.outletid) : undefined,
    f.outletids ? inArray(orders.outletid, f.outletids) : undefined,
    f.status !== undefined ? statusCondition(f.status, f.isvoid ?? 0) : undefined,
    type ? eq(orders.ordertype, type) : undefined,
    f.tgl1 ? gte(orders.orderdate, dayStart(f.tgl1, scope.timeZone)) : undefined,
    f.tgl2 ? lt(orders.orderdate, dayAfter(f.tgl2, scope.timeZone)) : undefined,
    f.posting !== undefined ? eq(orders.posting, f.posting) : undefined,
    f.paymethod ? oneOfJoined(orders.paymethod, f.paymethod) : undefined,
    // Part of a table name finds it ('VIP' finds 'VIP3'), as Delivery By and the Tables screen match.
    f.tablename ? ilike(orders.tablename, likePattern(f.tablename)) : undefined,
    f.deliverby ? ilike(orders.deliverby, likePattern(f.deliverby)) : undefined,
  );
}

/**
 * The value is one of the names a column joins with ', ' (an order's tables 'T01, T02', the payment
 * types that paid 'CASH, QRIS'), without regard to case: 'T02' finds 'T01, T02' but not 'T020'.
 * Written as the expression of the column's array index (migration 0007), so the index serves it.
 */
const oneOfJoined = (column: AnyPgColumn, value: string) => sql`string_to_array(upper(${column}), ', ') @> ARRAY[upper(${value})]`;

type ListRow = Omit<OrderListRow, 'orderdate' | 'orderstatusnm'> & {
  orderdate: Date;
  splitcount: number | null;
  mergedintono: string | null;
};
const toListRow = (r: ListRow): OrderListRow => ({
  ...r,
  orderdate: r.orderdate.toISOString(),
  orderstatusnm: orderStatusName(r.orderstatus, r.isvoid as '0' | '1', r),
});

/**
 * Counting stops at this many orders: an exact count of a million rows costs a full scan on every page,
 * and nobody pages through 400 pages of 25 - past the cap the screen asks for a narrower filter.
 */
export const ORDER_COUNT_CAP = 10_000;

/**
 * One page of the list, as a query (the bench explains the very statements the list runs).
 *
 * Gathered (`gather`): up to ORDER_COUNT_CAP + 1 matches are collected by whatever index suits the
 * filters, counted (`matches`) and sorted, in one statement. Reading the sort column's index in order
 * instead would stop after a page, but when the filters correlate with that order (a void order is
 * never posted, a dine-in order has no courier, the unposted orders are the recent ones, cashiers
 * belong to an outlet) the planner expects matches early and walks the whole index. The LIMIT keeps
 * the gathering a subquery of its own, planned on its own: PostgreSQL does not merge a subquery with
 * a LIMIT into the outer query. Only the key and the sort value of each match are carried through the
 * count and the sort; the page's rows are read by key afterwards, so ten thousand matches are not
 * copied, joined and sorted whole.
 *
 * Indexed (not `gather`): for more matches than the cap, which are dense enough that the sort
 * column's index (each has one, migration 0010) meets a page of them soon.
 */
export function orderPageQuery(db: DbOrTx, scope: ScopedTo, q: OrderPageQuery, page: { limit: number; offset: number }, gather: boolean) {
  if (!gather) {
    return db
      .select({ ...orderColumns, outletname: outlets.outletname, matches: sql<number | null>`null::int` })
      .from(orders)
      .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
      .where(whereOf(scope, q))
      .orderBy(...orderOf(sortColumnsOf(orderColumns), q.sortBy, q.sortDir, orders.orderkey))
      .limit(page.limit)
      .offset(page.offset);
  }
  const matching = db
    .select({ orderkey: orders.orderkey, sortValue: sortColumnsOf(orderColumns)[q.sortBy] })
    .from(orders)
    .where(whereOf(scope, q))
    .limit(ORDER_COUNT_CAP + 1)
    .as('matching');
  const pageKeys = db
    .select({ orderkey: matching.orderkey, sortValue: matching.sortValue, matches: sql<number>`(count(*) OVER ())::int`.as('matches') })
    .from(matching)
    .orderBy(...orderOf({ sortValue: matching.sortValue }, 'sortValue', q.sortDir, matching.orderkey))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .select({ ...orderColumns, outletname: outlets.outletname, matches: pageKeys.matches })
    .from(pageKeys)
    .innerJoin(orders, eq(orders.orderkey, pageKeys.orderkey))
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .orderBy(...orderOf({ sortValue: pageKeys.sortValue }, 'sortValue', q.sortDir, pageKeys.orderkey));
}

/** A page of the list; `matches` is how many orders the gathering found, at most ORDER_COUNT_CAP + 1 (absent when no row came). */
export async function findOrders(
  db: DbOrTx,
  scope: ScopedTo,
  q: OrderPageQuery,
  page: { limit: number; offset: number },
  gather = false,
): Promise<{ rows: OrderListRow[]; matches?: number }> {
  const found = await orderPageQuery(db, scope, q, page, gather);
  return { rows: found.map(({ matches: _, ...r }) => toListRow(r)), matches: found[0]?.matches ?? undefined };
}

/** The sortable columns that may be empty: NULLs sort last ascending and first descending, as PostgreSQL sorts them. */
const NULLABLE_SORT = new Set<OrderListQuery['sortBy']>(['tablename', 'deliverby', 'paymethod']);

/**
 * Where a keyset walk stands. The walk in the list's order runs in phases: the orders with a value
 * in the sort column, and those without (after them ascending, before them descending), because a
 * row comparison never matches NULL.
 */
export interface OrderCursor {
  phase: 'values' | 'nulls';
  /** The sort column's value as the database writes it (text), so the next page starts exactly after it. */
  value: string | null;
  orderkey: string;
}

export const walkPhases = (q: Pick<OrderPageQuery, 'sortBy' | 'sortDir'>): OrderCursor['phase'][] =>
  !NULLABLE_SORT.has(q.sortBy) ? ['values'] : q.sortDir === 'asc' ? ['values', 'nulls'] : ['nulls', 'values'];

function keysetCondition(q: OrderPageQuery, phase: OrderCursor['phase'], after: OrderCursor | undefined): SQL | undefined {
  const column = sortColumnsOf(orderColumns)[q.sortBy];
  const beyond = sql.raw(q.sortDir === 'asc' ? '>' : '<');
  if (phase === 'nulls') return and(isNull(column), after ? sql`${orders.orderkey} ${beyond} ${after.orderkey}` : undefined);
  return and(
    NULLABLE_SORT.has(q.sortBy) ? isNotNull(column) : undefined,
    after ? sql`(${column}, ${orders.orderkey}) ${beyond} (${after.value}, ${after.orderkey})` : undefined,
  );
}

/**
 * The next orders of one phase of the export's walk in the list's order, after the cursor: a short
 * statement on the sort column's index (each has the key after it, migration 0010).
 */
function orderWalkQuery(
  db: DbOrTx,
  scope: ScopedTo,
  q: OrderPageQuery,
  phase: OrderCursor['phase'],
  after: OrderCursor | undefined,
  limit: number,
) {
  const column = sortColumnsOf(orderColumns)[q.sortBy];
  return db
    .select({ ...orderColumns, outletname: outlets.outletname, cursorValue: sql<string | null>`${column}::text` })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(and(whereOf(scope, q), keysetCondition(q, phase, after)))
    .orderBy(...orderOf(sortColumnsOf(orderColumns), q.sortBy, q.sortDir, orders.orderkey))
    .limit(limit);
}

export async function findOrdersAfter(
  db: DbOrTx,
  scope: ScopedTo,
  q: OrderPageQuery,
  phase: OrderCursor['phase'],
  after: OrderCursor | undefined,
  limit: number,
): Promise<{ rows: OrderListRow[]; next?: OrderCursor }> {
  const found = await orderWalkQuery(db, scope, q, phase, after, limit);
  const last = found.at(-1);
  return {
    rows: found.map(({ cursorValue: _, ...r }) => toListRow(r)),
    next: last ? { phase, value: last.cursorValue, orderkey: last.orderkey } : undefined,
  };
}

/** The cursors of the next matches of one phase, for counting ahead without reading the orders. */
export async function findCursorsAfter(
  db: DbOrTx,
  scope: ScopedTo,
  q: OrderPageQuery,
  phase: OrderCursor['phase'],
  after: OrderCursor | undefined,
  limit: number,
): Promise<{ count: number; next?: OrderCursor }> {
  const column = sortColumnsOf(orderColumns)[q.sortBy];
  const found = await db
    .select({ orderkey: orders.orderkey, value: sql<string | null>`${column}::text` })
    .from(orders)
    .where(and(whereOf(scope, q), keysetCondition(q, phase, after)))
    .orderBy(...orderOf(sortColumnsOf(orderColumns), q.sortBy, q.sortDir, orders.orderkey))
    .limit(limit);
  const last = found.at(-1);
  return { count: found.length, next: last ? { phase, value: last.value, orderkey: last.orderkey } : undefined };
}

/**
 * The keys of every match in the list's order, when there are at most ORDER_COUNT_CAP: gathered by
 * whatever index suits the filters, as a list page gathers them (orderPageQuery), then sorted.
 */
export async function gatherOrderKeys(db: DbOrTx, scope: ScopedTo, q: OrderPageQuery): Promise<string[]> {
  const matching = db
    .select({ orderkey: orders.orderkey, sortValue: sortColumnsOf(orderColumns)[q.sortBy] })
    .from(orders)
    .where(whereOf(scope, q))
    .limit(ORDER_COUNT_CAP + 1)
    .as('matching');
  const rows = await db
    .select({ orderkey: matching.orderkey })
    .from(matching)
    .orderBy(...orderOf({ sortValue: matching.sortValue }, 'sortValue', q.sortDir, matching.orderkey));
  return rows.map((r) => r.orderkey);
}

/** The orders of the keys, in the keys' order. */
export async function findOrdersByKeys(db: DbOrTx, scope: ScopedTo, keys: string[]): Promise<OrderListRow[]> {
  if (!keys.length) return [];
  const found = await db
    .select({ ...orderColumns, outletname: outlets.outletname })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(and(whereOf(scope, {}), inArray(orders.orderkey, keys)));
  const byKey = new Map(found.map((r) => [r.orderkey, toListRow(r)]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}

/** The count of the list, stopping after ORDER_COUNT_CAP + 1 matches. */
export function orderCountQuery(db: DbOrTx, scope: ScopedTo, f: OrderFilterSet) {
  const matching = db
    .select({ one: sql`1` })
    .from(orders)
    .where(whereOf(scope, f))
    .limit(ORDER_COUNT_CAP + 1)
    .as('matching');
  return db.select({ total: count() }).from(matching);
}

export async function countOrders(db: DbOrTx, scope: ScopedTo, f: OrderFilterSet): Promise<{ total: number; more: boolean }> {
  const [row] = await orderCountQuery(db, scope, f);
  const total = row?.total ?? 0;
  return { total: Math.min(total, ORDER_COUNT_CAP), more: total > ORDER_COUNT_CAP };
}

/** The outlets of the scope whose name contains the text (the list's outlet name filter). */
export async function outletIdsNamed(db: DbOrTx, scope: ScopedTo, name: string): Promise<number[]> {
  const rows = await db
    .select({ outletid: outlets.outletid })
    .from(outlets)
    .where(
      and(
        eq(outlets.compcode, scope.compcode),
        scope.outletid ? eq(outlets.outletid, scope.outletid) : undefined,
        ilike(outlets.outletname, likePattern(name)),
      ),
    );
  return rows.map((r) => r.outletid);
}

/** The orders a bulk run considers, in order-number order, at most `limit`. */
export async function findBulkCandidates(
  db: DbOrTx,
  scope: ScopedTo,
  f: Pick<OrderFilterSet, 'ordertype' | 'tgl1' | 'tgl2'>,
  posted: boolean,
  limit: number,
) {
  return db
    .select({ orderkey: orders.orderkey, orderno: orders.orderno, orderstatus: orders.orderstatus, isvoid: orders.isvoid })
    .from(orders)
    .where(and(whereOf(scope, f), eq(orders.posting, posted ? 1 : 0)))
    .orderBy(asc(orders.orderno))
    .limit(limit);
}

/** Order numbers of the scope for the filter lookup, newest first. */
export async function findOrderNumbers(db: DbOrTx, scope: ScopedTo, search: string | undefined, limit: number) {
  return db
    .select({ orderkey: orders.orderkey, orderno: orders.orderno })
    .from(orders)
    .where(and(whereOf(scope, {}), search ? ilike(orders.orderno, likePattern(search)) : undefined))
    .orderBy(sql`${orders.orderno} desc`)
    .limit(limit);
}

export async function findOutletsOf(db: DbOrTx, scope: ScopedTo) {
  return db
    .select({ outletid: outlets.outletid, outletcode: outlets.outletcode, outletname: outlets.outletname })
    .from(outlets)
    .where(
      and(eq(outlets.compcode, scope.compcode), eq(outlets.aktif, '1'), scope.outletid ? eq(outlets.outletid, scope.outletid) : undefined),
    )
    .orderBy(asc(outlets.outletname));
}
