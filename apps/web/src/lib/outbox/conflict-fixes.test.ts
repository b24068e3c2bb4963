import { PAYMENT_NOT_ENOUGH } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { asTakeAway, covering, fixOf, withoutLine } from './conflict-fixes';
import type { OutboxCommand } from './outbox';

const save = {
  orderkey: 'k1',
  ordertype: 'DINE IN' as const,
  tableids: [4],
  pax: 2,
  lines: [
    { menuid: 1, qty: 1, linenote: null },
    { menuid: 2, qty: 2, linenote: null },
  ],
};
const command = (over: Partial<OutboxCommand>): OutboxCommand => ({
  seq: 1,
  kind: 'save',
  orderkey: 'k1',
  offlineno: 'KASIR-1-000001',
  body: save,
  queuedAt: 0,
  attempts: 0,
  nextAt: 0,
  ...over,
});

describe('fixes offered for a command the server refused', () => {
  it('offers take-away for a table taken, the order without the line for a removed menu, the server price for a short payment', () => {
    expect(fixOf(command({ conflict: 'Table T05 is taken', conflictField: 'tableids' }))).toBe('table');
    expect(fixOf(command({ conflict: 'Menu 2 is not available', conflictField: 'lines.1.menuid' }))).toBe('menu');
    expect(fixOf(command({ kind: 'pay', conflict: PAYMENT_NOT_ENOUGH }))).toBe('price');
    expect(fixOf(command({ conflict: 'Something else' }))).toBeNull();
    expect(fixOf(command({}))).toBeNull();
  });

  it('changes only what the fix names: the table, the refused line, the first payment row by the missing amount', () => {
    expect(asTakeAway(save)).toEqual({ ...save, ordertype: 'TAKE AWAY', tableids: [] });
    expect(withoutLine(save, 1).lines).toEqual([{ menuid: 1, qty: 1, linenote: null }]);
    const pay = {
      orderkey: 'k1',
      payments: [
        { codepayment: 'CASH', paymentamount: 50_000 },
        { codepayment: 'QRIS', paymentamount: 20_000, paymentnote: 'ref' },
      ],
    };
    expect(covering(pay, 75_500).payments.map((p) => p.paymentamount)).toEqual([55_500, 20_000]);
    expect(covering(pay, 60_000)).toBe(pay);
  });
});
