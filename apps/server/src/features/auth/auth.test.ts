import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.js';
import { listMigrations, migrate } from '../../db/migrate.js';
import { seedIfEmpty } from '../../demo/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const sessionCookieOf = (headers: Record<string, unknown>) => String(headers['set-cookie'] ?? '');

describe('sign-in, sessions and the profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with an httpOnly, SameSite=Strict session cookie and answers the profile', async () => {
    const res = await t.anonymous.post('/api/auth/login', { username: 'manager', password: 'saji-demo' });
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res.headers);
    expect(cookie).toMatch(/^saji_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.app.env.SAJI_TIMEZONE }).format(new Date());
    expect(res.body).toEqual({
      username: 'manager',
      name: 'Budi Santoso',
      group: 'manager',
      compcode: 'SAJI',
      company: 'PT Saji Rasa Nusantara',
      outletid: t.ids!.outletIds[0],
      outletname: 'Saji Senayan',
      matauang: 'IDR',
      tglaktif: today,
      awalbln: 1,
      timezone: t.app.env.SAJI_TIMEZONE,
      offlinehours: 12,
    });
  });

  it('gives an admin the first active outlet of the company as default, and each group its own', async () => {
    const admin = await t.login('admin');
    expect((await admin.get('/api/auth/me')).body).toMatchObject({ group: 'admin', outletid: t.ids!.outletIds[0], compcode: 'SAJI' });
    const cashier = await t.login('cashier');
    expect((await cashier.get('/api/auth/me')).body).toMatchObject({ group: 'cashier', outletid: t.ids!.outletIds[0] });
    const admin2 = await t.login('admin2');
    expect((await admin2.get('/api/auth/me')).body).toMatchObject({
      group: 'admin',
      compcode: 'DUA',
      company: 'CV Warung Dua',
      outletid: t.ids!.otherOutletIds[0],
    });
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await t.anonymous.post('/api/auth/login', { username: 'cashier', password: 'not-it' });
    const unknown = await t.anonymous.post('/api/auth/login', { username: 'nobody', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Wrong username or password.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('ends the session on sign-out: the old cookie no longer works, on the requests of a sale too', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'cashier', password: 'saji-demo' },
    });
    const cookie = sessionCookieOf(login.headers).split(';')[0];
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    // The sale's requests keep the session read a moment ago (an empty body is refused after the guard: 400).
    const sale = () =>
      t.app.inject({ method: 'POST', url: '/api/restoorderho', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, payload: {} });
    expect((await me()).statusCode).toBe(200);
    expect((await sale()).statusCode).toBe(400);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect(out.statusCode).toBe(200);
    expect(sessionCookieOf(out.headers)).toMatch(/^saji_session=;/);
    expect((await me()).statusCode).toBe(401);
    expect((await sale()).statusCode).toBe(401);
  });

  it('answers 401 to every /api call without a session, except health and sign-in', async () => {
    expect((await t.anonymous.get('/api/auth/me')).status).toBe(401);
    expect((await t.anonymous.get('/api/restooutlet')).status).toBe(401);
    expect((await t.anonymous.get('/api/health')).status).toBe(200);
  });

  it('blocks a username after 10 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.anonymous.post('/api/auth/login', { username: 'admin2', password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await t.anonymous.post('/api/auth/login', { username: 'admin2', password: 'saji-demo' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // Another user from the same address is not affected.
    expect((await t.anonymous.post('/api/auth/login', { username: 'manager', password: 'saji-demo' })).status).toBe(200);
  });

  it('throttles wrong current passwords on the password form like sign-ins, apart from them', async () => {
    const kitchen = await t.login('kitchen');
    for (let i = 0; i < 10; i++) {
      const wrong = await kitchen.post('/api/auth/password', { currentpassword: `guess-${i}`, newpassword: 'Another-pass-xyz-1' });
      expect(wrong.status).toBe(400);
    }
    const blocked = await kitchen.post('/api/auth/password', { currentpassword: 'saji-demo', newpassword: 'Another-pass-xyz-1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed password attempts. Try again in 15 minutes.');
    // The sign-in of the same user is counted apart.
    expect((await t.anonymous.post('/api/auth/login', { username: 'kitchen', password: 'saji-demo' })).status).toBe(200);
  });
});

describe('the login throttle: per username and per address', () => {
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    [t, proxied] = await Promise.all([createTestApp(), createTestApp({ env: { SAJI_TRUST_PROXY: '127.0.0.1' } })]);
  });
  afterAll(() => Promise.all([t.close(), proxied.close()]));

  /** A sign-in from a socket address (light-my-request's remoteAddress), with headers the client chose. */
  const attempt = (app: TestApp, username: string, password: string, from: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, headers, payload: { username, password } });

  it('ignores a forged X-Forwarded-For: the 11th failure for one username is refused whatever the header says', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 14; i++) {
      codes.push((await attempt(t, 'manager', `wrong-${i}`, '10.1.0.1', { 'x-forwarded-for': `10.9.${i}.7` })).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    // The account is locked from every address for a while, the right password included.
    expect((await attempt(t, 'manager', 'saji-demo', '10.1.0.2')).statusCode).toBe(429);
  });

  it('names the session cookie __Host- over HTTPS (Secure, path /), and reads only that one there', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const login = await attempt(proxied, 'cashier', 'saji-demo', '127.0.0.1', https);
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-saji_session=[\w-]{40,};/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = cookie.split(';')[0].split('=')[1];
    const me = (cookies: string, headers: Record<string, string>) =>
      proxied.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: '127.0.0.1', headers: { cookie: cookies, ...headers } });
    expect((await me(`__Host-saji_session=${token}`, https)).statusCode).toBe(200);
    // Over HTTPS a cookie without the prefix (which any subdomain or plain-HTTP page can set) is not read.
    expect((await me(`saji_session=${token}`, https)).statusCode).toBe(401);
    const out = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: '127.0.0.1',
      headers: { cookie: `__Host-saji_session=${token}`, 'x-requested-with': 'XMLHttpRequest', ...https },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-saji_session=;/);
    expect((await me(`__Host-saji_session=${token}`, https)).statusCode).toBe(401);
  });

  it('stops password spraying: one address trying many usernames is refused after 30 failures', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 35; i++) codes.push((await attempt(t, `user${i}`, 'saji-demo', '10.2.0.1')).statusCode);
    expect(codes).toEqual([...Array(30).fill(401), ...Array(5).fill(429)]);
    expect((await attempt(t, 'cashier', 'saji-demo', '10.2.0.1')).statusCode).toBe(429);
    // Another address, and the user itself, are not affected.
    expect((await attempt(t, 'cashier', 'saji-demo', '10.2.0.2')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a proxy named in SAJI_TRUST_PROXY', async () => {
    for (let i = 1; i <= 30; i++) await attempt(proxied, `user${i}`, 'x', '127.0.0.1', { 'x-forwarded-for': '10.3.0.1' });
    expect((await attempt(proxied, 'cashier', 'saji-demo', '127.0.0.1', { 'x-forwarded-for': '10.3.0.1' })).statusCode).toBe(429);
    // The proxy's other clients still sign in.
    expect((await attempt(proxied, 'cashier', 'saji-demo', '127.0.0.1', { 'x-forwarded-for': '10.3.0.2' })).statusCode).toBe(200);
    // From an address that is not the proxy, the header is the client's own text and is ignored.
    expect((await attempt(proxied, 'cashier', 'saji-demo', '10.3.0.9', { 'x-forwarded-for': '10.3.0.1' })).statusCode).toBe(200);
  });
});

describe('cross-site request forgery', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'saji-demo' } });
    cookie = sessionCookieOf(login.headers).split(';')[0];
  });
  afterAll(() => t.close());

  const remove = (headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/restooutlet/${t.ids!.outletIds[2]}`, headers: { cookie, ...headers } });

  it('refuses a write with a foreign Origin, even with a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restooutlet',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
  });

  it('refuses a write that is neither JSON nor marked X-Requested-With (a plain form post)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(403);
    const del = await remove({});
    expect(del.statusCode).toBe(403);
    // Nothing changed: the outlet is still there.
    expect((await t.app.inject({ method: 'GET', url: `/api/restooutlet/${t.ids!.outletIds[2]}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('lets the app itself write: same Origin with X-Requested-With', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'pos.example', origin: 'http://pos.example', 'content-type': 'application/json' },
      payload: { username: 'cashier', password: 'saji-demo' },
    });
    expect(res.statusCode).toBe(200);
    expect((await remove({ host: 'pos.example', origin: 'http://pos.example', 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(
      409,
    );
  });

  it('lets reads through without either', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/restooutlet', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('a first start without demo mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('creates admin with no password and a one-time setup link that sets it', async () => {
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) } as unknown as FastifyBaseLogger;
    const env = readEnv({ SAJI_DEMO: '0', PORT: '3000' });
    await seedIfEmpty(t.database.db, env, log);
    const token = /\/setup\?token=([\w-]+)/.exec(logged.join('\n'))?.[1];
    expect(token).toBeTruthy();

    // No password works before the link is used: the account has none.
    expect((await t.anonymous.post('/api/auth/login', { username: 'admin', password: 'saji-demo' })).status).toBe(401);
    // The page names the login before the password is chosen: the name is made by the system.
    expect((await t.anonymous.get(`/api/auth/setup?token=${token}`)).body).toEqual({ username: 'admin' });
    expect((await t.anonymous.post('/api/auth/setup', { token, password: 'short' })).status).toBe(400);
    const setup = await t.anonymous.post('/api/auth/setup', { token, password: 'a long enough secret' });
    expect(setup.status).toBe(200);
    expect(sessionCookieOf(setup.headers)).toMatch(/^saji_session=/);
    const again = await t.anonymous.post('/api/auth/setup', { token, password: 'another long secret' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This setup link is no longer valid.');
    expect((await t.anonymous.get(`/api/auth/setup?token=${token}`)).status).toBe(400);
    const admin = await t.login('admin', 'a long enough secret');
    expect((await admin.get('/api/auth/me')).body).toMatchObject({ group: 'admin', compcode: 'MAIN', outletid: null });

    // A second start finds the company and creates nothing.
    await seedIfEmpty(t.database.db, env, log);
    expect(logged.filter((l) => l.includes('/setup?token='))).toHaveLength(1);
  });
});

describe('health, OpenAPI and migrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('reports the database kind and the schema version without a session', async () => {
    const latest = Math.max(...listMigrations().map((m) => m.version));
    const res = await t.anonymous.get('/api/health');
    expect(res.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', migration: latest });
  });

  it('applies migrations once: running them again changes nothing', async () => {
    const latest = Math.max(...listMigrations().map((m) => m.version));
    expect(await migrate(t.database)).toBe(latest);
    expect(await migrate(t.database)).toBe(latest);
  });

  it('documents the API from the route schemas at /api/docs', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/restooutlet/', '/api/restooutlet/{outletid}', '/api/auth/me']),
    );
    const list = res.body.paths['/api/restooutlet/'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sortBy', 'sortDir', 'provinsi', 'outletname', 'aktif']),
    );
  });
});

describe('the OpenAPI page outside demo mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SAJI_DEMO: '0' } });
  });
  afterAll(() => t.close());

  it('is for signed-in users only: it maps every route', async () => {
    expect((await t.anonymous.get('/api/docs/json')).status).toBe(401);
    expect((await t.anonymous.get('/api/docs/')).status).toBe(401);
    const cashier = await t.login('cashier');
    expect((await cashier.get('/api/docs/json')).status).toBe(200);
    expect((await cashier.get('/api/docs/')).status).toBe(200);
  });
});
