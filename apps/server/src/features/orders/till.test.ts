import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../../db/schema/index.js';
import { decodeText } from '../../platform/escpos.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { type LoopbackPrinter, loopbackPrinter } from '../../test/printer.js';

/** The till's additions: the open-orders panel, Cancel Order (with the kitchen's VOID ticket) and the pre-bill. */
describe('till: open orders, cancel order, pre-bill', () => {
  let t: TestApp;
  let admin: Agent;
  let manager: Agent;
  let cashier: Agent;
  let admin2: Agent;
  let outletid: number;
  let menus: { menuid: number; menuname: string }[];
  let kitchen: LoopbackPrinter;
  let receipt: LoopbackPrinter;

  const takeAway = async (agent: Agent, qty = 1) => {
    const orderkey = crypto.randomUUID();
    const res = await agent.post('/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines: [{ menuid: menus[0].menuid, qty }],
    });
    expect(res.status).toBe(200);
    return res.body as { header: { orderkey: string; orderno: string; total: number } };
  };
  const jobsOf = async (orderkey: string) =>
    (
      (await cashier.get(`/api/printjobs?outletid=${outletid}`)).body as { orderkey: string; kind: string; state: string; id: number }[]
    ).filter((j) => j.orderkey === orderkey);
  async function until<T>(what: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 300; i++) {
      const v = await what();
      if (v) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  }

  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager, cashier, admin2] = await Promise.all(['admin', 'manager', 'cashier', 'admin2'].map((u) => t.login(u)));
    outletid = t.ids!.outletIds[0];
    menus = (await cashier.get('/api/restoorderho/menu?limit=3')).body.list;
    [kitchen, receipt] = await Promise.all([loopbackPrinter(), loopbackPrinter()]);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([kitchen.close(), receipt.close()]);
  });

  it("lists the outlet's open orders oldest first, finds one by part of its number, and keeps other companies out", async () => {
    const a = await takeAway(cashier);
    const b = await takeAway(cashier);
    const open = await cashier.get('/api/restoorderho/open');
    expect(open.status).toBe(200);
    const keys = open.body.map((o: { orderkey: string }) => o.orderkey);
    expect(keys.indexOf(a.header.orderkey)).toBeLessThan(keys.indexOf(b.header.orderkey));
    expect(open.body.find((o: { orderkey: string }) => o.orderkey === a.header.orderkey)).toMatchObject({
      ordertype: 'TAKE AWAY',
      orderno: a.header.orderno,
      total: a.header.total,
    });
    const found = await cashier.get(`/api/restoorderho/open?search=${a.header.orderno.slice(-4)}`);
    expect(found.body.map((o: { orderkey: string }) => o.orderkey)).toContain(a.header.orderkey);
    expect((await admin2.get('/api/restoorderho/open')).body).toEqual([]);
    expect((await admin2.get(`/api/restoorderho/open?outletid=${outletid}`)).body).toEqual([]);
    // A paid order leaves the panel.
    await cashier.post('/api/restoorderho/payment', {
      orderkey: b.header.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: b.header.total }],
    });
    expect((await cashier.get('/api/restoorderho/open')).body.map((o: { orderkey: string }) => o.orderkey)).not.toContain(
      b.header.orderkey,
    );
  });

  it('cancels an unpaid open order for a manager, with a reason, and tells the kitchen what it was sent is void', async () => {
    await t.database.db.update(outlets).set({ kitchenprinter: kitchen.address, kitchenorder: '1' }).where(eq(outlets.outletid, outletid));
    const o = await takeAway(cashier, 2);
    await until(async () => (await jobsOf(o.header.orderkey)).find((j) => j.kind === 'kitchen' && j.state === 'done'));
    await kitchen.next(0);
    const path = `/api/restoorderho/${o.header.orderkey}/cancel`;
    expect((await cashier.post(path, { reason: 'Guest left' })).status).toBe(403);
    expect((await admin2.post(path, { reason: 'Guest left' })).status).toBe(404);
    expect((await manager.post(path, { reason: '  ' })).status).toBe(400);
    const res = await manager.post(path, { reason: 'Guest left' });
    expect(res.status).toBe(200);
    // A double tap of the same manager is answered alike; the order shows in the list as a void.
    expect((await manager.post(path, { reason: 'Guest left' })).status).toBe(200);
    expect((await admin.post(path, { reason: 'again' })).status).toBe(409);
    const listed = (await manager.get('/api/restoorderho?isvoid=1&status=1')).body.list;
    expect(listed.find((l: { orderkey: string }) => l.orderkey === o.header.orderkey)).toMatchObject({
      orderstatusnm: 'VOID',
      voidreason: 'Guest left',
      voidby: 'manager',
    });
    // In the audit trail and so in the order's History: who cancelled, when, and why; once, for the double tap too.
    const trail = (await admin.get(`/api/auditlog?objectkey=${o.header.orderkey}&action=order.cancel`)).body;
    expect(trail.meta.total).toBe(1);
    expect(trail.list[0]).toMatchObject({ username: 'manager', outletid, after: { voidreason: 'Guest left' } });
    expect(Date.now() - Date.parse(trail.list[0].at)).toBeLessThan(60_000);
    expect((await cashier.get('/api/restoorderho/open')).body.map((x: { orderkey: string }) => x.orderkey)).not.toContain(
      o.header.orderkey,
    );
    const voided = decodeText(await kitchen.next(1));
    expect(voided).toContain('VOID');
    expect(voided).toContain(`2 x ${menus[0].menuname}`);
    await t.database.db.update(outlets).set({ kitchenprinter: null, kitchenorder: '0' }).where(eq(outlets.outletid, outletid));
  });

  it('refuses to cancel a paid order', async () => {
    const o = await takeAway(cashier);
    await cashier.post('/api/restoorderho/payment', {
      orderkey: o.header.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: o.header.total }],
    });
    const res = await manager.post(`/api/restoorderho/${o.header.orderkey}/cancel`, { reason: 'late' });
    expect(res.status).toBe(409);
  });

  it('counts pre-bill prints, prints them marked PRE-BILL without payments, and refuses one for a paid order', async () => {
    const o = await takeAway(cashier);
    const path = `/api/restoorderho/${o.header.orderkey}/prebill`;
    const first = await cashier.post(path);
    expect(first.body).toEqual({ printcount: 1, job: null });
    expect((await admin2.post(path)).status).toBe(404);
    await t.database.db.update(outlets).set({ posprinter: receipt.address }).where(eq(outlets.outletid, outletid));
    const second = await cashier.post(path);
    expect(second.body.printcount).toBe(2);
    expect(second.body.job).toMatchObject({ state: 'queued' });
    await until(async () => (await jobsOf(o.header.orderkey)).find((j) => j.id === second.body.job.id && j.state === 'done'));
    const text = decodeText(await receipt.next(0));
    expect(text).toContain('PRE-BILL');
    expect(text).toContain('NOT A RECEIPT');
    expect(text).toContain('Pre-bill print #2');
    expect(text).not.toContain('Change');
    await t.database.db.update(outlets).set({ posprinter: null }).where(eq(outlets.outletid, outletid));
    await cashier.post('/api/restoorderho/payment', {
      orderkey: o.header.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: o.header.total }],
    });
    expect((await cashier.post(path)).status).toBe(409);
  });

  it("keeps an outlet's note chips, for its manager only, and offers the defaults until then", async () => {
    const before = await cashier.get('/api/restoorderho/notechips');
    expect(before.status).toBe(200);
    expect(before.body.length).toBeGreaterThan(0);
    const chips = ['Less sugar', 'No ice', 'Extra spicy'];
    expect((await cashier.put('/api/restoorderho/notechips', { outletid, chips })).status).toBe(403);
    // Naming another outlet is refused, as everywhere (docs/permissions.md, Scope).
    expect((await manager.put('/api/restoorderho/notechips', { outletid: outletid + 1000, chips })).status).toBe(403);
    expect((await cashier.get(`/api/restoorderho/notechips?outletid=${t.ids!.outletIds[1]}`)).status).toBe(403);
    expect((await cashier.get(`/api/restoorderho/open?outletid=${t.ids!.outletIds[1]}`)).status).toBe(403);
    expect((await admin2.put('/api/restoorderho/notechips', { outletid, chips })).status).toBe(404);
    expect((await manager.put('/api/restoorderho/notechips', { outletid, chips: ['a', 'A'] })).status).toBe(400);
    expect((await manager.put('/api/restoorderho/notechips', { outletid, chips })).body).toEqual(chips);
    expect((await cashier.get('/api/restoorderho/notechips')).body).toEqual(chips);
    expect((await admin.get(`/api/restoorderho/notechips?outletid=${outletid}`)).body).toEqual(chips);
    expect((await admin2.get(`/api/restoorderho/notechips?outletid=${outletid}`)).status).toBe(404);
  });
});
