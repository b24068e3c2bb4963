// Modifier groups on the till (issue 18): a menu with groups asks for its options in a dialog before
// its line is added, a menu without groups stays one tap, and the options reach the ticket, the
// kitchen ticket (a loopback printer decodes it, with a note) and the stored order; a line's options
// can be changed on the ticket.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeText } from '../apps/server/src/platform/escpos.js';
import { type LoopbackPrinter, loopbackPrinter } from '../apps/server/src/test/printer.js';
import { atStep, detailOf, expectToast, lines, openPos, orderOnTable, tableCard, tapMenu } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage, TOUCH_TILL } from './support/browser.js';

describeE2e('Modifier groups on the till', () => {
  let app: RunningApp;
  let browser: Browser;
  let cashierApi: ApiClient;
  let adminApi: ApiClient;
  let page: Page;
  let kitchen: LoopbackPrinter;

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    [cashierApi, adminApi] = [apiClient(app.baseUrl), apiClient(app.baseUrl)];
    await Promise.all([cashierApi.login('cashier'), adminApi.login('admin')]);
    const outletid = (await cashierApi.request('GET', '/api/auth/me')).body.outletid;
    kitchen = await loopbackPrinter();
    const outlet = (await adminApi.request('GET', `/api/restooutlet/${outletid}`)).body;
    expect(
      (await adminApi.request('POST', '/api/restooutlet', { ...outlet, kitchenprinter: kitchen.address, kitchenorder: '1' })).status,
    ).toBe(200);
    page = await signedInPage(browser, app.baseUrl, 'cashier', TOUCH_TILL);
    await openPos(page, app.baseUrl);
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
    await kitchen?.close();
  });

  it('asks for the options of a drink, prices and shows them, keeps a plain menu one tap, and sends both to the kitchen and the order', async () => {
    await page.getByRole('button', { name: /^Tables/ }).click();
    await tableCard(page, 'T05').click();
    await atStep(page, 'menu');

    const categories = page.getByRole('toolbar', { name: 'categories' });
    await categories.getByRole('button', { name: 'Coffee' }).click();
    // Its card says a tap asks for options; a coffee without groups says nothing.
    const card = (name: string) => page.locator('[data-menuid]').filter({ hasText: name }).first();
    await card('Kopi Susu Gula Aren').getByTestId('menu-options').getByText('+ options').waitFor();
    expect(await card('Espresso').getByTestId('menu-options').count()).toBe(0);
    await tapMenu(page, 'Kopi Susu Gula Aren');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Choose 1').waitFor();
    // Size starts on Regular, so the usual drink is one more tap; Large costs 5.000 more.
    expect(await dialog.getByRole('button', { name: /^Regular/ }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: /^Large/ }).click();
    await dialog.getByRole('button', { name: /^Less ice/ }).click();
    await dialog.getByRole('button', { name: 'Add · Rp 30.000' }).click();
    await dialog.waitFor({ state: 'detached' });
    const jus = lines(page).filter({ hasText: 'Kopi Susu Gula Aren' });
    await jus.getByTestId('line-modifiers').getByText('+ Large, Less ice').waitFor();
    await jus.getByText('@ Rp 30.000').waitFor();

    // The same choice again is the same line; a note makes it the kitchen's to read.
    await tapMenu(page, 'Kopi Susu Gula Aren');
    await dialog.getByRole('button', { name: /^Large/ }).click();
    await dialog.getByRole('button', { name: /^Less ice/ }).click();
    await dialog.getByRole('button', { name: 'Add · Rp 30.000' }).click();
    await expect.poll(() => jus.getByTestId('line-qty').textContent()).toBe('2');
    await page.getByRole('button', { name: 'Note for Kopi Susu Gula Aren' }).click();
    await page.getByTestId('line-note').getByText('Less sugar', { exact: true }).click();
    await page.getByTestId('line-note').getByRole('button', { name: 'OK' }).click();

    // A menu without groups is added by the tap itself.
    await categories.getByRole('button', { name: 'Food' }).click();
    await tapMenu(page, 'Gado-Gado');
    await expect.poll(() => lines(page).count()).toBe(2);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The drink's options are changed on its line: the choice opens on what it has.
    await jus.getByRole('button', { name: 'Kopi Susu Gula Aren' }).click();
    await page.getByRole('button', { name: 'Options for Kopi Susu Gula Aren' }).click();
    expect(await dialog.getByRole('button', { name: /^Less ice/ }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: /^No ice/ }).click();
    await dialog.getByRole('button', { name: 'OK · Rp 60.000' }).click();
    await jus.getByTestId('line-modifiers').getByText('+ Large, No ice').waitFor();

    await page.getByRole('button', { name: /^Pay/ }).click();
    await atStep(page, 'payment');
    const orderkey = (await orderOnTable(cashierApi, 'T05')) as string;
    expect(orderkey).toBeTruthy();
    const ticket = decodeText(await kitchen.next(0)).split('\n');
    // The item's name is printed double width and may wrap; its options and note follow it.
    const item = ticket.findIndex((l) => l.includes('2 x Kopi Susu'));
    const options = ticket.findIndex((l, i) => i > item && l.trim() === '+ Large');
    expect(options - item).toBeLessThanOrEqual(2);
    expect(ticket.slice(options, options + 3).map((l) => l.trim())).toEqual(['+ Large', '+ No ice', '>> Less sugar']);
    expect(ticket.join('\n')).toContain('1 x Gado-Gado');

    const popup = page.context().waitForEvent('page');
    await page.getByTestId('quick-cash').getByRole('button').first().click();
    await expectToast(page, 'Complete successfully');
    await (await popup).close();
    const detail = await detailOf(cashierApi, orderkey);
    expect(detail.header.orderstatus).toBe(5);
    const line = detail.lines.find((l) => l.menuname === 'Kopi Susu Gula Aren');
    expect(line).toMatchObject({ qty: 2, hargajual: 30_000, netto: 60_000, linenote: 'Less sugar' });
    expect(line?.modifiers.map((m: { modname: string }) => m.modname)).toEqual(['Large', 'No ice']);
    expect(await orderOnTable(cashierApi, 'T05')).toBeNull();
  });
});
