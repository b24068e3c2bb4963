import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { pgErrorOf } from '../../platform/errors.js';

/** The tables a fold empties: the folder vacuums them now and then (platform/folds.ts). */
export const DELTA_TABLES = ['rpt_sales_day_delta', 'rpt_sales_menu_day_delta'] as const;

// The fold itself is a database function beside the triggers that append the deltas (migration 0110).
const foldStatement = statement<{ folded: number }>('rpt_fold_deltas', sql`SELECT rpt_fold_deltas() AS folded`);

/** Adds every pending sales delta to the summaries and deletes it; answers how many deltas it folded. */
export async function foldSummaries(db: DbOrTx): Promise<number> {
  const [row] = await foldStatement(db, {});
  return row.folded;
}

const DEADLOCK = '40P01';

/**
 * Brings the summaries up to every sale committed before the call: whatever reads them calls this
 * first. A fold that deadlocks with another (it should not: both lock in key order) rolls back whole and
 * is run again.
 */
export async function settleSummaries(db: DbOrTx): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await foldSummaries(db);
      return;
    } catch (err) {
      if (pgErrorOf(err)?.code !== DEADLOCK || attempt >= 3) throw err;
    }
  }
}
