import { CHOOSE_TERMINAL, openShiftFirst } from '@saji/core';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api';

/** A payment refused for want of a shift: what the till offers instead, and the payment to send again after. */
export interface ShiftOffer {
  message: string;
  /** The device has no terminal yet: a manager must choose one before a shift can open. */
  needsTerminal: boolean;
  retry?: () => void;
}

let current: ShiftOffer | null = null;
const listeners = new Set<() => void>();

function set(offer: ShiftOffer | null) {
  current = offer;
  for (const l of listeners) l();
}

/**
 * When `err` is the server's refusal of a payment on a terminal without an open shift (an outlet that
 * requires shifts), the till's shift button offers to open one and answers true; otherwise false,
 * and the caller shows the error as usual.
 */
export function offerShiftOnRefusal(err: unknown, terminal: string | null, retry?: () => void): boolean {
  if (!(err instanceof ApiError) || err.status !== 409) return false;
  const needsTerminal = err.message === CHOOSE_TERMINAL;
  if (!needsTerminal && !(terminal && err.message === openShiftFirst(terminal))) return false;
  set({ message: err.message, needsTerminal, retry });
  return true;
}

export const dismissShiftOffer = () => set(null);

/** The offer waiting to be shown. */
export function useShiftOffer(): ShiftOffer | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
