import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * What the sweep's requests wrote, so it can tell that a refused request wrote nothing: of one
 * company, of one outlet, or of anything. Every table of the test's database logs its row changes
 * (a trigger the sweep installs, in its own database only) and a check reads the rows logged after its
 * mark: a request costs only what it wrote, where fingerprinting every table before and after each
 * request was most of the sweep's time.
 */
export type Owner = { company: string } | { outlet: number } | 'all';

/** Sign-in state changes with every request; it is not data a request may corrupt. */
const VOLATILE = ['sessions', 'saji_migrations'];

/** Installs the change log: a row per inserted, changed or deleted row (an update that changes nothing is not one). */
export async function watchChanges(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE sweep_change (seq bigserial PRIMARY KEY, tbl text NOT NULL, old jsonb, new jsonb)`);
  await db.execute(sql`
    CREATE FUNCTION sweep_log() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
      INSERT INTO sweep_change (tbl, old, new) VALUES (TG_TABLE_NAME,
        CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END);
      RETURN NULL;
    END $$`);
  await db.execute(sql`
    DO $$
    DECLARE t text;
    BEGIN
      FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND c.relname NOT IN (${sql.raw(VOLATILE.map((v) => `'${v}'`).join(', '))}, 'sweep_change')
      LOOP
        EXECUTE format('CREATE TRIGGER sweep_log AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sweep_log()', t);
      END LOOP;
    END $$`);
}

/** Where the change log stands now: a check reads what is logged after it. */
export async function changeMark(db: Db): Promise<number> {
  const [row] = (await db.execute(sql`SELECT coalesce(max(seq), 0)::int AS seq FROM sweep_change`)).rows as { seq: number }[];
  return row.seq;
}

/** Whether a logged row (its old or new values) is the owner's, by the first column it has that says so. */
function owned(row: string, owner: Owner) {
  const r = sql.raw(row);
  if (owner === 'all') return sql`true`;
  if ('company' in owner) {
    const c = owner.company;
    return sql`CASE
      WHEN ${r} ? 'compcode' THEN ${r}->>'compcode' = ${c}
      WHEN ${r} ? 'orderkey' THEN (${r}->>'orderkey')::uuid IN (SELECT orderkey FROM restoorderho WHERE compcode = ${c})
      WHEN ${r} ? 'outletid' THEN (${r}->>'outletid')::int IN (SELECT outletid FROM restooutlet WHERE compcode = ${c})
      WHEN ${r} ? 'journalid' THEN (${r}->>'journalid')::bigint IN (SELECT journalid FROM gl_journal WHERE compcode = ${c})
      WHEN ${r} ? 'username' THEN ${r}->>'username' IN (SELECT username FROM user_accounts WHERE compcode = ${c})
      ELSE true END`;
  }
  const o = owner.outlet;
  return sql`CASE
    WHEN ${r} ? 'outletid' THEN (${r}->>'outletid')::int = ${o}
    WHEN ${r} ? 'orderkey' THEN (${r}->>'orderkey')::uuid IN (SELECT orderkey FROM restoorderho WHERE outletid = ${o})
    WHEN ${r} ? 'journalid' THEN (${r}->>'journalid')::bigint IN (SELECT journalid FROM gl_journal WHERE outletid = ${o})
    ELSE false END`;
}

/** The tables in which the owner's rows were inserted, changed or deleted since the mark. */
export async function changedSince(db: Db, mark: number, owner: Owner): Promise<string[]> {
  const rows = (
    await db.execute(sql`SELECT DISTINCT tbl FROM sweep_change
      WHERE seq > ${mark} AND ((old IS NOT NULL AND ${owned('old', owner)}) OR (new IS NOT NULL AND ${owned('new', owner)}))
      ORDER BY tbl`)
  ).rows as { tbl: string }[];
  return rows.map((r) => r.tbl);
}
