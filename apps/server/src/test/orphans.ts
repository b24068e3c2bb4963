import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The tables whose rows belong to an order and have no foreign key to it (migration 0175). */
const ORDER_CHILDREN = ['restoorderdt', 'restoorderpayment', 'restoordertable', 'kitchenjob'] as const;

const counted = sql.join(
  ORDER_CHILDREN.map(
    (table) =>
      sql`${table} || ': ' || (SELECT count(*) FROM ${sql.identifier(table)} c
        WHERE NOT EXISTS (SELECT 1 FROM restoorderho o WHERE o.orderkey = c.orderkey))`,
  ),
  sql`, `,
);

/**
 * Rows of an order's children whose order does not exist, as "table: count" ('' when none). The keys'
 * foreign keys were dropped from the sale path; every API test's app looks for what they would have
 * refused when it closes (one statement), so a writer that loses its order fails a test instead of
 * leaving orphans.
 */
export async function rowsWithoutOrder(database: Database): Promise<string> {
  const { rows } = await database.db.execute(sql`SELECT ARRAY[${counted}] AS counts`);
  return (rows[0] as { counts: string[] }).counts.filter((c) => !c.endsWith(': 0')).join(', ');
}
