import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { glAccounts, journalLines, journals, orderLines, orderPayments, orders, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { periodClosedAt } from '../accounting/index.js';
import { orderStateColumns } from './order-changes.queries.js';

const localDate = (scope: ScopedTo) => sql`(${orders.orderdate} AT TIME ZONE ${scope.timeZone})`;

/**
 * Everything posting needs to decide and to write, in one round trip: the order's state and totals,
 * its outlet's accounts, and whether the month of its voucher date is closed (no acc_period row: open).
 * With lock, the order row stays locked to the end of the transaction.
 */
export async function postingSource(tx: DbOrTx, scope: ScopedTo, orderkey: string, lock: boolean) {
  const query = tx
    .select({
      ...orderStateColumns,
      posting: orders.posting,
      netto: orders.netto,
      serviceval: orders.serviceval,
      pb1val: orders.pb1val,
      total: orders.total,
      voucherdate: sql<string>`to_char(${localDate(scope)}, 'YYYY-MM-DD')`,
      outletcode: outlets.outletcode,
      outletname: outlets.outletname,
      ServiceAcc: outlets.ServiceAcc,
      TaxAcc: outlets.TaxAcc,
      periodClosed: periodClosedAt(orders.compcode, orders.orderdate, scope.timeZone),
    })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(
      and(
        eq(orders.orderkey, orderkey),
        eq(orders.compcode, scope.compcode),
        scope.outletid ? eq(orders.outletid, scope.outletid) : undefined,
      ),
    );
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}
export type PostingSource = NonNullable<Awaited<ReturnType<typeof postingSource>>>;

/** The order's sales lines and payments in one round trip. */
export async function linesAndPayments(db: DbOrTx, orderkey: string) {
  const result = await db.execute(sql`
    SELECT 'L' AS kind, lineno, salesacc AS kodeacc, netto AS amount, NULL AS namepayment, NULL AS codepayment
      FROM ${orderLines} WHERE orderkey = ${orderkey}
    UNION ALL
    SELECT 'P', lineno, kodeacc, paymentnettamt, namepayment, codepayment
      FROM ${orderPayments} WHERE orderkey = ${orderkey}
    ORDER BY 1, 2`);
  const rows = result.rows as { kind: string; kodeacc: string; amount: string; namepayment: string | null; codepayment: string | null }[];
  return {
    lines: rows.filter((r) => r.kind === 'L').map((r) => ({ salesacc: r.kodeacc, netto: Number(r.amount) })),
    payments: rows
      .filter((r) => r.kind === 'P')
      .map((r) => ({ kodeacc: r.kodeacc, paymentnettamt: Number(r.amount), namepayment: r.namepayment, codepayment: r.codepayment })),
  };
}

export interface NewJournal {
  compcode: string;
  outletid: number;
  voucherno: string;
  voucherdate: string;
  orderkey: string;
  memo: string;
  createby: string;
  lines: { kodeacc: string; debit: number; credit: number; memo: string }[];
}

/** Writes the voucher with its lines and marks the order posted, in one statement (one round trip). */
export async function writeJournal(tx: DbOrTx, j: NewJournal): Promise<void> {
  const values = sql.join(
    j.lines.map((l, i) => sql`(${i + 1}::int, ${l.kodeacc}::text, ${l.debit}::numeric, ${l.credit}::numeric, ${l.memo}::text)`),
    sql`, `,
  );
  // A fully free order posts a voucher without lines: it still records that the order was posted.
  const lines = j.lines.length
    ? sql`, lines AS (INSERT INTO ${journalLines} (journalid, lineno, kodeacc, debit, credit, memo)
        SELECT header.journalid, v.lineno, v.kodeacc, v.debit, v.credit, v.memo FROM header, (VALUES ${values}) AS v (lineno, kodeacc, debit, credit, memo))`
    : sql``;
  await tx.execute(sql`
    WITH header AS (
      INSERT INTO ${journals} (compcode, outletid, voucherno, voucherdate, orderkey, memo, createby)
      VALUES (${j.compcode}, ${j.outletid}, ${j.voucherno}, ${j.voucherdate}::date, ${j.orderkey}, ${j.memo}, ${j.createby})
      RETURNING journalid)${lines}
    UPDATE ${orders} SET posting = 1, postedby = ${j.createby}, postingtime = now(), updateby = ${j.createby}, updatetime = now()
    WHERE orderkey = ${j.orderkey}`);
}

/** Removes the order's voucher and marks it unposted, in one statement. */
export async function removeJournal(tx: DbOrTx, orderkey: string, username: string): Promise<void> {
  await tx.execute(sql`
    WITH removed AS (DELETE FROM ${journals} WHERE orderkey = ${orderkey})
    UPDATE ${orders} SET posting = 0, postedby = NULL, postingtime = NULL, updateby = ${username}, updatetime = now()
    WHERE orderkey = ${orderkey}`);
}

/** The posted voucher of an order with its account names from the chart of the voucher's fiscal year. */
export async function findJournal(db: DbOrTx, compcode: string, orderkey: string) {
  const [header] = await db
    .select({
      journalid: journals.journalid,
      voucherno: journals.voucherno,
      voucherdate: journals.voucherdate,
      createby: journals.createby,
    })
    .from(journals)
    .where(and(eq(journals.orderkey, orderkey), eq(journals.compcode, compcode)));
  if (!header) return undefined;
  const lines = await db
    .select({ kodeacc: journalLines.kodeacc, debit: journalLines.debit, credit: journalLines.credit, memo: journalLines.memo })
    .from(journalLines)
    .where(eq(journalLines.journalid, header.journalid))
    .orderBy(asc(journalLines.lineno));
  return { header, lines };
}

export async function accountNames(db: DbOrTx, compcode: string, tahun: number, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ kodeacc: glAccounts.kodeacc, namaacc: glAccounts.namaacc })
    .from(glAccounts)
    .where(and(eq(glAccounts.compcode, compcode), eq(glAccounts.tahun, tahun), inArray(glAccounts.kodeacc, codes)));
  return new Map(rows.map((r) => [r.kodeacc, r.namaacc]));
}
