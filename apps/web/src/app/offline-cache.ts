import type { Profile } from '@saji/core';
import { type DehydratedState, dehydrate, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { deleteDB, openDB } from 'idb';
import { lastAnswerAt, setLastAnswerAt } from '../lib/api';
import { PROFILE_KEY } from '../lib/auth';

/**
 * What a reload with the server unreachable needs to open the POS signed in as the same cashier: the
 * profile and what the till reads of its outlet (menus with the outlet's prices, categories, modifiers,
 * tables, payment types, outlet, kitchen and shift settings, running campaigns, note chips, open orders, and the orders it took offline as it computed them).
 * Nothing else of the back office is kept, and nothing secret: the session cookie stays the browser's
 * (httpOnly, never readable here) and no answer carries a password or a token.
 */
const KEPT: readonly (readonly string[])[] = [
  PROFILE_KEY,
  ['pos', 'menus'],
  ['pos', 'categories'],
  ['pos-modifiers'],
  ['pos', 'paymenttypes'],
  ['pos', 'outlet'],
  ['pos', 'tables'],
  ['pos', 'notechips'],
  ['pos', 'open'],
  ['pos', 'offline'],
  ['campaigns', 'pos'],
  ['shift', 'setting'],
  ['kitchen', 'setting'],
];

export const keptOffline = (key: QueryKey): boolean => KEPT.some((prefix) => prefix.every((part, i) => key[i] === part));

/** One record: the kept queries and when the server last answered this session. */
interface Kept {
  state: DehydratedState;
  confirmedAt: number;
}

const DB_NAME = 'saji-cache';
const STORE = 'kept';
/** The menu pictures the service worker keeps (vite.config.ts): the catalogue's too, so they go with it. */
const PICTURE_CACHE = 'saji-menu-pictures';

const openCache = () => openDB(DB_NAME, 1, { upgrade: (db) => void db.createObjectStore(STORE) });

/** Whether a session last confirmed at `confirmedAt` is past the company's offline limit. */
export const offlineExpired = (profile: Pick<Profile, 'offlinehours'>, confirmedAt: number, now = Date.now()): boolean =>
  now - confirmedAt > profile.offlinehours * 3_600_000;

/**
 * Puts back what the last session kept, before the first screen renders, unless the session is past
 * its offline limit (then it is deleted: the cashier signs in again with the server there).
 */
export async function restoreOfflineCache(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const db = await openCache();
    const kept = (await db.get(STORE, 'client')) as Kept | undefined;
    db.close();
    const profile = kept?.state.queries.find((q) => q.queryHash === JSON.stringify(PROFILE_KEY))?.state.data as Profile | undefined;
    if (!kept || !profile) return;
    if (offlineExpired(profile, kept.confirmedAt)) return void (await forgetOfflineCache());
    setLastAnswerAt(kept.confirmedAt);
    await putBack(queryClient, kept.state);
  } catch {
    // A storage the browser refuses (private mode, quota) only costs the offline reload.
  }
}

/**
 * What was kept stands in only until the server speaks: each screen asks again as it would after any
 * reload (a setting changed meanwhile shows), and a 401 for the profile (the session ended while the
 * page was closed) signs out at once.
 */
export async function putBack(queryClient: QueryClient, state: DehydratedState): Promise<void> {
  hydrate(queryClient, state);
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

let saving: ReturnType<typeof setTimeout> | undefined;

/** Writes the kept queries again a moment after any of them changes (several answers land together). */
export function keepOfflineCache(queryClient: QueryClient): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !keptOffline(event.query.queryKey) || event.query.state.status !== 'success') return;
    clearTimeout(saving);
    saving = setTimeout(() => void save(queryClient), 500);
  });
}

async function save(queryClient: QueryClient): Promise<void> {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.data !== undefined && keptOffline(q.queryKey) });
  // Signed out meanwhile: nothing of the session is written back.
  if (!state.queries.some((q) => q.queryHash === JSON.stringify(PROFILE_KEY))) return;
  try {
    const db = await openCache();
    await db.put(STORE, { state, confirmedAt: lastAnswerAt() } satisfies Kept, 'client');
    db.close();
  } catch {
    // Quota or a closing page: the next change writes it again.
  }
}

/** Signing out, a session ended by the server or past its offline limit: nothing of it stays on the device. */
export async function forgetOfflineCache(): Promise<void> {
  clearTimeout(saving);
  if (typeof indexedDB !== 'undefined') await deleteDB(DB_NAME).catch(() => undefined);
  if (typeof caches !== 'undefined') await caches.delete(PICTURE_CACHE).catch(() => undefined);
}
