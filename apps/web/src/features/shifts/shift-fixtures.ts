import type { ShiftDetail } from '@saji/core';

/**
 * A shift as the server answers it, for the screen tests: float 500.000, cash taken 150.000 with
 * 12.500 change, 50.000 out for ice, so 587.500 expected; cash and QRIS tenders.
 */
export function shiftDetailFixture(patch: { status?: 'open' | 'closed'; blind?: boolean; counted?: number | null } = {}): ShiftDetail {
  const blind = patch.blind ?? false;
  const counted = patch.counted ?? null;
  const drawer = { openingfloat: 500_000, cashsales: 150_000, changegiven: 12_500, cashin: 0, cashout: 50_000, expected: 587_500 };
  return {
    header: {
      shiftid: 7,
      outletid: 1,
      outletname: 'Saji Senayan',
      terminalid: 3,
      terminal: 'KASIR-1',
      status: patch.status ?? 'open',
      openingfloat: 500_000,
      openedby: 'cashier',
      openedat: '2026-05-14T01:00:00Z',
      closedby: null,
      closedat: null,
      zno: null,
      counted,
      expected: blind ? null : drawer.expected,
      difference: blind || counted === null ? null : counted - drawer.expected,
      reopencount: 0,
      reopenreason: null,
      reopenedby: null,
      reopenedat: null,
      blind,
    },
    drawer: blind ? null : drawer,
    tenders: blind
      ? []
      : [
          { codepayment: '1', namepayment: 'CASH', iscash: true, count: 3, amount: 150_000, change: 12_500, net: 137_500 },
          { codepayment: 'QR', namepayment: 'QRIS', iscash: false, count: 2, amount: 80_000, change: 0, net: 80_000 },
        ],
    movements: [{ cashid: 1, amount: -50_000, reason: 'ice', createby: 'cashier', createtime: '2026-05-14T03:00:00Z' }],
    denominations: [],
    discounts: [],
    sales: { count: 5, gross: 200_000, discount: 0, netto: 200_000, service: 10_000, pb1: 21_000, total: 217_500 },
    voids: { count: 0, amount: 0 },
    cancels: { count: 0, amount: 0 },
    firstorderno: 'SNY-0001',
    lastorderno: 'SNY-0005',
  };
}
