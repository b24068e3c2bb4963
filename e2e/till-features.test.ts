// The till at lunch rush (issue 18), what was missing, used as a cashier and a manager would at
// 1024x768: the open-orders panel, typed quantities, quick cash, the pre-bill, line notes with the
// outlet's chips on the kitchen ticket (a loopback printer decodes it), the notice of a kitchen that
// gets nothing, Cancel Order, and a ticket that keeps its last change in view.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { decodeText } from '../apps/server/src/platform/escpos.js';
import { type LoopbackPrinter, loopbackPrinter } from '../apps/server/src/test/printer.js';
import { atStep, clearToasts, detailOf, expectToast, lines, openPos, shownTotal, tableCard, tapMenu } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage, TOUCH_TILL } from './support/browser.js';

describeE2e('The till at lunch rush: what was missing', () => {
  let app: RunningApp;
  let browser: Browser;
  let cashierApi: ApiClient;
  let adminApi: ApiClient;
  let page: Page;
  let menuid: number;
  let outletid: number;
  let kitchen: LoopbackPrinter;

  const takeAway = async () => {
    const orderkey = crypto.randomUUID();
    const res = await cashierApi.request('POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines: [{ menuid, qty: 2 }],
    });
    expect(res.status).toBe(200);
    return res.body.header as { orderkey: string; orderno: string; total: number };
  };
  const setOutlet = async (patch: Record<string, string | null>) => {
    const outlet = (await adminApi.request('GET', `/api/restooutlet/${outletid}`)).body;
    expect((await adminApi.request('POST', '/api/restooutlet', { ...outlet, ...patch })).status).toBe(200);
  };
  const openPanel = async () => {
    await page.getByRole('button', { name: /^Open$/ }).click();
    await page.getByTestId('open-orders').waitFor();
  };

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    [cashierApi, adminApi] = [apiClient(app.baseUrl), apiClient(app.baseUrl)];
    await Promise.all([cashierApi.login('cashier'), adminApi.login('admin')]);
    menuid = (await cashierApi.request('GET', '/api/restoorderho/menu')).body.list.find(
      (m: { menuname: string }) => m.menuname === 'Gado-Gado',
    ).menuid;
    outletid = (await cashierApi.request('GET', '/api/auth/me')).body.outletid;
    kitchen = await loopbackPrinter();
    page = await signedInPage(browser, app.baseUrl, 'cashier', TOUCH_TILL);
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
    await kitchen?.close();
  });
  beforeEach(async () => {
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('saji.pos.')) localStorage.removeItem(k);
    });
    await openPos(page, app.baseUrl);
    await clearToasts(page);
  });

  it('finds an open take-away order in the panel by part of its number, opens it at payment in one tap, and quick cash pays it', async () => {
    const older = await takeAway();
    const order = await takeAway();
    await openPanel();
    const panel = page.getByTestId('open-orders');
    const keys = await panel.locator('[data-orderkey]').evaluateAll((els) => els.map((e) => e.getAttribute('data-orderkey')));
    expect(keys.indexOf(older.orderkey)).toBeLessThan(keys.indexOf(order.orderkey));
    await page.getByRole('textbox', { name: /Search order no/ }).fill(order.orderno.slice(-5));
    await expect.poll(() => panel.locator('[data-orderkey]').count()).toBe(1);
    await panel.locator(`[data-orderkey="${order.orderkey}"]`).getByText('TAKE AWAY', { exact: true }).waitFor();
    await panel.locator(`[data-orderkey="${order.orderkey}"]`).click();
    await atStep(page, 'payment');
    expect(await shownTotal(page)).toBe(order.total);

    // The exact amount first, then the notes a guest hands over above it; a tap pays and shows the change.
    const amounts = (await page.getByTestId('quick-cash').getByRole('button').allTextContents()).map((s) => Number(s.replace(/\D/g, '')));
    expect(amounts[0]).toBe(order.total);
    expect(amounts.slice(1).every((a, i) => a > amounts[i] && a % 5_000 === 0)).toBe(true);
    const popup = page.context().waitForEvent('page');
    await page.getByTestId('quick-cash').getByRole('button').nth(1).click();
    await expectToast(page, `Change Rp ${(amounts[1] - order.total).toLocaleString('id-ID')}`);
    await (await popup).close();
    const paid = await detailOf(cashierApi, order.orderkey);
    expect(paid.header).toMatchObject({ orderstatus: 5, changeamt: amounts[1] - order.total });
  });

  it('types a quantity on a line, and a quantity before tapping a menu', async () => {
    await page.getByText('Take away', { exact: true }).click();
    await tapMenu(page, 'Gado-Gado');
    await page.getByRole('button', { name: 'Quantity of Gado-Gado' }).click();
    const keypad = page.getByTestId('qty-keypad');
    await keypad.getByRole('button', { name: '2', exact: true }).click();
    await keypad.getByRole('button', { name: '0', exact: true }).click();
    await keypad.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await lines(page).first().getByTestId('line-qty').textContent()).toBe('20');

    await page.getByTestId('qty-prefix').click();
    await page.getByRole('dialog', { name: 'Qty ×' }).getByRole('button', { name: '3', exact: true }).click();
    await tapMenu(page, 'Ayam Penyet');
    expect(await lines(page).nth(1).getByTestId('line-qty').textContent()).toBe('3');
    expect(await page.getByTestId('qty-prefix').textContent()).toBe('Qty ×');
    // Identical items stay one line.
    await tapMenu(page, 'Gado-Gado');
    expect(await lines(page).count()).toBe(2);
    expect(await lines(page).first().getByTestId('line-qty').textContent()).toBe('21');
  });

  it('keeps the line last changed in view on a long ticket', async () => {
    await page.getByText('Take away', { exact: true }).click();
    const cards = page.locator('[data-menuid]');
    for (let i = 0; i < 14; i++) await cards.nth(i).click();
    const box = await page.getByTestId('order-lines').boundingBox();
    const last = await lines(page).last().boundingBox();
    expect(last && box && last.y >= box.y && last.y + last.height <= box.y + box.height + 1).toBe(true);
    // At least ten lines show at once at 1024x768.
    const visible = await lines(page).evaluateAll(
      (els, bottom) => els.filter((e) => e.getBoundingClientRect().bottom <= (bottom as number)).length,
      (box?.y ?? 0) + (box?.height ?? 0) + 1,
    );
    expect(visible).toBeGreaterThanOrEqual(10);
    // Tapping the first line again scrolls back to it.
    await cards.first().click();
    const first = await lines(page).first().boundingBox();
    expect(first && box && first.y >= box.y - 1).toBe(true);
  });

  it('says the kitchen gets nothing until it has a printer; a note made of the outlet chips reaches the kitchen ticket', async () => {
    // The demo outlets have kitchen screens: with them switched off, nothing reaches the kitchen.
    expect((await adminApi.request('POST', '/api/restokitchen/setting', { outletid, kitchendisplay: '0' })).status).toBe(200);
    await page.reload();
    await page.getByTestId('no-kitchen').waitFor();
    await setOutlet({ kitchenprinter: kitchen.address, kitchenorder: '1' });
    await page.reload();
    await page.getByTestId('pos').waitFor();
    // A reload shows the kept settings first; the warning goes once the server's answer is read.
    await page.getByTestId('no-kitchen').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Tables/ }).click();
    await tableCard(page, 'T04').click();
    await atStep(page, 'menu');
    await tapMenu(page, 'Gado-Gado');
    await page.getByRole('button', { name: 'Note for Gado-Gado' }).click();
    await page.getByTestId('line-note').getByText('Less sugar', { exact: true }).click();
    await page.getByTestId('line-note').getByText('No ice', { exact: true }).click();
    await page.getByTestId('line-note').getByRole('button', { name: 'OK' }).click();
    await lines(page).first().getByText('» Less sugar, No ice').waitFor();
    await page.keyboard.press('F4');
    await expectToast(page, 'Save Request');
    const ticket = decodeText(await kitchen.next(0));
    expect(ticket).toContain('1 x Gado-Gado');
    expect(ticket).toContain('>> Less sugar, No ice');
    await setOutlet({ kitchenprinter: '', kitchenorder: '0' });
  });

  it('prints a pre-bill of an open order marked as such and counted', async () => {
    const order = await takeAway();
    await openPos(page, app.baseUrl, `/pos/${order.orderkey}`);
    await atStep(page, 'payment');
    for (const n of [1, 2]) {
      const popup = page.context().waitForEvent('page');
      await page.getByRole('button', { name: /^Print/ }).click();
      const bill = await popup;
      await bill.locator('[data-receipt]').waitFor();
      const text = (await bill.locator('[data-receipt] div').allTextContents()).join(' ');
      expect(text).toContain('PRE-BILL');
      expect(text).toContain('NOT A RECEIPT');
      expect(text).toContain(`Pre-bill print #${n}`);
      expect(text).not.toContain('Change');
      await bill.close();
    }
  });

  it('lets a manager cancel an unpaid open order from the POS with a reason; it shows as a void', async () => {
    const order = await takeAway();
    const manager = await signedInPage(browser, app.baseUrl, 'manager', TOUCH_TILL);
    await openPos(manager, app.baseUrl, `/pos/${order.orderkey}`);
    await atStep(manager, 'payment');
    await manager.getByRole('button', { name: 'More', exact: true }).click();
    await manager.getByRole('menuitem', { name: 'Cancel Order' }).click();
    const dialog = manager.locator('section[role="dialog"]');
    await dialog.getByText(`Cancel order ${order.orderno}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expectToast(manager, 'Please fill the form correctly.');
    await dialog.getByLabel('Reason for cancelling').fill('Guest left');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expectToast(manager, 'Order cancelled');
    await atStep(manager, 'menu');
    expect((await detailOf(cashierApi, order.orderkey)).header).toMatchObject({ isvoid: '1', voidreason: 'Guest left' });
    // A cashier is not offered it.
    await openPos(page, app.baseUrl);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Cancel Order' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await manager.close();
  });
});
