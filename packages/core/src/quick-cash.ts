import { assertRupiah, type Rupiah } from './money.js';

/**
 * The steps a cashier rounds a bill up to with notes in hand: the next 5,000 (one more small note), the
 * next 10,000, the next 50,000 and the next 100,000 (one big note more than the bill).
 */
const ROUND_UP_TO = [5_000, 10_000, 50_000, 100_000] as const;
const MAX_SUGGESTIONS = 4;

/**
 * The quick-cash buttons for an amount due: the exact amount first, then the sums of notes a guest is
 * likely to hand over above it, each once, smallest first (102,795: exact, 105k, 110k, 150k, 200k).
 * Nothing is suggested for nothing due.
 */
export function quickCashAmounts(due: Rupiah): Rupiah[] {
  assertRupiah(due, 'due');
  if (due <= 0) return [];
  const above = new Set<number>();
  for (const step of ROUND_UP_TO) {
    const up = Math.ceil(due / step) * step;
    if (up > due) above.add(up);
  }
  return [due, ...[...above].sort((a, b) => a - b).slice(0, MAX_SUGGESTIONS)];
}
