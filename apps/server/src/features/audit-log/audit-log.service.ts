import type { Db } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { inPages } from '../../platform/xlsx.js';
import * as q from './audit-log.queries.js';
import type { AuditFilters, AuditListQuery } from './audit-log.schemas.js';

/** A page of the audit log, newest first; past AUDIT_COUNT_CAP matches the total is the cap with `more`. */
export async function listAudit(db: Db, scope: ScopedTo, query: AuditListQuery) {
  const [list, matches] = await Promise.all([
    q.findAudit(db, scope, query, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    q.countAudit(db, scope, query),
  ]);
  if (matches > q.AUDIT_COUNT_CAP) return { meta: { total: q.AUDIT_COUNT_CAP, more: true }, list };
  return { meta: { total: matches }, list };
}

/** The rows of an export, newest first: offset pages reread the rows before them, so it stops at AUDIT_EXPORT_MAX_ROWS. */
export function exportAudit(db: Db, scope: ScopedTo, filters: AuditFilters) {
  return inPages((offset, limit) =>
    offset >= q.AUDIT_EXPORT_MAX_ROWS ? Promise.resolve([]) : q.findAudit(db, scope, filters, { offset, limit }),
  );
}
