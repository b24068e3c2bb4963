import { describe, expect, it } from 'vitest';
import { DELIVERY_INVALID, MENU_MISSING, PAX_MISSING } from './messages.js';
import { orderPaymentSchema, orderSaveSchema, orderStatusName, orderStatusNameIn, orderTypeOfFilter } from './orders.js';

const orderkey = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const dineIn = { orderkey, ordertype: 'DINE IN', tableids: [3], pax: 2, lines: [{ menuid: 7, qty: 2 }] };
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('orderSaveSchema', () => {
  it('accepts a dine-in order and coerces form strings', () => {
    const r = orderSaveSchema.parse({ ...dineIn, tableids: ['3', '4'], pax: '4', lines: [{ menuid: '7', qty: '2', linenote: '' }] });
    expect(r).toMatchObject({ tableids: [3, 4], pax: 4, lines: [{ menuid: 7, qty: 2, linenote: null }] });
  });

  it('needs a table for dine in and none for take away', () => {
    expect(orderSaveSchema.safeParse({ ...dineIn, tableids: [] }).success).toBe(false);
    expect(orderSaveSchema.safeParse({ ...dineIn, tableids: [3, 3] }).success).toBe(false);
    expect(orderSaveSchema.safeParse({ ...dineIn, ordertype: 'TAKE AWAY', tableids: [], pax: 1 }).success).toBe(true);
    expect(orderSaveSchema.safeParse({ ...dineIn, ordertype: 'TAKE AWAY', tableids: [3] }).success).toBe(false);
  });

  it('answers the spec messages for missing pax and menus', () => {
    expect(messages(orderSaveSchema.safeParse({ ...dineIn, pax: '' }))).toContain(PAX_MISSING);
    expect(messages(orderSaveSchema.safeParse({ ...dineIn, pax: 0 }))).toContain(PAX_MISSING);
    expect(messages(orderSaveSchema.safeParse({ ...dineIn, lines: [] }))).toContain(MENU_MISSING);
  });

  it('needs the whole delivery form and a real phone number', () => {
    const delivery = {
      ...dineIn,
      ordertype: 'DELIVERY',
      tableids: [],
      PhoneNo: '+62 812-3456-789',
      customernm: 'Sari',
      DeliveryAddr: 'Jl. Merdeka 1',
      deliverby: 'GoSend',
    };
    expect(orderSaveSchema.parse(delivery).PhoneNo).toBe('08123456789');
    expect(messages(orderSaveSchema.safeParse({ ...delivery, DeliveryAddr: '' }))).toEqual([DELIVERY_INVALID]);
    expect(messages(orderSaveSchema.safeParse({ ...delivery, PhoneNo: undefined }))).toEqual([DELIVERY_INVALID]);
    expect(orderSaveSchema.safeParse({ ...delivery, PhoneNo: 'call me' }).success).toBe(false);
  });

  it('refuses a bad order key, type and quantity', () => {
    expect(orderSaveSchema.safeParse({ ...dineIn, orderkey: 'abc' }).success).toBe(false);
    expect(orderSaveSchema.safeParse({ ...dineIn, ordertype: 'TAKEAWAY' }).success).toBe(false);
    expect(orderSaveSchema.safeParse({ ...dineIn, lines: [{ menuid: 7, qty: 0 }] }).success).toBe(false);
    expect(orderSaveSchema.safeParse({ ...dineIn, lines: [{ menuid: 7, qty: 10_000 }] }).success).toBe(false);
    expect(orderSaveSchema.safeParse({ ...dineIn, lines: [{ menuid: -1, qty: 1 }] }).success).toBe(false);
  });
});

describe('orderPaymentSchema', () => {
  it('accepts whole amounts and leaves empty types to the payment rules', () => {
    const r = orderPaymentSchema.parse({
      orderkey,
      payments: [
        { codepayment: '', paymentamount: '50000' },
        { codepayment: '1', paymentamount: '' },
      ],
    });
    expect(r.payments).toEqual([
      { codepayment: '', paymentamount: 50_000 },
      { codepayment: '1', paymentamount: 0 },
    ]);
  });

  it('refuses fractional and negative amounts', () => {
    expect(orderPaymentSchema.safeParse({ orderkey, payments: [{ codepayment: '1', paymentamount: 10.5 }] }).success).toBe(false);
    expect(orderPaymentSchema.safeParse({ orderkey, payments: [{ codepayment: '1', paymentamount: -1 }] }).success).toBe(false);
  });
});

describe('order constants', () => {
  it('names statuses, void first', () => {
    expect(orderStatusName(1)).toBe('Open');
    expect(orderStatusName(5)).toBe('Completed');
    expect(orderStatusName(5, '1')).toBe('VOID');
  });

  it('writes a status name in Indonesian on an Indonesian screen', () => {
    expect(orderStatusNameIn('Completed', 'id')).toBe('Selesai');
    expect(orderStatusNameIn(orderStatusName(8, '0', { splitcount: 3 }), 'id')).toBe('Dipecah jadi 3 cek');
    expect(orderStatusNameIn('Completed', 'en')).toBe('Completed');
    expect(orderStatusNameIn('VOID', 'id')).toBe('VOID');
  });

  it('maps the list filter to stored order types', () => {
    expect(orderTypeOfFilter('TAKEAWAY')).toBe('TAKE AWAY');
    expect(orderTypeOfFilter('ALL')).toBeNull();
    expect(orderTypeOfFilter('')).toBeNull();
    expect(orderTypeOfFilter('DINE IN')).toBe('DINE IN');
  });
});
