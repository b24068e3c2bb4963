// The till without a network in Chromium (issue 29): orders of every type sold and paid offline, a
// reload offline that opens the POS from its cache, and every order on the server once when the line
// is back, with its provisional number and the time it was sold, and the kitchen's ticket of each
// printed once, by the server, when the order arrives.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeText } from '../apps/server/src/platform/escpos.js';
import { type LoopbackPrinter, loopbackPrinter } from '../apps/server/src/test/printer.js';
import { atStep, clearToasts, expectToast, openPos, pos, shownTotal, showTables, tapMenu, tapTable, typeAmount } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage, TILL } from './support/browser.js';
import { artifactsDir } from './support/server.js';

interface Row {
  orderkey: string;
  orderno: string;
  offlineno: string | null;
  orderdate: string;
  ordertype: string;
  orderstatus: number;
}

describeE2e('the till offline', () => {
  let app: RunningApp;
  let browser: Browser;
  let manager: ApiClient;
  let page: Page;
  let kitchenPrinter: LoopbackPrinter;
  let outletid: number;
  const badge = () => pos(page).getByTestId('outbox-badge');
  const startedAt = Date.now();

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    manager = apiClient(app.baseUrl);
    await manager.login('manager');
    // The outlet prints kitchen tickets on a network printer: a loopback listener counts what it gets.
    kitchenPrinter = await loopbackPrinter();
    const admin = apiClient(app.baseUrl);
    await admin.login('admin');
    outletid = (await manager.request<{ outletid: number }>('GET', '/api/auth/me')).body.outletid;
    const outlet = (await admin.request<Record<string, unknown>>('GET', `/api/restooutlet/${outletid}`)).body;
    const set = await admin.request('POST', '/api/restooutlet', { ...outlet, kitchenorder: '1', kitchenprinter: kitchenPrinter.address });
    expect(set.status).toBe(200);
    page = await signedInPage(browser, app.baseUrl, 'cashier', TILL);
    // Receipts offline print in a window of their own: closed as they open.
    page.context().on('page', (p) => void p.close().catch(() => undefined));
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
    await kitchenPrinter?.close();
  });

  /** Pays the whole total in cash (the receipt prints in the browser); the till starts a new order. */
  async function payCash(): Promise<void> {
    await page.keyboard.press('F8');
    await atStep(page, 'payment');
    await typeAmount(page, 0, await shownTotal(page));
    await page.keyboard.press('F10');
    await expectToast(page, 'Complete successfully');
    await atStep(page, 'menu');
    await clearToasts(page);
  }

  async function takeAway(...menus: string[]): Promise<void> {
    await page.getByText('Take away', { exact: true }).click();
    await atStep(page, 'menu');
    for (const m of menus) await tapMenu(page, m);
    await payCash();
  }

  async function delivery(name: string, menu: string): Promise<void> {
    await page.getByText('Delivery', { exact: true }).click();
    await atStep(page, 'delivery');
    await page.getByLabel('Phone no.').fill(`0812${String(Date.now()).slice(-7)}`);
    await page.getByLabel('Customer name').fill(name);
    await page.getByLabel('Delivery address').fill('Jl. Cikini Raya No. 12');
    await page.getByLabel('Courier').fill('GoFood');
    await page.getByRole('button', { name: 'To menu' }).click();
    await atStep(page, 'menu');
    await tapMenu(page, menu);
    await payCash();
  }

  /** Seats a table, saves (the kitchen gets it when the line is back), then pays it from the board. */
  async function dineIn(table: string, menu: string): Promise<void> {
    await tapTable(page, table);
    await tapMenu(page, menu);
    await page.keyboard.press('F4');
    await expectToast(page, 'Kept offline');
    await clearToasts(page);
    await tapTable(page, table, 'payment');
    await typeAmount(page, 0, await shownTotal(page));
    await page.keyboard.press('F10');
    await expectToast(page, 'Complete successfully');
    await atStep(page, 'menu');
    await clearToasts(page);
  }

  /** Another terminal seats `table` while this one is offline (through the API, as a manager). */
  async function seatElsewhere(table: string): Promise<void> {
    const board = await manager.request<{ tables: { tablename: string; tableid: number; outletid: number }[] }[]>(
      'GET',
      '/api/restoorderho/listtable',
    );
    const card = board.body.flatMap((g) => g.tables).find((t) => t.tablename === table);
    if (!card) throw new Error(`no table ${table}`);
    const menus = await manager.request<{ list: { menuid: number; menuname: string }[] }>(
      'GET',
      `/api/restoorderho/menu?outletid=${card.outletid}`,
    );
    const menuid = menus.body.list.find((m) => m.menuname === 'Gado-Gado')?.menuid;
    const body = { orderkey: crypto.randomUUID(), ordertype: 'DINE IN', tableids: [card.tableid], pax: 2, lines: [{ menuid, qty: 1 }] };
    expect((await manager.request('POST', '/api/restoorderho', body)).status).toBe(200);
  }

  async function offlineOrders(): Promise<Row[]> {
    const res = await manager.request<{ list: Row[] }>('GET', '/api/restoorderho?page=1&limit=50&sortBy=orderno');
    expect(res.status).toBe(200);
    return res.body.list.filter((r) => r.offlineno);
  }

  it('sells every order type offline, reloads offline into the same till, and sends each order once when back', async () => {
    await openPos(page, app.baseUrl);
    await page.locator('[data-menuid]').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The lookups are written to the cache a moment after they are answered.
    await page.waitForTimeout(1_000);

    await page.context().setOffline(true);
    await takeAway('Nasi Goreng Kampung', 'Es Kopi Susu');
    await expect.poll(() => badge().getAttribute('data-connection')).toBe('offline');
    await dineIn('T05', 'Ayam Penyet');
    await delivery('Rina Offline', 'Capcay Goreng');
    await page.screenshot({ path: `${artifactsDir}/offline-badge.png` });
    expect(Number(await badge().getAttribute('data-waiting'))).toBeGreaterThanOrEqual(3);

    await page.reload();
    await pos(page).waitFor();
    await page.locator('[data-menuid]').first().waitFor();
    await expect.poll(() => badge().getAttribute('data-connection')).toBe('offline');
    await showTables(page);
    await page.getByTestId('offline-board-note').waitFor();
    await page.screenshot({ path: `${artifactsDir}/offline-tables.png` });
    await dineIn('T06', 'Iga Bakar');
    await page.screenshot({ path: `${artifactsDir}/offline-after-reload.png` });
    expect(await offlineOrders()).toEqual([]);
    // Meanwhile another terminal, online, seats T07, which this till seats offline too.
    await seatElsewhere('T07');
    await dineIn('T07', 'Gulai Kambing');

    await page.context().setOffline(false);
    // T07's save is refused and holds its payment; it stays, with what the guest paid, for the cashier to resolve.
    await expect.poll(() => badge().textContent(), { timeout: 60_000 }).toContain('1 to resolve');
    expect(await badge().getAttribute('data-waiting')).toBe('2');
    await badge().click();
    const conflict = page.getByTestId('outbox-conflict');
    await conflict.getByText(/T07/).waitFor();
    // The popover fades in: the picture is taken once it has.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${artifactsDir}/offline-conflict.png` });
    await conflict.getByRole('button', { name: 'Send as take-away' }).click();
    await expect.poll(() => badge().getAttribute('data-waiting'), { timeout: 60_000 }).toBe('0');
    const sent = await offlineOrders();
    expect(sent.map((r) => r.ordertype).sort()).toEqual(['DELIVERY', 'DINE IN', 'DINE IN', 'TAKE AWAY', 'TAKE AWAY']);
    expect(new Set(sent.map((r) => r.offlineno)).size).toBe(5);
    for (const r of sent) {
      expect(r.orderstatus, r.offlineno ?? '').toBe(5);
      expect(r.orderno).not.toBe(r.offlineno);
      expect(Date.parse(r.orderdate)).toBeGreaterThanOrEqual(startedAt - 1_000);
    }

    // The kitchen: exactly one ticket for each order taken offline, queued when it arrived and printed
    // once (none in the browser offline, none again for a resent save or its payment).
    const jobs = await manager.request<{ kind: string; orderkey: string | null }[]>('GET', `/api/printjobs?outletid=${outletid}&limit=200`);
    expect(jobs.status).toBe(200);
    for (const r of sent)
      expect(jobs.body.filter((j) => j.kind === 'kitchen' && j.orderkey === r.orderkey).length, `kitchen jobs of ${r.offlineno}`).toBe(1);
    const printedFor = (orderno: string) => kitchenPrinter.received.filter((b) => decodeText(b).includes(`No  : ${orderno}`)).length;
    await expect.poll(() => sent.every((r) => printedFor(r.orderno) >= 1), { timeout: 30_000 }).toBe(true);
    // A late duplicate would arrive within the print worker's first retries: wait past them.
    await page.waitForTimeout(3_000);
    for (const r of sent) expect(printedFor(r.orderno), `kitchen tickets printed of ${r.offlineno}`).toBe(1);
  }, 200_000);
});
