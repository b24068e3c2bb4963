import {
  AMOUNT_MISSING,
  amountTooLarge,
  changeTooLarge,
  PAYMENT_CASH_NOT_NEEDED,
  PAYMENT_NONCASH_OVER_TOTAL,
  PAYMENT_NOT_ENOUGH,
  PAYMENT_NOTE_MISSING,
  PAYMENT_TYPE_MISSING,
} from './messages.js';
import { assertRupiah, formatLimit, MAX_CHANGE, MAX_PAYMENT_AMOUNT, type Rupiah, sum } from './money.js';

/** The payment type code the spec calls CASH (the default payment type, code '1'). */
export const DEFAULT_CASH_CODE = '1';

export interface PaymentEntry {
  codepayment: string | null | undefined;
  paymentamount: Rupiah;
  paymentnote?: string | null;
  /** Cash needs no note and receives the change. */
  iscash: boolean;
}

export interface SettledPaymentLine {
  codepayment: string;
  paymentamount: Rupiah;
  paymentnote: string | null;
  /** What this line pays of the order: amount minus its change. Σ over lines = order total. */
  paymentnettamt: Rupiah;
  paymentchange: Rupiah;
}

export interface SettledPayment {
  ok: true;
  paidamt: Rupiah;
  changeamt: Rupiah;
  lines: SettledPaymentLine[];
}

export interface PaymentRefused {
  ok: false;
  message: string;
}

export interface SettlePaymentInput {
  total: Rupiah;
  payments: readonly PaymentEntry[];
}

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/**
 * Checks the payment rows with the spec's messages and splits them into stored payment lines.
 * Rows without an amount are dropped. Only cash gives change, and only sensibly: non-cash rows may
 * not add up to more than the total (a card is charged what is due, never more), the change must be
 * less than the largest cash row (that row paid part of the bill) and at most MAX_CHANGE. So the
 * change always fits on the largest CASH line, and no line's nett amount is negative.
 */
export function settlePayment({ total, payments }: SettlePaymentInput): SettledPayment | PaymentRefused {
  assertRupiah(total, 'total');
  // A keypad holds 24 digits: such an amount is a message, not an exception.
  if (payments.some((p) => p.paymentamount > MAX_PAYMENT_AMOUNT))
    return { ok: false, message: amountTooLarge(formatLimit(MAX_PAYMENT_AMOUNT)) };
  for (const p of payments) {
    if (assertRupiah(p.paymentamount, 'paymentamount') < 0) throw new RangeError('paymentamount must not be negative');
  }
  const paying = payments.filter((p) => p.paymentamount > 0);
  if (paying.some((p) => blank(p.codepayment))) return { ok: false, message: PAYMENT_TYPE_MISSING };
  if (paying.some((p) => !p.iscash && blank(p.paymentnote))) return { ok: false, message: PAYMENT_NOTE_MISSING };
  // A fully free order needs no payment; anything else does.
  if (paying.length === 0 && total > 0) return { ok: false, message: AMOUNT_MISSING };
  if (sum(paying.filter((p) => !p.iscash).map((p) => p.paymentamount)) > total) return { ok: false, message: PAYMENT_NONCASH_OVER_TOTAL };
  const paidamt = sum(paying.map((p) => p.paymentamount));
  if (paidamt < total) return { ok: false, message: PAYMENT_NOT_ENOUGH };

  const changeamt = paidamt - total;
  const lines: SettledPaymentLine[] = paying.map((p) => ({
    codepayment: (p.codepayment as string).trim(),
    paymentamount: p.paymentamount,
    paymentnote: blank(p.paymentnote) ? null : (p.paymentnote as string).trim(),
    paymentnettamt: p.paymentamount,
    paymentchange: 0,
  }));
  if (changeamt > 0) {
    // Non-cash is at most the total, so change > 0 means some cash was given.
    const cashLine = largestCashLine(paying, lines) as SettledPaymentLine;
    if (changeamt >= cashLine.paymentamount) return { ok: false, message: PAYMENT_CASH_NOT_NEEDED };
    if (changeamt > MAX_CHANGE) return { ok: false, message: changeTooLarge(formatLimit(MAX_CHANGE)) };
    cashLine.paymentchange = changeamt;
    cashLine.paymentnettamt = cashLine.paymentamount - changeamt;
  }
  return { ok: true, paidamt, changeamt, lines };
}

function largestCashLine(entries: readonly PaymentEntry[], lines: SettledPaymentLine[]): SettledPaymentLine | undefined {
  let best: SettledPaymentLine | undefined;
  entries.forEach((entry, i) => {
    if (entry.iscash && (!best || lines[i].paymentamount > best.paymentamount)) best = lines[i];
  });
  return best;
}

/**
 * paymethod of the order header: what paid something, in order, without repeats; each line named by
 * `nameOf` (the payment type's name), else by its code.
 */
export function paymentMethod(
  lines: readonly Pick<SettledPaymentLine, 'codepayment' | 'paymentamount'>[],
  nameOf: (codepayment: string) => string = (code) => code,
): string {
  return [...new Set(lines.filter((l) => l.paymentamount > 0).map((l) => nameOf(l.codepayment)))].join(', ');
}
