import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as M from './messages.js';
import { MAX_CHANGE, MAX_PAYMENT_AMOUNT } from './money.js';
import { type PaymentEntry, paymentMethod, settlePayment } from './payments.js';

const cash = (amount: number): PaymentEntry => ({ codepayment: '1', paymentamount: amount, iscash: true });
const card = (amount: number, note: string | null = '4111-xx'): PaymentEntry => ({
  codepayment: 'BCA',
  paymentamount: amount,
  paymentnote: note,
  iscash: false,
});

describe('settlePayment messages', () => {
  it('asks for a type when an amount has none', () => {
    expect(settlePayment({ total: 100, payments: [{ codepayment: '', paymentamount: 100, iscash: false }] })).toEqual({
      ok: false,
      message: M.PAYMENT_TYPE_MISSING,
    });
    expect(settlePayment({ total: 100, payments: [{ codepayment: null, paymentamount: 100, iscash: true }] })).toEqual({
      ok: false,
      message: M.PAYMENT_TYPE_MISSING,
    });
  });

  it('asks for a note on a non-cash payment with an amount', () => {
    expect(settlePayment({ total: 100, payments: [card(100, '  ')] })).toEqual({ ok: false, message: M.PAYMENT_NOTE_MISSING });
    expect(settlePayment({ total: 100, payments: [card(100, null)] })).toEqual({ ok: false, message: M.PAYMENT_NOTE_MISSING });
  });

  it('asks for an amount when nothing is paid', () => {
    expect(settlePayment({ total: 100, payments: [] })).toEqual({ ok: false, message: M.AMOUNT_MISSING });
    expect(settlePayment({ total: 100, payments: [cash(0), card(0, null)] })).toEqual({
      ok: false,
      message: M.AMOUNT_MISSING,
    });
  });

  it('refuses a payment below the total', () => {
    expect(settlePayment({ total: 100, payments: [cash(40), card(59)] })).toEqual({
      ok: false,
      message: M.PAYMENT_NOT_ENOUGH,
    });
  });

  it('throws on amounts no form can produce', () => {
    expect(() => settlePayment({ total: 100, payments: [cash(10.5)] })).toThrow(RangeError);
    expect(() => settlePayment({ total: 100, payments: [cash(-1)] })).toThrow(RangeError);
  });
});

describe('settlePayment results', () => {
  it('settles an exact card payment with no change', () => {
    const r = settlePayment({ total: 61_215, payments: [card(61_215)] });
    expect(r).toEqual({
      ok: true,
      paidamt: 61_215,
      changeamt: 0,
      lines: [{ codepayment: 'BCA', paymentamount: 61_215, paymentnote: '4111-xx', paymentnettamt: 61_215, paymentchange: 0 }],
    });
  });

  it('puts the change on the cash line', () => {
    const r = settlePayment({ total: 61_215, payments: [card(20_000), cash(50_000)] });
    expect(r).toMatchObject({ ok: true, paidamt: 70_000, changeamt: 8_785 });
    if (!r.ok) throw new Error(r.message);
    expect(r.lines[1]).toEqual({
      codepayment: '1',
      paymentamount: 50_000,
      paymentnote: null,
      paymentnettamt: 41_215,
      paymentchange: 8_785,
    });
    expect(r.lines[0].paymentnettamt).toBe(20_000);
  });

  it('puts the change on the largest of several cash lines', () => {
    const r = settlePayment({ total: 100, payments: [cash(20), cash(100)] });
    if (!r.ok) throw new Error(r.message);
    expect(r.lines.map((l) => l.paymentchange)).toEqual([0, 20]);
  });

  it('refuses a non-cash overpayment instead of paying the difference out as change', () => {
    expect(settlePayment({ total: 90_000, payments: [card(100_000)] })).toEqual({ ok: false, message: M.PAYMENT_NONCASH_OVER_TOTAL });
    expect(settlePayment({ total: 27_720, payments: [card(10 ** 9)] })).toEqual({ ok: false, message: M.PAYMENT_NONCASH_OVER_TOTAL });
    expect(settlePayment({ total: 100, payments: [card(60), card(41), cash(0)] })).toEqual({
      ok: false,
      message: M.PAYMENT_NONCASH_OVER_TOTAL,
    });
    // Non-cash up to the total is fine, with cash on top for the rest.
    expect(settlePayment({ total: 100, payments: [card(60), cash(50)] })).toMatchObject({ ok: true, changeamt: 10 });
  });

  it('refuses cash that was not needed: change as large as the largest cash row', () => {
    expect(settlePayment({ total: 100, payments: [card(100), cash(50)] })).toEqual({ ok: false, message: M.PAYMENT_CASH_NOT_NEEDED });
    expect(settlePayment({ total: 30_000, payments: [cash(50_000), cash(50_000)] })).toEqual({
      ok: false,
      message: M.PAYMENT_CASH_NOT_NEEDED,
    });
    expect(settlePayment({ total: 0, payments: [cash(1_000)] })).toEqual({ ok: false, message: M.PAYMENT_CASH_NOT_NEEDED });
  });

  it('caps the change at MAX_CHANGE', () => {
    expect(settlePayment({ total: 27_720, payments: [cash(27_720 + MAX_CHANGE)] })).toMatchObject({ ok: true, changeamt: MAX_CHANGE });
    expect(settlePayment({ total: 27_720, payments: [cash(27_721 + MAX_CHANGE)] })).toEqual({
      ok: false,
      message: 'Change may not be more than 10,000,000 !',
    });
  });

  it('answers a message, not an exception, for an amount beyond any order', () => {
    const tooLarge = { ok: false, message: 'Amount may not be more than 10,000,000,000 !' };
    expect(settlePayment({ total: 100, payments: [cash(MAX_PAYMENT_AMOUNT + 1)] })).toEqual(tooLarge);
    // What a 24-digit keypad makes of its value: past 2^53, no longer exact.
    expect(settlePayment({ total: 100, payments: [cash(Number('999999999999999999999999'))] })).toEqual(tooLarge);
    expect(settlePayment({ total: 100, payments: [card(Number.MAX_SAFE_INTEGER), card(Number.MAX_SAFE_INTEGER)] })).toEqual(tooLarge);
  });

  it('drops rows without an amount and trims texts', () => {
    const r = settlePayment({
      total: 100,
      payments: [
        { ...card(0), codepayment: '' },
        { ...card(100, ' ref 9 '), codepayment: ' OVO ' },
      ],
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.lines).toEqual([{ codepayment: 'OVO', paymentamount: 100, paymentnote: 'ref 9', paymentnettamt: 100, paymentchange: 0 }]);
  });

  it('completes a fully free order without payment', () => {
    expect(settlePayment({ total: 0, payments: [] })).toEqual({ ok: true, paidamt: 0, changeamt: 0, lines: [] });
  });

  it('names the payment method by the codes that paid', () => {
    const r = settlePayment({ total: 90, payments: [card(50), cash(30), cash(20)] });
    if (!r.ok) throw new Error(r.message);
    expect(paymentMethod(r.lines)).toBe('BCA, 1');
  });
});

describe('settlePayment properties', () => {
  const entryArb: fc.Arbitrary<PaymentEntry> = fc.oneof(
    fc.integer({ min: 0, max: 5_000_000 }).map(cash),
    fc.integer({ min: 0, max: 5_000_000 }).map((a) => card(a)),
  );

  it('nett amounts add up to the total and change is paid minus total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(entryArb, { maxLength: 6 }), (total, payments) => {
        const r = settlePayment({ total, payments });
        const paid = payments.reduce((s, p) => s + p.paymentamount, 0);
        const nonCash = payments.filter((p) => !p.iscash).reduce((s, p) => s + p.paymentamount, 0);
        const largestCash = Math.max(0, ...payments.filter((p) => p.iscash).map((p) => p.paymentamount));
        if (!r.ok) {
          const sensible = paid >= total && paid > 0 && nonCash <= total && (paid === total || paid - total < largestCash);
          expect(!sensible || paid - total > MAX_CHANGE).toBe(true);
          return;
        }
        expect(nonCash).toBeLessThanOrEqual(total);
        expect(r.paidamt).toBe(paid);
        expect(r.changeamt).toBe(paid - total);
        expect(r.changeamt).toBeGreaterThanOrEqual(0);
        expect(r.lines.reduce((s, l) => s + l.paymentnettamt, 0)).toBe(total);
        expect(r.lines.reduce((s, l) => s + l.paymentchange, 0)).toBe(r.changeamt);
        for (const l of r.lines) expect(l.paymentnettamt).toBe(l.paymentamount - l.paymentchange);
        if (r.changeamt > 0) expect(r.lines.filter((l) => l.paymentchange > 0)).toHaveLength(1);
        expect(r.changeamt).toBeLessThanOrEqual(MAX_CHANGE);
        for (const l of r.lines) expect(l.paymentnettamt).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });
});
