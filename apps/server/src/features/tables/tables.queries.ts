import type { RestoTable, TableUsage, TableValues } from '@saji/core';
import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { orders, orderTables, outlets, restoTables, tablePositions } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { TableListQuery } from './tables.schemas.js';

type Filters = Partial<Pick<TableListQuery, 'tablename' | 'outletname' | 'aktif'>>;

const columns = {
  tableid: restoTables.tableid,
  tablename: restoTables.tablename,
  outletid: restoTables.outletid,
  outletname: outlets.outletname,
  tablecapacity: restoTables.tablecapacity,
  tableposcode: restoTables.tableposcode,
  tableposname: tablePositions.tableposname,
  tableaktif: restoTables.tableaktif,
};

const sortable = {
  tablename: caseless(restoTables.tablename),
  outletname: caseless(outlets.outletname),
  tablecapacity: restoTables.tablecapacity,
  tableposcode: caseless(restoTables.tableposcode),
  tableposname: caseless(tablePositions.tableposname),
  tableaktif: restoTables.tableaktif,
};

function whereOf(scope: ScopedTo, f: Filters): SQL | undefined {
  return and(
    eq(restoTables.compcode, scope.compcode),
    scope.outletid ? eq(restoTables.outletid, scope.outletid) : undefined,
    f.tablename ? ilike(restoTables.tablename, likePattern(f.tablename)) : undefined,
    f.outletname ? ilike(outlets.outletname, likePattern(f.outletname)) : undefined,
    f.aktif ? eq(restoTables.tableaktif, f.aktif) : undefined,
  );
}

/** A table's outlet and position, which every table query shows. */
function withPlace<T extends PgSelect>(query: T) {
  return query
    .innerJoin(outlets, eq(outlets.outletid, restoTables.outletid))
    .innerJoin(
      tablePositions,
      and(eq(tablePositions.outletid, restoTables.outletid), eq(tablePositions.tableposcode, restoTables.tableposcode)),
    );
}

export function findTables(
  db: DbOrTx,
  scope: ScopedTo,
  q: Filters & Pick<TableListQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<RestoTable[]> {
  return withPlace(db.select(columns).from(restoTables).$dynamic())
    .where(whereOf(scope, q))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, restoTables.tableid))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTables(db: DbOrTx, scope: ScopedTo, f: Filters): Promise<number> {
  const [row] = await withPlace(db.select({ total: count() }).from(restoTables).$dynamic()).where(whereOf(scope, f));
  return row?.total ?? 0;
}

export async function findTable(db: DbOrTx, scope: ScopedTo, tableid: number): Promise<RestoTable | undefined> {
  const [row] = await withPlace(db.select(columns).from(restoTables).$dynamic())
    .where(and(whereOf(scope, {}), eq(restoTables.tableid, tableid)))
    .limit(1);
  return row;
}

// Correlated subqueries keep one row per table whatever the order history holds.
const openOrder = sql<
  string | null
>`(SELECT ot.orderkey::text FROM ${orderTables} ot WHERE ot.tableid = ${restoTables.tableid} AND ot.seated LIMIT 1)`;
const orderCount = sql<number>`(SELECT count(*) FROM ${orderTables} ot WHERE ot.tableid = ${restoTables.tableid})`.mapWith(Number);

/** Every table in scope with its open order and how often orders used it, in POS order. */
export async function findTableUsage(db: DbOrTx, scope: ScopedTo, aktif?: '0' | '1'): Promise<TableUsage[]> {
  const rows = await withPlace(
    db
      .select({ ...columns, orderkey: openOrder, orders: orderCount })
      .from(restoTables)
      .$dynamic(),
  )
    .where(whereOf(scope, { aktif }))
    .orderBy(asc(outlets.outletname), asc(tablePositions.nourut), asc(restoTables.tableposcode), asc(restoTables.tablename));
  const open = rows.map((r) => r.orderkey).filter((k): k is string => !!k);
  const openOrders = open.length
    ? await db
        .select({ orderkey: orders.orderkey, orderno: orders.orderno })
        .from(orders)
        .where(
          sql`${orders.orderkey} IN (${sql.join(
            open.map((k) => sql`${k}::uuid`),
            sql`, `,
          )})`,
        )
    : [];
  const last = await lastOrders(db, scope);
  return rows.map((r) => ({
    ...r,
    occupied: r.orderkey !== null,
    orderno: openOrders.find((o) => o.orderkey === r.orderkey)?.orderno ?? null,
    lastorder: last.get(r.tableid) ?? null,
  }));
}

async function lastOrders(db: DbOrTx, scope: ScopedTo): Promise<Map<number, string>> {
  const rows = await db
    .select({ tableid: orderTables.tableid, last: sql<Date | string>`max(${orders.orderdate})` })
    .from(orderTables)
    .innerJoin(orders, eq(orders.orderkey, orderTables.orderkey))
    .where(and(eq(orders.compcode, scope.compcode), scope.outletid ? eq(orders.outletid, scope.outletid) : undefined))
    .groupBy(orderTables.tableid);
  return new Map(rows.map((r) => [r.tableid, new Date(r.last).toISOString()]));
}

/** The open order seated at a table, and how many orders ever used it. */
export async function tableUse(db: DbOrTx, tableid: number): Promise<{ open: boolean; orders: number }> {
  const [row] = await db
    .select({ open: sql<boolean>`coalesce(bool_or(${orderTables.seated}), false)`, orders: count() })
    .from(orderTables)
    .where(eq(orderTables.tableid, tableid));
  return { open: !!row?.open, orders: row?.orders ?? 0 };
}

export async function tableNameTaken(db: DbOrTx, outletid: number, tablename: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ tableid: restoTables.tableid })
    .from(restoTables)
    .where(
      and(
        eq(restoTables.outletid, outletid),
        eq(restoTables.tablename, tablename),
        exceptId ? ne(restoTables.tableid, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

type TableRow = Omit<TableValues, 'idlama' | 'tableposname'>;

export async function insertTable(db: DbOrTx, compcode: string, values: TableRow): Promise<number> {
  const [row] = await db
    .insert(restoTables)
    .values({ ...values, compcode })
    .returning({ tableid: restoTables.tableid });
  return row.tableid;
}

export async function updateTable(db: DbOrTx, compcode: string, tableid: number, values: TableRow): Promise<void> {
  await db
    .update(restoTables)
    .set(values)
    .where(and(eq(restoTables.compcode, compcode), eq(restoTables.tableid, tableid)));
}

export async function deleteTable(db: DbOrTx, compcode: string, tableid: number): Promise<void> {
  await db.delete(restoTables).where(and(eq(restoTables.compcode, compcode), eq(restoTables.tableid, tableid)));
}
