import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from './order-detail.js';
import { formatRupiah, kitchenTicketLines, leftRight, qtyText, receiptLines, wrapText } from './receipt.js';

const order: OrderDetail = {
  header: {
    orderkey: 'k',
    orderno: 'JKT01-261122-000042',
    orderdate: '2026-11-22T05:10:00.000Z',
    ordertype: 'DINE IN',
    tableid: 1,
    tableids: [1, 2],
    tablename: 'T01, T02',
    tablecapacity: 6,
    pax: 4,
    totalitem: 2,
    totalqty: 3,
    note: '2 Nasi Goreng Kampung, 1 Es Teh Manis',
    customerid: null,
    customernm: null,
    outletid: 1,
    outletname: 'Saji Senayan',
    compcode: 'SAJI',
    adultqty: 0,
    childqty: 0,
    campaignkey: null,
    voucherno: null,
    subtotal: 78000,
    discval: 0,
    netto: 78000,
    servicepc: 5,
    serviceval: 3900,
    dpp: 81900,
    pb1pc: 10,
    pb1val: 8190,
    total: 90090,
    paidamt: 100000,
    changeamt: 9910,
    orderstatus: 5,
    orderstatusnm: 'Completed',
    isvoid: '0',
    voidreason: null,
    posting: 0,
    paymtime: '2026-11-22T06:00:00.000Z',
    paymethod: 'CASH',
    createby: 'cashier',
    DeliveryAddr: null,
    PhoneNo: null,
    deliverby: null,
    endtime: null,
    remark: null,
    version: 2,
    splitfrom: null,
    splitfromno: null,
    splitno: null,
    splitcount: null,
    mergedinto: null,
    mergedintono: null,
    offlineat: null,
    offlineno: null,
  },
  lines: [
    {
      lineno: 1,
      menuid: 1,
      menuname: 'Nasi Goreng Kampung',
      menusize: 'R',
      qty: 2,
      hargajual: 35000,
      discpc: 0,
      discval: 0,
      netto: 70000,
      categid: 'FOOD',
      kenapajak: 1,
      linenote: null,
      kitchenqty: 2,
      modifiers: [],
    },
    {
      lineno: 2,
      menuid: 2,
      menuname: 'Es Teh Manis',
      menusize: null,
      qty: 1,
      hargajual: 8000,
      discpc: 0,
      discval: 0,
      netto: 8000,
      categid: 'BEV',
      kenapajak: 1,
      linenote: 'less sugar',
      kitchenqty: 1,
      modifiers: [],
    },
  ],
  payments: [
    {
      lineno: 1,
      codepayment: 'CASH',
      namepayment: 'CASH',
      paymentnote: null,
      paymentamount: 100000,
      paymentnettamt: 90090,
      paymentchange: 9910,
    },
  ],
};
const outlet = {
  outletname: 'Saji Senayan',
  header1: 'SAJI SENAYAN',
  header2: 'Jl. Asia Afrika No. 8, Jakarta',
  header3: null,
  footer1: 'Terima kasih',
  footer2: null,
  footer3: null,
};

describe('receipt text', () => {
  it('formats rupiah with dots between thousands', () => {
    expect(formatRupiah(0)).toBe('0');
    expect(formatRupiah(1234500)).toBe('1.234.500');
    expect(formatRupiah(-9910)).toBe('-9.910');
  });

  it('never writes a line wider than the paper', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 20 }), fc.constantFrom(32, 48), (left, right, width) => {
        for (const l of leftRight(left, right.trim() || '0', width)) expect(l.length).toBeLessThanOrEqual(width);
        for (const l of wrapText(left, width)) expect(l.length).toBeLessThanOrEqual(width);
      }),
    );
  });

  it('lays out the receipt: header, order, lines, totals, payment, change and footer', () => {
    for (const width of [32, 48]) {
      const lines = receiptLines(order, outlet, width, { cashier: 'Citra Dewi', timeZone: 'Asia/Jakarta' });
      const text = lines.map((l) => l.text).join('\n');
      for (const l of lines) expect(l.text.length).toBeLessThanOrEqual(l.double ? width / 2 : width);
      expect(lines[0]).toMatchObject({ text: 'SAJI SENAYAN', align: 'center', double: true });
      expect(text).toContain('No     : JKT01-261122-000042');
      expect(text).toContain('Date   : 22-11-2026 13:00');
      expect(text).toContain('Table: T01, T02  Pax: 4');
      expect(text).toContain('Cashier: Citra Dewi');
      expect(text).toMatch(/2 x Nasi Goreng Kampung R +70\.000/);
      expect(text).toMatch(/Service 5% +3\.900/);
      expect(text).toMatch(/PB1 10% +8\.190/);
      expect(text).toMatch(/TOTAL +90\.090/);
      expect(text).toMatch(/CASH +100\.000/);
      expect(text).toMatch(/Change +9\.910/);
      expect(text.trim().endsWith('Terima kasih')).toBe(true);
    }
  });

  it("prints a campaign's free line as FREE and its discount on the line", () => {
    const [food, tea] = order.lines;
    const promoted: OrderDetail = {
      ...order,
      lines: [
        { ...food, discpc: 12.5, discval: 8750, netto: 61250, campaignid: 3 },
        tea,
        { ...tea, lineno: 3, discpc: 100, discval: 8000, netto: 0, linenote: null, isfree: true, campaignid: 4 },
      ],
    };
    const text = receiptLines(promoted, outlet, 48, { cashier: 'Citra Dewi', timeZone: 'Asia/Jakarta' })
      .map((l) => l.text)
      .join('\n');
    expect(text).toMatch(/Disc 12\.5% +-8\.750/);
    expect(text).toMatch(/FREE +-8\.000/);
    expect(text).not.toContain('Disc 100%');
  });

  it('writes the kitchen ticket with table, order number, items and notes, marking reprints', () => {
    const ticket = {
      orderno: 'JKT01-1',
      ordertype: 'DINE IN',
      tablename: 'T01',
      pax: 4,
      items: [{ qty: 2, menuname: 'Sate Ayam', menusize: null, linenote: 'no peanut' }],
      at: order.header.orderdate,
    };
    const text = kitchenTicketLines({ ...ticket, reprint: false }, 48, 'Asia/Jakarta')
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('TABLE T01');
    expect(text).toContain('2 x Sate Ayam');
    expect(text).toContain('>> no peanut');
    expect(text).not.toContain('REPRINT');
    expect(kitchenTicketLines({ ...ticket, reprint: true }, 48, 'Asia/Jakarta')[0].text).toContain('REPRINT');
  });

  it('names a check of a split bill, and a share of an equal split as a fraction with its amount', () => {
    const [food] = order.lines;
    const check: OrderDetail = {
      ...order,
      header: { ...order.header, orderno: 'JKT01-261122-000044', splitno: 2, splitcount: 3, splitfromno: 'JKT01-261122-000042' },
      lines: [{ ...food, qty: 0.6667, hargajual: 39000, discval: 0, netto: 26000 }],
    };
    const text = receiptLines(check, outlet, 48, { cashier: 'Citra Dewi', timeZone: 'Asia/Jakarta' }).map((l) => l.text);
    expect(text).toContain('Check  : 2 of 3 of JKT01-261122-000042');
    expect(text.find((t) => t.startsWith('2/3 x Nasi Goreng'))).toMatch(/ 26\.000$/);
    expect([qtyText(3), qtyText(0.3334, 3), qtyText(0.25, 3), qtyText(1.3333, 3)]).toEqual(['3', '1/3', '0.25', '4/3']);
  });

  it('reads a share as a fraction where the number of ways is not at hand (the till ticket of a check)', () => {
    expect([qtyText(0.6668), qtyText(0.5), qtyText(1.3333), qtyText(0.1429), qtyText(0.05)]).toEqual(['2/3', '1/2', '4/3', '1/7', '1/20']);
    expect(qtyText(0.1234)).toBe('0.1234');
  });

  it('prints the provisional number of an order taken offline: alone before it is sent, beside the real one after', () => {
    const offline = (orderno: string): string[] => {
      const header = { ...order.header, orderno, offlineat: order.header.orderdate, offlineno: 'KASIR-1-000123' };
      return receiptLines({ ...order, header }, outlet, 48, { cashier: 'Citra Dewi', timeZone: 'Asia/Jakarta' }).map((l) => l.text);
    };
    const before = offline('KASIR-1-000123');
    expect(before.filter((t) => t.includes('KASIR-1-000123'))).toEqual(['No     : KASIR-1-000123']);
    const after = offline('JKT01-261122-000042');
    expect(after.slice(after.indexOf('No     : JKT01-261122-000042'), after.indexOf('No     : JKT01-261122-000042') + 2)).toEqual([
      'No     : JKT01-261122-000042',
      'Offline: KASIR-1-000123',
    ]);
  });

  it('prints the options under the item: their price change as included in its amount on the receipt, names only for the kitchen', () => {
    const [food] = order.lines;
    const large = { modifierid: 1, groupname: 'Size', modname: 'Large', pricechange: 5000 };
    const mild = { modifierid: 2, groupname: 'Spice', modname: 'Mild', pricechange: 0 };
    const withOptions: OrderDetail = { ...order, lines: [{ ...food, qty: 1, hargajual: 40000, modifiers: [large, mild] }] };
    const text = receiptLines(withOptions, outlet, 32, { cashier: 'Citra Dewi', timeZone: 'Asia/Jakarta' }).map((l) => l.text);
    const at = text.findIndex((t) => t.startsWith('1 x Nasi Goreng'));
    expect(text.slice(at, at + 3)).toEqual([expect.stringMatching(/40\.000$/), '    Large (incl. 5.000)', '    Mild']);
    const ticket = kitchenTicketLines(
      {
        orderno: 'JKT01-1',
        ordertype: 'TAKE AWAY',
        tablename: null,
        pax: 1,
        items: [{ qty: 1, menuname: 'Mie Goreng', menusize: null, linenote: 'no onion', modifiers: ['Large', 'Mild'] }],
        at: order.header.orderdate,
        reprint: false,
      },
      48,
      'Asia/Jakarta',
    ).map((l) => l.text);
    const item = ticket.indexOf('1 x Mie Goreng');
    expect(ticket.slice(item, item + 4)).toEqual(['1 x Mie Goreng', '  + Large', '  + Mild', '  >> no onion']);
  });
});
