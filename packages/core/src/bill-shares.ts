import { assertRupiah, type Rupiah, sum } from './money.js';
import { isTaxable, type TaxFlag } from './order-totals.js';

/**
 * The amounts of a bill shared between checks (docs/decisions/table-service.md). Every share is a
 * whole rupiah; the rupiah that do not divide go to the first check that takes a share, so the
 * checks always add up to the bill exactly, service and PB1 included.
 */

/** A line of a stored order, as the split reads it. */
export interface BillLine {
  lineno: number;
  /** Whole portions, or the share of an equal split (at most 4 decimals). */
  qty: number;
  hargajual: Rupiah;
  discval: Rupiah;
  netto: Rupiah;
  kenapajak: TaxFlag;
  /** How much of the line the kitchen was sent. */
  kitchenqty: number;
}

/** The stored amounts of an order's header. */
export interface BillAmounts {
  subtotal: Rupiah;
  discval: Rupiah;
  netto: Rupiah;
  serviceval: Rupiah;
  dpp: Rupiah;
  pb1val: Rupiah;
  total: Rupiah;
}

export interface Bill<L extends BillLine = BillLine> {
  header: BillAmounts;
  lines: readonly L[];
}

/** A check made of a bill: its lines with their shares, and its header's amounts. */
export interface BillPart<L extends BillLine = BillLine> {
  lines: L[];
  header: BillAmounts & { totalitem: number; totalqty: number };
}

/** Quantities of an equal split are kept to 4 decimals, as the database stores them. */
export const QTY_SCALE = 10_000;
export const qtyUnits = (qty: number): number => Math.round(qty * QTY_SCALE);
export const qtyOfUnits = (units: number): number => units / QTY_SCALE;
/** Whether a line is a share of an equal split rather than whole portions. */
export const isShareQty = (qty: number): boolean => !Number.isInteger(qty);

/**
 * `amount` shared by `weights`: each share is the floor of its part, and what is left goes to the
 * first parts with a weight, in order, each up to its cap (the first takes all of it when it can).
 * Without any weight, the first part takes the whole amount. Shares sum to `amount` exactly.
 */
export function shareOut(amount: Rupiah, weights: readonly number[], caps?: readonly number[]): Rupiah[] {
  assertRupiah(amount);
  const total = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (total === 0n) return weights.map((_, i) => (i === 0 ? amount : 0));
  const shares = weights.map((w) => Number((BigInt(amount) * BigInt(w)) / total));
  let left = amount - sum(shares);
  for (let i = 0; i < shares.length && left > 0; i++) {
    if (weights[i] <= 0) continue;
    const room = caps ? Math.max(caps[i] - shares[i], 0) : left;
    const take = Math.min(room, left);
    shares[i] += take;
    left -= take;
  }
  // Caps that cannot hold the amount are the caller's error (a discount above its gross).
  if (left !== 0) throw new RangeError(`cannot share ${amount} within the caps`);
  return shares;
}

/**
 * Fills each part's `needs` from `pools` in order: pool after pool, part after part, each part taking
 * what it still needs. The needs must add up to the pools. Answers what each part took of each pool.
 */
export function pourInto(pools: readonly Rupiah[], needs: readonly Rupiah[]): Rupiah[][] {
  const left = [...needs];
  return pools.map((pool) => {
    let rest = pool;
    return left.map((need, k) => {
      const take = Math.min(need, rest);
      left[k] -= take;
      rest -= take;
      return take;
    });
  });
}

/** Why the stored amounts of a bill cannot be shared (they do not add up), or null. */
export function billProblem(bill: Bill): string | null {
  const { header, lines } = bill;
  if (sum(lines.map((l) => l.netto)) !== header.netto) return 'the lines do not add up to the order netto';
  if (sum(lines.map((l) => l.discval)) !== header.discval) return 'the line discounts do not add up to the order discount';
  if (sum([header.netto, header.serviceval, header.pb1val]) !== header.total) return 'the total is not netto + service + PB1';
  if (lines.some((l) => l.netto < 0 || l.discval < 0)) return 'a line has a negative amount';
  return null;
}

/** The header of a check from its lines and its shares of service, PB1 and their base. */
export function partHeader(lines: readonly BillLine[], shares: { serviceval: Rupiah; dpp: Rupiah; pb1val: Rupiah }): BillPart['header'] {
  const netto = sum(lines.map((l) => l.netto));
  const discval = sum(lines.map((l) => l.discval));
  return {
    subtotal: netto + discval,
    discval,
    netto,
    ...shares,
    total: sum([netto, shares.serviceval, shares.pb1val]),
    totalitem: lines.length,
    totalqty: qtyOfUnits(lines.reduce((a, l) => a + qtyUnits(l.qty), 0)),
  };
}

/** A line's netto where it carries PB1, else 0: the weight of PB1 and of its base. */
export const taxableNetto = (l: BillLine): Rupiah => (isTaxable(l.kenapajak) ? l.netto : 0);
