import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export interface VarianceSource {
  itemno: number;
  partnumber: string;
  itemname: string;
  invunitom: string;
  opening: number;
  received: number;
  transferin: number;
  transferout: number;
  wasted: number;
  produced: number;
  closing: number;
  theoreticalusage: number;
  avgcost: number;
}

/**
 * The movements of an outlet's period per item, in one pass over the movements from the period's first
 * day on: on hand now less what moved since a day gives the stock at that day, so nothing before the
 * period is read. Theoretical usage is what sales took less what voids gave back (both on the order's
 * day, as the sales reports count them). Items with no movement and no stock are left out.
 */
export async function varianceSources(db: DbOrTx, compcode: string, outletid: number, tgl1: string, tgl2: string) {
  const result = await db.execute<VarianceSource & Record<string, unknown>>(sql`
    WITH mv AS (
      SELECT itemno,
        sum(qty) AS since,
        coalesce(sum(qty) FILTER (WHERE movedate > ${tgl2}::date), 0) AS after,
        coalesce(sum(qty) FILTER (WHERE movedate <= ${tgl2}::date AND kind = 'RECEIPT'), 0) AS received,
        coalesce(sum(qty) FILTER (WHERE movedate <= ${tgl2}::date AND kind = 'TRANSFER_IN'), 0) AS transferin,
        coalesce(-sum(qty) FILTER (WHERE movedate <= ${tgl2}::date AND kind = 'TRANSFER_OUT'), 0) AS transferout,
        coalesce(-sum(qty) FILTER (WHERE movedate <= ${tgl2}::date AND kind = 'WASTE'), 0) AS wasted,
        coalesce(-sum(qty) FILTER (WHERE movedate <= ${tgl2}::date AND kind = 'PRODUCTION'), 0) AS produced,
        coalesce(-sum(qty) FILTER (WHERE movedate <= ${tgl2}::date AND kind IN ('SALE', 'VOID')), 0) AS theoreticalusage
      FROM stock_movement WHERE outletid = ${outletid} AND movedate >= ${tgl1}::date
      GROUP BY itemno)
    SELECT i.itemno, i.partnumber, i.itemname, i.invunitom,
      (s.onhand - coalesce(mv.since, 0))::float8 AS opening,
      coalesce(mv.received, 0)::float8 AS received, coalesce(mv.transferin, 0)::float8 AS transferin,
      coalesce(mv.transferout, 0)::float8 AS transferout, coalesce(mv.wasted, 0)::float8 AS wasted,
      coalesce(mv.produced, 0)::float8 AS produced,
      (s.onhand - coalesce(mv.after, 0))::float8 AS closing,
      coalesce(mv.theoreticalusage, 0)::float8 AS theoreticalusage,
      s.avgcost::float8 AS avgcost
    FROM stock_onhand s
    JOIN masteritem i ON i.itemno = s.itemno
    LEFT JOIN mv ON mv.itemno = s.itemno
    WHERE s.outletid = ${outletid} AND s.compcode = ${compcode} AND (mv.itemno IS NOT NULL OR s.onhand <> 0)
    ORDER BY lower(i.itemname), i.itemno`);
  return result.rows as VarianceSource[];
}
