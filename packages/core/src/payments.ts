import { AMOUNT_MISSING, PAYMENT_NOT_ENOUGH, PAYMENT_NOTE_MISSING, PAYMENT_TYPE_MISSING } from './messages.js';
import { assertRupiah, type Rupiah, sum } from './money.js';

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
  /** The cash payment type's code, used for the CASH line added when none carries the change. */
  cashCode: string;
}

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/**
 * Checks the payment rows with the spec's messages and splits them into stored payment lines.
 * Rows without an amount are dropped. Change (paid − total) goes on the largest CASH line, or
 * on a CASH line of amount 0 added for it, whose nett amount is then negative: the card was
 * charged more than the bill and the drawer paid the difference out.
 */
export function settlePayment({ total, payments, cashCode }: SettlePaymentInput): SettledPayment | PaymentRefused {
  assertRupiah(total, 'total');
  for (const p of payments) {
    if (assertRupiah(p.paymentamount, 'paymentamount') < 0) throw new RangeError('paymentamount must not be negative');
  }
  const paying = payments.filter((p) => p.paymentamount > 0);
  if (paying.some((p) => blank(p.codepayment))) return { ok: false, message: PAYMENT_TYPE_MISSING };
  if (paying.some((p) => !p.iscash && blank(p.paymentnote))) return { ok: false, message: PAYMENT_NOTE_MISSING };
  // A fully free order needs no payment; anything else does.
  if (paying.length === 0 && total > 0) return { ok: false, message: AMOUNT_MISSING };
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
    const cashLine = largestCashLine(paying, lines) ?? addCashLine(lines, cashCode);
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

function addCashLine(lines: SettledPaymentLine[], cashCode: string): SettledPaymentLine {
  const line: SettledPaymentLine = { codepayment: cashCode, paymentamount: 0, paymentnote: null, paymentnettamt: 0, paymentchange: 0 };
  lines.push(line);
  return line;
}

/** paymethod of the order header: the codes that paid something, in order, without repeats. */
export function paymentMethod(lines: readonly Pick<SettledPaymentLine, 'codepayment' | 'paymentamount'>[]): string {
  return [...new Set(lines.filter((l) => l.paymentamount > 0).map((l) => l.codepayment))].join(', ');
}
