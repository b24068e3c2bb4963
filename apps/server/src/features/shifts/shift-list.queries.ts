import type { TenderRow } from '@saji/core';
import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shifts } from '../../db/schema/index.js';
import { offsetOf } from '../../platform/list-query.js';
import { type LoadedShift, selectShifts, storedShiftOf, tenderRowsOf, tendersOf } from './shifts.queries.js';

export interface ShiftListFilter {
  compcode: string;
  /** Absent: every outlet of the company (an admin's list). */
  outletid?: number;
  tgl1: string;
  tgl2: string;
  timeZone: string;
  status?: 'open' | 'closed';
  terminal?: string;
  page: number;
  limit: number;
  sortBy: 'openedat' | 'closedat' | 'terminal' | 'openedby' | 'zno';
  sortDir: 'asc' | 'desc';
}

/** The business day's start, as an instant: midnight of `day` in the business time zone. */
const dayStart = (day: string, timeZone: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${timeZone})`;

/** Shifts that were open at some time of the days tgl1 to tgl2: opened before their end, not closed before their start. */
function whereOf(f: ShiftListFilter): SQL {
  return and(
    eq(shifts.compcode, f.compcode),
    f.outletid ? eq(shifts.outletid, f.outletid) : undefined,
    lt(shifts.openedat, dayStart(f.tgl2, f.timeZone, 1)),
    or(isNull(shifts.closedat), gte(shifts.closedat, dayStart(f.tgl1, f.timeZone))),
    f.status ? eq(shifts.status, f.status) : undefined,
    f.terminal ? eq(shifts.terminal, f.terminal) : undefined,
  ) as SQL;
}

export async function listShifts(db: DbOrTx, f: ShiftListFilter): Promise<{ rows: LoadedShift[]; total: number }> {
  const dir = f.sortDir === 'desc' ? desc : asc;
  const where = whereOf(f);
  const [rows, [{ total }]] = await Promise.all([
    selectShifts(db).where(where).orderBy(dir(shifts[f.sortBy]), dir(shifts.shiftid)).limit(f.limit).offset(offsetOf(f)),
    db.select({ total: count() }).from(shifts).where(where),
  ]);
  return { rows: rows.map(storedShiftOf), total };
}

export interface ListFigures {
  tenders: TenderRow[];
  /** The cash put in and the cash taken out (negative). */
  movements: { amount: number }[];
  ordercount: number;
  salestotal: number;
}

/** The payments by type, cash movements and sales of each shift listed, in one statement. */
export async function listFigures(db: DbOrTx, compcode: string, shiftids: number[]): Promise<Map<number, ListFigures>> {
  if (!shiftids.length) return new Map();
  const ids = sql`ARRAY[${sql.join(
    shiftids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const result = await db.execute(sql`SELECT s.shiftid, ${tendersOf(sql`s.shiftid`, compcode)} AS tenders,
      (SELECT json_build_array(coalesce(sum(amount) FILTER (WHERE amount > 0), 0), coalesce(sum(amount) FILTER (WHERE amount < 0), 0))
        FROM restoshiftcash c WHERE c.shiftid = s.shiftid) AS moves,
      (SELECT count(*)::int FROM restoorderho o WHERE o.shiftid = s.shiftid AND o.orderstatus = 5 AND o.isvoid = '0') AS ordercount,
      (SELECT coalesce(sum(total), 0) FROM restoorderho o WHERE o.shiftid = s.shiftid AND o.orderstatus = 5 AND o.isvoid = '0') AS salestotal
    FROM unnest(${ids}) AS s (shiftid)`);
  const rows = result.rows as unknown as {
    shiftid: number;
    tenders: TenderRow[];
    moves: [number, number];
    ordercount: number;
    salestotal: string;
  }[];
  return new Map(
    rows.map((r) => [
      Number(r.shiftid),
      {
        tenders: tenderRowsOf(r.tenders),
        movements: r.moves.map((amount) => ({ amount: Number(amount) })),
        ordercount: Number(r.ordercount),
        salestotal: Number(r.salestotal),
      },
    ]),
  );
}
