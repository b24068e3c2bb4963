import type { KitchenSend } from '@saji/core';
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
