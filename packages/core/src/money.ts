/**
 * Money rule: amounts are whole rupiah held in a JS `number` that is always a safe integer;
 * percentages have at most 2 decimals (5, 10, 7.5, 11). A percentage of an amount is computed
 * exactly in BigInt basis points and rounded half-up (half away from zero) to a whole rupiah,
 * once per component. Floats never enter a sum.
 */

export type Rupiah = number;

/*
 * Ceilings for every amount that enters Saji, far above anything a restaurant bills, so a typo or a
 * hostile client is refused at the door (400) instead of being stored and failing a later command:
 * a price times a quantity, the lines of an order and its payments all stay below 2^53 with room to
 * spare (500 lines of MAX_LINE_AMOUNT plus service and PB1 is about 1.5e12).
 */
/** A menu price (standard or per outlet) and an item's last price: Rp 100 million. */
export const MAX_PRICE = 100_000_000;
/** Portions on one order line. */
export const MAX_QTY = 9_999;
/** One order line's gross (qty x price): Rp 1 billion. */
export const MAX_LINE_AMOUNT = 1_000_000_000;
/** An order's total: Rp 10 billion. */
export const MAX_ORDER_TOTAL = 10_000_000_000;
/** One payment row: nothing pays more than the largest order (MAX_ORDER_TOTAL). */
export const MAX_PAYMENT_AMOUNT = 10_000_000_000;
/**
 * Cash change handed back on one order: Rp 10 million. Bounded so a mistyped amount cannot record a
 * fortune as change, yet above what a cashier who types a round sum for a large bill hands back.
 */
export const MAX_CHANGE = 10_000_000;

/** An amount as messages write it: 1,000,000. */
export const formatLimit = (amount: Rupiah) => amount.toLocaleString('en-US');

/** A price that can be sold: a whole rupiah from 0 up to MAX_PRICE. */
export function isPrice(value: unknown): value is Rupiah {
  return isRupiah(value) && value >= 0 && value <= MAX_PRICE;
}

const BASIS = 10_000n;

/** Throws when `value` is not a whole rupiah amount that fits a JS number exactly. */
export function assertRupiah(value: number, field = 'amount'): Rupiah {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${field} must be a whole rupiah amount, got ${value}`);
  return value;
}

export function isRupiah(value: unknown): value is Rupiah {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * A percentage as integer basis points (7.5 -> 750). Throws for more than 2 decimals, because a
 * silently rounded rate would make the server and the screen disagree.
 */
export function toBasisPoints(pc: number): bigint {
  if (!Number.isFinite(pc)) throw new RangeError(`percentage must be finite, got ${pc}`);
  const bp = Math.round(pc * 100);
  if (Math.abs(pc * 100 - bp) > 1e-6) throw new RangeError(`percentage may have at most 2 decimals, got ${pc}`);
  return BigInt(bp);
}

/** `a / b` for BigInts, rounded half away from zero (b > 0). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const abs = a * sign;
  return sign * ((abs * 2n + b) / (2n * b));
}

/** `pc` percent of `amount`, rounded half-up to a whole rupiah. */
export function percentOf(amount: Rupiah, pc: number): Rupiah {
  assertRupiah(amount);
  const value = divideHalfUp(BigInt(amount) * toBasisPoints(pc), BASIS);
  return assertRupiah(Number(value), 'percentage result');
}

/** `qty * price` with the exactness check a plain multiplication lacks. */
export function multiply(qty: number, price: Rupiah): Rupiah {
  assertRupiah(price, 'price');
  if (!Number.isSafeInteger(qty)) throw new RangeError(`quantity must be a whole number, got ${qty}`);
  return assertRupiah(Number(BigInt(qty) * BigInt(price)), 'line amount');
}

/** Exact sum of whole rupiah amounts. */
export function sum(amounts: Iterable<Rupiah>): Rupiah {
  let total = 0n;
  for (const a of amounts) total += BigInt(assertRupiah(a));
  return assertRupiah(Number(total), 'sum');
}
