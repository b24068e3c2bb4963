import { type DBSchema, deleteDB, openDB } from 'idb';
import type { OutboxCommand } from './outbox';
import type { OutboxStore } from './outbox-sync';

interface OutboxDb extends DBSchema {
  commands: { key: number; value: OutboxCommand };
}

interface DeviceDb extends DBSchema {
  /** Running numbers of the device's offline orders, by terminal. */
  counters: { key: string; value: number };
}

/**
 * The outbox in IndexedDB, one database per signed-in user: what one cashier queued is never sent
 * under another's session, and signing out (only allowed once it is empty) deletes it.
 */
const dbName = (username: string) => `saji-outbox-${username}`;

export async function openOutboxDb(username: string): Promise<OutboxStore> {
  if (typeof indexedDB === 'undefined') return pageStore();
  const db = await openDB<OutboxDb>(dbName(username), 1, {
    upgrade: (d) => void d.createObjectStore('commands', { keyPath: 'seq' }),
  });
  return {
    load: () => db.getAll('commands'),
    put: async (c) => void (await db.put('commands', c)),
    remove: (seq) => db.delete('commands', seq),
    close: () => db.close(),
  };
}

export const deleteOutboxDb = async (username: string): Promise<void> => {
  if (typeof indexedDB !== 'undefined') await deleteDB(dbName(username));
};

/**
 * The device's next offline number on a terminal. Kept apart from any user's outbox, and never
 * cleared, so provisional numbers do not start again at every sign-in; one transaction, so two tabs
 * of the same till never take one number twice.
 */
export async function nextOfflineSeq(terminal: string): Promise<number> {
  const db = await openDB<DeviceDb>('saji-device', 1, { upgrade: (d) => void d.createObjectStore('counters') });
  const tx = db.transaction('counters', 'readwrite');
  const next = ((await tx.store.get(terminal)) ?? 0) + 1;
  await tx.store.put(next, terminal);
  await tx.done;
  db.close();
  return next;
}

/** Without IndexedDB (a private window of an old browser, the render tests) the outbox lasts as long as the page. */
function pageStore(): OutboxStore {
  const rows = new Map<number, OutboxCommand>();
  return {
    load: async () => [...rows.values()],
    put: async (c) => void rows.set(c.seq, c),
    remove: async (seq) => void rows.delete(seq),
  };
}
