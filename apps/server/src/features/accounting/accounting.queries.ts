import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountingPeriods } from '../../db/schema/index.js';

export async function findPeriods(db: DbOrTx, compcode: string, months: { year: number; month: number }[]) {
  const rows = await db
    .select()
    .from(accountingPeriods)
    .where(
      and(
        eq(accountingPeriods.compcode, compcode),
        sql`(${accountingPeriods.tahun}, ${accountingPeriods.bulan}) IN (${sql.join(
          months.map((m) => sql`(${m.year}::int, ${m.month}::int)`),
          sql`, `,
        )})`,
      ),
    );
  return rows;
}

export async function upsertPeriod(db: DbOrTx, compcode: string, year: number, month: number, isclosed: boolean, username: string) {
  const closed = { isclosed, closedBy: isclosed ? username : null, closedAt: isclosed ? new Date() : null };
  await db
    .insert(accountingPeriods)
    .values({ compcode, tahun: year, bulan: month, ...closed })
    .onConflictDoUpdate({ target: [accountingPeriods.compcode, accountingPeriods.tahun, accountingPeriods.bulan], set: closed });
}
