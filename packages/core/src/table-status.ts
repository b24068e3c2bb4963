import { alreadyInList } from './messages.js';

/** Card colour class; null when the table has no end time (no order). */
export type TableStatus = 'safe' | 'warning' | 'alert';
export const WARNING_MINUTES = 30;
export const ALERT_MINUTES = 5;
export const TABLE_REFRESH_MS = 30_000;

type Instant = Date | string | number;
const ms = (t: Instant) => (t instanceof Date ? t.getTime() : new Date(t).getTime());

/** When the guests' dine time runs out: the order's start plus the outlet's maxdinetime. */
export function endTimeOf(startedAt: Instant, maxdinetime: number): Date {
  return new Date(ms(startedAt) + maxdinetime * 60_000);
}

/**
 * Whole minutes left until `endtime`, rounded up so a table reads 0 only once its time is
 * really up; never below 0.
 */
export function remainingMinutes(endtime: Instant, now: Instant): number {
  return Math.max(0, Math.ceil((ms(endtime) - ms(now)) / 60_000));
}

/** Over 30 minutes left: safe; 6 to 30: warning; 5 or less: alert; no end time: null. */
export function tableStatus(endtime: Instant | null | undefined, now: Instant): TableStatus | null {
  if (endtime === null || endtime === undefined) return null;
  const left = remainingMinutes(endtime, now);
  if (left > WARNING_MINUTES) return 'safe';
  if (left > ALERT_MINUTES) return 'warning';
  return 'alert';
}

export interface TableRef {
  tableid: number;
  tablename: string;
  tablecapacity: number;
}

export interface JoinedTables {
  tableids: number[];
  /** Comma-joined names, as the order header stores them. */
  tablename: string;
  /** Summed capacity. */
  tablecapacity: number;
}

export function joinTables(tables: readonly TableRef[]): JoinedTables {
  return {
    tableids: tables.map((t) => t.tableid),
    tablename: tables.map((t) => t.tablename).join(', '),
    tablecapacity: tables.reduce((n, t) => n + t.tablecapacity, 0),
  };
}

export function canSeat(pax: number, capacity: number): boolean {
  return pax >= 1 && pax <= capacity;
}

/** The spec names no message for a party bigger than its tables; the screen and the server share this one. */
export const paxOverCapacity = (pax: number, tablename: string, capacity: number) =>
  `Pax ${pax} is more than the capacity of table ${tablename} (${capacity})`;

/** Adds a table to the picked ones; picking one twice is the spec's '{name} already in the list'. */
export function addTable<T extends TableRef>(picked: readonly T[], table: T): { ok: true; tables: T[] } | { ok: false; message: string } {
  if (picked.some((t) => t.tableid === table.tableid)) return { ok: false, message: alreadyInList(table.tablename) };
  return { ok: true, tables: [...picked, table] };
}
