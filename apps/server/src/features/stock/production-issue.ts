import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { MoveDocument } from './moves.queries.js';

/**
 * A production record issues its ingredients: each line is one batch of its recipe, so every recipe
 * line's quantity leaves the outlet's stock as a PRODUCTION movement at the average cost, summed per
 * item, in the production's own transaction.
 */
export async function issueProduction(tx: DbOrTx, doc: MoveDocument & { outletid: number }, recipeKeys: string[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby)
    SELECT ${doc.compcode}, ${doc.outletid}, u.itemno, 'PRODUCTION', -u.qty, coalesce(s.avgcost, 0), ${doc.refkey}::uuid, ${doc.refno},
      ${doc.movedate}::date, ${doc.createby}
    FROM (
      SELECT rl.itemno, sum(rl.quantity) AS qty
      FROM unnest(${sql.param(recipeKeys)}::uuid[]) AS k (key)
      JOIN standardproductionline rl ON rl.stdrproductionkey = k.key
      GROUP BY rl.itemno
    ) u
    LEFT JOIN stock_onhand s ON s.outletid = ${doc.outletid} AND s.itemno = u.itemno
    WHERE u.qty <> 0
    ORDER BY u.itemno`);
}
