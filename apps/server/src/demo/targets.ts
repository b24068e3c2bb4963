import { BUDGET_KEYS, targetMonths } from '@saji/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { salesTargets } from '../db/schema/index.js';
import type { DemoIds } from './foundation.js';

/**
 * Sales targets of the current and the previous year for every demo outlet, set against the demo
 * history so Target vs Realization has something to say: the manager's outlet beats its targets, the
 * second misses them, the third is over in some months and under in others. A month gets a target when
 * the history covers it whole, or when it is still to come (this month and the rest of the year, at the
 * outlet's average month); months before the history began stay at 0.
 */
const OUTLET_FACTOR = [0.9, 1.12];
/** The third outlet and the second company's: over and under by turns. */
const ALTERNATE = [0.88, 1.1, 0.95, 1.15];
const ROUND_TO = 100_000;

export async function seedTargets(db: Db, ids: DemoIds): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const thisMonth = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  const outlets = [
    ...ids.outletIds.map((id) => ({ id, compcode: ids.compcode })),
    ...ids.otherOutletIds.map((id) => ({ id, compcode: ids.otherCompcode })),
  ];
  const rows = (
    await db.execute(
      sql`SELECT outletid, to_char(salesdate, 'YYYY-MM') AS month, sum(netto)::float8 AS sales, min(salesdate)::text AS first
        FROM rpt_sales_day GROUP BY 1, 2 ORDER BY 1, 2`,
    )
  ).rows as { outletid: number; month: string; sales: number; first: string }[];
  const values = [];
  for (const [n, outlet] of outlets.entries()) {
    const own = rows.filter((r) => r.outletid === outlet.id);
    // Whole months only: a history that began after a month's third day began part-way; the current month is not over.
    const partFirst = own[0] && Number(own[0].first.slice(8, 10)) > 3 ? own[0].month : undefined;
    const whole = new Map(own.filter((r) => r.month !== partFirst && r.month < thisMonth).map((r) => [r.month, r.sales]));
    const average = whole.size ? [...whole.values()].reduce((a, b) => a + b, 0) / whole.size : 0;
    for (const tahun of [year - 1, year]) {
      const budgets = targetMonths(tahun, 1).map((m, i) => {
        const key = `${m.year}-${String(m.month).padStart(2, '0')}`;
        const base = whole.get(key) ?? (key >= thisMonth ? average : 0);
        const factor = n < OUTLET_FACTOR.length ? OUTLET_FACTOR[n] : ALTERNATE[(i + n) % ALTERNATE.length];
        return Math.round((base * factor) / ROUND_TO) * ROUND_TO;
      });
      if (budgets.every((b) => b === 0)) continue;
      values.push({
        outletid: outlet.id,
        compcode: outlet.compcode,
        tahun,
        createby: outlet.compcode === ids.compcode ? 'admin' : 'admin2',
        ...Object.fromEntries(BUDGET_KEYS.map((k, i) => [k, budgets[i]])),
      });
    }
  }
  if (values.length) await db.insert(salesTargets).values(values);
}
