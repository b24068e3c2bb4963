import { useSyncExternalStore } from 'react';

/**
 * The terminal this device is (KASIR-1, BAR), per outlet: chosen once by a manager and kept in the
 * browser, not per user, so every cashier who signs in at this till pays on the same drawer.
 */
const keyOf = (outletid: number) => `saji.pos.terminal.${outletid}`;
const listeners = new Set<() => void>();
// Where storage is disabled or full, the choice lasts until the page reloads.
const held = new Map<number, string>();

export function deviceTerminal(outletid: number): string | null {
  try {
    return localStorage.getItem(keyOf(outletid)) || held.get(outletid) || null;
  } catch {
    return held.get(outletid) ?? null;
  }
}

export function setDeviceTerminal(outletid: number, terminal: string): void {
  held.set(outletid, terminal);
  try {
    localStorage.setItem(keyOf(outletid), terminal);
  } catch {
    // Held in memory only.
  }
  for (const l of listeners) l();
}

/** The device's terminal for the outlet, re-read when a manager picks another. */
export function useDeviceTerminal(outletid: number): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deviceTerminal(outletid),
  );
}
