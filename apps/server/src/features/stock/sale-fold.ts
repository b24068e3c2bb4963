import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { statement } from '../../db/statement.js';

/** Sale notes folded by one run: a till waits at most one such statement (migration 0169). */
const NOTES_A_RUN = 100;

// The fold of migrations 0160 and 0169, run by name.
const foldStatement = statement<{ folded: number }>(
  'stock_fold_sales',
  sql`SELECT stock_fold_sales(${sql.raw(String(NOTES_A_RUN))}) AS folded`,
);

/**
 * Turns up to NOTES_A_RUN of the sales and voids noted since the last fold into movements; answers how many
 * notes it folded. The background folder runs it, one short statement at a time, so a till never
 * waits behind a backlog.
 */
export async function foldSales(db: DbOrTx): Promise<number> {
  const [row] = await foldStatement(db, {});
  return row.folded;
}

/** Folds every sale noted so far, a run at a time: what a reader of stock does first. */
export async function foldAllSales(db: DbOrTx): Promise<void> {
  while ((await foldSales(db)) > 0);
}
