// Manage Team and the audit log in Chromium: an admin makes a cashier from an employee, the cashier
// sets their password through the one-time link and is signed in, the admin moves them to another
// outlet (their session ends at once) and deactivates them; the audit log shows each step and a void.
// A manager sees only their outlet's users and may give only the Cashier group.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, openEnglishPage, signedInPage, signIn } from './support/browser.js';
import { column, pickInLookup, rowOf, rows } from './support/screen.js';

const NEW_PASSWORD = 'Rendang-Sapi-Pedas-9';
const USERNAME = 'saji.emp-0004';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

describeE2e('Manage Team and the audit log in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  let link: string;

  /** Opens the user's form from the list (select the row, then Edit) and waits for it. */
  async function editUser(page: Page, username: string) {
    await rowOf(page, username).first().click();
    await button(page, 'Edit').click();
    await page.getByRole('heading', { name: `Edit User ${username}` }).waitFor();
  }

  async function pickOutlet(page: Page, label: string) {
    await page.getByRole('combobox', { name: 'Outlet' }).click();
    await page.getByRole('option', { name: label }).click();
  }

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    admin = await signedInPage(browser, app.baseUrl, 'admin');
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('makes a cashier from an employee and shows the set-password link once', async () => {
    await admin.goto(`${app.baseUrl}/users`);
    await admin.getByRole('heading', { name: 'List of User / Manage Team' }).waitFor();
    expect(await column(admin, 1)).toEqual(['admin', 'cashier', 'kitchen', 'manager']);
    await button(admin, 'Add').click();
    await button(admin, 'Pick an employee').click();
    await pickInLookup(admin, 'Dedi Kurniawan');
    await expect.poll(() => admin.getByTestId('user-username').inputValue()).toBe(USERNAME);
    await admin.getByRole('radio', { name: 'Cashier' }).check();
    await pickOutlet(admin, 'JKT01 | Saji Senayan');
    await button(admin, 'Save').click();
    link = await admin.getByTestId('setup-link').inputValue();
    expect(link).toMatch(/\/setup\?token=/);
    await button(admin, 'Done').click();
    await rowOf(admin, USERNAME).waitFor();
    expect(await rowOf(admin, USERNAME).textContent()).toMatch(/Dedi Kurniawan[\s\S]*JKT01 \| Saji Senayan[\s\S]*Cashier[\s\S]*Active/);
  });

  it('lets the cashier set the password through the link, once; a move to another outlet ends their session', async () => {
    const cashier = await openEnglishPage(browser);
    await cashier.goto(link);
    const fields = cashier.locator('input[type="password"]');
    await fields.nth(0).fill('password123');
    await fields.nth(1).fill('password123');
    await button(cashier, 'Save and sign in').click();
    await cashier.getByRole('alert').filter({ hasText: 'too common' }).waitFor();
    await fields.nth(0).fill(NEW_PASSWORD);
    await fields.nth(1).fill(NEW_PASSWORD);
    await button(cashier, 'Save and sign in').click();
    await cashier.getByTestId('header-user').filter({ hasText: 'Dedi Kurniawan' }).waitFor();

    await editUser(admin, USERNAME);
    await pickOutlet(admin, 'BDG01 | Saji Braga');
    await button(admin, 'Save').click();
    await rowOf(admin, USERNAME).filter({ hasText: 'Saji Braga' }).waitFor();

    // The next request of the cashier's screen finds no session: back to the sign-in page.
    await cashier.goto(`${app.baseUrl}/orders`);
    await cashier.waitForURL(/\/login/);
    await signIn(cashier, app.baseUrl, USERNAME, NEW_PASSWORD);
    await cashier.getByTestId('header-company').filter({ hasText: 'Saji Braga' }).waitFor();
    await cashier.context().close();
  });

  it('deactivates the user: shown Inactive, and the sign-in is refused', async () => {
    await editUser(admin, USERNAME);
    await admin.getByRole('switch', { name: 'Active' }).uncheck();
    await button(admin, 'Save').click();
    await rowOf(admin, USERNAME).filter({ hasText: 'Inactive' }).waitFor();
    const api = apiClient(app.baseUrl);
    await expect(api.login(USERNAME, NEW_PASSWORD)).rejects.toThrow(/401/);
  });

  it('shows each step in the audit log, a void among them', async () => {
    const orderkey = await soldAndVoided(app.baseUrl);
    await admin.goto(`${app.baseUrl}/audit-log`);
    await admin.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await admin.getByRole('textbox', { name: 'Object key' }).fill(USERNAME);
    await button(admin, 'Apply Filter').click();
    await expect
      .poll(async () => (await column(admin, 3)).join(' '))
      // Newest first, in words: the refused sign-in, the deactivation, the sign-in at the new outlet, the move, the link, the creation.
      .toMatch(/Sign-in failed.*User changed.*Signed in.*User changed.*Password set.*User added/);
    await admin.getByRole('textbox', { name: 'Object key' }).fill(orderkey);
    await button(admin, 'Apply Filter').click();
    await rows(admin).filter({ hasText: 'Order voided' }).filter({ hasText: 'manager' }).waitFor();
    expect(await rows(admin).first().textContent()).toContain('Wrong order');
  });

  it("gives a manager their own outlet's users and only the Cashier group", async () => {
    const manager = await signedInPage(browser, app.baseUrl, 'manager');
    await manager.goto(`${app.baseUrl}/users`);
    await expect.poll(() => column(manager, 1)).toEqual(['cashier', 'kitchen', 'manager']);
    await button(manager, 'Add').click();
    expect(await manager.getByRole('radio', { name: 'Manager' }).isDisabled()).toBe(true);
    expect(await manager.getByRole('button', { name: 'Pick the company' }).count()).toBe(0);
    await manager.context().close();
  });

  /** A take-away sale by the demo cashier, voided by the manager: the key of the order. */
  async function soldAndVoided(baseUrl: string): Promise<string> {
    const cashier: ApiClient = apiClient(baseUrl);
    await cashier.login('cashier');
    const menuid = (await cashier.request('GET', '/api/restoorderho/menu?limit=1')).body.list[0].menuid;
    const orderkey = crypto.randomUUID();
    const saved = await cashier.request('POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      pax: 1,
      lines: [{ menuid, qty: 1 }],
    });
    await cashier.request('POST', '/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: saved.body.header.total }],
    });
    const manager = apiClient(baseUrl);
    await manager.login('manager');
    const voided = await manager.request('PUT', '/api/restoorderho/void', { orderkey, voidreason: 'Wrong order' });
    expect(voided.status).toBe(200);
    return orderkey;
  }
});
