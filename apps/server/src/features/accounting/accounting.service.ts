import { fiscalMonths, fiscalYearOf, formatInZone, monthLabel, periodClosedMessage, UPDATE_OK, yearMonthOf } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { conflict } from '../../platform/errors.js';
import * as q from './accounting.queries.js';

/** The twelve months of a fiscal year laid out from the company's first month (awalbln). */
export async function periodsOfYear(db: DbOrTx, compcode: string, awalbln: number, tahun: number) {
  const months = fiscalMonths(tahun, awalbln);
  const rows = await q.findPeriods(db, compcode, months);
  return {
    tahun,
    awalbln,
    months: months.map(({ year, month }) => {
      const row = rows.find((r) => r.tahun === year && r.bulan === month);
      return {
        tahun: year,
        bulan: month,
        label: `${monthLabel(month)} ${year}`,
        isclosed: row?.isclosed ?? false,
        closedby: row?.isclosed ? (row.closedBy ?? null) : null,
        closedat: row?.isclosed && row.closedAt ? row.closedAt.toISOString() : null,
      };
    }),
  };
}

export const currentFiscalYear = (activeDate: string, awalbln: number) => fiscalYearOf(activeDate, awalbln);

export async function setPeriod(db: Db, scope: RequestScope, p: { tahun: number; bulan: number; isclosed: boolean }) {
  return db.transaction(async (tx) => {
    await q.upsertPeriod(tx, scope.compcode, p.tahun, p.bulan, p.isclosed, scope.user.username);
    const period = `${p.tahun}-${String(p.bulan).padStart(2, '0')}`;
    await audit(tx, scope, { action: p.isclosed ? 'period.close' : 'period.open', objectkey: period });
    return { message: UPDATE_OK };
  });
}

/**
 * The refusal for a change to the books of a closed month (date: YYYY-MM-DD in the business time
 * zone). Callers read the month's state in the same transaction as their change (see order posting).
 */
export function closedPeriodError(date: string) {
  const { year, month } = yearMonthOf(date);
  return conflict(periodClosedMessage(`${monthLabel(month)} ${year}`));
}

/** The same refusal for an order, from its stored order date. */
export function closedOrderPeriodError(orderdate: Date, timeZone: string) {
  return closedPeriodError(formatInZone(orderdate, timeZone, 'YYYY-MM-DD'));
}

/** The periods of the fiscal year asked for, or of the one the active date falls in. */
export function periodsOf(db: DbOrTx, scope: RequestScope, tahun: number | undefined) {
  const { awalbln } = scope.user;
  return periodsOfYear(db, scope.compcode, awalbln, tahun ?? currentFiscalYear(scope.activeDate, awalbln));
}
