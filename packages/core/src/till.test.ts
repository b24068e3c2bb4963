import { describe, expect, it } from 'vitest';
import { kitchenTicketLines, receiptLines } from './receipt.js';
import { cancelOrderInputSchema, minutesOpen, noteChipsInputSchema } from './till.js';

const outlet = { outletname: 'Saji', header1: 'SAJI', header2: null, header3: null, footer1: 'Thanks', footer2: null, footer3: null };
const order = {
  header: {
    orderkey: 'k',
    orderno: 'JKT01-261122-000042',
    orderdate: '2026-11-22T05:10:00.000Z',
    paymtime: null,
    ordertype: 'TAKE AWAY',
    tablename: null,
    pax: 1,
    subtotal: 30000,
    discval: 0,
    servicepc: 0,
    serviceval: 0,
    pb1pc: 10,
    pb1val: 3000,
    total: 33000,
    changeamt: 0,
  },
  lines: [{ qty: 1, menuname: 'Gado-Gado', menusize: null, hargajual: 30000, discpc: 0, discval: 0 }],
  payments: [{ namepayment: 'CASH', paymentamount: 50000, paymentnote: null }],
} as unknown as Parameters<typeof receiptLines>[0];
const text = (lines: { text: string }[]) => lines.map((l) => l.text).join('\n');

describe('pre-bill and the kitchen VOID ticket', () => {
  it('marks a pre-bill at the top and bottom, with its print number and no payment lines', () => {
    const printed = text(receiptLines(order, outlet, 48, { cashier: 'Sari', timeZone: 'Asia/Jakarta', prebill: { printcount: 3 } }));
    expect(printed.split('\n')[0].trim()).toBe('PRE-BILL');
    expect(printed.match(/NOT A RECEIPT/g)).toHaveLength(2);
    expect(printed).toContain('Pre-bill print #3');
    expect(printed).not.toContain('CASH');
    expect(printed).not.toContain('Change');
    const receipt = text(receiptLines(order, outlet, 48, { cashier: 'Sari', timeZone: 'Asia/Jakarta' }));
    expect(receipt).not.toContain('PRE-BILL');
    expect(receipt).toContain('CASH');
  });

  it('heads a cancelled order ticket VOID, never REPRINT', () => {
    const items = [{ qty: 2, menuname: 'Gado-Gado', menusize: null, linenote: 'no peanut' }];
    const base = { orderno: 'A', ordertype: 'DINE IN', tablename: 'T01', pax: 2, items, at: '2026-11-22T05:10:00.000Z' };
    const voided = text(kitchenTicketLines({ ...base, reprint: true, void: true }, 48, 'Asia/Jakarta'));
    expect(voided).toContain('*** VOID ***');
    expect(voided).toContain('DO NOT COOK');
    expect(voided).not.toContain('REPRINT');
    expect(voided).toContain('2 x Gado-Gado');
  });

  it('asks a reason to cancel, chips once each, and counts whole minutes open', () => {
    expect(cancelOrderInputSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(cancelOrderInputSchema.parse({ reason: ' Guest left ' }).reason).toBe('Guest left');
    expect(noteChipsInputSchema.safeParse({ outletid: 1, chips: ['No ice', 'no ice'] }).success).toBe(false);
    expect(minutesOpen('2026-11-22T05:10:00.000Z', new Date('2026-11-22T05:41:59.000Z'))).toBe(31);
    expect(minutesOpen('2026-11-22T05:10:00.000Z', new Date('2026-11-22T05:00:00.000Z'))).toBe(0);
  });
});
