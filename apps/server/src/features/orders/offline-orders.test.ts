import crypto from 'node:crypto';
import { OFFLINE_TIME_FUTURE, OFFLINE_TIME_TOO_OLD, type OrderDetail, type ShiftDetail } from '@saji/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFor, pay, plainMenu } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

describe('orders taken offline: the till’s time and provisional number, sent once', () => {
  let t: TestApp;
  let cashier: Agent;
  let menuid: number;

  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const offlineOrder = (offlineat: string, offlineno: string, orderkey: string = crypto.randomUUID()) =>
    cashier.post('/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      offlineat,
      offlineno,
      lines: [{ menuid, qty: 2 }],
    });

  beforeAll(async () => {
    t = await createTestApp();
    cashier = await t.login('cashier');
    menuid = (await plainMenu(cashier, t.ids!.outletIds[0])).menuid;
  });
  afterAll(() => t.close());

  it('dates the order at the till’s time, keeps its number, and a resend is the same order', async () => {
    const at = hoursAgo(2);
    const orderkey = crypto.randomUUID();
    const first = await offlineOrder(at, 'KASIR-1-000123', orderkey);
    expect(first.status, first.text).toBe(200);
    const h = (first.body as OrderDetail).header;
    expect([h.orderdate, h.offlineat, h.offlineno]).toEqual([at, at, 'KASIR-1-000123']);
    const again = await offlineOrder(at, 'KASIR-1-000123', orderkey);
    expect([again.status, again.body.header.orderno]).toEqual([200, h.orderno]);

    // Paid as the till paid it offline, then found in the order list by both numbers.
    expect((await pay(cashier, orderkey, [cashFor(h.total)], { offlineat: at })).status).toBe(200);
    const detail = (await cashier.get(`/api/restoorderho/detail/${orderkey}`)).body as OrderDetail;
    expect([detail.header.orderdate, detail.header.offlineno, detail.header.paymtime]).toEqual([at, 'KASIR-1-000123', at]);
    const admin = await t.login('admin');
    const list = (await admin.get('/api/restoorderho?sortBy=orderdate&sortDir=desc&limit=50')).body.list as {
      orderkey: string;
      offlineno: string | null;
    }[];
    expect(list.filter((r) => r.orderkey === orderkey)).toEqual([expect.objectContaining({ offlineno: 'KASIR-1-000123' })]);
  });

  it('refuses a time in the future or older than 72 hours, and half an offline order', async () => {
    const ahead = await offlineOrder(new Date(Date.now() + 3_600_000).toISOString(), 'KASIR-1-000124');
    expect([ahead.status, ahead.body.message]).toEqual([400, OFFLINE_TIME_FUTURE]);
    const old = await offlineOrder(hoursAgo(73), 'KASIR-1-000125');
    expect([old.status, old.body.message]).toEqual([400, OFFLINE_TIME_TOO_OLD]);
    expect((await offlineOrder(hoursAgo(71), 'KASIR-1-000126')).status).toBe(200);
    const half = await cashier.post('/api/restoorderho', {
      orderkey: crypto.randomUUID(),
      ordertype: 'TAKE AWAY',
      pax: 1,
      offlineat: hoursAgo(1),
      lines: [{ menuid, qty: 1 }],
    });
    expect(half.status).toBe(400);
    expect((await offlineOrder(hoursAgo(1), 'kasir 1')).status).toBe(400);
  });

  it('keeps a later save of a sent order at its offline date', async () => {
    const at = hoursAgo(3);
    const orderkey = crypto.randomUUID();
    const sent = (await offlineOrder(at, 'KASIR-1-000127', orderkey)).body as OrderDetail;
    const more = await cashier.post('/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      pax: 1,
      version: sent.header.version,
      lines: [{ menuid, qty: 3 }],
    });
    expect([more.status, more.body.header.orderdate, more.body.header.offlineno]).toEqual([200, at, 'KASIR-1-000127']);
  });

  it('files the payment in the shift that was open on the terminal when the till took it', async () => {
    const first = (await cashier.post('/api/shift/open', { terminal: 'KASIR-OFFLINE', openingfloat: 0 })).body as ShiftDetail;
    const at = new Date().toISOString();
    const o = (await offlineOrder(at, 'KASIR-OFFLINE-000001')).body as OrderDetail;
    await cashier.post(`/api/shift/${first.header.shiftid}/close`, { counted: [] });
    const later = (await cashier.post('/api/shift/open', { terminal: 'KASIR-OFFLINE', openingfloat: 0 })).body as ShiftDetail;
    const paid = await pay(cashier, o.header.orderkey, [cashFor(o.header.total)], { terminal: 'KASIR-OFFLINE', offlineat: at });
    expect(paid.status, paid.text).toBe(200);
    const count = async (id: number) => ((await cashier.get(`/api/shift/${id}`)).body as ShiftDetail).sales.count;
    expect([await count(first.header.shiftid), await count(later.header.shiftid)]).toEqual([1, 0]);
  });

  it('keeps another company out of an offline order', async () => {
    const o = (await offlineOrder(hoursAgo(1), 'KASIR-1-000128')).body as OrderDetail;
    const other = await t.login('admin2');
    expect((await other.get(`/api/restoorderho/detail/${o.header.orderkey}`)).status).toBe(404);
  });
});
