import type { AuditAction } from '@saji/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { statement } from '../db/statement.js';
import type { AuditActor } from './auth/scope.js';
import { OUTLET_CHANNEL, type OutletEvent, outletNotice } from './realtime.js';

export interface AuditEntry {
  action: AuditAction;
  /** The object acted on: an order key, a username, a menu id, a period (2026-03). */
  objectkey?: string | number | null;
  /** The outlet the object belongs to; defaults to the outlet the scope is limited to. */
  outletid?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Who writes the row: a request's scope (RequestScope or a ScopedTo built from it), or, where no
 * session exists yet (sign-in), the same fields made by hand. compcode is null only for a failed
 * sign-in with a username no company knows.
 */
export interface AuditScope {
  compcode: string | null;
  actor?: AuditActor;
  outletid?: number;
  boundOutlet?: number | null;
}

/** Code that runs outside a request (tests, scripts) is recorded as this user. */
const SYSTEM: AuditActor = { username: '(system)', requestId: '', address: '' };

// One statement, prepared once per connection: the void and the reprints run it beside their own writes.
const insertAudit = statement<never>(
  'audit_insert',
  sql`INSERT INTO ${auditLog} (compcode, outletid, username, action, objectkey, before, after, requestid, address)
    VALUES (${sql.placeholder('compcode')}, ${sql.placeholder('outletid')}, ${sql.placeholder('username')}, ${sql.placeholder('action')},
      ${sql.placeholder('objectkey')}, ${sql.placeholder('before')}::jsonb, ${sql.placeholder('after')}::jsonb,
      ${sql.placeholder('requestid')}, ${sql.placeholder('address')})`,
);

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one row to the audit trail. Call it with the transaction of the action it records, so the
 * row exists exactly when the action happened: a rolled-back void leaves no trace, a committed one
 * always does.
 */
export async function audit(tx: DbOrTx, scope: AuditScope, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, { ...whoOf(scope), ...rowOf(scope, entry), before: json(entry.before), after: json(entry.after) });
}

/** Who wrote the rows: the same for every row of a request. */
function whoOf(scope: AuditScope) {
  const actor = scope.actor ?? SYSTEM;
  return { compcode: scope.compcode, username: actor.username, requestid: actor.requestId || null, address: actor.address || null };
}

const rowOf = (scope: AuditScope, entry: AuditEntry) => ({
  outletid: entry.outletid ?? scope.outletid ?? scope.boundOutlet ?? null,
  action: entry.action,
  objectkey: entry.objectkey === undefined || entry.objectkey === null ? null : String(entry.objectkey),
});

// Several rows in one statement, and the outlet's push with them: a table-service command records
// each order it changed and announces the change, in one round trip inside its transaction.
const insertAuditRows = statement<never>(
  'audit_insert_rows',
  sql`WITH a AS (
      INSERT INTO ${auditLog} (compcode, outletid, username, action, objectkey, before, after, requestid, address)
      SELECT ${sql.placeholder('compcode')}, e.outletid, ${sql.placeholder('username')}, e.action, e.objectkey, e.before, e.after,
        ${sql.placeholder('requestid')}, ${sql.placeholder('address')}
      FROM json_to_recordset(${sql.placeholder('entries')}::json) AS e (outletid int, action text, objectkey text, before jsonb, after jsonb))
    SELECT pg_notify(${OUTLET_CHANNEL}, ${sql.placeholder('notice')}::text) WHERE ${sql.placeholder('notice')}::text IS NOT NULL`,
);

/**
 * Appends the rows to the audit trail in one statement, as `audit` does each, and, given `push`,
 * announces the change of the outlet's orders (notifyOutlet), delivered on commit like the rows.
 */
export async function auditAll(
  tx: DbOrTx,
  scope: AuditScope,
  entries: AuditEntry[],
  push?: { outletid: number; event: OutletEvent },
): Promise<void> {
  const rows = entries.map((entry) => ({ ...rowOf(scope, entry), before: entry.before ?? null, after: entry.after ?? null }));
  await insertAuditRows(tx, {
    ...whoOf(scope),
    entries: JSON.stringify(rows),
    notice: push ? outletNotice(push.outletid, push.event) : null,
  });
}
