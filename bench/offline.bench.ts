// The offline till (issue 29), its two figures:
// - 1,000 orders queued offline (a save and a payment each) sent through the till's own outbox once the
//   server answers, with the server killed and started again in the middle of the sync: how long, and
//   that every order is on the server once, paid once.
// - The POS opened offline from its cache with 1,000 more menus, on a CPU slowed 4x: from reload to a
//   menu card on screen.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { publishedTemplate } from '../apps/server/src/test/templates.js';
import type { OutboxCommand } from '../apps/web/src/lib/outbox/outbox.js';
import { Outbox, SendFailure } from '../apps/web/src/lib/outbox/outbox-sync.js';
import { freshStore, launchServer, type ServerProcess } from '../e2e/support/server.js';
// @ts-expect-error: a plain ES module shared with npm start and npm test
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { addMenus } from './support/menus.js';
import { type Figure, printFigures } from './support/stats.js';

const ORDERS = 1_000;
const MENUS = 1_000;
const CHROMIUM_PATH = '/usr/bin/chromium';
const figures: Figure[] = [];

/** One signed-in client whose server may move (a restarted server listens on a new port). */
class Client {
  cookie = '';
  constructor(public base: string) {}
  async request<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { origin: this.base, 'x-requested-with': 'XMLHttpRequest', cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  async login(username: string): Promise<void> {
    const res = await this.request('POST', '/api/auth/login', { username, password: 'saji-demo' });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
  }
}

const PATHS = { save: '/api/restoorderho', pay: '/api/restoorderho/payment' } as const;

/** The till's send (lib/outbox/use-outbox.ts): an answer with a status is the server's, none the network's. */
const sender = (client: Client) => async (c: OutboxCommand) => {
  let res: { status: number; body: any };
  try {
    res = await client.request('POST', PATHS[c.kind], c.body);
  } catch (err) {
    throw new SendFailure(null, String(err));
  }
  if (res.status >= 300) throw new SendFailure(res.status, res.body?.message ?? String(res.status));
};

async function syncFigures(): Promise<void> {
  const store = await freshStore(process.env.DATABASE_URL, publishedTemplate('seeded'));
  const env = { SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0', ...store.env };
  let server: ServerProcess | null = await launchServer(env);
  try {
    const cashier = new Client(server.baseUrl);
    await cashier.login('cashier');
    const me = (await cashier.request('GET', '/api/auth/me')).body;
    const menus = (await cashier.request('GET', `/api/restoorderho/menu?outletid=${me.outletid}&limit=100`)).body.list;
    const groups = (await cashier.request('GET', `/api/restoorderho/modifiers?outletid=${me.outletid}`)).body as {
      menuid: number;
      minchoice: number;
    }[];
    const needs = new Set(groups.filter((g) => g.minchoice > 0).map((g) => g.menuid));
    const plain = menus.filter((m: { menuid: number }) => !needs.has(m.menuid)).slice(0, 10);

    // The till, offline: every command queued, none sent.
    const rows = new Map<number, OutboxCommand>();
    const outbox = await new Outbox({
      store: { load: async () => [...rows.values()], put: async (c) => void rows.set(c.seq, c), remove: async (s) => void rows.delete(s) },
      send: sender(cashier),
    }).open();
    const started = Date.now() - 60 * 60_000;
    for (let i = 0; i < ORDERS; i++) {
      const orderkey = crypto.randomUUID();
      const offlineat = new Date(started + i * 1_000).toISOString();
      const offlineno = `BENCH-1-${String(i + 1).padStart(6, '0')}`;
      const menu = plain[i % plain.length];
      const lines = [{ menuid: menu.menuid, qty: 1 + (i % 3), linenote: null }];
      await outbox.add({
        kind: 'save',
        orderkey,
        offlineno,
        body: { orderkey, ordertype: 'TAKE AWAY', tableids: [], pax: 1, lines, offlineat, offlineno },
      });
      const payments = [{ codepayment: 'CASH', paymentamount: 10_000_000 }];
      await outbox.add({ kind: 'pay', orderkey, offlineno, body: { orderkey, payments, printreceipt: false, offlineat } });
    }

    // Back online: the till drains, and tries every 5 s as it does (use-outbox.ts); halfway the server dies.
    const t0 = Date.now();
    let restart = 0;
    const killer = (async () => {
      while (outbox.current.commands.length > ORDERS) await new Promise((r) => setTimeout(r, 20));
      const down = Date.now();
      await server?.kill();
      server = await launchServer(env);
      cashier.base = server.baseUrl;
      restart = Date.now() - down;
    })();
    while (outbox.current.commands.length) {
      await outbox.drain();
      if (outbox.current.commands.some((c) => c.conflict))
        throw new Error(`conflict: ${outbox.current.commands.find((c) => c.conflict)?.conflict}`);
      if (outbox.current.commands.length) await new Promise((r) => setTimeout(r, 5_000));
    }
    await killer;
    const took = (Date.now() - t0) / 1000;

    // Every order once, paid once: the manager's order list of the day, page by page.
    const manager = new Client(cashier.base);
    await manager.login('manager');
    const seen = new Map<string, number>();
    const keys: string[] = [];
    let unpaid = 0;
    for (let page = 1; ; page++) {
      const res = await manager.request('GET', `/api/restoorderho?page=${page}&limit=50&sortBy=orderno`);
      for (const r of res.body.list as { orderkey: string; offlineno: string | null; orderstatus: number }[]) {
        if (!r.offlineno?.startsWith('BENCH-')) continue;
        seen.set(r.offlineno, (seen.get(r.offlineno) ?? 0) + 1);
        keys.push(r.orderkey);
        if (r.orderstatus !== 5) unpaid++;
      }
      if (page * 50 >= res.body.meta.total) break;
    }
    // One payment row each: every tenth order read whole (the list has no payments).
    let wrongPaid = unpaid;
    for (const key of keys.filter((_, i) => i % 10 === 0)) {
      const detail = (await manager.request('GET', `/api/restoorderho/detail/${key}`)).body;
      if (detail.payments.length !== 1) wrongPaid++;
    }
    const doubled = [...seen.values()].filter((n) => n > 1).length;
    figures.push({
      name: `${ORDERS} offline orders (save + payment) synced, a server kill and restart in the middle`,
      value: took,
      unit: 's',
      target: 60,
    });
    figures.push({ name: 'of it, the server down and starting again', value: restart / 1000, unit: 's' });
    figures.push({ name: 'orders on the server (none lost)', value: seen.size, unit: '', min: ORDERS, note: `${ORDERS} expected` });
    figures.push({ name: 'orders twice, unpaid, or paid twice (every tenth read whole)', value: doubled + wrongPaid, unit: '', target: 0 });
  } finally {
    await server?.stop();
    await store.drop();
  }
}

async function openOfflineFigures(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    figures.push({ name: 'POS opened offline (Chromium)', value: Number.NaN, unit: 's', note: `skipped: no Chromium at ${CHROMIUM_PATH}` });
    return;
  }
  if (!ensureWebBuild()) throw new Error('the web app failed to build');
  const store = await freshStore(process.env.DATABASE_URL, publishedTemplate('seeded'));
  const server = await launchServer({ SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0', ...store.env });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const admin = new Client(server.baseUrl);
    await admin.login('admin');
    await addMenus(
      (m, p, b) => admin.request(m, p, b),
      MENUS,
      (i) => ({
        menucode: `OF${String(i).padStart(4, '0')}`,
        menuname: `Menu Offline ${String(i).padStart(4, '0')}`,
        menusize: 'R',
        menucateg: 'FOOD',
        hargajualstd: 10_000 + (i % 50) * 1_000,
      }),
    );

    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/username/i).fill('cashier');
    await page.getByLabel(/password/i).fill('saji-demo');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${server.baseUrl}/pos`);
    await page.locator('[data-menuid]').first().waitFor();
    const shown = await page.evaluate(() => navigator.serviceWorker.ready.then(() => document.querySelectorAll('[data-menuid]').length));
    await page.waitForTimeout(1_500);
    // A till has opened its POS before the line drops: one more load online, so the timed reloads do not
    // stand right after the app's first load under the service worker (the browser's code cache still
    // empty), which is no till's case and made the first of them alone 1 s slower.
    await page.reload();
    await page.locator('[data-menuid]').first().waitFor();
    await page.waitForTimeout(1_500);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const runs: number[] = [];
    // The ticket beside the grid is drawn a frame after it: its time is told too, so the figure hides nothing.
    const tickets: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = Date.now();
      await page.reload();
      await page.locator('[data-menuid]').first().waitFor({ timeout: 30_000 });
      runs.push((Date.now() - t) / 1000);
      await page.getByTestId('total').waitFor({ timeout: 30_000 });
      tickets.push((Date.now() - t) / 1000);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const total = await page.evaluate(() => document.querySelectorAll('[data-menuid]').length);
    figures.push({
      name: `POS reloaded offline to a menu card, CPU 4x slower, worst of 3`,
      value: Math.max(...runs),
      unit: 's',
      target: 2,
      note: `reloads in order ${runs.map((r) => r.toFixed(2)).join(', ')} s (the ticket beside it at ${tickets.map((r) => r.toFixed(2)).join(', ')} s); ${total} cards drawn of the catalogue (first load drew ${shown})`,
    });
  } finally {
    await browser.close();
    await server.stop();
    await store.drop();
  }
}

async function main(): Promise<void> {
  await syncFigures();
  await openOfflineFigures();
}

main().then(
  () => process.exit(printFigures('Offline till', figures) ? 0 : 1),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
