import type { ShiftDetail } from '@saji/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFor, order, pay, plainMenu, qrisFor } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

describe('shifts under concurrent payments', () => {
  let t: TestApp;
  let cashier: Agent;
  let manager: Agent;
  let menuid: number;

  const open = async (terminal: string) => {
    const res = await cashier.post('/api/shift/open', { terminal, openingfloat: 100_000 });
    expect(res.status, res.text).toBe(200);
    return (res.body as ShiftDetail).header.shiftid;
  };
  const detail = async (shiftid: number): Promise<ShiftDetail> => (await manager.get(`/api/shift/${shiftid}`)).body;
  const orders = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => order(cashier, menuid, 1 + (i % 3))));
  const shiftOfOrder = async (orderkey: string) =>
    (await t.database.db.execute(sql`SELECT shiftid, orderstatus FROM restoorderho WHERE orderkey = ${orderkey}`)).rows[0] as {
      shiftid: number | null;
      orderstatus: number;
    };

  beforeAll(async () => {
    t = await createTestApp();
    [cashier, manager] = await Promise.all([t.login('cashier'), t.login('manager')]);
    menuid = (await plainMenu(cashier, t.ids!.outletIds[0])).menuid;
  });
  afterAll(() => t.close());

  it('files the payments of two terminals paying at once each in its own shift', async () => {
    const [a, b] = await Promise.all([open('RACE-A'), open('RACE-B')]);
    const sold = await orders(20);
    const results = await Promise.all(
      sold.map((o, i) =>
        pay(cashier, o.orderkey, [i % 4 === 1 ? qrisFor(o.total) : cashFor(o.total)], { terminal: i % 2 ? 'RACE-B' : 'RACE-A' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    for (const [shiftid, parity] of [
      [a, 0],
      [b, 1],
    ] as const) {
      const mine = sold.filter((_, i) => i % 2 === parity);
      const d = await detail(shiftid);
      expect(d.sales.count).toBe(10);
      expect(d.sales.total).toBe(mine.reduce((acc, o) => acc + o.total, 0));
      expect(d.tenders.reduce((acc, x) => acc + x.count, 0)).toBe(10);
      const cash = mine.filter((_, k) => sold.indexOf(mine[k]) % 4 !== 1);
      expect(d.drawer?.expected).toBe(100_000 + cash.reduce((acc, o) => acc + o.total, 0));
    }
  });

  it('never loses a payment racing the close: it is in the shift, or refused and the order still open', async () => {
    expect((await manager.put('/api/shift/setting', { shiftrequired: '1', blindclose: '0' })).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      const terminal = `RACE-CLOSE-${round}`;
      const shiftid = await open(terminal);
      const sold = await orders(16);
      // Sent in this order without waiting: half the payments, the close, the other half.
      const payOne = (o: (typeof sold)[number]) => pay(cashier, o.orderkey, [cashFor(o.total)], { terminal });
      const before = sold.slice(0, 8).map(payOne);
      const close = cashier.post(`/api/shift/${shiftid}/close`, { counted: [] });
      const results = await Promise.all([...before, ...sold.slice(8).map(payOne)]);
      expect((await close).status).toBe(200);

      const paid = sold.filter((_, i) => results[i].status === 200);
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(
        results.filter((r) => r.status !== 200).map(() => [409, `Open a shift on ${terminal} first`]),
      );
      for (const [i, o] of sold.entries()) {
        const stored = await shiftOfOrder(o.orderkey);
        expect(stored).toEqual(results[i].status === 200 ? { shiftid, orderstatus: 5 } : { shiftid: null, orderstatus: 1 });
      }
      const z = await detail(shiftid);
      expect(z.sales.count).toBe(paid.length);
      expect(z.header.expected).toBe(100_000 + paid.reduce((acc, o) => acc + o.total, 0));
    }
    await manager.put('/api/shift/setting', { shiftrequired: '0', blindclose: '0' });
  });
});
