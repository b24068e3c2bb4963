import { describe, expect, it } from 'vitest';
import { PAPER_WIDTHS } from './receipt.js';
import { type ShiftParts, type StoredShift, shiftDetail, shiftRow } from './shift-detail.js';
import { shiftReportLines, Z_COPY_MARK } from './shift-report.js';
import { shiftCashSchema, shiftCloseSchema, shiftOpenSchema, terminalNameSchema } from './shifts.js';

const shift: StoredShift = {
  shiftid: 7,
  outletid: 1,
  outletname: 'Saji Senayan',
  terminalid: 3,
  terminal: 'KASIR-1',
  status: 'closed',
  openingfloat: 500_000,
  openedby: 'cashier',
  openedat: '2026-03-02T01:00:00.000Z',
  closedby: 'cashier',
  closedat: '2026-03-02T09:00:00.000Z',
  zno: 12,
  counted: [
    { denomination: 100_000, count: 4 },
    { denomination: 50_000, count: 3 },
  ],
  reopencount: 0,
  reopenreason: null,
  reopenedby: null,
  reopenedat: null,
};
const parts: ShiftParts = {
  shift,
  tenders: [
    { codepayment: '1', namepayment: 'CASH', iscash: true, count: 2, amount: 200_000, change: 12_500 },
    { codepayment: 'QRIS', namepayment: 'QRIS', iscash: false, count: 1, amount: 55_000, change: 0 },
  ],
  movements: [{ cashid: 1, amount: -50_000, reason: 'ice', createby: 'cashier', createtime: '2026-03-02T04:00:00.000Z' }],
  orders: [
    {
      orderno: 'JKT01-260302-000002',
      subtotal: 100_000,
      discval: 10_000,
      netto: 90_000,
      serviceval: 4_500,
      pb1val: 9_450,
      total: 103_950,
      completed: true,
      isvoid: false,
      paid: true,
    },
    {
      orderno: 'JKT01-260302-000001',
      subtotal: 120_000,
      discval: 0,
      netto: 120_000,
      serviceval: 6_000,
      pb1val: 12_600,
      total: 138_600,
      completed: true,
      isvoid: false,
      paid: true,
    },
  ],
  discounts: [{ campaignid: 4, campaignname: 'Happy Hour', amount: 10_000 }],
};

describe('shift inputs', () => {
  it('keeps terminal names in capitals and refuses odd characters', () => {
    expect(terminalNameSchema.parse('  kasir  1 ')).toBe('KASIR 1');
    expect(terminalNameSchema.safeParse('bar;drop').success).toBe(false);
    expect(terminalNameSchema.safeParse('').success).toBe(false);
    expect(terminalNameSchema.safeParse('X'.repeat(21)).success).toBe(false);
  });

  it('opens with a whole, non-negative float and moves cash with a reason', () => {
    expect(shiftOpenSchema.parse({ terminal: 'bar', openingfloat: '500000' })).toEqual({ terminal: 'BAR', openingfloat: 500_000 });
    expect(shiftOpenSchema.safeParse({ terminal: 'BAR', openingfloat: -1 }).success).toBe(false);
    expect(shiftOpenSchema.safeParse({ terminal: 'BAR', openingfloat: 10.5 }).success).toBe(false);
    expect(shiftCashSchema.safeParse({ amount: 0, reason: 'x' }).success).toBe(false);
    expect(shiftCashSchema.safeParse({ amount: -50_000, reason: '  ' }).success).toBe(false);
    expect(shiftCashSchema.parse({ amount: -50_000, reason: ' ice ' })).toEqual({ amount: -50_000, reason: 'ice' });
  });

  it('counts only rupiah notes and coins, each once, Rp 1.000 as note and coin', () => {
    const close = (counted: unknown[]) => shiftCloseSchema.safeParse({ counted });
    expect(
      close([
        { denomination: 1000, count: 2 },
        { denomination: 1000, kind: 'coin', count: 5 },
      ]).success,
    ).toBe(true);
    expect(close([{ denomination: 750, count: 1 }]).success).toBe(false);
    expect(close([{ denomination: 500, kind: 'note', count: 1 }]).success).toBe(false);
    expect(
      close([
        { denomination: 50_000, count: 1 },
        { denomination: 50_000, count: 2 },
      ]).success,
    ).toBe(false);
    expect(close([{ denomination: 50_000, count: -1 }]).success).toBe(false);
  });
});

describe('a shift with its figures', () => {
  it('shows counted, expected and difference, and withholds the expected cash from a blind count', () => {
    const open = shiftDetail(parts, { blind: false });
    expect(open.header).toMatchObject({ counted: 550_000, expected: 500_000 + 200_000 - 12_500 - 50_000, difference: -87_500 });
    expect(open.sales).toMatchObject({ count: 2, total: 242_550 });
    expect([open.firstorderno, open.lastorderno]).toEqual(['JKT01-260302-000001', 'JKT01-260302-000002']);
    const blind = shiftDetail({ ...parts, shift: { ...shift, status: 'open', counted: null } }, { blind: true });
    expect(blind.header).toMatchObject({ expected: null, difference: null, counted: null, blind: true });
    expect(blind.drawer).toBeNull();
    expect(blind.tenders).toEqual([]);
    expect(shiftRow({ shift, tenders: parts.tenders, movements: parts.movements, ordercount: 2, salestotal: 242_550 })).toMatchObject({
      counted: 550_000,
      expected: 637_500,
      difference: -87_500,
    });
  });

  it('prints within the roll on 58 and 80 mm, a Z with its number, a reprint marked COPY', () => {
    const detail = shiftDetail(parts, { blind: false });
    const options = {
      kind: 'Z' as const,
      copy: true,
      printedBy: 'manager',
      printedAt: '2026-03-02T10:00:00.000Z',
      timeZone: 'Asia/Jakarta',
    };
    for (const width of Object.values(PAPER_WIDTHS)) {
      const lines = shiftReportLines(detail, width, options);
      for (const l of lines) expect(l.text.length).toBeLessThanOrEqual(l.double ? width / 2 : width);
      const text = lines.map((l) => l.text).join('\n');
      expect(text).toContain('Z REPORT #000012');
      expect(text).toContain(Z_COPY_MARK);
      expect(text).toMatch(/Expected cash +637\.500/);
      expect(text).toMatch(/Short +-87\.500/);
      expect(text).toMatch(/Happy Hour +-10\.000/);
      expect(text).toContain('08:00'); // opened at 01:00 UTC, printed on Jakarta's clock
    }
    const x = shiftReportLines(detail, 48, { ...options, kind: 'X', copy: false })
      .map((l) => l.text)
      .join('\n');
    expect(x).toContain('X REPORT');
    expect(x).not.toContain(Z_COPY_MARK);
  });
});
