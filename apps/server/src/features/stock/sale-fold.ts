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

/** Folds every sale noted so far, a run at a time: what a reader of stock does when some are waiting. */
export async function foldAllSales(db: DbOrTx): Promise<void> {
  while ((await foldSales(db)) > 0);
}

export interface StockOutletRow {
  outletid: number;
  outletcode: string;
  outletname: string;
  /** Sale notes wait for the fold (the background folder takes them every 250 ms). */
  pending: boolean;
}

// A stock read's outlet and whether any sale waits to be folded, in one round trip: the fold itself (an
// advisory lock and a DELETE) runs only then, so a read finds the notes table empty at the cost of a look.
const outletStatement = statement<StockOutletRow>(
  'stock_outlet',
  sql`SELECT outletid, outletcode, outletname, EXISTS (SELECT 1 FROM stock_sale_delta) AS pending
    FROM restooutlet WHERE compcode = ${sql.placeholder('compcode')} AND outletid = ${sql.placeholder('outletid')}`,
);

export async function stockOutletRow(db: DbOrTx, compcode: string, outletid: number): Promise<StockOutletRow | undefined> {
  const [row] = await outletStatement(db, { compcode, outletid });
  return row;
}
