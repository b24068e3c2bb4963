import { settlePayment, type TableGroup } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { offlineDetail } from './offline-order';
import { seatOnBoard } from './offline-view';
import * as D from './order-draft';

const card = (tableid: number, tablename: string) => ({
  tablename,
  orderkey: null,
  orderno: null,
  tableid,
  outletid: 7,
  compcode: 'SAJI',
  tablecapacity: 4,
  description: 'No Order',
  pax: null,
  total: null,
  checks: null,
  endtime: null,
  status: '' as const,
  sisa: 0,
  position: 'Indoor',
});
const board: TableGroup[] = [{ tableposcode: 'IN', tableposname: 'Indoor', tables: [card(1, 'T01'), card(2, 'T02')] }];
const stamp = {
  offlineno: 'KASIR-1-000009',
  offlineat: '2026-11-28T05:00:00.000Z',
  outletname: 'Senayan',
  compcode: 'SAJI',
  createby: 'kasir',
};

describe("the till's board with orders taken offline", () => {
  const draft: D.OrderDraft = {
    ...D.newDraft(7),
    ordertype: 'DINE IN',
    tables: [{ tableid: 2, tablename: 'T02', tablecapacity: 4 }],
    lines: [{ menuid: 1, menuname: 'Sate', menusize: null, hargajual: 30_000, discpc: 0, kenapajak: 1, qty: 1 }],
  };

  it('shows the table of an open offline order taken, under its provisional number, and free again once paid', () => {
    const open = offlineDetail(draft, stamp, 0, 0);
    const seated = seatOnBoard(board, open);
    expect(seated[0].tables[1]).toMatchObject({ orderkey: draft.orderkey, orderno: 'KASIR-1-000009', pax: 2, total: 30_000 });
    expect(seated[0].tables[0]).toEqual(board[0].tables[0]);
    const settled = settlePayment({ total: 30_000, payments: [{ codepayment: 'CASH', paymentamount: 30_000, iscash: true }] });
    if (!settled.ok) throw new Error(settled.message);
    const paid = offlineDetail(draft, stamp, 0, 0, { ...settled, names: new Map() });
    expect(seatOnBoard(seated, paid)[0].tables[1]).toMatchObject({ orderkey: null, description: 'No Order', total: null });
  });
});
