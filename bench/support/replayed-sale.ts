import crypto from 'node:crypto';
import pg from 'pg';
import { connectionsSelling, type Rate } from './raw-sale.js';

/**
 * The product's own SQL of a sale, replayed without the product: the statements one sale sent through
 * node-postgres (the save's read and write, the payment's read and write), sent again as they were,
 * each sale with a new order key and each connection with a table of its own. Between the raw floor and
 * the product it says how much of a sale's cost is the database's work that the product asks for (its
 * rows, indexes, triggers and folds) and how much is Node's around it (requests, checks, pricing).
 */
export interface SaleStatements {
  statements: { name: string; text: string; values: unknown[] }[];
  orderkey: string;
  tableid: number;
}

/** The statements a sale's save and payment send (named statements, as `statement()` sends them). */
const SALE_STATEMENTS = new Set(['order_save_sources_read', 'order_insert_new', 'order_payment_sources', 'order_complete']);

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Records the sale statements `sale` sends; `sale` answers the order key and table it sold at. */
export async function captureSale(sale: () => Promise<{ orderkey: string; tableid: number }>): Promise<SaleStatements> {
  const statements: SaleStatements['statements'] = [];
  const query = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { name?: string; text?: string; values?: unknown[] } | undefined;
    if (config?.name && SALE_STATEMENTS.has(config.name) && config.text) {
      // drizzle passes the values beside the statement, not in it
      statements.push({ name: config.name, text: config.text, values: config.values ?? (args[1] as unknown[] | undefined) ?? [] });
    }
    return query.apply(this, args);
  };
  try {
    const { orderkey, tableid } = await sale();
    if (statements.length !== SALE_STATEMENTS.size)
      throw new Error(`captured ${statements.map((s) => s.name)}; the sale's statements changed`);
    return { statements, orderkey, tableid };
  } finally {
    (pg.Client.prototype as unknown as { query: Query }).query = query;
  }
}

/** A captured value for another sale: the order key swapped wherever it occurs, the table where it is the one seated. */
function swapped(value: unknown, from: SaleStatements, orderkey: string, tableid: number): unknown {
  if (typeof value === 'string') return value.split(from.orderkey).join(orderkey);
  if (Array.isArray(value) && value.length === 1 && value[0] === from.tableid) return [tableid];
  return value;
}

/** `tableids.length` connections replaying sales for `seconds`, each at its own table. */
export function replayedSales(url: string, dbname: string, sale: SaleStatements, tableids: number[], seconds: number): Promise<Rate> {
  return connectionsSelling(url, dbname, tableids.length, seconds, async (c, i) => {
    const orderkey = crypto.randomUUID();
    for (const s of sale.statements) {
      await c.query({ name: s.name, text: s.text, values: s.values.map((v) => swapped(v, sale, orderkey, tableids[i])) });
    }
  });
}
