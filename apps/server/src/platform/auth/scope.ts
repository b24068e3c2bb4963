import { forbidden } from '../errors.js';
import type { SessionUser } from './sessions.js';

/**
 * The outlet a query is limited to: a bound user (manager, cashier) always their own outlet, and
 * asking for another is refused; an admin the outlet asked for, or every outlet when none is.
 */
export function outletScope(user: SessionUser, requested?: number | null): number | undefined {
  if (user.outletid === null) return requested ?? undefined;
  if (requested && requested !== user.outletid) throw forbidden('You can only work with your own outlet.');
  return user.outletid;
}

/** Refuses a write to a record of another outlet for a bound user. */
export function assertOutletAccess(user: SessionUser, outletid: number): void {
  if (user.outletid !== null && user.outletid !== outletid) throw forbidden('You can only work with your own outlet.');
}

/** The active date (YYYY-MM-DD): the company's fixed date, or today in the server's business time zone. */
export function activeDate(user: SessionUser, timeZone: string, now = new Date()): string {
  return user.fixedActiveDate ?? new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
