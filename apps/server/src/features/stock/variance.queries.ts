import type { VarianceInput } from '@saji/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** An item's movements over the period, as the variance rule reads them, with what names the item. */
export interface VarianceSource extends VarianceInput {
  itemno: number;
  partnumber: string;
  itemname: string;
  invunitom: string;
}

/** ISO day arithmetic on `YYYY-MM-DD`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
function nextMonth(day: string) {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * What moved at an outlet per item and kind from day `from` to day `to` (both included; no `to`: up to
 * now and after), as rows (itemno, kind, qty) read from the summaries of migration 0161: the months wholly
 * inside from stock_monthly, the days before the first and after the last of them from stock_daily.
 */
export function movedBetween(outletid: number, from: string, to?: string): SQL {
  const firstWhole = from === monthOf(from) ? from : nextMonth(from);
  // The first day after the last whole month, or none when the range has no end.
  const afterWhole = to === undefined ? undefined : monthOf(nextDay(to));
  const headEnd = to === undefined || nextDay(to) > firstWhole ? firstWhole : nextDay(to);
  const tail =
    afterWhole === undefined
      ? sql``
      : sql`
    UNION ALL SELECT itemno, kind, qty FROM stock_daily
    WHERE outletid = ${outletid} AND movedate >= greatest(${from}::date, ${firstWhole}::date, ${afterWhole}::date) AND movedate <= ${to}::date`;
  return sql`
    SELECT itemno, kind, qty FROM stock_monthly
    WHERE outletid = ${outletid} AND month >= ${firstWhole}::date ${afterWhole === undefined ? sql`` : sql`AND month < ${afterWhole}::date`}
    UNION ALL SELECT itemno, kind, qty FROM stock_daily
    WHERE outletid = ${outletid} AND movedate >= ${from}::date AND movedate < ${headEnd}::date${tail}`;
}

/**
 * The movements of an outlet's period per item, read from the daily and monthly summaries: on hand now
 * less what moved after the period is the closing stock, less what moved in it the opening, so nothing
 * before the period is read. Theoretical usage is what sales took less what voids gave back (both on the
 * order's day, as the sales reports count them). Items with no movement since the period's start and no
 * stock are left out.
 */
export async function varianceSources(db: DbOrTx, compcode: string, outletid: number, tgl1: string, tgl2: string) {
  const result = await db.execute<VarianceSource & Record<string, unknown>>(sql`
    WITH mv AS (
      SELECT itemno, sum(qty) AS moved,
        coalesce(sum(qty) FILTER (WHERE kind = 'RECEIPT'), 0) AS received,
        coalesce(sum(qty) FILTER (WHERE kind = 'TRANSFER_IN'), 0) AS transferin,
        coalesce(-sum(qty) FILTER (WHERE kind = 'TRANSFER_OUT'), 0) AS transferout,
        coalesce(-sum(qty) FILTER (WHERE kind = 'WASTE'), 0) AS wasted,
        coalesce(-sum(qty) FILTER (WHERE kind = 'PRODUCTION'), 0) AS produced,
        coalesce(-sum(qty) FILTER (WHERE kind IN ('SALE', 'VOID')), 0) AS theoreticalusage
      FROM (${movedBetween(outletid, tgl1, tgl2)}) p
      GROUP BY itemno),
    later AS (SELECT itemno, sum(qty) AS moved FROM (${movedBetween(outletid, nextDay(tgl2))}) a GROUP BY itemno)
    SELECT i.itemno, i.partnumber, i.itemname, i.invunitom,
      (s.onhand - coalesce(later.moved, 0) - coalesce(mv.moved, 0))::float8 AS opening,
      coalesce(mv.received, 0)::float8 AS received, coalesce(mv.transferin, 0)::float8 AS transferin,
      coalesce(mv.transferout, 0)::float8 AS transferout, coalesce(mv.wasted, 0)::float8 AS wasted,
      coalesce(mv.produced, 0)::float8 AS produced,
      (s.onhand - coalesce(later.moved, 0))::float8 AS closing,
      coalesce(mv.theoreticalusage, 0)::float8 AS theoreticalusage,
      s.avgcost::float8 AS avgcost
    FROM stock_onhand s
    JOIN masteritem i ON i.itemno = s.itemno
    LEFT JOIN mv ON mv.itemno = s.itemno
    LEFT JOIN later ON later.itemno = s.itemno
    WHERE s.outletid = ${outletid} AND s.compcode = ${compcode} AND (mv.itemno IS NOT NULL OR later.itemno IS NOT NULL OR s.onhand <> 0)
    ORDER BY lower(i.itemname), i.itemno`);
  return result.rows as VarianceSource[];
}
