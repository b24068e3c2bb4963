// A condition other features' statements embed (the order's lock, the till's save and payment), not a query of its own.
import { type SQLWrapper, sql } from 'drizzle-orm';
import { accountingPeriods } from '../../db/schema/index.js';

/**
 * SQL: whether the month an order date falls in (in the business time zone) is closed for the
 * company; a month without an acc_period row is open. Embedded in the statement that locks the
 * order, so the answer holds for the rest of the transaction.
 */
export function periodClosedAt(compcode: SQLWrapper, orderdate: SQLWrapper, timeZone: SQLWrapper | string) {
  const local = sql`(${orderdate} AT TIME ZONE ${timeZone})`;
  return sql<boolean>`coalesce((SELECT p.isclosed FROM ${accountingPeriods} p WHERE p.compcode = ${compcode}
    AND p.tahun = extract(year FROM ${local})::int AND p.bulan = extract(month FROM ${local})::int), false)`;
}
