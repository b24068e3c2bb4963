import type { AuditRow } from '@saji/core';
import { and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, orders, outlets } from '../../db/schema/index.js';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

import type { ScopedTo } from '../../platform/auth/scope.js';
import type { AuditFilters } from './audit-log.schemas.js';

/**
 * Counting stops here: over a million rows an exact count of a wide range costs more than the page
 * (a capped count of 10,000 took 4-8 ms of the 50 ms budget, 1,000 under 1 ms); past it the screen
 * asks for narrower filters.
 */
export const AUDIT_COUNT_CAP = 1_000;

/** The most rows one export writes (read by offset pages, each a step of the background gate). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/**
 * Rows of the company (and, for a bound user, of their outlet). A date range is taken wide: from the
 * day's first instant in the business time zone (the session's, SAJI_TIMEZONE) or in UTC, whichever
 * comes first, to its last in either, so a day asked on either clock misses none of its rows; the
 * few extra hours show with their times (docs/decisions/users.md).
 */
function auditWhere(scope: ScopedTo, f: AuditFilters): SQL | undefined {
  return and(
    eq(auditLog.compcode, scope.compcode),
    scope.outletid === undefined ? undefined : eq(auditLog.outletid, scope.outletid),
    f.tgl1 ? gte(auditLog.at, sql`least(${f.tgl1}::date::timestamptz, ${f.tgl1}::date::timestamp AT TIME ZONE 'UTC')`) : undefined,
    f.tgl2
      ? lt(auditLog.at, sql`greatest((${f.tgl2}::date + 1)::timestamptz, (${f.tgl2}::date + 1)::timestamp AT TIME ZONE 'UTC')`)
      : undefined,
    f.username ? eq(auditLog.username, f.username) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.objectkey ? eq(auditLog.objectkey, f.objectkey) : undefined,
  );
}

export async function findAudit(
  db: DbOrTx,
  scope: ScopedTo,
  f: AuditFilters,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  const rows = await db
    .select({ ...getTableColumns(auditLog), outletname: outlets.outletname, orderno: orders.orderno })
    .from(auditLog)
    // Names for ids: the outlet's name, and an order's number when the object is an order (its key, a
    // uuid, read through the primary key; other objects' keys are not uuids and join nothing).
    .leftJoin(outlets, and(eq(outlets.outletid, auditLog.outletid), eq(outlets.compcode, auditLog.compcode)))
    .leftJoin(
      orders,
      and(
        sql`${orders.orderkey} = (CASE WHEN ${auditLog.objectkey} ~* ${UUID} THEN ${auditLog.objectkey}::uuid END)`,
        eq(orders.compcode, auditLog.compcode),
      ),
    )
    .where(auditWhere(scope, f))
    .orderBy(desc(auditLog.at), desc(auditLog.auditid))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The number of matches, up to AUDIT_COUNT_CAP + 1 (more than the cap reads as "more"). */
export async function countAudit(db: DbOrTx, scope: ScopedTo, f: AuditFilters): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(auditWhere(scope, f))
    .limit(AUDIT_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.total ?? 0);
}
