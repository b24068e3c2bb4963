// The POS screen's other order shapes in Chromium: take-away, delivery for a known and for a new
// customer (saved with the order), and one party seated at joined tables.
import type { Browser, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import {
  atStep,
  clearToasts,
  detailOf,
  expectToast,
  lines,
  openPos,
  orderOnTable,
  rupiah,
  setPax,
  shownTotal,
  showTables,
  tableCard,
  tapMenu,
  typeAmount,
  useEnglish,
} from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, signedInFile } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';

describeE2e('POS order screen: take-away, delivery, joined tables', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  let page: Page;

  signedInFile('cashier', (s) => ({ app, browser, page, api } = s), { api: true });
  beforeEach(async () => {
    await openPos(page, app.baseUrl);
    await clearToasts(page);
  });

  /** Pays the whole total in cash; the next order then starts at the menu, dine-in again. */
  async function payExactCash(on = page): Promise<void> {
    await on.keyboard.press('F8');
    await atStep(on, 'payment');
    await typeAmount(on, 0, await shownTotal(on));
    await on.keyboard.press('F10');
    await expectToast(on, 'Complete successfully');
    await atStep(on, 'menu');
    expect(await on.getByTestId('ticket-where').textContent()).toBe('No table yet · PAX 2');
  }

  /** The order key of the next order the screen sends to the server (save or payment). */
  function nextOrderKey(on = page): Promise<string> {
    return on
      .waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/restoorderho(\/payment)?$/.test(new URL(r.url()).pathname) && r.ok(),
      )
      .then(async (r) => (await r.json()).header.orderkey);
  }

  /** From a filled delivery form: to the menu, one item, saved open; the order names the customer and courier. */
  async function saveDeliveryOf(customer: Record<string, unknown>, deliverby: string, menu: string): Promise<void> {
    await page.getByRole('button', { name: 'To menu' }).click();
    await atStep(page, 'menu');
    await tapMenu(page, menu);
    const key = nextOrderKey();
    await page.keyboard.press('F4');
    await expectToast(page, 'Save Request');
    const { customerid, customernm, PhoneNo, DeliveryAddr } = customer;
    expect((await detailOf(api, await key)).header).toMatchObject({
      ordertype: 'DELIVERY',
      customerid,
      customernm,
      PhoneNo,
      DeliveryAddr,
      deliverby,
      orderstatus: 1,
    });
  }

  it('takes away: no table, one guest, the notice, paid at once', async () => {
    const popup = page.context().waitForEvent('page');
    await page.getByText('Take away', { exact: true }).click();
    await expectToast(page, 'Take away transaction is selected');
    await atStep(page, 'menu');
    await page.getByText('Take away transaction is selected').first().waitFor();
    await tapMenu(page, 'Nasi Goreng Kampung');
    await tapMenu(page, 'Es Kopi Susu');
    const key = nextOrderKey();
    await payExactCash();
    await (await popup).close();
    const detail = await detailOf(api, await key);
    expect(detail.header).toMatchObject({ ordertype: 'TAKE AWAY', pax: 1, tableid: 0, orderstatus: 5, changeamt: 0 });
    expect(detail.lines).toHaveLength(2);
  });

  it('delivers to a known customer found by phone, name and address filled in', async () => {
    const known = (await api.request('GET', '/api/restocustomer?page=1&limit=1&sortBy=customernm')).body.list[0];
    await page.getByText('Delivery', { exact: true }).click();
    await atStep(page, 'delivery');
    await page.getByLabel('Phone no.').fill(known.PhoneNo);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('customer-status').getByText('Customer found').waitFor();
    expect(await page.getByLabel('Customer name').inputValue()).toBe(known.customernm);
    expect(await page.getByLabel('Delivery address').inputValue()).toBe(known.DeliveryAddr);
    await page.getByLabel('Courier').fill('GoFood');
    await saveDeliveryOf(known, 'GoFood', 'Rendang Sapi');
  });

  it('delivers to a new customer, who is saved with the order', async () => {
    const phone = '0812 7788 9911';
    expect((await api.request('GET', '/api/restocustomer/byphone/081277889911')).status).toBe(404);
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Phone no.').fill(phone);
    await page.getByRole('button', { name: 'Find' }).click();
    await page
      .getByTestId('customer-status')
      .getByText(/new customer/i)
      .waitFor();
    await page.getByLabel('Customer name').fill('Rina Marlina');
    await page.getByLabel('Delivery address').fill('Jl. Cikini Raya No. 12');
    await page.getByLabel('Courier').fill('GrabFood');
    await page.getByRole('button', { name: 'To menu' }).click();
    await tapMenu(page, 'Soto Betawi');
    const key = nextOrderKey();
    const popup = page.context().waitForEvent('page');
    await payExactCash();
    await (await popup).close();
    const customer = await api.request('GET', '/api/restocustomer/byphone/081277889911');
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({ customernm: 'Rina Marlina', DeliveryAddr: 'Jl. Cikini Raya No. 12' });
    const detail = await detailOf(api, await key);
    expect(detail.header).toMatchObject({ customerid: customer.body.customerid, orderstatus: 5, deliverby: 'GrabFood' });
  });

  it('delivers to a customer picked from the customer list: 20 a page by name, phone, name and address filled in', async () => {
    const byName = (await api.request('GET', '/api/restocustomer?page=1&limit=20&sortBy=customernm&sortDir=asc')).body.list;
    await page.getByText('Delivery', { exact: true }).click();
    await atStep(page, 'delivery');
    await page.getByRole('button', { name: 'Customer list' }).click();
    const list = page.getByRole('dialog', { name: 'List of Customer' });
    const rows = list.locator('tbody tr');
    await rows.filter({ hasText: byName[0].PhoneNo }).waitFor();
    expect(await rows.locator('td:first-child').allTextContents()).toEqual(byName.map((c: { customernm: string }) => c.customernm));

    // Found by a part of the name, picked by a click.
    const [picked] = (await api.request('GET', '/api/restocustomer?page=1&limit=1&sortBy=customernm&customernm=Hidayat')).body.list;
    await list.getByLabel('Customer Name').fill('Hidayat');
    await rows.filter({ hasText: picked.PhoneNo }).click();
    await list.waitFor({ state: 'detached' });
    await page.getByTestId('customer-status').getByText('Customer found').waitFor();
    expect(await page.getByLabel('Phone no.').inputValue()).toBe(picked.PhoneNo);
    expect(await page.getByLabel('Customer name').inputValue()).toBe(picked.customernm);
    expect(await page.getByLabel('Delivery address').inputValue()).toBe(picked.DeliveryAddr);

    await page.getByRole('button', { name: 'ShopeeFood' }).click();
    await saveDeliveryOf(picked, 'ShopeeFood', 'Soto Betawi');
  });

  it('lets an admin take a take-away order at another outlet, with its prices and numbers; the pick is kept', async () => {
    expect(await page.getByTestId('pos-outlet').count()).toBe(0);
    const adminApi = apiClient(app.baseUrl);
    await adminApi.login('admin');
    const outlets = (await adminApi.request('GET', '/api/restooutlet?limit=50')).body.list as { outletid: number; outletcode: string }[];
    const seminyak = outlets.find((o) => o.outletcode === 'DPS01')?.outletid as number;
    const menus = (await adminApi.request('GET', `/api/restoorderho/menu?outletid=${seminyak}`)).body.list;
    const price = menus.find((m: { menuname: string }) => m.menuname === 'Nasi Goreng Kampung').hargajual;

    const admin = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await useEnglish(admin);
    await signIn(admin, app.baseUrl, 'admin');
    await openPos(admin, app.baseUrl);
    await atStep(admin, 'menu');
    // The profile's outlet first, then Seminyak from the outlet list.
    await admin.getByTestId('pos-outlet').getByText('Saji Senayan').waitFor();
    await admin.getByTestId('pos-outlet').click();
    await admin.getByRole('dialog', { name: 'List of Outlet/Branch' }).locator('tbody tr').filter({ hasText: 'Saji Seminyak' }).click();
    await admin.getByTestId('pos-outlet').getByText('Saji Seminyak').waitFor();
    // Its own tables (a Garden there) ...
    await showTables(admin);
    await admin.getByRole('tab', { name: /^Garden/ }).waitFor();

    await admin.getByText('Take away', { exact: true }).click();
    await expectToast(admin, 'Take away transaction is selected');
    await tapMenu(admin, 'Nasi Goreng Kampung');
    // ... and its own prices.
    expect(rupiah((await lines(admin).first().getByTestId('line-amount').textContent()) ?? '')).toBe(price);
    const key = nextOrderKey(admin);
    const popup = admin.context().waitForEvent('page');
    await payExactCash(admin);
    await (await popup).close();
    const detail = await detailOf(adminApi, await key);
    expect(detail.header).toMatchObject({ outletid: seminyak, ordertype: 'TAKE AWAY', orderstatus: 5, servicepc: 7, createby: 'admin' });
    expect(detail.header.orderno).toMatch(/^DPS01-/);
    expect(detail.lines[0]).toMatchObject({ menuname: 'Nasi Goreng Kampung', hargajual: price });

    // This browser keeps the admin at Seminyak.
    await admin.reload();
    await admin.getByTestId('pos-outlet').getByText('Saji Seminyak').waitFor();
    await admin.context().close();

    // In Indonesian, whose labels are longer, the admin's top bar still fits 1024 px with home on screen.
    const indonesian = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await indonesian.addInitScript(() => localStorage.setItem('saji.lang', 'id'));
    await signIn(indonesian, app.baseUrl, 'admin');
    await openPos(indonesian, app.baseUrl);
    await atStep(indonesian, 'menu');
    const home = await indonesian.getByRole('button', { name: 'Beranda', exact: true }).boundingBox();
    expect((home?.x ?? 2000) + (home?.width ?? 0)).toBeLessThanOrEqual(1024);
    expect(await indonesian.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await indonesian.context().close();
  });

  it('joins two tables for a party too big for one: names comma-joined, capacity summed', async () => {
    await showTables(page);
    await setPax(page, '2');
    await tableCard(page, 'T03').click();
    await atStep(page, 'menu');
    await page.getByRole('button', { name: 'Join table' }).click();
    await atStep(page, 'table');
    await tableCard(page, 'T04').click();
    await atStep(page, 'menu');
    expect(await page.getByTestId('ticket-where').textContent()).toContain('T03, T04');
    // Eight guests fit the two tables together (4 + 6 seats), not either alone.
    await page.keyboard.press('F3');
    await setPax(page, '8');
    expect(await page.getByTestId('pax-value').textContent()).toContain('8');
    await page.getByRole('button', { name: 'To menu' }).click();
    await tapMenu(page, 'Iga Bakar');
    expect(await lines(page).count()).toBe(1);
    await page.keyboard.press('F4');
    await expectToast(page, 'Save Request');
    const key = await orderOnTable(api, 'T03');
    expect(await orderOnTable(api, 'T04')).toBe(key);
    const detail = await detailOf(api, key as string);
    expect(detail.header).toMatchObject({ tablename: 'T03, T04', tablecapacity: 10, pax: 8 });
    expect(detail.header.tableids).toHaveLength(2);
    // Both cards show the order.
    await showTables(page);
    await tableCard(page, 'T03').getByText(detail.header.orderno, { exact: false }).waitFor();
    await tableCard(page, 'T04').getByText(detail.header.orderno, { exact: false }).waitFor();
  });
});
