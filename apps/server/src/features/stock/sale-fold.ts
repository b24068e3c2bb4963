import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { statement } from '../../db/statement.js';

// The fold of migration 0160, run by name: the background folder and every reader of stock call it.
const foldStatement = statement<{ folded: number }>('stock_fold_sales', sql`SELECT stock_fold_sales() AS folded`);

/** Turns the sales and voids noted since the last fold into movements; answers how many notes it folded. */
export async function foldSales(db: DbOrTx): Promise<number> {
  const [row] = await foldStatement(db, {});
  return row.folded;
}
