// Every message the POS screen owes the cashier (spec sections 5 and 8), and view-only mode for a
// completed order: nothing on it can be saved, printed or drawn from the cash drawer.
import type { Browser, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import * as pos from './pos-helpers.js';
import type { ApiClient } from './support/api.js';
import { type RunningApp, signedInFile } from './support/app.js';
import { describeE2e, signedInPage, TILL } from './support/browser.js';

describeE2e('POS order screen: validation messages and view-only mode', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  let page: Page;

  signedInFile('cashier', (s) => ({ app, browser, page, api } = s), { api: true, page: TILL });
  beforeEach(async () => {
    // Each case starts from an empty terminal.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('saji.pos.')) localStorage.removeItem(k);
    });
    await pos.openPos(page, app.baseUrl);
    await pos.clearToasts(page);
  });

  async function expectMessage(message: string): Promise<void> {
    await pos.expectToast(page, message);
    await pos.clearToasts(page);
  }

  it('table step: no PAX, a party bigger than the table, the same table twice', async () => {
    await pos.showTables(page);
    await page.locator('aside').getByRole('button', { name: 'C', exact: true }).click();
    await pos.tableCard(page, 'T02').click();
    await expectMessage('Please enter PAX!');
    await pos.atStep(page, 'table');

    await pos.setPax(page, '7');
    await pos.tableCard(page, 'T01').click();
    await expectMessage('Pax 7 is more than the capacity of table T01 (2)');
    await pos.atStep(page, 'table');

    await pos.setPax(page, '2');
    await pos.tableCard(page, 'T01').click();
    await pos.atStep(page, 'menu');
    await page.getByRole('button', { name: 'Join table' }).click();
    await pos.tableCard(page, 'T01').click();
    await expectMessage('T01 already in the list');
    // The PAX counter never goes below 1.
    await pos.setPax(page, '1');
    await page.getByRole('button', { name: 'PAX -' }).click({ force: true });
    expect(await page.getByTestId('pax-value').textContent()).toContain('1');
  });

  it('menu step: saving without a table, saving or paying without a menu', async () => {
    // A new order opens at the menu with no table: a dine-in order is incomplete without one, saved or paid.
    await pos.atStep(page, 'menu');
    await pos.tapMenu(page, 'Iga Bakar');
    await page.keyboard.press('F4');
    await expectMessage('Please fill the form correctly.');
    await pos.atStep(page, 'table');
    await page.keyboard.press('F2');
    await pos.atStep(page, 'menu');
    await page.keyboard.press('F8');
    await expectMessage('Please fill the form correctly.');
    await pos.atStep(page, 'table');
    await pos.tableCard(page, 'T02').click();
    await pos.atStep(page, 'menu');
    await page.getByRole('button', { name: /^Delete Iga Bakar/ }).click();
    await pos.atStep(page, 'menu');
    await page.keyboard.press('F4');
    await expectMessage('Please select menu !');
    await page.keyboard.press('F8');
    await expectMessage('Please select menu !');
    await pos.atStep(page, 'menu');
  });

  it('delivery: an incomplete form', async () => {
    await page.getByText('Delivery', { exact: true }).click();
    await pos.atStep(page, 'delivery');
    await page.getByRole('button', { name: 'To menu' }).click();
    await expectMessage('Please fill Delivery form correctly.');
    await page.getByLabel('Phone no.').fill('081234567890');
    await page.getByLabel('Customer name').fill('Budi');
    await page.getByRole('button', { name: 'To menu' }).click();
    await expectMessage('Please fill Delivery form correctly.');
    await pos.atStep(page, 'delivery');
  });

  it('payment step: amount, type, note, not enough; the change; cancelling clears payments', async () => {
    await page.getByText('Take away', { exact: true }).click();
    await expectMessage('Take away transaction is selected');
    await pos.tapMenu(page, 'Iga Bakar');
    await page.keyboard.press('F8');
    await pos.atStep(page, 'payment');
    const total = await pos.shownTotal(page);

    await page.keyboard.press('F10');
    await expectMessage('Please enter Amount!');

    await pos.setPaymentType(page, 0, '');
    await pos.typeAmount(page, 0, total);
    await page.keyboard.press('F10');
    await expectMessage('Please fill Payment Type');

    await pos.setPaymentType(page, 0, 'QRIS');
    await page.keyboard.press('F10');
    await expectMessage('Please fill Payment Note');

    await pos.setPaymentNote(page, 0, 'REF 0099');
    await pos.typeAmount(page, 0, total - 1);
    await page.keyboard.press('F10');
    await expectMessage('Payment is not enough !');

    // Cancelling payment returns to the menu and clears the payments.
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await pos.atStep(page, 'menu');
    await page.keyboard.press('F8');
    await pos.atStep(page, 'payment');
    expect(await page.getByTestId('payment-row').count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Payment type 1' }).inputValue()).toBe('CASH');
  });

  it('opens a completed order view-only: loading notice, payments shown, save, print and drawer refused', async () => {
    // A paid order, made through the API.
    const board = (await api.request('GET', '/api/restoorderho/listtable')).body;
    const table = board[0].tables.find((t: any) => !t.orderkey && t.tablecapacity >= 2);
    const menu = (await api.request('GET', '/api/restoorderho/menu')).body.list[0];
    const orderkey = crypto.randomUUID();
    const saved = await api.request('POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'DINE IN',
      tableids: [table.tableid],
      pax: 2,
      lines: [{ menuid: menu.menuid, qty: 2 }],
    });
    expect(saved.status).toBe(200);
    const paid = await api.request('POST', '/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: saved.body.header.total + 5_000 }],
    });
    expect(paid.status).toBe(200);

    // Slow the detail down a little so the loading notice is visible.
    await page.route(`**/api/restoorderho/detail/${orderkey}`, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(`${app.baseUrl}/pos/${orderkey}`);
    await page.getByText('Loading Order Detail, please wait').waitFor();
    await pos.atStep(page, 'payment');
    await page.getByTestId('view-only').waitFor();
    expect(await page.getByTestId('ticket-title').textContent()).toContain(saved.body.header.orderno);
    expect(await page.getByTestId('payment-row').count()).toBe(1);
    expect(await pos.shownTotal(page)).toBe(saved.body.header.total);

    await page.keyboard.press('F10');
    await expectMessage('View Only , any change on Transaction can not been saved');
    await page.keyboard.press('F4');
    await expectMessage('View Only , any change on Transaction can not been saved');
    await page.keyboard.press('F9');
    await expectMessage('View Only mode, this feature is unavailable');
    await page.getByRole('button', { name: 'Drawer' }).click();
    await expectMessage('View Only mode, this feature is unavailable');
    const after = (await api.request('GET', `/api/restoorderho/detail/${orderkey}`)).body;
    expect(after.header.version).toBe(paid.body.header.version);
    // A cashier may not post to accounting: the screen does not offer it.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Posting' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A manager posts the closed order from the screen, after confirming, and goes back whence they came.
    const manager = await signedInPage(browser, app.baseUrl, 'manager', TILL);
    await pos.openPos(manager, app.baseUrl);
    await manager.goto(`${app.baseUrl}/pos/${orderkey}`);
    await pos.atStep(manager, 'payment');
    await manager.getByRole('button', { name: 'More', exact: true }).click();
    await manager.getByRole('menuitem', { name: 'Posting' }).click();
    await manager.getByText(`Order ${saved.body.header.orderno} will be posted to Accounting. Continue?`).waitFor();
    await manager.getByRole('button', { name: 'Yes' }).click();
    await pos.expectToast(manager, 'Posting Successfully');
    await pos.atStep(manager, 'menu');
    expect((await api.request('GET', `/api/restoorderho/detail/${orderkey}`)).body.header.posting).toBe(1);
    await manager.close();
  });

  it('keeps PAX within the keypad limits', async () => {
    await pos.showTables(page);
    await pos.setPax(page, '99');
    expect(await page.getByTestId('pax-value').textContent()).toContain('99');
    await page.locator('aside').getByRole('button', { name: '1', exact: true }).click();
    // Two digits at most (the spec's default keypad length).
    expect(await page.getByTestId('pax-value').textContent()).toContain('99');
  });
});
