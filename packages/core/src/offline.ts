import { z } from 'zod';
import { TERMINAL_NAME_MAX } from './shifts.js';

/**
 * An order taken while the till had no server (docs/decisions/offline.md): when it was taken, by the
 * device's clock, and its provisional number, the terminal's code and the device's running number.
 */

/** How far back an offline order may be dated: an outage over a long weekend, not a device left in a drawer. */
export const OFFLINE_ORDER_MAX_AGE_HOURS = 72;
/** A device clock may run this far ahead of the server's before its time reads as the future. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export const OFFLINE_TIME_FUTURE = 'offlineat is in the future: check the till clock';
export const OFFLINE_TIME_TOO_OLD = `offlineat is more than ${OFFLINE_ORDER_MAX_AGE_HOURS} hours ago: an offline order must be sent within ${OFFLINE_ORDER_MAX_AGE_HOURS} hours`;

/** Why an offline time cannot be an order's date (null when it can). */
export function offlineTimeProblem(offlineat: Date, now: Date): string | null {
  const at = offlineat.getTime();
  if (at > now.getTime() + OFFLINE_CLOCK_SKEW_MS) return OFFLINE_TIME_FUTURE;
  if (at < now.getTime() - OFFLINE_ORDER_MAX_AGE_HOURS * HOUR_MS) return OFFLINE_TIME_TOO_OLD;
  return null;
}

/** Digits of the device's running number in a provisional number (KASIR-1-000123). */
export const OFFLINE_SEQ_DIGITS = 6;

/** The provisional number of the device's n-th offline order on a terminal. */
export const offlineNumber = (terminal: string, seq: number): string => `${terminal}-${String(seq).padStart(OFFLINE_SEQ_DIGITS, '0')}`;

export const offlineNoSchema = z
  .string()
  .trim()
  .max(TERMINAL_NAME_MAX + 1 + 10)
  .regex(/^[A-Z0-9][A-Z0-9 ._-]*-\d{1,10}$/, 'a terminal code and a number, as KASIR-1-000123');
