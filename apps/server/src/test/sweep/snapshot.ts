import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Fingerprints of stored rows, table by table, so the sweep can tell that a refused request wrote
 * nothing: of one company, of one outlet, or of everything.
 */
export type Owner = { company: string } | { outlet: number } | 'all';

/** Sign-in state changes with every request; it is not data a request may corrupt. */
const VOLATILE = new Set(['sessions', 'saji_migrations']);

/** Which rows of a table an owner holds, by the first column the table has that says so. */
function ownedRows(columns: Set<string>, owner: Owner) {
  if (owner === 'all') return sql`true`;
  if ('company' in owner) {
    const c = owner.company;
    if (columns.has('compcode')) return sql`compcode = ${c}`;
    if (columns.has('orderkey')) return sql`orderkey IN (SELECT orderkey FROM restoorderho WHERE compcode = ${c})`;
    if (columns.has('outletid')) return sql`outletid IN (SELECT outletid FROM restooutlet WHERE compcode = ${c})`;
    if (columns.has('journalid')) return sql`journalid IN (SELECT journalid FROM gl_journal WHERE compcode = ${c})`;
    if (columns.has('username')) return sql`username IN (SELECT username FROM user_accounts WHERE compcode = ${c})`;
    return sql`true`;
  }
  const o = owner.outlet;
  if (columns.has('outletid')) return sql`outletid = ${o}`;
  if (columns.has('orderkey')) return sql`orderkey IN (SELECT orderkey FROM restoorderho WHERE outletid = ${o})`;
  if (columns.has('journalid')) return sql`journalid IN (SELECT journalid FROM gl_journal WHERE outletid = ${o})`;
  return undefined;
}

let tablesOfDb: { name: string; columns: Set<string> }[] | undefined;

/** The fingerprint of every table's owned rows, in one statement (the sweep takes hundreds). */
export async function snapshot(db: Db, owner: Owner): Promise<Map<string, string>> {
  tablesOfDb ??= (
    (
      await db.execute(sql`SELECT table_name AS name, array_agg(column_name::text) AS columns FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name IN (SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
        GROUP BY table_name ORDER BY table_name`)
    ).rows as { name: string; columns: string[] }[]
  ).map((t) => ({ name: t.name, columns: new Set(t.columns) }));
  const parts = tablesOfDb.flatMap((t) => {
    const where = VOLATILE.has(t.name) ? undefined : ownedRows(t.columns, owner);
    if (!where) return [];
    return [
      sql`SELECT ${t.name}::text AS name, count(*)::text || ':' || md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h
        FROM ${sql.identifier(t.name)} x WHERE ${where}`,
    ];
  });
  const rows = (await db.execute(sql.join(parts, sql` UNION ALL `))).rows as { name: string; h: string }[];
  return new Map(rows.map((r) => [r.name, r.h]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
