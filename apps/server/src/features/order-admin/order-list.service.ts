// The order list and its export: the reads of order administration.
import { ORDER_EXPORT_MAX_DAYS, ORDER_EXPORT_TOO_LONG, type OrderListRow, orderExportTooMany } from '@saji/core';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import type { BackgroundWork } from '../../platform/background.js';
import { badRequest } from '../../platform/errors.js';
import { EXPORT_STEP_ROWS } from '../../platform/xlsx.js';
import * as q from './order-admin.queries.js';
import type { OrderFilters, OrderListQuery } from './order-admin.schemas.js';
import { ORDER_COUNT_CAP, type OrderPageQuery } from './order-filters.queries.js';
import * as walk from './order-walk.queries.js';

/** Days from tgl1 to tgl2, both counted. */
export const daysOf = (tgl1: string, tgl2: string) => (Date.parse(`${tgl2}T00:00:00Z`) - Date.parse(`${tgl1}T00:00:00Z`)) / 86_400_000 + 1;

/** The list's filters for the queries: an outlet name becomes the outlets it names; null when it names none. */
async function filterSet(db: Db, scope: ScopedTo, filters: OrderFilters): Promise<OrderPageQuery | null> {
  const { outletname, ...rest } = filters;
  if (!outletname) return rest as OrderPageQuery;
  const outletids = await q.outletIdsNamed(db, scope, outletname);
  return outletids.length ? ({ ...rest, outletids } as OrderPageQuery) : null;
}

/**
 * A page of the list. The matches are gathered, counted and sorted first (orderPageQuery); only when
 * there are more than ORDER_COUNT_CAP is the page read again in the sort column's index order, and the
 * count given as the cap with `more`. A page past the end brings no row, so no count: then it is counted.
 */
export async function listOrders(db: Db, scope: ScopedTo, query: OrderListQuery) {
  const filters = await filterSet(db, scope, query);
  if (!filters) return { meta: { total: 0 }, list: [] };
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const gathered = await q.findOrders(db, scope, filters, page, true);
  let matches = gathered.matches;
  if (matches === undefined) {
    const count = await q.countOrders(db, scope, filters);
    matches = count.more ? ORDER_COUNT_CAP + 1 : count.total;
  }
  if (matches <= ORDER_COUNT_CAP) return { meta: { total: matches }, list: gathered.rows };
  const { rows } = await q.findOrders(db, scope, filters, page, false);
  return { meta: { total: ORDER_COUNT_CAP, more: true }, list: rows };
}

type ExportQuery = OrderFilters & Pick<OrderListQuery, 'sortBy' | 'sortDir'>;

/** Keys counted ahead per step when more than ORDER_COUNT_CAP orders match: a short statement each. */
const COUNT_STEP = 2_000;

/**
 * The export's orders, after checking its bounds (at most ORDER_EXPORT_MAX_DAYS between the two dates
 * and ORDER_EXPORT_MAX_ROWS orders, else 400 before a byte is sent). Every read is a step of the
 * background gate and a short statement: up to ORDER_COUNT_CAP matches are gathered (one statement,
 * as a list page gathers them) and read by key; more are counted ahead in steps of COUNT_STEP keys,
 * then read along the sort column's index after the last row read (keyset), never with an OFFSET
 * that rereads every earlier row. sendXlsx reads the rows in steps of EXPORT_STEP_ROWS.
 */
export async function exportOrders(
  db: Db,
  scope: ScopedTo,
  query: ExportQuery,
  options: { background: BackgroundWork; maxRows: number },
): Promise<AsyncIterable<OrderListRow> | OrderListRow[]> {
  const rows = await exportSource(db, scope, query, options);
  // Written once the bounds held, so the log shows exports that were sent, with the filters that chose them.
  await audit(db, scope, { action: 'orders.export', after: query });
  return rows;
}

async function exportSource(
  db: Db,
  scope: ScopedTo,
  query: ExportQuery,
  { background, maxRows }: { background: BackgroundWork; maxRows: number },
): Promise<AsyncIterable<OrderListRow> | OrderListRow[]> {
  if (query.tgl1 && query.tgl2 && daysOf(query.tgl1, query.tgl2) > ORDER_EXPORT_MAX_DAYS) throw badRequest(ORDER_EXPORT_TOO_LONG);
  const filters = await background.step(() => filterSet(db, scope, query));
  if (!filters) return [];
  const few = await background.step(() => q.countOrders(db, scope, filters));
  if (!few.more) {
    if (few.total > maxRows) throw badRequest(orderExportTooMany(maxRows));
    const keys = await background.step(() => q.gatherOrderKeys(db, scope, filters));
    return byKeys(db, scope, keys);
  }
  let counted = 0;
  for (const phase of walk.walkPhases(filters)) {
    let after: walk.OrderCursor | undefined;
    do {
      const chunk = await background.step(() => walk.findCursorsAfter(db, scope, filters, phase, after, COUNT_STEP));
      counted += chunk.count;
      if (counted > maxRows) throw badRequest(orderExportTooMany(maxRows));
      after = chunk.count === COUNT_STEP ? chunk.next : undefined;
    } while (after);
  }
  return alongTheIndex(db, scope, filters);
}

async function* byKeys(db: Db, scope: ScopedTo, keys: string[]) {
  for (let i = 0; i < keys.length; i += EXPORT_STEP_ROWS) yield* await q.findOrdersByKeys(db, scope, keys.slice(i, i + EXPORT_STEP_ROWS));
}

async function* alongTheIndex(db: Db, scope: ScopedTo, filters: OrderPageQuery) {
  for (const phase of walk.walkPhases(filters)) {
    let after: walk.OrderCursor | undefined;
    do {
      const page = await walk.findOrdersAfter(db, scope, filters, phase, after, EXPORT_STEP_ROWS);
      yield* page.rows;
      after = page.rows.length === EXPORT_STEP_ROWS ? page.next : undefined;
    } while (after);
  }
}

/** Order numbers of the scope for the filter lookup, newest first. */
export const orderNumbers = (db: Db, scope: ScopedTo, search: string | undefined, limit: number) =>
  q.findOrderNumbers(db, scope, search, limit);

/** The active outlets of the scope, for the filter lookup. */
export const outletsOf = (db: Db, scope: ScopedTo) => q.findOutletsOf(db, scope);
