import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MISSING, PAYMENT_NOT_ENOUGH, PAYMENT_NOTE_MISSING, PAYMENT_TYPE_MISSING } from './messages.js';
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
    expect(settlePayment({ total: 100, payments: [{ codepayment: '', paymentamount: 100, iscash: false }], cashCode: '1' })).toEqual({
      ok: false,
      message: PAYMENT_TYPE_MISSING,
    });
    expect(settlePayment({ total: 100, payments: [{ codepayment: null, paymentamount: 100, iscash: true }], cashCode: '1' })).toEqual({
      ok: false,
      message: PAYMENT_TYPE_MISSING,
    });
  });

  it('asks for a note on a non-cash payment with an amount', () => {
    expect(settlePayment({ total: 100, payments: [card(100, '  ')], cashCode: '1' })).toEqual({ ok: false, message: PAYMENT_NOTE_MISSING });
    expect(settlePayment({ total: 100, payments: [card(100, null)], cashCode: '1' })).toEqual({ ok: false, message: PAYMENT_NOTE_MISSING });
  });

  it('asks for an amount when nothing is paid', () => {
    expect(settlePayment({ total: 100, payments: [], cashCode: '1' })).toEqual({ ok: false, message: AMOUNT_MISSING });
    expect(settlePayment({ total: 100, payments: [cash(0), card(0, null)], cashCode: '1' })).toEqual({
      ok: false,
      message: AMOUNT_MISSING,
    });
  });

  it('refuses a payment below the total', () => {
    expect(settlePayment({ total: 100, payments: [cash(40), card(59)], cashCode: '1' })).toEqual({
      ok: false,
      message: PAYMENT_NOT_ENOUGH,
    });
  });

  it('throws on amounts no form can produce', () => {
    expect(() => settlePayment({ total: 100, payments: [cash(10.5)], cashCode: '1' })).toThrow(RangeError);
    expect(() => settlePayment({ total: 100, payments: [cash(-1)], cashCode: '1' })).toThrow(RangeError);
  });
});

describe('settlePayment results', () => {
  it('settles an exact card payment with no change', () => {
    const r = settlePayment({ total: 61_215, payments: [card(61_215)], cashCode: '1' });
    expect(r).toEqual({
      ok: true,
      paidamt: 61_215,
      changeamt: 0,
      lines: [{ codepayment: 'BCA', paymentamount: 61_215, paymentnote: '4111-xx', paymentnettamt: 61_215, paymentchange: 0 }],
    });
  });

  it('puts the change on the cash line', () => {
    const r = settlePayment({ total: 61_215, payments: [card(20_000), cash(50_000)], cashCode: '1' });
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
    const r = settlePayment({ total: 100, payments: [cash(20), cash(100)], cashCode: '1' });
    if (!r.ok) throw new Error(r.message);
    expect(r.lines.map((l) => l.paymentchange)).toEqual([0, 20]);
  });

  it('adds a CASH line for the change when no cash was given', () => {
    const r = settlePayment({ total: 90_000, payments: [card(100_000)], cashCode: 'CASH' });
    if (!r.ok) throw new Error(r.message);
    expect(r.changeamt).toBe(10_000);
    expect(r.lines[1]).toEqual({
      codepayment: 'CASH',
      paymentamount: 0,
      paymentnote: null,
      paymentnettamt: -10_000,
      paymentchange: 10_000,
    });
  });

  it('drops rows without an amount and trims texts', () => {
    const r = settlePayment({
      total: 100,
      payments: [
        { ...card(0), codepayment: '' },
        { ...card(100, ' ref 9 '), codepayment: ' OVO ' },
      ],
      cashCode: '1',
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.lines).toEqual([{ codepayment: 'OVO', paymentamount: 100, paymentnote: 'ref 9', paymentnettamt: 100, paymentchange: 0 }]);
  });

  it('completes a fully free order without payment', () => {
    expect(settlePayment({ total: 0, payments: [], cashCode: '1' })).toEqual({ ok: true, paidamt: 0, changeamt: 0, lines: [] });
  });

  it('names the payment method by the codes that paid', () => {
    const r = settlePayment({ total: 90, payments: [card(50), cash(30), cash(20)], cashCode: '1' });
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
        const r = settlePayment({ total, payments, cashCode: '1' });
        const paid = payments.reduce((s, p) => s + p.paymentamount, 0);
        if (!r.ok) {
          expect(paid < total || paid === 0).toBe(true);
          return;
        }
        expect(r.paidamt).toBe(paid);
        expect(r.changeamt).toBe(paid - total);
        expect(r.changeamt).toBeGreaterThanOrEqual(0);
        expect(r.lines.reduce((s, l) => s + l.paymentnettamt, 0)).toBe(total);
        expect(r.lines.reduce((s, l) => s + l.paymentchange, 0)).toBe(r.changeamt);
        for (const l of r.lines) expect(l.paymentnettamt).toBe(l.paymentamount - l.paymentchange);
        if (r.changeamt > 0) expect(r.lines.filter((l) => l.paymentchange > 0)).toHaveLength(1);
      }),
      { numRuns: 1000 },
    );
  });
});
