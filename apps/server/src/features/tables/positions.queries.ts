import type { TablePosition } from '@saji/core';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outlets, restoTables, tablePositions } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';

const tableCount =
  sql<number>`(SELECT count(*) FROM ${restoTables} t WHERE t.outletid = ${tablePositions.outletid} AND t.tableposcode = ${tablePositions.tableposcode})`.mapWith(
    Number,
  );

/** The positions of the outlets in scope, in the order the POS shows them as tabs. */
export function findPositions(db: DbOrTx, scope: ScopedTo, key?: { outletid: number; tableposcode: string }): Promise<TablePosition[]> {
  return db
    .select({
      outletid: tablePositions.outletid,
      outletname: outlets.outletname,
      tableposcode: tablePositions.tableposcode,
      tableposname: tablePositions.tableposname,
      nourut: tablePositions.nourut,
      tables: tableCount,
    })
    .from(tablePositions)
    .innerJoin(outlets, eq(outlets.outletid, tablePositions.outletid))
    .where(
      and(
        eq(outlets.compcode, scope.compcode),
        scope.outletid ? eq(tablePositions.outletid, scope.outletid) : undefined,
        key ? and(eq(tablePositions.outletid, key.outletid), eq(tablePositions.tableposcode, key.tableposcode)) : undefined,
      ),
    )
    .orderBy(asc(outlets.outletname), asc(tablePositions.nourut), asc(tablePositions.tableposcode));
}

export async function findPosition(db: DbOrTx, outletid: number, tableposcode: string) {
  const [row] = await db
    .select()
    .from(tablePositions)
    .where(and(eq(tablePositions.outletid, outletid), eq(tablePositions.tableposcode, tableposcode)));
  return row;
}

export async function nextPositionOrder(db: DbOrTx, outletid: number): Promise<number> {
  const [row] = await db
    .select({ last: max(tablePositions.nourut) })
    .from(tablePositions)
    .where(eq(tablePositions.outletid, outletid));
  return (row?.last ?? 0) + 1;
}

export async function insertPosition(db: DbOrTx, values: { outletid: number; tableposcode: string; tableposname: string; nourut: number }) {
  await db.insert(tablePositions).values(values);
}

/** A changed code moves the position's tables with it (ON UPDATE CASCADE). */
export async function updatePosition(
  db: DbOrTx,
  outletid: number,
  oldCode: string,
  values: { tableposcode: string; tableposname: string; nourut: number },
) {
  await db
    .update(tablePositions)
    .set(values)
    .where(and(eq(tablePositions.outletid, outletid), eq(tablePositions.tableposcode, oldCode)));
}

export async function deletePosition(db: DbOrTx, outletid: number, tableposcode: string) {
  await db.delete(tablePositions).where(and(eq(tablePositions.outletid, outletid), eq(tablePositions.tableposcode, tableposcode)));
}
