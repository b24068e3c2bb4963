import type { OrderDetail } from '@saji/core';
import { describe, expect, it } from 'vitest';
import * as D from '../order-draft';
import { countsToParts, poolOf, previewByItems, previewEqually } from './split-preview';

/** A bill of 3 x Rp 10.000 and 1 x Rp 7.001, service 5 %, PB1 10 %, as the server stores it. */
const line = (lineno: number, menuname: string, qty: number, hargajual: number) => ({
  lineno,
  menuid: lineno,
  menuname,
  menusize: null,
  qty,
  hargajual,
  discpc: 0,
  discval: 0,
  netto: qty * hargajual,
  categid: 'FOOD',
  kenapajak: 1,
  linenote: null,
  kitchenqty: qty,
  modifiers: [],
});
const order = {
  header: {
    orderkey: 'k',
    orderno: 'SNY-1',
    ordertype: 'DINE IN',
    pax: 3,
    subtotal: 37_001,
    discval: 0,
    netto: 37_001,
    servicepc: 5,
    serviceval: 1_850,
    dpp: 38_851,
    pb1pc: 10,
    pb1val: 3_885,
    total: 42_736,
    totalitem: 2,
    totalqty: 4,
    splitfrom: null,
  },
  lines: [line(1, 'Nasi Goreng', 3, 10_000), line(2, 'Es Teh', 1, 7_001)],
  payments: [],
} as unknown as OrderDetail;

describe('the split as the till shows it before sending it', () => {
  it('prices what is not given yet as one more check, so the totals always add up to the bill', () => {
    const counts = [
      [1, 0],
      [1, 1],
    ];
    expect(poolOf(order, counts)).toEqual([1, 0]);
    const preview = previewByItems(order, counts);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.checks).toHaveLength(3);
    expect(preview.checks.reduce((n, c) => n + c.total, 0)).toBe(order.header.total);
    expect(countsToParts(order, counts)).toEqual([
      { lines: [{ lineno: 1, qty: 1 }] },
      {
        lines: [
          { lineno: 1, qty: 1 },
          { lineno: 2, qty: 1 },
        ],
      },
    ]);
  });

  it('cuts the bill in equal parts, the first carrying the rupiah that do not divide', () => {
    const preview = previewEqually(order, 3);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.checks.map((c) => c.total)).toEqual([14_246, 14_245, 14_245]);
  });
});

describe('a check of a split bill on the till', () => {
  it('is shown and paid at the amounts stored, shares of portions included', () => {
    const check = {
      ...order,
      header: { ...order.header, splitfrom: 'bill', total: 14_246, netto: 12_334, serviceval: 617, pb1val: 1_295 },
      lines: [line(1, 'Nasi Goreng', 1, 10_000), { ...line(2, 'Es Teh', 0.3334, 7_001), netto: 2_334 }],
    } as unknown as OrderDetail;
    const draft = D.fromDetail(check, 'payment');
    expect(D.isFixed(draft)).toBe(true);
    const totals = D.draftTotals(draft, 5, 10);
    expect(totals.total).toBe(14_246);
    expect(totals.lineNetto).toEqual([10_000, 2_334]);
    // Changed, a check of shares still keeps its amounts (the server refuses to change it).
    expect(D.draftTotals(D.setQty(draft, 0, 2), 5, 10).total).toBe(14_246);
  });
});
