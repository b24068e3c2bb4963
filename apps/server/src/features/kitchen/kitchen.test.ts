import crypto from 'node:crypto';
import type { KitchenJob, KitchenView } from '@saji/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { readEnv } from '../../config/env.js';
import { kitchenJobs, outlets, printJobs } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../demo/foundation.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

describe('kitchen display: kitchenjob, kitchenview, bump and recall', () => {
  let t: TestApp;
  let cashier: Agent;
  let kitchen: Agent;
  let admin2: Agent;
  let outletid: number;
  let menus: { menuid: number; menuname: string; categid: string }[];

  const jobsOf = async (orderkey: string, query = ''): Promise<KitchenJob[]> => {
    const res = await kitchen.get(`/api/restoorderho/kitchenjob?outletid=${outletid}${query}`);
    expect(res.status).toBe(200);
    return res.body.list.filter((j: KitchenJob) => j.orderkey === orderkey);
  };
  const view = async (query = ''): Promise<KitchenView> =>
    (await kitchen.get(`/api/restoorderho/kitchenview?outletid=${outletid}${query}`)).body;
  const takeAway = (orderkey: string, lines: { menuid: number; qty: number; linenote?: string }[], version?: number) => ({
    orderkey,
    ordertype: 'TAKE AWAY',
    tableids: [],
    pax: 1,
    lines,
    ...(version ? { version } : {}),
  });
  const save = async (body: ReturnType<typeof takeAway>) => {
    const res = await cashier.post('/api/restoorderho', body);
    expect(res.status).toBe(200);
    return res.body.header.version as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [cashier, kitchen, admin2] = await Promise.all([t.login('cashier'), t.login('kitchen'), t.login('admin2')]);
    outletid = t.ids!.outletIds[0];
    const all = (await cashier.get(`/api/restoorderho/menu?outletid=${outletid}`)).body.list;
    // Two food menus and one drink: the demo routes drinks (BEV) to the BAR station.
    menus = [
      ...all.filter((m: { categid: string }) => m.categid === 'FOOD').slice(0, 2),
      all.find((m: { categid: string }) => m.categid === 'BEV'),
    ];
  });
  afterAll(() => t.close());

  it('puts a saved order on the screens; an added item is its own ADDED card, a reduced or removed one a VOID line', async () => {
    const orderkey = crypto.randomUUID();
    let version = await save(takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 2, linenote: 'pedas' }]));
    const first = await jobsOf(orderkey);
    expect(first).toMatchObject([
      { batch: 'NEW', batchno: 1, qty: 2, linenote: 'pedas', ordertype: 'TAKE AWAY', cashier: 'cashier', bumpedat: null },
    ]);

    version = await save(
      takeAway(
        orderkey,
        [
          { menuid: menus[0].menuid, qty: 2, linenote: 'pedas' },
          { menuid: menus[1].menuid, qty: 1 },
        ],
        version,
      ),
    );
    const cards = (await view()).list.filter((c) => c.orderkey === orderkey);
    expect(cards.map((c) => [c.batch, c.items.map((i) => [i.menuid, i.qty])])).toEqual([
      ['NEW', [[menus[0].menuid, 2]]],
      ['ADDED', [[menus[1].menuid, 1]]],
    ]);

    // 2 → 1 of the first menu, and the second menu removed: one VOID card with both lines.
    await save(takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 1, linenote: 'pedas' }], version));
    const voided = (await view()).list.filter((c) => c.orderkey === orderkey && c.batch === 'VOID');
    expect(voided).toHaveLength(1);
    expect(voided[0].items.map((i) => [i.batch, i.menuid, i.qty])).toEqual([
      ['VOID', menus[0].menuid, 1],
      ['VOID', menus[1].menuid, 1],
    ]);
    // Still to cook: 2 − 1 of the first menu; the second was added and taken back.
    const counts = (await view()).alldaycount;
    expect(counts.find((c) => c.menuid === menus[1].menuid)?.qty ?? 0).toBe(0);
  });

  it('answers a retried save without sending the kitchen anything again', async () => {
    const orderkey = crypto.randomUUID();
    const body = takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 3 }]);
    await save(body);
    await save(body);
    expect((await jobsOf(orderkey)).map((j) => j.qty)).toEqual([3]);
  });

  it('bumps once however often it is tapped, recalls, and keeps the state in the database across a restart', async () => {
    const orderkey = crypto.randomUUID();
    await save(takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 1 }]));
    const ids = (await jobsOf(orderkey)).map((j) => j.kitchenjobid);
    const [a, b] = await Promise.all([
      kitchen.post('/api/restoorderho/kitchenjob/bump', { ids }),
      kitchen.post('/api/restoorderho/kitchenjob/bump', { ids }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.list[0].bumpedat).toBeTruthy();
    expect(b.body.list[0].bumpedat).toBe(a.body.list[0].bumpedat);
    const again = await kitchen.post('/api/restoorderho/kitchenjob/bump', { ids });
    expect(again.body.list[0].bumpedat).toBe(a.body.list[0].bumpedat);

    const after = await view();
    expect(after.list.some((c) => c.orderkey === orderkey)).toBe(false);
    expect(after.recent[0]).toMatchObject({ orderkey, bumpedat: a.body.list[0].bumpedat });

    const recalled = await kitchen.post('/api/restoorderho/kitchenjob/recall', { ids });
    expect(recalled.body.list[0].bumpedat).toBeNull();
    expect((await view()).list.some((c) => c.orderkey === orderkey)).toBe(true);

    // A restarted server (a new app on the same database) shows the same board.
    const restarted = await buildApp({ env: readEnv({ ...process.env, SAJI_LOG_LEVEL: 'silent' }), database: t.database });
    try {
      const login = await restarted.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { username: 'kitchen', password: DEMO_PASSWORD },
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      const res = await restarted.inject({ url: `/api/restoorderho/kitchenview?outletid=${outletid}`, headers: { cookie } });
      expect(res.json().list.find((c: { orderkey: string }) => c.orderkey === orderkey)?.bumpedat).toBeNull();
    } finally {
      await restarted.close();
    }
  });

  it('routes a category to its station, and the expo view shows every station', async () => {
    const orderkey = crypto.randomUUID();
    await save(
      takeAway(orderkey, [
        { menuid: menus[0].menuid, qty: 1 },
        { menuid: menus[2].menuid, qty: 2 },
      ]),
    );
    const bar = (await view('&station=BAR')).list.filter((c) => c.orderkey === orderkey);
    expect(bar.flatMap((c) => c.items.map((i) => [i.menuid, i.station]))).toEqual([[menus[2].menuid, 'BAR']]);
    const expo = (await view()).list.filter((c) => c.orderkey === orderkey);
    expect(expo.flatMap((c) => c.items.map((i) => i.station))).toEqual(['KITCHEN', 'BAR']);
    expect((await view()).stations).toEqual(['KITCHEN', 'BAR']);
  });

  it('tells the till which items are bumped, and the ticket time once a card is done', async () => {
    const orderkey = crypto.randomUUID();
    await save(
      takeAway(orderkey, [
        { menuid: menus[0].menuid, qty: 2 },
        { menuid: menus[1].menuid, qty: 1 },
      ]),
    );
    const jobs = await jobsOf(orderkey);
    await kitchen.post('/api/restoorderho/kitchenjob/bump', { ids: [jobs[0].kitchenjobid] });
    const ready = async () =>
      (await cashier.get(`/api/restoorderho/kitchenready?outletid=${outletid}`)).body.find(
        (r: { orderkey: string }) => r.orderkey === orderkey,
      );
    expect(await ready()).toMatchObject({ sent: 3, bumped: 2, ready: false });
    await kitchen.post('/api/restoorderho/kitchenjob/bump', { ids: [jobs[1].kitchenjobid] });
    expect(await ready()).toMatchObject({ sent: 3, bumped: 3, ready: true });

    const admin = await t.login('admin');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const times = await admin.get(`/api/restokitchen/tickettime?tgl1=${day}&tgl2=${day}&outletid=${outletid}`);
    expect(times.status).toBe(200);
    expect(times.body.list.find((r: { station: string }) => r.station === 'KITCHEN')).toMatchObject({ outletid, day });
  });

  it('refuses another company, another outlet and the groups without the permission', async () => {
    const orderkey = crypto.randomUUID();
    await save(takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 1 }]));
    const ids = (await jobsOf(orderkey)).map((j) => j.kitchenjobid);

    expect((await admin2.get(`/api/restoorderho/kitchenjob?outletid=${outletid}`)).status).toBe(404);
    expect((await admin2.post('/api/restoorderho/kitchenjob/bump', { ids })).status).toBe(404);
    expect((await admin2.post('/api/restoorderho/kitchenjob/recall', { ids })).status).toBe(404);
    expect((await kitchen.get(`/api/restoorderho/kitchenjob?outletid=${t.ids!.outletIds[1]}`)).status).toBe(403);
    expect((await jobsOf(orderkey))[0].bumpedat).toBeNull();

    // A kitchen screen neither takes orders nor changes the kitchen settings; a cashier does not either.
    expect((await kitchen.post('/api/restoorderho', takeAway(crypto.randomUUID(), [{ menuid: menus[0].menuid, qty: 1 }]))).status).toBe(
      403,
    );
    expect((await kitchen.get('/api/restoorderho')).status).toBe(403);
    expect((await cashier.post('/api/restokitchen/setting', { outletid, kitchendisplay: '1' })).status).toBe(403);
  });

  it('lets the kitchen sign-in read the kitchen display and nothing of the master data or the customers', async () => {
    const phone = (await cashier.get('/api/restocustomer?page=1&limit=1')).body.list[0].PhoneNo;
    const refused = [
      '/api/restocustomer?page=1&limit=10',
      `/api/restocustomer/byphone/${encodeURIComponent(phone)}`,
      '/api/item?page=1&limit=10',
      '/api/glaccount?page=1&limit=10',
      `/api/restooutlet/${outletid}`,
      '/api/restopaymenttype?page=1&limit=10',
      '/api/restomenu?page=1&limit=10',
      `/api/restotable?outletid=${outletid}`,
    ];
    const answers = await Promise.all(refused.map(async (url) => [url, (await kitchen.get(url)).status]));
    expect(answers).toEqual(refused.map((url) => [url, 403]));
    expect((await kitchen.get(`/api/restoorderho/kitchenview?outletid=${outletid}`)).status).toBe(200);
    expect((await kitchen.get(`/api/restokitchen/setting?outletid=${outletid}`)).status).toBe(200);
    expect((await kitchen.get('/api/auth/me')).status).toBe(200);
  });

  it('sends a kitchen printer and the screens each added line once, and a reprint to both marked REPRINT', async () => {
    const manager = await t.login('manager');
    await t.database.db.update(outlets).set({ kitchenorder: '1', kitchenprinter: '10.0.0.9' }).where(eq(outlets.outletid, outletid));
    const orderkey = crypto.randomUUID();
    const version = await save(takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 1 }]));
    await save(
      takeAway(
        orderkey,
        [
          { menuid: menus[0].menuid, qty: 1 },
          { menuid: menus[1].menuid, qty: 2 },
        ],
        version,
      ),
    );
    const printed = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(printJobs)
      .where(and(eq(printJobs.orderkey, orderkey), eq(printJobs.kind, 'kitchen')));
    expect(printed[0].n).toBe(2);
    expect((await jobsOf(orderkey)).map((j) => [j.batch, j.qty])).toEqual([
      ['NEW', 1],
      ['ADDED', 2],
    ]);
    const reprint = await cashier.post(`/api/restoorderho/${orderkey}/kitchen?reprint=1`);
    expect(reprint.status).toBe(200);
    expect((await jobsOf(orderkey)).filter((j) => j.batch === 'REPRINT').map((j) => j.qty)).toEqual([1, 2]);

    // Screens off: the printer alone, as before the kitchen display.
    const off = await manager.post('/api/restokitchen/setting', { outletid, kitchendisplay: '0', warnminutes: 5, lateminutes: 15 });
    expect(off.body).toMatchObject({ kitchendisplay: '0', warnminutes: 5, lateminutes: 15 });
    const quiet = crypto.randomUUID();
    await save(takeAway(quiet, [{ menuid: menus[0].menuid, qty: 1 }]));
    const rows = await t.database.db.select().from(kitchenJobs).where(eq(kitchenJobs.orderkey, quiet));
    expect(rows).toHaveLength(0);
    const back = await manager.post('/api/restokitchen/setting', {
      outletid,
      kitchendisplay: '1',
      stations: [
        { categid: 'BEV', station: 'bar' },
        { categid: 'COFFEE', station: 'BAR' },
      ],
    });
    expect(back.body.stations.map((s: { station: string }) => s.station)).toEqual(['BAR', 'BAR']);
  });
  it('reprints to the screens alone when the outlet has no kitchen printer: a REPRINT card, no print job', async () => {
    await t.database.db.update(outlets).set({ kitchenorder: '0', kitchenprinter: null }).where(eq(outlets.outletid, outletid));
    try {
      const orderkey = crypto.randomUUID();
      await save(takeAway(orderkey, [{ menuid: menus[0].menuid, qty: 2, linenote: 'pedas' }]));
      const reprint = await cashier.post(`/api/restoorderho/${orderkey}/kitchen?reprint=1`);
      expect(reprint.status).toBe(200);
      expect(reprint.body).toEqual({ screen: true });
      expect((await jobsOf(orderkey)).map((j) => [j.batch, j.qty, j.linenote])).toEqual([
        ['NEW', 2, 'pedas'],
        ['REPRINT', 2, 'pedas'],
      ]);
      const cards = (await view()).list.filter((c) => c.orderkey === orderkey);
      expect(cards.map((c) => c.batch)).toEqual(['NEW', 'REPRINT']);
      const printed = await t.database.db.select().from(printJobs).where(eq(printJobs.orderkey, orderkey));
      expect(printed).toHaveLength(0);
      // Another company's admin cannot reprint it.
      expect((await admin2.post(`/api/restoorderho/${orderkey}/kitchen?reprint=1`)).status).toBe(404);
    } finally {
      await t.database.db.update(outlets).set({ kitchenorder: '1' }).where(eq(outlets.outletid, outletid));
    }
  });
});
