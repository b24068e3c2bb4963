import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus as menuTable, outlets } from '../../db/schema/index.js';
import { newMenuBody } from '../../test/fixtures/catalog.js';
import { takeAwayBody } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Amounts are bounded where they enter, so nothing stored can make a later save or payment fail
 * with a 500: a price with decimals, a price times a quantity past 2^53, rates with three decimals.
 */
describe('order amounts stay within their ceilings', () => {
  let t: TestApp;
  let admin: Agent;
  let cashier: Agent;
  let outletid: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, cashier] = await Promise.all([t.login('admin'), t.login('cashier')]);
    outletid = t.ids!.outletIds[0];
  });
  afterAll(() => t.close());

  /** A new menu of the standard price, sold at every outlet at that price. */
  const newMenu = async (menucode: string, hargajualstd: number | string) =>
    admin.post('/api/restomenu', newMenuBody(menucode, { hargajualstd }));

  const takeAway = (menuid: number, qty: number) => cashier.post('/api/restoorderho', takeAwayBody([{ menuid, qty }]));

  it('refuses menu prices with decimals or past 100,000,000, standard and per outlet', async () => {
    const decimals = await newMenu('AM01', 1000.5);
    expect(decimals.status).toBe(400);
    expect(decimals.body.details).toContainEqual({ field: 'hargajualstd', message: 'whole rupiah only' });
    expect((await newMenu('AM01', '100000001')).body.details).toContainEqual({ field: 'hargajualstd', message: 'at most 100,000,000' });
    const outletPrice = await admin.post('/api/restomenu', {
      ...(await admin.get(`/api/restomenu/detail/${(await newMenu('AM02', 25_000)).body.menuid}`)).body,
      outlets: [{ outletid, hargajual: 2.25, kenapajak: 1 }],
    });
    expect(outletPrice.status).toBe(400);
    expect(outletPrice.body.details).toContainEqual({ field: 'outlets.0.hargajual', message: 'whole rupiah only' });
  });

  it('refuses the menu detail posted back with a price of 1000.5', async () => {
    const list = await admin.get('/api/restomenu?limit=1');
    const detail = (await admin.get(`/api/restomenu/detail/${list.body.list[0].menuid}`)).body;
    const res = await admin.post('/api/restomenu', { ...detail, hargajualstd: 1000.5 });
    expect(res.status).toBe(400);
  });

  it('refuses a line past 1,000,000,000 and an order total past 10,000,000,000', async () => {
    const { menuid } = (await newMenu('AM03', 100_000_000)).body;
    const line = await takeAway(menuid, 11);
    expect(line.status).toBe(400);
    expect(line.body.message).toBe('Menu AM03: the line amount may not be more than 1,000,000,000');
    expect((await takeAway(menuid, 10)).status).toBe(200);
    const lines = Array.from({ length: 11 }, (_, i) => ({ menuid, qty: 10, linenote: `kursi ${i}` }));
    const order = await cashier.post('/api/restoorderho', {
      orderkey: crypto.randomUUID(),
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines,
    });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('The order total may not be more than 10,000,000,000');
  });

  it('answers 400, not 500, for a price stored before prices were bounded', async () => {
    const { menuid } = (await newMenu('AM04', 1000)).body;
    await t.database.db.update(menuTable).set({ hargajualstd: 1000.5 }).where(eq(menuTable.menuid, menuid));
    const fraction = await takeAway(menuid, 1);
    expect(fraction.status).toBe(400);
    expect(fraction.body.message).toBe('Menu AM04: the price is not valid, correct it in the menu master');
    // 10^13 times 9,999 is past 2^53: the product alone used to fail the save.
    await t.database.db.update(menuTable).set({ hargajualstd: 1e13 }).where(eq(menuTable.menuid, menuid));
    expect((await takeAway(menuid, 9999)).status).toBe(400);
  });

  it('refuses a quantity past 9,999', async () => {
    const { menuid } = (await newMenu('AM05', 1000)).body;
    expect((await takeAway(menuid, 10_000)).status).toBe(400);
  });

  it('refuses service and PB1 rates with more than two decimals, which no save could price', async () => {
    const outlet = (await admin.get(`/api/restooutlet/${outletid}`)).body;
    const res = await admin.post('/api/restooutlet', { ...outlet, servicepc: 7.555 });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ field: 'servicepc', message: 'at most 2 decimals' });
    const [stored] = await t.database.db.select({ servicepc: outlets.servicepc }).from(outlets).where(eq(outlets.outletid, outletid));
    expect(stored.servicepc).toBe(outlet.servicepc);
  });
});
