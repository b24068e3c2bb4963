import { assertRupiah, type Rupiah, sum } from './money.js';

export interface JournalSalesLine {
  salesacc: string;
  /** The line's netto (after discount; 0 for a free line). */
  netto: Rupiah;
}

export interface JournalPayment {
  kodeacc: string;
  /** What the payment settled of the order (amount net of change); negative for cash paid out. */
  paymentnettamt: Rupiah;
  namepayment?: string | null;
  codepayment?: string | null;
}

export interface JournalInput {
  /** Prefixed to every memo, so a ledger line leads back to its order. */
  orderno?: string | null;
  totals: { netto: Rupiah; serviceval: Rupiah; pb1val: Rupiah; total: Rupiah };
  lines: readonly JournalSalesLine[];
  payments: readonly JournalPayment[];
  accounts: { ServiceAcc: string; TaxAcc: string };
}

export interface JournalLine {
  kodeacc: string;
  debit: Rupiah;
  credit: Rupiah;
  memo: string;
}

export interface JournalVoucher {
  lines: JournalLine[];
  totalDebit: Rupiah;
  totalCredit: Rupiah;
}

/**
 * The journal voucher of a completed order:
 *   debit  each payment account  Σ paymentnettamt of its payments (a negative sum, cash paid
 *                                out for a non-cash overpayment, becomes a credit)
 *   credit each sales account    Σ netto of its lines (discounts are already out of netto)
 *   credit ServiceAcc            serviceval
 *   credit TaxAcc                pb1val
 * Every amount is a whole rupiah already rounded by the order totals, so nothing is rounded
 * here: Σ payments nett = total = netto + serviceval + pb1val makes the voucher balance exactly.
 * Throws when the order's stored amounts disagree, rather than post an unbalanced voucher.
 */
export function buildOrderJournal(input: JournalInput): JournalVoucher {
  const { totals, accounts } = input;
  const prefix = input.orderno ? `${input.orderno} ` : '';
  if (sum(input.lines.map((l) => l.netto)) !== totals.netto) throw new Error('order lines do not add up to the order netto');
  if (sum([totals.netto, totals.serviceval, totals.pb1val]) !== assertRupiah(totals.total, 'total'))
    throw new Error('order total is not netto + service + PB1');
  if (sum(input.payments.map((p) => p.paymentnettamt)) !== totals.total) throw new Error('payments do not settle the order total');

  const lines: JournalLine[] = [];
  for (const [kodeacc, group] of groupBy(input.payments, (p) => p.kodeacc)) {
    const amount = sum(group.map((p) => p.paymentnettamt));
    const names = [...new Set(group.map((p) => p.namepayment || p.codepayment || kodeacc))].join(', ');
    lines.push(entry(kodeacc, amount, `${prefix}Payment ${names}`));
  }
  for (const [kodeacc, group] of groupBy(input.lines, (l) => l.salesacc)) {
    lines.push(entry(kodeacc, -sum(group.map((l) => l.netto)), `${prefix}Sales`));
  }
  lines.push(entry(accounts.ServiceAcc, -totals.serviceval, `${prefix}Service charge`));
  lines.push(entry(accounts.TaxAcc, -totals.pb1val, `${prefix}PB1`));

  const posted = lines.filter((l) => l.debit !== 0 || l.credit !== 0);
  const totalDebit = sum(posted.map((l) => l.debit));
  const totalCredit = sum(posted.map((l) => l.credit));
  if (totalDebit !== totalCredit) throw new Error('journal does not balance');
  return { lines: posted, totalDebit, totalCredit };
}

/**
 * One voucher per order, named after it, so the ledger leads back to the order and re-posting keeps
 * the number. Order numbers are unique per outlet only, so the outlet code is part of the voucher
 * number - once: the POS's numbers already start with it (JKT01-261122-000123).
 */
export function voucherNumberOf(orderno: string, outletcode: string): string {
  return orderno.startsWith(`${outletcode}-`) ? `JV-${orderno}` : `JV-${outletcode}-${orderno}`;
}

/** A signed amount as a journal line: positive is a debit, negative a credit. */
function entry(kodeacc: string, signed: Rupiah, memo: string): JournalLine {
  return { kodeacc, debit: Math.max(signed, 0), credit: Math.max(-signed, 0), memo };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
