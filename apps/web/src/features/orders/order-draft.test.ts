import { DELIVERY_INVALID, FORM_INVALID, MAX_PRICE, MENU_MISSING, PAX_MISSING } from '@saji/core';
import { describe, expect, it } from 'vitest';
import * as D from './order-draft';
import type { OrderDetail, PosMenu } from './orders.api';

const menu = (menuid: number, hargajual = 25_000): PosMenu =>
  ({ menuid, menuname: `Menu ${menuid}`, menusize: 'R', hargajual, discpc: 0, kenapajak: true, categid: 'FOOD' }) as unknown as PosMenu;
const table = (tableid: number, tablecapacity: number) => ({ tableid, tablename: `T${tableid}`, tablecapacity });
const seated = (pax: string, ...tables: ReturnType<typeof table>[]) => {
  let d: D.OrderDraft = { ...D.newDraft(1), pax };
  for (const t of tables) {
    const picked = D.pickTable(d, t);
    if (!picked.ok) throw new Error(picked.message);
    d = picked.draft;
  }
  return d;
};
const delivery = { PhoneNo: '0812 3456 7890', customernm: 'Budi', DeliveryAddr: 'Jl. Sudirman 1', deliverby: 'GoFood' };

describe('orderProblem: what the till says before it sends a draft', () => {
  it('asks for guests first, then a table for dine-in, then the menu', () => {
    expect(D.orderProblem({ ...D.newDraft(1), pax: '' })).toEqual({ message: PAX_MISSING, step: 'table' });
    expect(D.orderProblem({ ...D.newDraft(1), pax: '2' })).toEqual({ message: FORM_INVALID, step: 'table' });
    expect(D.orderProblem(seated('2', table(1, 4)))).toEqual({ message: MENU_MISSING, step: 'menu' });
    expect(D.orderProblem(D.addMenu(seated('2', table(1, 4)), menu(7)))).toBeNull();
  });

  it('refuses more guests than the picked tables seat, naming the tables', () => {
    const d = D.addMenu({ ...seated('2', table(1, 2)), pax: '5' }, menu(7));
    const problem = D.orderProblem(d);
    expect(problem?.step).toBe('table');
    expect(problem?.message).toContain('T1');
  });

  it('refuses a line or a total past its ceiling, as the server does', () => {
    const d = D.setQty(D.addMenu(seated('2', table(1, 4)), menu(7, MAX_PRICE)), 0, 11);
    expect(D.orderProblem(d)).toEqual({ message: 'Menu 7: the line amount may not be more than 1,000,000,000', step: 'menu' });
    expect(D.orderProblem(D.setQty(d, 0, 10))).toBeNull();
  });

  it('sends an incomplete delivery back to its form', () => {
    const d = D.addMenu(D.chooseDelivery(D.newDraft(1)), menu(7));
    expect(D.orderProblem(d)).toEqual({ message: DELIVERY_INVALID, step: 'delivery' });
    expect(D.orderProblem({ ...d, delivery })).toBeNull();
  });
});

describe('deliveryComplete', () => {
  it('needs a valid phone, a name, an address and a courier', () => {
    expect(D.deliveryComplete(delivery)).toBe(true);
    expect(D.deliveryComplete({ ...delivery, PhoneNo: '12' })).toBe(false);
    for (const field of ['customernm', 'DeliveryAddr', 'deliverby'] as const) {
      expect(D.deliveryComplete({ ...delivery, [field]: '   ' })).toBe(false);
    }
  });
});

describe('lines and guests', () => {
  it('adds a tapped menu once and counts further taps on the same line', () => {
    const d = D.addMenu(D.addMenu(seated('2', table(1, 4)), menu(7)), menu(7));
    expect(d.lines).toHaveLength(1);
    expect(d.lines[0].qty).toBe(2);
    expect(d.dirty).toBe(true);
    expect(D.removeLine(D.setQty(d, 0, 5), 0).lines).toEqual([]);
  });

  it('steps guests between 1 and the seats of the picked tables', () => {
    const d = seated('3', table(1, 4));
    expect(D.paxStep(D.paxStep(d, 1), 1).pax).toBe('4');
    expect(D.paxStep({ ...d, pax: '1' }, -1).pax).toBe('1');
    expect(D.paxMax(d)).toBe(4);
  });

  it('joins tables and adds their seats', () => {
    // Guests counted first must fit the first table; the joined one adds its seats.
    const d = seated('3', table(1, 4), table(2, 4));
    expect(d.tables.map((t) => t.tableid)).toEqual([1, 2]);
    expect(D.seatsOf(d)).toBe(8);
    expect(D.removeTable(d, 1).tables.map((t) => t.tableid)).toEqual([2]);
  });
});

describe('afterSave', () => {
  const detailOf = (d: D.OrderDraft, version: number) =>
    ({
      header: {
        orderkey: d.orderkey,
        outletid: 1,
        orderno: 'JKT01-261125-000001',
        version,
        ordertype: 'TAKE AWAY',
        pax: 1,
        orderstatus: 1,
        isvoid: '0',
        posting: 0,
      },
      lines: d.lines.map((l, i) => ({ ...l, lineno: i + 1, kitchenqty: 0 })),
      payments: [],
    }) as unknown as OrderDetail;

  it('takes the stored version when nothing changed while the save was on its way', () => {
    const sent = D.addMenu(D.chooseTakeAway(D.newDraft(1)), menu(7));
    const payload = D.savePayload(sent);
    const next = D.afterSave(sent, sent, payload, detailOf(sent, 1), 'menu');
    expect(next.version).toBe(1);
    expect(next.orderno).toBe('JKT01-261125-000001');
    expect(next.dirty).toBe(false);
  });

  it('keeps lines tapped meanwhile, marked unsaved, on top of the new version', () => {
    const sent = D.addMenu(D.chooseTakeAway(D.newDraft(1)), menu(7));
    const current = D.addMenu(sent, menu(8));
    const next = D.afterSave(current, sent, D.savePayload(sent), detailOf(sent, 1), 'menu');
    expect(next.lines.map((l) => l.menuid)).toEqual([7, 8]);
    expect(next.version).toBe(1);
    expect(next.dirty).toBe(true);
  });
});
