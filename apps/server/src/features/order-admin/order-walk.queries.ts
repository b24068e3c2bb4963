// The export's walk through the list in the list's order, page after page by keyset.
import type { OrderListRow } from '@saji/core';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { orderOf } from '../../platform/list-query.js';
import type { OrderListQuery } from './order-admin.schemas.js';
import { type OrderPageQuery, orderColumns, sortColumnsOf, toListRow, whereOf } from './order-filters.queries.js';

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

/** One step of the export's walk: the list's filters, the phase, the cursor to go on from and how many to take. */
type WalkStep = [
  db: DbOrTx,
  scope: ScopedTo,
  q: OrderPageQuery,
  phase: OrderCursor['phase'],
  after: OrderCursor | undefined,
  limit: number,
];

/**
 * The next orders of one phase of the export's walk in the list's order, after the cursor: a short
 * statement on the sort column's index (each has the key after it, migration 0010).
 */
function orderWalkQuery(...[db, scope, q, phase, after, limit]: WalkStep) {
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
  ...[db, scope, q, phase, after, limit]: WalkStep
): Promise<{ rows: OrderListRow[]; next?: OrderCursor }> {
  const found = await orderWalkQuery(db, scope, q, phase, after, limit);
  const last = found.at(-1);
  return {
    rows: found.map(({ cursorValue: _, ...r }) => toListRow(r)),
    next: last ? { phase, value: last.cursorValue, orderkey: last.orderkey } : undefined,
  };
}

/** The cursors of the next matches of one phase, for counting ahead without reading the orders. */
export async function findCursorsAfter(...[db, scope, q, phase, after, limit]: WalkStep): Promise<{ count: number; next?: OrderCursor }> {
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
