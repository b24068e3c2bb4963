import type { OrderListRow } from '@saji/core';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { likePattern, orderOf } from '../../platform/list-query.js';
import {
  ORDER_COUNT_CAP,
  type OrderFilterSet,
  type OrderPageQuery,
  orderColumns,
  sortColumnsOf,
  toListRow,
  whereOf,
} from './order-filters.queries.js';

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
  const matching = gathered(db, scope, q);
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

/**
 * The matches with their sort value, at most ORDER_COUNT_CAP + 1 of them, gathered by whatever index
 * suits the filters; the caller sorts them.
 */
function gathered(db: DbOrTx, scope: ScopedTo, q: OrderPageQuery) {
  return db
    .select({ orderkey: orders.orderkey, sortValue: sortColumnsOf(orderColumns)[q.sortBy] })
    .from(orders)
    .where(whereOf(scope, q))
    .limit(ORDER_COUNT_CAP + 1)
    .as('matching');
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

/**
 * The keys of every match in the list's order, when there are at most ORDER_COUNT_CAP: gathered by
 * whatever index suits the filters, as a list page gathers them (orderPageQuery), then sorted.
 */
export async function gatherOrderKeys(db: DbOrTx, scope: ScopedTo, q: OrderPageQuery): Promise<string[]> {
  const matching = gathered(db, scope, q);
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
