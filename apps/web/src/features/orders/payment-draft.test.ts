import type { PosPaymentType } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { newDraft } from './order-draft';
import { addPayment, cancelPayment, paymentEntries, removePayment, updatePayment } from './payment-draft';

const types = [
  { codepayment: 'CASH', namepayment: 'Cash', iscash: true },
  { codepayment: 'BCA', namepayment: 'Debit BCA', iscash: false },
] as PosPaymentType[];

describe('payment rows of a draft', () => {
  it('numbers rows, edits and removes them by row id', () => {
    let d = addPayment(addPayment(newDraft(1), 'CASH', '50000'), 'BCA');
    expect(d.payments.map((p) => p.rowid)).toEqual([1, 2]);
    d = updatePayment(d, 2, { amount: '20000', paymentnote: 'card 1234' });
    expect(d.payments[1]).toMatchObject({ codepayment: 'BCA', amount: '20000', paymentnote: 'card 1234' });
    d = removePayment(d, 1);
    expect(addPayment(d, 'CASH').payments.map((p) => p.rowid)).toEqual([2, 3]);
  });

  it('turns rows into entries the settlement rule reads, knowing which are cash', () => {
    const d = addPayment(addPayment(newDraft(1), 'CASH', '50000'), 'BCA', '');
    expect(paymentEntries(d, types)).toEqual([
      { codepayment: 'CASH', paymentamount: 50_000, paymentnote: '', iscash: true },
      { codepayment: 'BCA', paymentamount: 0, paymentnote: '', iscash: false },
    ]);
  });

  it("counts code '1' as cash when no type is marked, as the server does", () => {
    const unmarked = [
      { codepayment: '1', namepayment: 'CASH', iscash: false },
      { codepayment: 'BCA', namepayment: 'Debit BCA', iscash: false },
    ] as PosPaymentType[];
    const d = addPayment(addPayment(newDraft(1), '1', '50000'), 'BCA', '10000');
    expect(paymentEntries(d, unmarked).map((e) => e.iscash)).toEqual([true, false]);
  });

  it('cancelling payment clears the rows and returns to the menu', () => {
    const d = cancelPayment({ ...addPayment(newDraft(1), 'CASH', '1000'), step: 'payment' });
    expect(d.payments).toEqual([]);
    expect(d.step).toBe('menu');
  });
});
