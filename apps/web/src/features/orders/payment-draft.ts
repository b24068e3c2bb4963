import type { PosPaymentType } from '@saji/core';
import { DEFAULT_CASH_CODE, keypadNumber, type PaymentEntry } from '@saji/core';
import type { DraftPayment, OrderDraft } from './order-draft';

/** The payment rows of a draft: plain functions over plain data, as the rest of the draft. */
// ---- Payments --------------------------------------------------------------------------------

const nextRowId = (d: OrderDraft) => d.payments.reduce((m, p) => Math.max(m, p.rowid), 0) + 1;

export function addPayment(d: OrderDraft, codepayment = '', amount = ''): OrderDraft {
  return { ...d, payments: [...d.payments, { rowid: nextRowId(d), codepayment, amount, paymentnote: '' }] };
}

export function updatePayment(d: OrderDraft, rowid: number, patch: Partial<Omit<DraftPayment, 'rowid'>>): OrderDraft {
  return { ...d, payments: d.payments.map((p) => (p.rowid === rowid ? { ...p, ...patch } : p)) };
}

export function removePayment(d: OrderDraft, rowid: number): OrderDraft {
  return { ...d, payments: d.payments.filter((p) => p.rowid !== rowid) };
}

/** The spec: cancelling payment returns to the menu and clears the payments. */
export const cancelPayment = (d: OrderDraft): OrderDraft => ({ ...d, payments: [], step: 'menu' });

/** The rows as the payment rules take them; cash as the server counts it: the `iscash` type, else code '1'. */
export function paymentEntries(d: OrderDraft, types: readonly PosPaymentType[]): PaymentEntry[] {
  const cashCode = (types.find((t) => t.iscash) ?? types.find((t) => t.codepayment === DEFAULT_CASH_CODE))?.codepayment;
  return d.payments.map((p) => ({
    codepayment: p.codepayment,
    paymentamount: keypadNumber(p.amount),
    paymentnote: p.paymentnote,
    iscash: p.codepayment === cashCode || (types.find((t) => t.codepayment === p.codepayment)?.iscash ?? false),
  }));
}
