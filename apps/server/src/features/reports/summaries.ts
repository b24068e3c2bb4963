import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import * as q from './summaries.queries.js';
import { foldSummaries, settleSummaries } from './summary-deltas.js';

export interface RebuildResult {
  /** Company-months recomputed. */
  stretches: number;
  /** Summary rows that did not match the orders, now corrected. */
  differences: q.Difference[];
}

/** The first day of the month after the month of `day` (YYYY-MM-DD). */
const nextMonth = (day: string) => {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Recomputes both summaries from the orders and corrects every row that differs, a company-month per
 * transaction: each holds the summaries' writers (the tills' completions, which append deltas) for a
 * moment only, not for the whole rebuild. Answers what it corrected; an exact model corrects nothing.
 */
export async function rebuildSummaries(database: Database): Promise<RebuildResult> {
  const { db } = database;
  const result: RebuildResult = { stretches: 0, differences: [] };
  await settleSummaries(db);
  for (const span of await q.companySpans(db)) {
    if (!span.first || !span.last) continue;
    for (let from = `${span.first.slice(0, 8)}01`; from <= span.last; from = nextMonth(from)) {
      const stretch = { compcode: span.compcode, from, to: nextMonth(from) };
      const found = await db.transaction(async (tx) => {
        await q.lockSummaries(tx);
        await foldSummaries(tx);
        return [...(await q.rebuildDays(tx, stretch)), ...(await q.rebuildMenuDays(tx, stretch))];
      });
      result.stretches++;
      result.differences.push(...found);
    }
  }
  await q.recordSummaryZone(db);
  return result;
}

/**
 * The summaries' business days are days of the zone they were built in. After SAJI_TIMEZONE changes,
 * every sale near midnight may sit on the wrong day: rebuild them in the new zone.
 */
export async function checkSummaryZone(database: Database, log: FastifyBaseLogger): Promise<void> {
  const zones = await q.summaryZones(database.db);
  if (zones.built === zones.session) return;
  log.warn(`sales summaries were built in ${zones.built ?? 'no zone'}, the business zone is ${zones.session}: rebuilding them`);
  const { differences } = await rebuildSummaries(database);
  log.warn(`sales summaries rebuilt in ${zones.session}: ${differences.length} rows corrected`);
}
