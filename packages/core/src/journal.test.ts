import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOrderJournal, type JournalInput } from './journal.js';
import { computeOrderTotals, type OrderLineInput } from './order-totals.js';
import { type PaymentEntry, settlePayment } from './payments.js';

const accounts = { ServiceAcc: '4', TaxAcc: '2' };
const PAYMENT_ACCOUNTS: Record<string, string> = { CASH: '1', BCA: '1102', OVO: '1103', QRIS: '1102' };

type SaleLine = OrderLineInput & { salesacc: string };

/** Joins settled payment lines with their payment type's account, as the server does; undefined when the payment is refused. */
function settledJournal(lines: SaleLine[], servicepc: number, pb1pc: number, payments: PaymentEntry[]) {
  const { header, lines: priced } = computeOrderTotals({ lines, servicepc, pb1pc });
  const settled = settlePayment({ total: header.total, payments });
  if (!settled.ok) return { header, journal: undefined };
  const input: JournalInput = {
    orderno: 'A-0001',
    totals: header,
    lines: priced,
    payments: settled.lines.map((p) => ({ ...p, kodeacc: PAYMENT_ACCOUNTS[p.codepayment], namepayment: p.codepayment })),
    accounts,
  };
  return { header, journal: buildOrderJournal(input) };
}

function journalFor(lines: SaleLine[], servicepc: number, pb1pc: number, payments: PaymentEntry[]) {
  const { header, journal } = settledJournal(lines, servicepc, pb1pc, payments);
  if (!journal) throw new Error('payment refused');
  return { header, journal };
}

describe('buildOrderJournal', () => {
  it('posts payments, sales per account, service and PB1', () => {
    const { header, journal } = journalFor(
      [
        { menuid: 1, qty: 2, hargajual: 25_000, discpc: 10, kenapajak: '1', salesacc: '4101' },
        { menuid: 2, qty: 1, hargajual: 8_000, discpc: 0, kenapajak: '1', salesacc: '4102' },
        { menuid: 3, qty: 1, hargajual: 12_000, discpc: 0, kenapajak: '1', salesacc: '4101', free: true },
      ],
      5,
      10,
      [
        { codepayment: 'BCA', paymentamount: 20_000, paymentnote: 'x', iscash: false },
        { codepayment: 'CASH', paymentamount: 50_000, iscash: true },
      ],
    );
    expect(header.total).toBe(61_215);
    expect(journal).toEqual({
      lines: [
        { kodeacc: '1102', debit: 20_000, credit: 0, memo: 'A-0001 Payment BCA' },
        { kodeacc: '1', debit: 41_215, credit: 0, memo: 'A-0001 Payment CASH' },
        { kodeacc: '4101', debit: 0, credit: 45_000, memo: 'A-0001 Sales' },
        { kodeacc: '4102', debit: 0, credit: 8_000, memo: 'A-0001 Sales' },
        { kodeacc: '4', debit: 0, credit: 2_650, memo: 'A-0001 Service charge' },
        { kodeacc: '2', debit: 0, credit: 5_565, memo: 'A-0001 PB1' },
      ],
      totalDebit: 61_215,
      totalCredit: 61_215,
    });
  });

  it('merges payment types that share an account and leaves out zero lines', () => {
    const { journal } = journalFor([{ menuid: 1, qty: 1, hargajual: 30_000, discpc: 0, kenapajak: '0', salesacc: '4101' }], 0, 10, [
      { codepayment: 'BCA', paymentamount: 10_000, paymentnote: 'x', iscash: false },
      { codepayment: 'QRIS', paymentamount: 20_000, paymentnote: 'y', iscash: false },
    ]);
    expect(journal.lines).toEqual([
      { kodeacc: '1102', debit: 30_000, credit: 0, memo: 'A-0001 Payment BCA, QRIS' },
      { kodeacc: '4101', debit: 0, credit: 30_000, memo: 'A-0001 Sales' },
    ]);
  });

  it('credits cash paid out on an order stored when a card could overpay', () => {
    // Payments no longer settle this way (change only comes from cash), but orders paid before the
    // rule keep their negative CASH line and must still post.
    const { header, lines: priced } = computeOrderTotals({
      lines: [{ menuid: 1, qty: 1, hargajual: 90_000, discpc: 0, kenapajak: '0', salesacc: '4101' }],
      servicepc: 0,
      pb1pc: 0,
    });
    const journal = buildOrderJournal({
      orderno: 'A-0001',
      totals: header,
      lines: priced,
      payments: [
        { kodeacc: '1102', namepayment: 'BCA', paymentnettamt: 100_000 },
        { kodeacc: '1', namepayment: 'CASH', paymentnettamt: -10_000 },
      ],
      accounts,
    });
    expect(journal.lines).toEqual([
      { kodeacc: '1102', debit: 100_000, credit: 0, memo: 'A-0001 Payment BCA' },
      { kodeacc: '1', debit: 0, credit: 10_000, memo: 'A-0001 Payment CASH' },
      { kodeacc: '4101', debit: 0, credit: 90_000, memo: 'A-0001 Sales' },
    ]);
    expect(journal.totalDebit).toBe(journal.totalCredit);
  });

  it('refuses amounts that do not add up instead of posting an unbalanced voucher', () => {
    const base: JournalInput = {
      totals: { netto: 100, serviceval: 5, pb1val: 11, total: 116 },
      lines: [{ salesacc: '4101', netto: 100 }],
      payments: [{ kodeacc: '1', paymentnettamt: 116 }],
      accounts,
    };
    expect(buildOrderJournal(base).totalDebit).toBe(116);
    expect(() => buildOrderJournal({ ...base, payments: [{ kodeacc: '1', paymentnettamt: 115 }] })).toThrow(/payments/);
    expect(() => buildOrderJournal({ ...base, lines: [{ salesacc: '4101', netto: 99 }] })).toThrow(/netto/);
    expect(() => buildOrderJournal({ ...base, totals: { ...base.totals, total: 117 } })).toThrow(/total/);
  });
});

describe('journal properties', () => {
  const pct = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
  const lineArb = fc.record({
    menuid: fc.integer({ min: 1, max: 20 }),
    qty: fc.integer({ min: 1, max: 50 }),
    hargajual: fc.integer({ min: 0, max: 500_000 }),
    discpc: fc.oneof(fc.constant(0), pct),
    kenapajak: fc.constantFrom('0' as const, '1' as const),
    salesacc: fc.constantFrom('4101', '4102', '4103'),
    free: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
  const codeArb = fc.constantFrom('CASH', 'BCA', 'OVO', 'QRIS');

  it('balances for any order, discounts and payments, and debits the total', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 15 }),
        fc.constantFrom(0, 5, 7.5, 10),
        fc.constantFrom(0, 10, 11),
        fc.array(fc.record({ code: codeArb, share: fc.integer({ min: 0, max: 100 }) }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, servicepc, pb1pc, splits, extra) => {
          const { header } = computeOrderTotals({ lines, servicepc, pb1pc });
          // Split total + extra over the payment rows by their shares; the last row takes the remainder.
          const due = header.total + extra;
          const weight = splits.reduce((s, p) => s + p.share, 0) || 1;
          let left = due;
          const payments: PaymentEntry[] = splits.map((p, i) => {
            const amount = i === splits.length - 1 ? left : Math.floor((due * p.share) / weight);
            left -= amount;
            return { codepayment: p.code, paymentamount: amount, paymentnote: 'ref', iscash: p.code === 'CASH' };
          });
          const { journal } = settledJournal(lines, servicepc, pb1pc, payments);
          // Splits the payment rules refuse (a card over the total, cash not needed) post nothing.
          fc.pre(journal !== undefined);
          if (!journal) return;
          expect(journal.totalDebit).toBe(journal.totalCredit);
          for (const l of journal.lines) {
            expect(Number.isSafeInteger(l.debit) && Number.isSafeInteger(l.credit)).toBe(true);
            expect(l.debit >= 0 && l.credit >= 0 && (l.debit === 0) !== (l.credit === 0)).toBe(true);
          }
          expect(journal.totalDebit).toBe(header.total);
          const salesCredit = journal.lines.filter((l) => l.memo.endsWith('Sales')).reduce((s, l) => s + l.credit, 0);
          expect(salesCredit).toBe(header.netto);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
