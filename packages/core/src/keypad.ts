export interface KeypadOptions {
  /** Most digits the value may hold; the spec's default is 2 (pax), the payment keypad uses 24. */
  maxLength?: number;
  /** Largest value allowed (e.g. the table capacity for pax). */
  max?: number;
}

export const PAX_KEYPAD_LENGTH = 2;
export const PAYMENT_KEYPAD_LENGTH = 24;

/**
 * The keypad's value after pressing `digit`. A press that would break a limit is ignored (the
 * value stays as it was), so the display never shows a number the form would refuse.
 * Compared as BigInt because a 24-digit payment amount is beyond a JS number's exact range.
 */
export function appendDigit(value: string, digit: string | number, { maxLength = PAX_KEYPAD_LENGTH, max }: KeypadOptions = {}): string {
  const d = String(digit);
  if (!/^\d$/.test(d)) return value;
  const next = value === '0' || value === '' ? d : value + d;
  if (next.length > maxLength) return value;
  if (max !== undefined && BigInt(next) > BigInt(Math.floor(max))) return value;
  return next;
}

export function backspace(value: string): string {
  return value.slice(0, -1);
}

/** The keypad's value as a number (0 when empty). */
export function keypadNumber(value: string): number {
  return value === '' ? 0 : Number(value);
}
