import { BUDGET_KEYS, type BudgetKey } from '@saji/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outlets, salesTargets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';

export type Budgets = Record<BudgetKey, number>;

export interface StoredTarget extends Budgets {
  outletid: number;
}

export interface OutletRow {
  outletid: number;
  outletname: string;
  aktif: string;
}

const budgetColumns = Object.fromEntries(BUDGET_KEYS.map((k) => [k, salesTargets[k]])) as Record<
  BudgetKey,
  (typeof salesTargets)[BudgetKey]
>;

/** The outlets of the scope (the company's, or the one a query is narrowed to), in name order. */
export async function outletsOf(db: DbOrTx, scope: ScopedTo): Promise<OutletRow[]> {
  return db
    .select({ outletid: outlets.outletid, outletname: outlets.outletname, aktif: outlets.aktif })
    .from(outlets)
    .where(and(eq(outlets.compcode, scope.compcode), scope.outletid ? eq(outlets.outletid, scope.outletid) : undefined))
    .orderBy(asc(outlets.outletname), asc(outlets.outletid));
}

/**
 * The targets of a year in the scope. `forUpdate` holds them until the transaction ends: a save
 * checks its closed months against the rows it then overwrites.
 */
export async function targetsOf(db: DbOrTx, scope: ScopedTo, tahun: number, forUpdate = false): Promise<StoredTarget[]> {
  const query = db
    .select({ outletid: salesTargets.outletid, ...budgetColumns })
    .from(salesTargets)
    .where(
      and(
        eq(salesTargets.compcode, scope.compcode),
        eq(salesTargets.tahun, tahun),
        scope.outletid ? eq(salesTargets.outletid, scope.outletid) : undefined,
      ),
    );
  return forUpdate ? query.for('update') : query;
}

/** Writes a year's rows, each replacing the outlet's row of that year. One statement for the lot. */
export async function upsertTargets(tx: DbOrTx, compcode: string, tahun: number, rows: StoredTarget[], username: string): Promise<void> {
  if (!rows.length) return;
  const set = Object.fromEntries(BUDGET_KEYS.map((k) => [k, sql.raw(`excluded.${k}`)]));
  await tx
    .insert(salesTargets)
    .values(rows.map((r) => ({ ...r, compcode, tahun, createby: username })))
    .onConflictDoUpdate({
      target: [salesTargets.outletid, salesTargets.tahun],
      set: { ...set, createby: sql.raw('excluded.createby'), modified: sql`now()` },
    });
}

/** Removes the outlets' rows of a year (their twelve months were set to 0). */
export async function deleteTargets(tx: DbOrTx, compcode: string, tahun: number, outletids: number[]): Promise<void> {
  if (!outletids.length) return;
  await tx
    .delete(salesTargets)
    .where(and(eq(salesTargets.compcode, compcode), eq(salesTargets.tahun, tahun), inArray(salesTargets.outletid, outletids)));
}
