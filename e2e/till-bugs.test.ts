// The till at lunch rush (issue 18): each bug a cashier or a manager hit, as they hit it, at 1024x768.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { atStep, clearToasts, expectToast, openPos, tapMenu, useEnglish } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';
import { modal, rowOf, rows } from './support/screen.js';

describeE2e('The till at lunch rush: the bugs', () => {
  let app: RunningApp;
  let browser: Browser;
  let cashierApi: ApiClient;
  let managerApi: ApiClient;
  let cashier: Page;
  let manager: Page;
  let menuid: number;
  const pageErrors: string[] = [];

  async function page(username: string): Promise<Page> {
    const p = await (await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true })).newPage();
    p.on('pageerror', (err) => pageErrors.push(err.message));
    await useEnglish(p);
    await signIn(p, app.baseUrl, username);
    return p;
  }
  const takeAway = async (api: ApiClient) => {
    const orderkey = crypto.randomUUID();
    const res = await api.request('POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines: [{ menuid, qty: 1 }],
    });
    expect(res.status).toBe(200);
    return res.body.header as { orderkey: string; orderno: string; total: number };
  };

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    [cashierApi, managerApi] = [apiClient(app.baseUrl), apiClient(app.baseUrl)];
    await Promise.all([cashierApi.login('cashier'), managerApi.login('manager')]);
    menuid = (await cashierApi.request('GET', '/api/restoorderho/menu')).body.list[0].menuid;
    [cashier, manager] = await Promise.all([page('cashier'), page('manager')]);
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });
  beforeEach(async () => {
    await cashier.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('saji.pos.')) localStorage.removeItem(k);
    });
    await openPos(cashier, app.baseUrl);
    await clearToasts(cashier);
  });

  it('1: a new phone on a delivery is a new customer, not the previous one renamed; part of a phone lists the matches', async () => {
    const known = (await cashierApi.request('GET', '/api/restocustomer?limit=1&sortBy=PhoneNo')).body.list[0];
    await cashier.getByText('Delivery', { exact: true }).click();
    await atStep(cashier, 'delivery');
    const phone = cashier.getByLabel('Phone no.');
    await phone.fill(known.PhoneNo);
    await cashier.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => cashier.getByLabel('Customer name').inputValue()).toBe(known.customernm);
    await phone.fill('081299998888');
    await cashier.getByRole('button', { name: 'Find' }).click();
    await cashier.getByTestId('customer-status').filter({ hasText: 'New customer' }).waitFor();
    expect(await cashier.getByLabel('Customer name').inputValue()).toBe('');
    expect(await cashier.getByLabel('Delivery address').inputValue()).toBe('');

    await phone.fill(known.PhoneNo.slice(0, 6));
    await cashier.getByRole('button', { name: 'Find' }).click();
    const match = cashier.getByTestId('phone-matches').getByRole('button', { name: new RegExp(known.customernm) });
    await match.click();
    expect(await cashier.getByLabel('Customer name').inputValue()).toBe(known.customernm);
    expect(await phone.inputValue()).toBe(known.PhoneNo);
  });

  it('2 and 8: the payment keypad stops at what the server accepts, and an empty amount is asked for', async () => {
    await cashier.getByText('Take away', { exact: true }).click();
    await tapMenu(cashier, 'Gado-Gado');
    await cashier.keyboard.press('F8');
    await atStep(cashier, 'payment');
    const keypad = cashier.getByRole('main');
    await keypad.getByRole('button', { name: 'C', exact: true }).click();
    await cashier.getByRole('button', { name: 'OK', exact: true }).click();
    await expectToast(cashier, 'Please enter Amount!');
    await clearToasts(cashier);
    for (let i = 0; i < 24; i++) await keypad.getByRole('button', { name: '9', exact: true }).click();
    // The ceiling of a payment row is 10,000,000,000: ten nines is as far as the keypad goes.
    expect(await cashier.getByTestId('keypad-value').textContent()).toBe('9999999999');
    await cashier.keyboard.press('F10');
    await cashier.locator('.mantine-Notification-root').first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('3: a double click on Void sends one void and closes its dialog as done', async () => {
    const order = await takeAway(managerApi);
    await manager.goto(`${app.baseUrl}/orders`);
    await manager.locator('main form').getByText('Open', { exact: true }).click();
    await manager.getByRole('button', { name: 'Apply Filter' }).click();
    await rowOf(manager, order.orderno).click();
    const voids: number[] = [];
    manager.on('response', (r) => r.url().includes('/api/restoorderho/void') && voids.push(r.status()));
    await manager.getByRole('button', { name: 'Void Order', exact: true }).first().click();
    await modal(manager).getByLabel('Void reason').fill('Guest left');
    await modal(manager).getByRole('button', { name: 'Void', exact: true }).dblclick();
    await expectToast(manager, 'Update Successfully');
    await modal(manager).waitFor({ state: 'detached' });
    expect(voids.every((s) => s === 200)).toBe(true);
    expect(voids.length).toBeGreaterThanOrEqual(1);
    const detail = await managerApi.request('GET', `/api/restoorderho/detail/${order.orderkey}`);
    expect(detail.body.header).toMatchObject({ isvoid: '1', voidreason: 'Guest left' });
  });

  it('4: zero and negative values are refused with the field marked, never clamped and saved', async () => {
    await manager.goto(`${app.baseUrl}/tables`);
    await rows(manager).first().click();
    await manager.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const before = await manager.getByLabel('Capacity').inputValue();
    await manager.getByLabel('Capacity').fill('-2');
    await manager.getByLabel('Capacity').blur();
    expect(await manager.getByLabel('Capacity').inputValue()).toBe('-2');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(manager, 'Please fill the form correctly.');
    expect(await manager.getByLabel('Capacity').getAttribute('aria-invalid')).toBe('true');
    await manager.getByLabel('Capacity').fill(before);

    const admin = await page('admin');
    await admin.goto(`${app.baseUrl}/outlets`);
    await rowOf(admin, 'Saji Senayan').click();
    await admin.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await admin.getByLabel('Service charge (%)').fill('-5');
    await admin.getByLabel('Max. dine time (minutes)').fill('-30');
    await admin.getByLabel('Outlet name').fill('x'.repeat(101));
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(admin, 'Please fill the form correctly.');
    expect(await admin.getByLabel('Service charge (%)').getAttribute('aria-invalid')).toBe('true');
    expect(await admin.getByLabel('Max. dine time (minutes)').getAttribute('aria-invalid')).toBe('true');
    expect(await admin.getByLabel('Service charge (%)').inputValue()).toBe('-5');
    // Friendly words for a limit, in the screen's language (not the validator's own English).
    await admin.getByText('At most 100 characters').waitFor();
    await admin.close();
  });

  it('5 and 6: the table filter matches part of a name, and the list keeps its filter after View Order and Back', async () => {
    const tables = (await managerApi.request('GET', '/api/restoorderho/listtable')).body.flatMap((g: { tables: unknown[] }) => g.tables);
    const t01 = tables.find((t: { tablename: string }) => t.tablename === 'T01').tableid;
    const saved = await managerApi.request('POST', '/api/restoorderho', {
      orderkey: crypto.randomUUID(),
      ordertype: 'DINE IN',
      tableids: [t01],
      pax: 2,
      lines: [{ menuid, qty: 1 }],
    });
    const orderno = saved.body.header.orderno;
    await manager.goto(`${app.baseUrl}/orders`);
    await manager.locator('main form').getByText('Open', { exact: true }).click();
    await manager.getByLabel('Table name').fill('t0');
    await manager.getByRole('button', { name: 'Apply Filter' }).click();
    await rowOf(manager, orderno).waitFor();
    await rowOf(manager, orderno).click();
    await manager.getByRole('button', { name: 'View Order', exact: true }).first().click();
    await manager.waitForURL(/\/pos\//);
    await manager.goBack();
    await rowOf(manager, orderno).waitFor();
    expect(await manager.getByLabel('Table name').inputValue()).toBe('t0');
    // Opened afresh, the list starts from the spec's defaults again.
    await manager.goto(`${app.baseUrl}/orders`);
    await manager.getByLabel('Table name').waitFor();
    expect(await manager.getByLabel('Table name').inputValue()).toBe('');

    // At 1366 px beside the menu the list fits without scrolling sideways.
    await manager.setViewportSize({ width: 1366, height: 768 });
    const widths = await manager.evaluate(() => ({
      table: document.querySelector('main table')?.getBoundingClientRect().width ?? 0,
      main: document.querySelector('main')?.clientWidth ?? 0,
    }));
    expect(widths.table).toBeLessThanOrEqual(widths.main);
    await manager.setViewportSize({ width: 1024, height: 768 });
  });

  it('7: a cashier opening a screen the role may not use is told so', async () => {
    await cashier.goto(`${app.baseUrl}/accounting/periods`);
    await cashier.getByTestId('not-allowed').waitFor();
    await cashier.getByText('Not allowed').waitFor();
  });

  it('minor: a completed order opened to look at has no Complete to press; an admin header says All outlets', async () => {
    const order = await takeAway(cashierApi);
    const paid = await cashierApi.request('POST', '/api/restoorderho/payment', {
      orderkey: order.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: order.total }],
    });
    expect(paid.status).toBe(200);
    await openPos(cashier, app.baseUrl, `/pos/${order.orderkey}`);
    await atStep(cashier, 'payment');
    await expect(cashier.getByRole('button', { name: /^Complete/ }).isDisabled()).resolves.toBe(true);

    const admin = await page('admin');
    await admin.goto(`${app.baseUrl}/`);
    await expect.poll(() => admin.getByTestId('header-company').textContent()).toContain('All outlets');
    await admin.close();
  });
});
