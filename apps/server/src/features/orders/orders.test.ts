import crypto from 'node:crypto';
import {
  AMOUNT_MISSING,
  computeOrderTotals,
  DELIVERY_INVALID,
  MENU_MISSING,
  ORDER_VOIDED,
  PAX_MISSING,
  PAYMENT_CASH_NOT_NEEDED,
  PAYMENT_NONCASH_OVER_TOTAL,
  PAYMENT_NOT_ENOUGH,
  PAYMENT_NOTE_MISSING,
  PAYMENT_TYPE_MISSING,
  VIEW_ONLY_SAVE,
} from '@saji/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, menuOutlets, orders } from '../../db/schema/index.js';
import { takeAwayBody } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

interface Card {
  tableid: number;
  tablename: string;
  tablecapacity: number;
  orderkey: string | null;
  status: string;
  sisa: number;
  description: string;
}

const key = () => crypto.randomUUID();

describe('POS orders', () => {
  let t: TestApp;
  let cashier: Agent;
  let manager: Agent;
  let admin: Agent;
  let admin2: Agent;
  let outletid: number;
  let tables: Card[];
  let menus: { menuid: number; hargajual: number; kenapajak: number; menuname: string }[];
  let outlet: { servicepc: number; pb1pc: number; maxdinetime: number };
  let free: () => Card;

  beforeAll(async () => {
    t = await createTestApp();
    [cashier, manager, admin, admin2] = await Promise.all([t.login('cashier'), t.login('manager'), t.login('admin'), t.login('admin2')]);
    outletid = t.ids!.outletIds[0];
    const board = await cashier.get(`/api/restoorderho/listtable?outletid=${outletid}`);
    expect(board.status).toBe(200);
    tables = board.body.flatMap((g: { tables: Card[] }) => g.tables);
    const used = new Set<number>();
    free = () => {
      const c = tables.find((x) => !used.has(x.tableid) && x.tablecapacity >= 4) as Card;
      used.add(c.tableid);
      return c;
    };
    const m = await cashier.get('/api/restoorderho/menu?limit=50');
    expect(m.status).toBe(200);
    menus = m.body.list;
    const o = await admin.get(`/api/restooutlet/${outletid}`);
    outlet = o.body;
  });
  afterAll(() => t.close());

  const dineIn = (
    table: Card,
    lines: { menuid: number; qty: number; linenote?: string }[] = [
      { menuid: menus[0].menuid, qty: 2 },
      { menuid: menus[1].menuid, qty: 1 },
    ],
    extra: object = {},
  ) => ({
    orderkey: key(),
    ordertype: 'DINE IN',
    tableids: [table.tableid],
    pax: 2,
    lines,
    ...extra,
  });

  it('saves a dine-in order with server-computed totals and seats the table', async () => {
    const table = free();
    const body = dineIn(
      table,
      [
        { menuid: menus[0].menuid, qty: 2 },
        { menuid: menus[1].menuid, qty: 1, linenote: 'tanpa es' },
      ],
      {
        // Client amounts are not part of the contract and are ignored.
        total: 1,
        hargajual: 1,
      },
    );
    const res = await cashier.post('/api/restoorderho', body);
    expect(res.status).toBe(200);
    const { header, lines, payments } = res.body;
    const expected = computeOrderTotals({
      lines: [
        { menuid: menus[0].menuid, qty: 2, hargajual: menus[0].hargajual, discpc: 0, kenapajak: menus[0].kenapajak as 0 | 1 },
        { menuid: menus[1].menuid, qty: 1, hargajual: menus[1].hargajual, discpc: 0, kenapajak: menus[1].kenapajak as 0 | 1 },
      ],
      servicepc: outlet.servicepc,
      pb1pc: outlet.pb1pc,
    }).header;
    expect(header).toMatchObject({
      orderkey: body.orderkey,
      ordertype: 'DINE IN',
      tableid: table.tableid,
      tableids: [table.tableid],
      tablename: table.tablename,
      pax: 2,
      totalitem: 2,
      totalqty: 3,
      note: `2 ${menus[0].menuname}, 1 ${menus[1].menuname}`,
      subtotal: expected.subtotal,
      netto: expected.netto,
      serviceval: expected.serviceval,
      pb1val: expected.pb1val,
      total: expected.total,
      orderstatus: 1,
      orderstatusnm: 'Open',
      isvoid: '0',
      posting: 0,
      createby: 'cashier',
      outletid,
      version: 1,
    });
    expect(header.total).toBe(header.netto + header.serviceval + header.pb1val);
    expect(header.orderno).toMatch(/^JKT01-\d{6}-\d{6}$/);
    expect(new Date(header.endtime).getTime() - new Date(header.orderdate).getTime()).toBe(outlet.maxdinetime * 60_000);
    expect(lines[1]).toMatchObject({ lineno: 2, menuid: menus[1].menuid, qty: 1, hargajual: menus[1].hargajual, linenote: 'tanpa es' });
    expect(payments).toEqual([]);

    const detail = await cashier.get(`/api/restoorderho/detail/${body.orderkey}`);
    expect(detail.body).toEqual(res.body);

    const board = await cashier.get(`/api/restoorderho/listtable?outletid=${outletid}`);
    const card = board.body.flatMap((g: { tables: Card[] }) => g.tables).find((c: Card) => c.tableid === table.tableid);
    expect(card).toMatchObject({ orderkey: body.orderkey, status: 'safe' });
    expect(card.description).toContain(header.orderno);
    expect(card.sisa).toBeGreaterThan(80);
  });

  it('answers a retried save with the same order, never a second one', async () => {
    const body = dineIn(free());
    const first = await cashier.post('/api/restoorderho', body);
    const again = await cashier.post('/api/restoorderho', body);
    expect(again.status).toBe(200);
    expect(again.body.header.orderno).toBe(first.body.header.orderno);
    expect(again.body.header.version).toBe(1);
    const [{ n }] = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM restoorderho WHERE orderkey = ${body.orderkey}`))
      .rows as { n: number }[];
    expect(n).toBe(1);
  });

  it('makes one order of a double tap: two saves of a new key at once', async () => {
    const body = dineIn(free());
    const [a, b] = await Promise.all([cashier.post('/api/restoorderho', body), cashier.post('/api/restoorderho', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.header.orderno).toBe(b.body.header.orderno);
    const [{ n }] = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM restoorderho WHERE orderkey = ${body.orderkey}`))
      .rows as { n: number }[];
    expect(n).toBe(1);
  });

  it('numbers the saves of one outlet at once one after another, each number once and none skipped', async () => {
    const last = async () =>
      Number(
        (
          (await t.database.db.execute(sql`SELECT coalesce(max(lastno), 0) AS lastno FROM restoorderno WHERE outletid = ${outletid}`))
            .rows[0] as { lastno: number }
        ).lastno,
      );
    const before = await last();
    const saves = await Promise.all(
      Array.from({ length: 12 }, () => cashier.post('/api/restoorderho', takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]))),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(12).fill(200));
    const numbers = saves.map((s) => Number(String(s.body.header.orderno).split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
    expect(await last()).toBe(before + 12);
  });

  it('takes a payment sent twice at once once, and pays a bill changed meanwhile only as it now stands', async () => {
    const saved = await cashier.post('/api/restoorderho', dineIn(free()));
    const { orderkey, total } = saved.body.header;
    const pay = { orderkey, payments: [{ codepayment: 'CASH', paymentamount: total }] };
    const [a, b] = await Promise.all([cashier.post('/api/restoorderho/payment', pay), cashier.post('/api/restoorderho/payment', pay)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.header.version).toBe(a.body.header.version);
    const stored = async (k: string) =>
      (
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n, coalesce(sum(p.paymentnettamt), 0)::int AS net, min(o.total)::int AS total, min(o.orderstatus) AS status
            FROM restoorderho o LEFT JOIN restoorderpayment p ON p.orderkey = o.orderkey WHERE o.orderkey = ${k}`,
        )
      ).rows[0] as { n: number; net: number; total: number; status: number };
    expect(await stored(orderkey)).toMatchObject({ n: 1, net: total });

    // A payment of the old bill racing an added item: paid as it was (the change refused), or refused as short.
    const body = dineIn(free());
    const first = await cashier.post('/api/restoorderho', body);
    const more = { ...body, version: 1, lines: [...body.lines, { menuid: menus[2].menuid, qty: 3 }] };
    const old = { orderkey: body.orderkey, payments: [{ codepayment: 'CASH', paymentamount: first.body.header.total }] };
    const [change, payment] = await Promise.all([cashier.post('/api/restoorderho', more), cashier.post('/api/restoorderho/payment', old)]);
    const after = await stored(body.orderkey);
    if (payment.status === 200) {
      expect(change.status).toBe(409);
      expect(after).toMatchObject({ n: 1, net: first.body.header.total, total: first.body.header.total });
    } else {
      expect([change.status, payment.status]).toEqual([200, 400]);
      expect(after.total).toBeGreaterThan(first.body.header.total);
      expect(after.net).toBe(0);
    }
  });

  it('adds items later, keeps the number, bumps the version and refuses a stale edit with the fresh order', async () => {
    const body = dineIn(free());
    const first = await cashier.post('/api/restoorderho', body);
    const more = { ...body, version: 1, lines: [...body.lines, { menuid: menus[2].menuid, qty: 3 }] };
    const second = await cashier.post('/api/restoorderho', more);
    expect(second.status).toBe(200);
    expect(second.body.header).toMatchObject({ orderno: first.body.header.orderno, version: 2, totalitem: 3, totalqty: 6 });
    expect(second.body.header.total).toBeGreaterThan(first.body.header.total);

    const stale = await cashier.post('/api/restoorderho', { ...body, version: 1, lines: [{ menuid: menus[0].menuid, qty: 5 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.details.header.version).toBe(2);
    expect(stale.body.details.lines).toHaveLength(3);
  });

  it('lets exactly one of two terminals seat the same free table', async () => {
    const table = free();
    const [a, b] = await Promise.all([cashier.post('/api/restoorderho', dineIn(table)), manager.post('/api/restoorderho', dineIn(table))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toContain(table.tablename);
    // And a table already taken is refused at once.
    const late = await cashier.post('/api/restoorderho', dineIn(table));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`Table ${table.tablename} is already taken by another order`);
  });

  it('joins tables: names comma-joined, capacity summed, pax checked against the sum', async () => {
    const [a, b] = [free(), free()];
    const tooMany = await cashier.post('/api/restoorderho', {
      ...dineIn(a),
      tableids: [a.tableid, b.tableid],
      pax: a.tablecapacity + b.tablecapacity + 1,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('more than the capacity');
    const res = await cashier.post('/api/restoorderho', { ...dineIn(a), tableids: [a.tableid, b.tableid], pax: a.tablecapacity + 1 });
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({
      tableid: a.tableid,
      tableids: [a.tableid, b.tableid],
      tablename: `${a.tablename}, ${b.tablename}`,
      tablecapacity: a.tablecapacity + b.tablecapacity,
    });
    const board = await cashier.get(`/api/restoorderho/listtable?outletid=${outletid}`);
    const cards = board.body.flatMap((g: { tables: Card[] }) => g.tables).filter((c: Card) => c.orderkey === res.body.header.orderkey);
    expect(cards.map((c: Card) => c.tableid).sort()).toEqual([a.tableid, b.tableid].sort());
  });

  it('takes a take-away order without a table', async () => {
    const res = await cashier.post('/api/restoorderho', takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]));
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({ ordertype: 'TAKE AWAY', tableid: 0, tableids: [], tablename: null, endtime: null });
  });

  it('links a delivery to a known customer by phone, and saves a new customer with the order', async () => {
    const [known] = await t.database.db.select().from(customers).where(eq(customers.compcode, 'SAJI')).limit(1);
    const delivery = (PhoneNo: string, customernm: string) => ({
      orderkey: key(),
      ordertype: 'DELIVERY',
      tableids: [],
      pax: 1,
      PhoneNo,
      customernm,
      DeliveryAddr: 'Jl. Melati No. 3',
      deliverby: 'GoFood',
      lines: [{ menuid: menus[0].menuid, qty: 1 }],
    });
    const a = await cashier.post('/api/restoorderho', delivery(known.PhoneNo.replace(/^0/, '+62 '), known.customernm));
    expect(a.status).toBe(200);
    expect(a.body.header).toMatchObject({ customerid: known.customerid, PhoneNo: known.PhoneNo, deliverby: 'GoFood' });

    const b = await cashier.post('/api/restoorderho', delivery('0812-9999-0001', 'Pelanggan Baru'));
    expect(b.status).toBe(200);
    const [created] = await t.database.db.select().from(customers).where(eq(customers.PhoneNo, '081299990001'));
    expect(created).toMatchObject({ customernm: 'Pelanggan Baru', DeliveryAddr: 'Jl. Melati No. 3', compcode: 'SAJI' });
    expect(b.body.header.customerid).toBe(created.customerid);

    const incomplete = await cashier.post('/api/restoorderho', { ...delivery('0812-9999-0002', 'X'), deliverby: '' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(DELIVERY_INVALID);
  });

  it('answers the spec messages for a missing menu and pax', async () => {
    const noMenu = await cashier.post('/api/restoorderho', { ...dineIn(free()), lines: [] });
    expect(noMenu.status).toBe(400);
    expect(noMenu.body.message).toBe(MENU_MISSING);
    const noPax = await cashier.post('/api/restoorderho', { ...dineIn(free()), pax: '' });
    expect(noPax.status).toBe(400);
    expect(noPax.body.message).toBe(PAX_MISSING);
  });

  it('pays with two payment types, puts the change on cash, frees the table and then refuses changes', async () => {
    const table = free();
    const saved = await cashier.post('/api/restoorderho', dineIn(table));
    const { orderkey, total } = saved.body.header;
    const pay = (payments: object[]) => cashier.post('/api/restoorderho/payment', { orderkey, payments });

    expect((await pay([{ codepayment: '', paymentamount: total }])).body.message).toBe(PAYMENT_TYPE_MISSING);
    expect((await pay([{ codepayment: 'QRIS', paymentamount: total }])).body.message).toBe(PAYMENT_NOTE_MISSING);
    expect((await pay([])).body.message).toBe(AMOUNT_MISSING);
    const short = await pay([{ codepayment: 'CASH', paymentamount: total - 1 }]);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(PAYMENT_NOT_ENOUGH);

    const payments = [
      { codepayment: 'QRIS', paymentamount: 20000, paymentnote: 'ref 123' },
      { codepayment: 'CASH', paymentamount: total - 20000 + 7000 },
    ];
    const paid = await pay(payments);
    expect(paid.status).toBe(200);
    expect(paid.body.header).toMatchObject({
      orderstatus: 5,
      orderstatusnm: 'Completed',
      paidamt: total + 7000,
      changeamt: 7000,
      paymethod: 'QRIS, CASH',
    });
    expect(paid.body.header.paymtime).toBeTruthy();
    expect(paid.body.payments).toEqual([
      {
        lineno: 1,
        codepayment: 'QRIS',
        namepayment: 'QRIS',
        paymentnote: 'ref 123',
        paymentamount: 20000,
        paymentnettamt: 20000,
        paymentchange: 0,
      },
      {
        lineno: 2,
        codepayment: 'CASH',
        namepayment: 'CASH',
        paymentnote: null,
        paymentamount: total - 13000,
        paymentnettamt: total - 20000,
        paymentchange: 7000,
      },
    ]);

    const retry = await pay(payments);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(paid.body);

    const board = await cashier.get(`/api/restoorderho/listtable?outletid=${outletid}`);
    expect(board.body.flatMap((g: { tables: Card[] }) => g.tables).find((c: Card) => c.tableid === table.tableid)).toMatchObject({
      orderkey: null,
      description: 'No Order',
      status: '',
      sisa: 0,
    });

    const edit = await cashier.post('/api/restoorderho', { ...dineIn(table), orderkey });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(VIEW_ONLY_SAVE);
    const other = await pay([{ codepayment: 'CASH', paymentamount: total + 50000 }]);
    expect(other.status).toBe(409);
  });

  it('refuses a card that pays more than the total, and change that no cash could give', async () => {
    const saved = await cashier.post('/api/restoorderho', takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]));
    const { orderkey, total } = saved.body.header;
    const pay = (payments: object[]) => cashier.post('/api/restoorderho/payment', { orderkey, payments });
    // Before, the card's excess was recorded as cash paid out of the drawer, however large.
    const card = await pay([{ codepayment: 'DBCA', paymentamount: total + 5000, paymentnote: 'x' }]);
    expect(card.status).toBe(400);
    expect(card.body.message).toBe(PAYMENT_NONCASH_OVER_TOTAL);
    const huge = await pay([{ codepayment: 'DBCA', paymentamount: 1_000_000_000_000_000, paymentnote: 'x' }]);
    expect(huge.status).toBe(400);
    const unneeded = await pay([
      { codepayment: 'DBCA', paymentamount: total, paymentnote: 'x' },
      { codepayment: 'CASH', paymentamount: 50_000 },
    ]);
    expect(unneeded.body.message).toBe(PAYMENT_CASH_NOT_NEEDED);
    const change = await pay([{ codepayment: 'CASH', paymentamount: total + 10_000_001 }]);
    expect(change.status).toBe(400);
    expect(change.body.message).toBe('Change may not be more than 10,000,000 !');
    const overflow = await pay([
      { codepayment: 'CASH', paymentamount: Number.MAX_SAFE_INTEGER },
      { codepayment: 'CASH', paymentamount: Number.MAX_SAFE_INTEGER },
    ]);
    expect(overflow.status).toBe(400);
    expect(overflow.body.details).toContainEqual({ field: 'payments.0.paymentamount', message: 'at most 10,000,000,000' });
    expect((await cashier.get(`/api/restoorderho/detail/${orderkey}`)).body.header).toMatchObject({ orderstatus: 1, paidamt: 0 });

    const paid = await pay([
      { codepayment: 'DBCA', paymentamount: total - 1000, paymentnote: 'x' },
      { codepayment: 'CASH', paymentamount: 100_000 },
    ]);
    expect(paid.status).toBe(200);
    expect(paid.body.payments[1]).toMatchObject({
      codepayment: 'CASH',
      paymentamount: 100_000,
      paymentchange: 99_000,
      paymentnettamt: 1000,
    });
  });

  it('pays a re-opened order anew: the new payments replace the old ones', async () => {
    const saved = await cashier.post('/api/restoorderho', dineIn(free()));
    const { orderkey, total } = saved.body.header;
    const pay = (payments: object[]) => cashier.post('/api/restoorderho/payment', { orderkey, payments });
    expect(
      (
        await pay([
          { codepayment: 'QRIS', paymentamount: 10000, paymentnote: 'a' },
          { codepayment: 'CASH', paymentamount: total },
        ])
      ).status,
    ).toBe(200);
    expect((await manager.put('/api/restoorderho/status/', { orderkey, orderstatus: 1 })).status).toBe(200);

    const again = await pay([{ codepayment: 'CASH', paymentamount: total }]);
    expect(again.status).toBe(200);
    expect(again.body.header).toMatchObject({ orderstatus: 5, paidamt: total, changeamt: 0, paymethod: 'CASH' });
    expect(again.body.payments).toEqual([
      {
        lineno: 1,
        codepayment: 'CASH',
        namepayment: 'CASH',
        paymentnote: null,
        paymentamount: total,
        paymentnettamt: total,
        paymentchange: 0,
      },
    ]);
    expect((await cashier.get(`/api/restoorderho/detail/${orderkey}`)).body).toEqual(again.body);
  });

  it('refuses to pay a void order', async () => {
    const saved = await cashier.post('/api/restoorderho', takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]));
    await t.database.db.update(orders).set({ isvoid: '1', voidreason: 'test' }).where(eq(orders.orderkey, saved.body.header.orderkey));
    const res = await cashier.post('/api/restoorderho/payment', {
      orderkey: saved.body.header.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: 10_000_000 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ORDER_VOIDED);
  });

  it('keeps other companies out', async () => {
    const saved = await cashier.post('/api/restoorderho', takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]));
    const { orderkey, total } = saved.body.header;
    expect((await admin2.get(`/api/restoorderho/detail/${orderkey}`)).status).toBe(404);
    expect(
      (await admin2.post('/api/restoorderho/payment', { orderkey, payments: [{ codepayment: 'CASH', paymentamount: total }] })).status,
    ).toBe(404);
    expect((await admin2.post(`/api/restoorderho/${orderkey}/print`)).status).toBe(404);
    expect((await admin2.post(`/api/restoorderho/${orderkey}/kitchen`)).status).toBe(404);
    expect((await admin2.post(`/api/restoorderho/${orderkey}/drawer`)).status).toBe(404);
    // Saving over another company's order key does not touch it.
    const hijack = await admin2.post('/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      outletid: t.ids!.otherOutletIds[0],
      lines: [{ menuid: menus[0].menuid, qty: 9 }],
    });
    expect(hijack.status).toBe(404);
    // Nor can a SAJI table or menu be used by DUA.
    const dua = await admin2.post('/api/restoorderho', { ...dineIn(free()) });
    expect(dua.status).toBe(400);
    expect(
      (await admin2.get(`/api/restoorderho/listtable?outletid=${outletid}`)).body.flatMap((g: { tables: Card[] }) => g.tables),
    ).toEqual([]);
    // A cashier cannot look at another outlet's board.
    expect((await cashier.get(`/api/restoorderho/listtable?outletid=${t.ids!.outletIds[1]}`)).status).toBe(403);
  });

  it('lets an admin take an order for the outlet of the tables, or the one named', async () => {
    const res = await admin.post('/api/restoorderho', dineIn(free()));
    expect(res.status).toBe(200);
    expect(res.body.header.outletid).toBe(outletid);
    const ta = await admin.post('/api/restoorderho', takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]));
    expect(ta.status).toBe(400);
    const named = await admin.post(
      '/api/restoorderho',
      takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }], { outletid: t.ids!.outletIds[1] }),
    );
    expect(named.status).toBe(200);
    expect(named.body.header.orderno).toMatch(/^BDG01-/);
    // The cashier of the first outlet does not see the second outlet's order.
    expect((await cashier.get(`/api/restoorderho/detail/${named.body.header.orderkey}`)).status).toBe(404);
    expect((await cashier.post(`/api/restoorderho/${named.body.header.orderkey}/print`)).status).toBe(404);
  });

  it("keeps a manager or cashier to their outlet and serves an admin's screen for the outlet picked", async () => {
    const [, second] = t.ids!.outletIds;
    const takeAway = (outlet: number) => takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }], { outletid: outlet });
    for (const bound of [cashier, manager]) {
      const refused = await bound.post('/api/restoorderho', takeAway(second));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only work with your own outlet.');
      expect((await bound.get(`/api/restoorderho/menu?outletid=${second}`)).status).toBe(403);
      expect((await bound.get(`/api/printjobs?outletid=${second}`)).status).toBe(403);
    }
    // Naming their own outlet is what the screen sends, and is fine.
    expect((await cashier.post('/api/restoorderho', takeAway(outletid))).status).toBe(200);

    // The admin's screen at the second outlet: its tables, its prices, its order numbers.
    const board = (await admin.get(`/api/restoorderho/listtable?outletid=${second}`)).body.flatMap((g: { tables: Card[] }) => g.tables);
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((c: { outletid: number }) => c.outletid === second)).toBe(true);
    const priceAt = async (outlet: number) =>
      new Map<number, number>(
        (await admin.get(`/api/restoorderho/menu?outletid=${outlet}`)).body.list.map((m: { menuid: number; hargajual: number }) => [
          m.menuid,
          m.hargajual,
        ]),
      );
    const [here, there] = [await priceAt(outletid), await priceAt(second)];
    const rows = await t.database.db.select().from(menuOutlets).where(eq(menuOutlets.outletid, second));
    expect(rows.length).toBeGreaterThan(0);
    // Inactive menus are not offered; every offered one with an outlet row has that outlet's price.
    for (const r of rows.filter((x) => there.has(x.menuid))) expect(there.get(r.menuid)).toBe(r.hargajual);
    expect([...there].some(([menuid, price]) => here.get(menuid) !== price)).toBe(true);
    const saved = await admin.post('/api/restoorderho', takeAway(second));
    expect(saved.status).toBe(200);
    expect(saved.body.header).toMatchObject({ outletid: second, createby: 'admin' });
    expect(saved.body.header.orderno).toMatch(/^BDG01-/);
    // Another company's outlet is no outlet of this admin's.
    expect((await admin.post('/api/restoorderho', takeAway(t.ids!.otherOutletIds[0]))).status).toBe(404);
  });

  it('serves the lookups of the screen', async () => {
    expect((await cashier.get('/api/restoorderho/ordertype')).body).toEqual([
      { ordertype: 'DINE IN' },
      { ordertype: 'TAKE AWAY' },
      { ordertype: 'DELIVERY' },
    ]);
    const types = (await cashier.get('/api/restoorderho/paymenttype')).body;
    expect(types.find((p: { codepayment: string }) => p.codepayment === 'CASH')).toMatchObject({ namepayment: 'CASH', iscash: true });
    const cats = (await cashier.get('/api/restoorderho/menucategory')).body;
    expect(cats.length).toBeGreaterThan(1);
    const filtered = (await cashier.get(`/api/restoorderho/menu?categid=${cats[1].categid}&limit=5`)).body;
    expect(filtered.list.every((m: { categid: string }) => m.categid === cats[1].categid)).toBe(true);
    expect(filtered.meta.total).toBeGreaterThanOrEqual(filtered.list.length);
    expect((await cashier.get('/api/restoorderho/menuoutlet')).status).toBe(200);
  });
});
