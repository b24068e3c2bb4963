import type { KitchenSend } from '@saji/core';
import { type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as q from './kitchen.queries.js';

export interface KitchenOrder {
  compcode: string;
  outletid: number;
  orderkey: string;
  createby: string;
}

/**
 * Puts what a save sent on the outlet's kitchen screens, in the save's transaction: the additions
 * (NEW on an order's first send, ADDED after) and what it took back (VOID), as one card. The save's
 * own notice to the outlet is what wakes the screens, so this adds no push of its own.
 */
export async function sendToKitchen(tx: DbOrTx, order: KitchenOrder, added: KitchenSend[], voided: KitchenSend[]): Promise<void> {
  const items = [...added.map((i) => ({ ...i, batch: 'ADDED' as const })), ...voided.map((i) => ({ ...i, batch: 'VOID' as const }))];
  if (items.length) await q.insertJobs(tx, { ...order, items });
}

/** A reprint asked at the till reaches the screens too, as its own card marked REPRINT. */
export async function reprintToKitchen(tx: DbOrTx, order: KitchenOrder, items: KitchenSend[]): Promise<void> {
  if (items.length) await q.insertJobs(tx, { ...order, items: items.map((i) => ({ ...i, batch: 'REPRINT' as const })) });
}

/**
 * A new order's first card, written by the statement that writes the order: the insert to put in that
 * statement (built once, with the order's values as its placeholders) and its items as the json
 * parameter `items` reads. Its batch is the order's first, NEW, number 1: known without a read.
 */
export const firstCardInsert = (order: Record<keyof KitchenOrder | 'items', Placeholder>) =>
  q.insertJobsSql({ ...order, batchno: sql`1`, batch: sql`'NEW'` });
export const firstCardItems = (items: readonly KitchenSend[]): string => q.jobItems(items);
