import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { pgliteOf, runPrepared } from './pglite-prepared.js';

const dialect = new PgDialect();

/**
 * A statement of a hot path (every request's session, a POS sale), written once with drizzle's `sql`
 * and its inputs as `sql.placeholder(name)`. Its text is built once per process instead of on every
 * call, and it runs under its name, so node-postgres prepares it once per connection and PostgreSQL
 * neither parses nor plans it again. On the embedded database it is prepared once by name too
 * (pglite-prepared.ts), except inside a transaction, where it runs as a plain query of that
 * transaction. The text must not depend on the values: a list travels as one array parameter
 * (`= ANY(...)`, `unnest(...)`), never as `IN (...)`.
 *
 * Answers the rows as the driver gives them: keep to text, integer, boolean and json columns, which
 * both engines return alike (numeric comes as text, timestamps inside json as ISO text).
 */
export function statement<Row>(name: string, query: SQL): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  return async (db, values) => {
    const embedded = pgliteOf(db._.session);
    if (embedded) return runPrepared<Row>(embedded, name, built.sql, fillPlaceholders(built.params, values));
    // The session of a transaction runs on the transaction's connection, so a statement joins it.
    // drizzle documents no way to name a raw statement; session.prepareQuery is internal, so the
    // drizzle-orm version is pinned and statement.test.ts fails first when an upgrade moves it.
    const result = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
