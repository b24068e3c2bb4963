// Order numbers: {outletcode}-{YYMMDD}- and the outlet's running number (taken by new-order.queries.ts).
import { formatInZone } from '@saji/core';

/**
 * {outletcode}-{YYMMDD}-, to which the outlet's running number is added (6 digits, never restarting).
 * The day is read from core's zone clock, which keeps the parts of the last minute asked for per zone:
 * formatting a date to parts on every save cost about 80 µs.
 */
export function orderNoPrefix(outletcode: string, at: Date, timeZone: string): string {
  return `${outletcode}-${formatInZone(at, timeZone, 'YYMMDD')}-`;
}
