import { computeOrderTotals, settlePayment } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { offlineDetail } from './offline-order';
import * as D from './order-draft';

const menu = (menuid: number, hargajual: number) => ({
  menuid,
  menuname: `Menu ${menuid}`,
  menusize: null,
  hargajual,
  discpc: 0,
  kenapajak: 1 as const,
});

describe('an order as the till keeps it offline', () => {
  const draft: D.OrderDraft = {
    ...D.chooseTakeAway(D.newDraft(7)),
    lines: [
      { ...menu(1, 38_500), qty: 2 },
      { ...menu(2, 12_000), qty: 1 },
    ],
  };
  const stamp = {
    offlineno: 'KASIR-1-000007',
    offlineat: '2026-11-28T05:00:00.000Z',
    outletname: 'Senayan',
    compcode: 'SAJI',
    createby: 'kasir',
  };

  it('is priced by the engine the server uses and numbered with the provisional number', () => {
    const d = offlineDetail(draft, stamp, 5, 10);
    const server = computeOrderTotals({ lines: draft.lines, servicepc: 5, pb1pc: 10, context: { ordertype: 'TAKE AWAY' } }).header;
    expect(d.header).toMatchObject({
      orderno: 'KASIR-1-000007',
      offlineno: 'KASIR-1-000007',
      orderdate: stamp.offlineat,
      total: server.total,
      orderstatus: 1,
    });
    expect(d.lines.map((l) => [l.menuid, l.qty, l.netto])).toEqual([
      [1, 2, 77_000],
      [2, 1, 12_000],
    ]);
  });

  it('is paid with what the guest gave, change included, once the payment is queued', () => {
    const total = offlineDetail(draft, stamp, 5, 10).header.total;
    const settled = settlePayment({ total, payments: [{ codepayment: 'CASH', paymentamount: 200_000, iscash: true }] });
    if (!settled.ok) throw new Error(settled.message);
    const paid = offlineDetail(draft, stamp, 5, 10, { ...settled, names: new Map([['CASH', 'Tunai']]) });
    expect(paid.header).toMatchObject({ orderstatus: 5, paidamt: 200_000, changeamt: 200_000 - total, paymethod: 'CASH' });
    expect(paid.payments).toEqual([expect.objectContaining({ namepayment: 'Tunai', paymentchange: 200_000 - total })]);
  });

  it('keeps the number and date of an order the server had before the line dropped', () => {
    const online = offlineDetail(draft, stamp, 5, 10);
    const stored = {
      ...online,
      header: { ...online.header, orderno: 'SN-261128-000042', orderdate: '2026-11-28T04:00:00.000Z', version: 3 },
    };
    const d = offlineDetail(draft, { ...stamp, stored }, 5, 10);
    expect([d.header.orderno, d.header.orderdate, d.header.version, d.header.offlineno]).toEqual([
      'SN-261128-000042',
      '2026-11-28T04:00:00.000Z',
      4,
      null,
    ]);
  });
});
