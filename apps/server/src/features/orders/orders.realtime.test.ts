import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.js';
import { readEnv } from '../../config/env.js';
import { DEMO_PASSWORD } from '../../demo/foundation.js';
import { campaignBody } from '../../test/fixtures/campaigns.js';
import { takeAwayBody } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Two app instances on one database, each with its own LISTEN connection: a save on instance A
 * reaches a screen connected to instance B through the database's notifications, as it would
 * across two server processes.
 */
describe('live table status over WebSocket', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let url: string;
  let cashier: Agent;
  let menuid: number;
  let tableid: number;

  const cookieOf = async (username: string) => {
    const res = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { username, password: DEMO_PASSWORD },
    });
    return String(res.headers['set-cookie']).split(';')[0];
  };

  /** A screen on instance B: resolves once the server says it is subscribed. */
  async function screen(username: string, query = '') {
    const socket = new WebSocket(`${url}/api/ws${query}`, { headers: { cookie: await cookieOf(username) } });
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', () => resolve());
    });
    socket.send(JSON.stringify({ type: 'restoupdate', user: username }));
    const next = (pred: (m: Record<string, unknown>) => boolean, ms = 1000) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const found = messages.find(pred);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error('no push within the time')), ms);
        socket.on('message', (data) => {
          const m = JSON.parse(String(data));
          if (pred(m)) {
            clearTimeout(timer);
            resolve(m);
          }
        });
      });
    return { socket, messages, next };
  }

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp({ env: readEnv({ ...process.env, SAJI_LOG_LEVEL: 'silent' }), database: t.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address() as { port: number };
    url = `ws://127.0.0.1:${address.port}`;
    cashier = await t.login('cashier');
    menuid = (await cashier.get('/api/restoorderho/menu?limit=1')).body.list[0].menuid;
    const board = (await cashier.get(`/api/restoorderho/listtable?outletid=${t.ids!.outletIds[0]}`)).body;
    tableid = board[0].tables[0].tableid;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('pushes opening and paying an order to every screen of the outlet within a second', async () => {
    const manager = await screen('manager');
    const admin = await screen('admin', `?outletid=${t.ids!.outletIds[1]}`);
    expect(manager.messages[0]).toMatchObject({ type: 'ready', outletids: [t.ids!.outletIds[0]] });

    const orderkey = crypto.randomUUID();
    const started = Date.now();
    const saved = await cashier.post('/api/restoorderho', {
      orderkey,
      ordertype: 'DINE IN',
      tableids: [tableid],
      pax: 1,
      lines: [{ menuid, qty: 1 }],
    });
    expect(saved.status).toBe(200);
    expect(await manager.next((m) => m.orderkey === orderkey && m.event === 'order.opened')).toEqual({
      type: 'tables',
      outletid: t.ids!.outletIds[0],
      orderkey,
      event: 'order.opened',
    });
    await cashier.post('/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: saved.body.header.total }],
    });
    await manager.next((m) => m.orderkey === orderkey && m.event === 'order.paid');
    expect(Date.now() - started).toBeLessThan(2000);
    // The admin watches another outlet and hears nothing of this one.
    expect(admin.messages.filter((m) => m.type === 'tables')).toEqual([]);
    manager.socket.close();
    admin.socket.close();
  });

  it('pushes a merge, a transfer and a split to the outlet’s screens within a second', async () => {
    const manager = await screen('manager');
    const open = async () => {
      const saved = await cashier.post('/api/restoorderho', {
        orderkey: crypto.randomUUID(),
        ordertype: 'TAKE AWAY',
        pax: 1,
        lines: [{ menuid, qty: 2 }],
      });
      expect(saved.status, saved.text).toBe(200);
      return saved.body.header as { orderkey: string; version: number };
    };
    const [a, b, c] = [await open(), await open(), await open()];
    const pushed = (orderkey: string, event: string) => manager.next((m) => m.orderkey === orderkey && m.event === event);
    const merged = await cashier.post(`/api/restoorderho/${a.orderkey}/merge`, {
      fromorderkey: b.orderkey,
      version: a.version,
      fromversion: b.version,
    });
    expect(merged.status, merged.text).toBe(200);
    await pushed(a.orderkey, 'order.merged');
    const moved = await cashier.post(`/api/restoorderho/${a.orderkey}/transfer`, {
      toorderkey: c.orderkey,
      lines: [{ lineno: 1, qty: 1 }],
      version: merged.body.header.version,
      toversion: c.version,
    });
    expect(moved.status, moved.text).toBe(200);
    await pushed(a.orderkey, 'order.transferred');
    const split = await cashier.post(`/api/restoorderho/${c.orderkey}/split`, {
      version: moved.body.to.header.version,
      partkeys: [crypto.randomUUID(), crypto.randomUUID()],
      ways: 2,
    });
    expect(split.status, split.text).toBe(200);
    await pushed(c.orderkey, 'order.split');
    manager.socket.close();
  });

  it('pushes a new, changed or deleted campaign to the screens of the outlets it runs at (or ran at) within a second', async () => {
    const [senayan, other] = t.ids!.outletIds;
    const manager = await screen('manager');
    const away = await screen('admin', `?outletid=${other}`);
    const admin = await t.login('admin');
    const campaign = campaignBody({
      campaignname: 'Pushed promo',
      campaigndesc: '<p>Pushed</p>',
      startdate: '2000-01-01',
      enddate: '2099-12-31',
      discpc: 5,
      menus: [{ menuid }],
      outlets: [{ outletid: senayan }],
    });
    const started = Date.now();
    const created = await admin.post('/api/restocampaign', campaign);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await manager.next((m) => m.event === 'campaign.changed')).toEqual({
      type: 'tables',
      outletid: senayan,
      event: 'campaign.changed',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(away.messages.filter((m) => m.event === 'campaign.changed')).toEqual([]);
    // Moved to the other outlet: the till that loses it hears it too.
    manager.messages.length = 0;
    const { campaignid } = created.body;
    expect((await admin.post('/api/restocampaign', { ...campaign, campaignid, outlets: [{ outletid: other }] })).status).toBe(200);
    await manager.next((m) => m.event === 'campaign.changed');
    await away.next((m) => m.event === 'campaign.changed');
    away.messages.length = 0;
    expect((await admin.delete(`/api/restocampaign/${campaignid}`)).status).toBe(200);
    await away.next((m) => m.event === 'campaign.changed');
    manager.socket.close();
    away.socket.close();
  });

  it('refuses a socket without a session, and a cashier asking for another outlet', async () => {
    const anonymous = new WebSocket(`${url}/api/ws`);
    const status = await new Promise<number>((resolve) => anonymous.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
    const other = new WebSocket(`${url}/api/ws?outletid=${t.ids!.outletIds[1]}`, { headers: { cookie: await cookieOf('cashier') } });
    const code = await new Promise<number>((resolve) => {
      other.on('close', (c) => resolve(c));
      other.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
    expect([1008, 403]).toContain(code);
  });

  /** Opens /api/ws as the cashier with the given headers: the close code, or the HTTP status of a refused handshake. */
  async function outcome(headers: Record<string, string>, send?: (socket: WebSocket) => void): Promise<{ opened: boolean; code: number }> {
    const socket = new WebSocket(`${url}/api/ws`, { headers: { cookie: await cookieOf('cashier'), ...headers } });
    let opened = false;
    return new Promise((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve({ opened, code: res.statusCode ?? 0 }));
      socket.on('open', () => {
        opened = true;
        send?.(socket);
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => resolve({ opened, code }));
    });
  }

  it('refuses a handshake from a foreign Origin (cross-site WebSocket hijacking), lets its own origin and programs without Origin in', async () => {
    expect(await outcome({ origin: 'https://evil.example' })).toEqual({ opened: false, code: 403 });
    expect(await outcome({ origin: 'null' })).toEqual({ opened: false, code: 403 });
    const own = new URL(url.replace('ws:', 'http:')).origin;
    const ok = (socket: WebSocket) => socket.once('message', () => socket.close(1000));
    expect(await outcome({ origin: own }, ok)).toEqual({ opened: true, code: 1000 });
    expect(await outcome({}, ok)).toEqual({ opened: true, code: 1000 });
  });

  it('closes a socket that sends a frame over 16 KB, or a message no screen sends', async () => {
    expect(await outcome({}, (s) => s.send(JSON.stringify({ type: 'restoupdate', user: 'u'.repeat(5_000_000) })))).toEqual({
      opened: true,
      code: 1009,
    });
    expect(await outcome({}, (s) => s.send('not json'))).toEqual({ opened: true, code: 1008 });
    expect(await outcome({}, (s) => s.send(JSON.stringify({ type: 'restoupdate', user: 'u'.repeat(101) })))).toEqual({
      opened: true,
      code: 1008,
    });
    expect(await outcome({}, (s) => s.send(JSON.stringify({ type: 'shutdown' })))).toEqual({ opened: true, code: 1008 });
  });

  // A PostgreSQL restart or failover drops the listening connections too: the hub listens again,
  // tells its screens to refetch (what was announced meanwhile is lost) and pushes as before.
  it.skipIf(!process.env.DATABASE_URL)('tells every screen to refetch once the database is back, and pushes again', async () => {
    const manager = await screen('manager');
    await t.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(await manager.next((m) => m.event === 'resync', 5_000)).toEqual({
      type: 'tables',
      outletid: t.ids!.outletIds[0],
      event: 'resync',
    });
    const body = takeAwayBody([{ menuid, qty: 1 }]);
    const saved = await cashier.post('/api/restoorderho', body);
    expect(saved.status).toBe(200);
    await manager.next((m) => m.orderkey === body.orderkey);
    manager.socket.close();
  });
});
