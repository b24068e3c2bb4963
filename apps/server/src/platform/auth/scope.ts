import { formatInZone } from '@saji/core';
import { forbidden } from '../errors.js';
import type { SessionUser } from './user-key.js';

/**
 * What a request may see and do, built once by the auth guard (`request.scope`) and handed to every
 * service: the company, the outlet a bound user is held to, and the business date.
 */
export interface RequestScope {
  user: SessionUser;
  compcode: string;
  /** The outlet a manager or cashier is bound to; null for an admin, who sees every outlet of the company. */
  boundOutlet: number | null;
  /** Time zone of business dates (SAJI_TIMEZONE). */
  timeZone: string;
  /** The active date (YYYY-MM-DD): the company's fixed date, or today in the business time zone. */
  activeDate: string;
  /** The year of the active date, which dated master data (prices, outlet years) is read for. */
  fiscalYear: number;
  /** Who acts and from where, as the audit trail records it (platform/audit.ts). */
  actor: AuditActor;
}

/** The request behind an action: the audit log's who, request id and client address. */
export interface AuditActor {
  username: string;
  requestId: string;
  address: string;
}

export function requestScope(
  user: SessionUser,
  timeZone: string,
  origin: { requestId: string; address: string },
  now = new Date(),
): RequestScope {
  const date = activeDate(user, timeZone, now);
  return {
    user,
    actor: { username: user.username, ...origin },
    compcode: user.compcode,
    boundOutlet: user.outletid,
    timeZone,
    activeDate: date,
    fiscalYear: Number(date.slice(0, 4)),
  };
}

/**
 * The outlet a query is limited to: a bound user (manager, cashier) always their own outlet, and
 * asking for another is refused; an admin the outlet asked for, or every outlet when none is.
 */
export function outletScope(scope: Pick<RequestScope, 'boundOutlet'>, requested?: number | null): number | undefined {
  const bound = scope.boundOutlet;
  if (bound === null) return requested ?? undefined;
  if (requested && requested !== bound) throw forbidden('You can only work with your own outlet.');
  return bound;
}

/** What a query of one company's records reads: the request's scope narrowed to one outlet, or none for every outlet it may see. */
export type ScopedTo = Pick<RequestScope, 'compcode' | 'timeZone' | 'fiscalYear'> & {
  outletid?: number;
  /** Carried along so a service can write its audit row; absent when code runs outside a request (tests, scripts). */
  actor?: AuditActor;
};

/** The scope of a query: a bound user's own outlet always, an admin's the outlet asked for (outletScope). */
export function scopedTo(scope: RequestScope, requested?: number | null): ScopedTo {
  return {
    compcode: scope.compcode,
    timeZone: scope.timeZone,
    fiscalYear: scope.fiscalYear,
    outletid: outletScope(scope, requested),
    actor: scope.actor,
  };
}

/** Refuses a write to a record of another outlet for a bound user. */
export function assertOutletAccess(scope: Pick<RequestScope, 'boundOutlet'>, outletid: number): void {
  const bound = scope.boundOutlet;
  if (bound !== null && bound !== outletid) throw forbidden('You can only work with your own outlet.');
}

/** The active date (YYYY-MM-DD): the company's fixed date, or today in the server's business time zone. */
export function activeDate(user: SessionUser, timeZone: string, now = new Date()): string {
  // formatInZone keeps one date format per zone: building one for every request was a sale's costliest step in Node.
  return user.fixedActiveDate ?? formatInZone(now, timeZone, 'YYYY-MM-DD');
}
