// What every query of the order list shares: its columns, its sort columns, its filters as a WHERE, a row as the list shows it.
import { ORDER_STATUS, type OrderListRow, orderStatusName } from '@saji/core';
import { and, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { likePattern } from '../../platform/list-query.js';
import type { OrderFilters, OrderListQuery } from './order-admin.schemas.js';

/** The list's columns that live on the order row; the outlet's name is joined on. */
export const orderColumns = {
  orderkey: orders.orderkey,
  orderno: orders.orderno,
  orderdate: orders.orderdate,
  ordertype: orders.ordertype,
  pax: orders.pax,
  deliverby: orders.deliverby,
  discval: orders.discval,
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
  voidby: orders.voidby,
  outletid: orders.outletid,
  tablename: orders.tablename,
  splitcount: orders.splitcount,
  mergedintono: orders.mergedintono,
  offlineno: orders.offlineno,
};
type OrderColumns = typeof orderColumns;

/** The column each sortBy sorts on, among the given columns (the order table's or a subquery's). */
export const sortColumnsOf = (c: OrderColumns) =>
  ({
    orderno: c.orderno,
    orderdate: c.orderdate,
    ordertype: c.ordertype,
    tablename: c.tablename,
    pax: c.pax,
    deliverby: c.deliverby,
    discval: c.discval,
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

export function whereOf(scope: ScopedTo, f: Partial<OrderFilterSet>): SQL | undefined {
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
export const toListRow = (r: ListRow): OrderListRow => ({
  ...r,
  orderdate: r.orderdate.toISOString(),
  orderstatusnm: orderStatusName(r.orderstatus, r.isvoid as '0' | '1', r),
});
/**
 * Counting stops at this many orders: an exact count of a million rows costs a full scan on every page,
 * and nobody pages through 400 pages of 25 - past the cap the screen asks for a narrower filter.
 */
export const ORDER_COUNT_CAP = 10_000;
