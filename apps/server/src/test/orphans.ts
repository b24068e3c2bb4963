import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The tables whose rows belong to an order and have no foreign key to it (migration 0175). */
const ORDER_CHILDREN = ['restoorderdt', 'restoorderpayment', 'restoordertable', 'kitchenjob'] as const;

/**
 * Rows of an order's children whose order does not exist, as "table: count" ('' when none). The keys'
 * foreign keys were dropped from the sale path; every API test's app looks for what they would have
 * refused when it closes, so a writer that loses its order fails a test instead of leaving orphans.
 */
export async function rowsWithoutOrder(database: Database): Promise<string> {
  const counts = await Promise.all(
    ORDER_CHILDREN.map(async (table) => {
      const { rows } = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} c WHERE NOT EXISTS (SELECT 1 FROM restoorderho o WHERE o.orderkey = c.orderkey)`,
      );
      const n = (rows[0] as { n: number }).n;
      return n ? `${table}: ${n}` : '';
    }),
  );
  return counts.filter(Boolean).join(', ');
}
