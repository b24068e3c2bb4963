// The POS screen's main flow in Chromium: a dine-in order seated, saved open, extended later and paid
// with two payment types (change on the cash line), the browser receipt, the live table map on a
// second terminal, and an unsaved order surviving a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as pos from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e } from './support/browser.js';

/** A new order: the menu step, dine-in for two, no table yet and a large 'Choose a table' on the ticket. */
async function expectNewOrderAtMenu(page: Page): Promise<void> {
  await pos.atStep(page, 'menu');
  expect(await page.getByTestId('ticket-title').textContent()).toBe('New order');
  expect(await page.getByTestId('ticket-where').textContent()).toBe('No table yet · PAX 2');
  expect(await page.getByRole('radio', { name: 'Dine in' }).isChecked()).toBe(true);
  expect(await pos.lines(page).count()).toBe(0);
  await page.getByTestId('choose-table').waitFor();
}

describeE2e('POS order screen: dine-in', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  const cashierPage = (viewport?: { width: number; height: number }) => pos.cashierTerminal(browser, app.baseUrl, viewport);

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    api = apiClient(app.baseUrl);
    await api.login('cashier');
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('seats guests, saves an open order, adds items later, pays with two types and prints the receipt', async () => {
    const page = await cashierPage();
    // A new order opens at the menu step (spec 2.1): dine-in for two, the ticket asking for a table.
    await expectNewOrderAtMenu(page);
    await page.getByTestId('choose-table').click();
    await pos.atStep(page, 'table');
    expect(await page.getByTestId('pax-value').textContent()).toContain('2');

    await pos.setPax(page, '3');
    await pos.tableCard(page, 'T02').click();
    await pos.atStep(page, 'menu');
    // The search box has the focus: typing and Enter add the first match (of the menus on screen:
    // Enter before the menu has loaded finds nothing to add).
    await page.locator('[data-menuid]').first().waitFor();
    await page.keyboard.type('Gado');
    await page.keyboard.press('Enter');
    await pos.lines(page).first().waitFor();
    await pos.tapMenu(page, 'Ayam Penyet');
    await pos.tapMenu(page, 'Ayam Penyet');
    expect(await pos.lines(page).count()).toBe(2);
    expect(await pos.lines(page).nth(1).getByTestId('line-qty').textContent()).toBe('2');
    const firstTotal = await pos.shownTotal(page);
    // 30,000 + 2 x 33,000 = 96,000; service 5 % = 4,800; PB1 10 % of 100,800 = 10,080.
    expect(firstTotal).toBe(110_880);

    await page.keyboard.press('F4');
    await pos.expectToast(page, 'Save Request');
    // The terminal is free for the next guests: a new order, at the menu again.
    await expectNewOrderAtMenu(page);
    const orderkey = await pos.orderOnTable(api, 'T02');
    expect(orderkey).toBeTruthy();
    let detail = await pos.detailOf(api, orderkey as string);
    expect(detail.header.orderstatus).toBe(1);
    expect(detail.header.pax).toBe(3);
    expect(detail.header.total).toBe(firstTotal);
    await pos.showTables(page);
    await pos.tableCard(page, 'T02').getByText(detail.header.orderno, { exact: false }).waitFor();
    // The demo outlet has no kitchen printer, so it sends no kitchen tickets: nothing queued, no failure shown.
    const jobs = (await api.request<{ orderkey: string }[]>('GET', '/api/printjobs')).body;
    expect(jobs.filter((j) => j.orderkey === orderkey)).toEqual([]);
    expect(await page.getByTestId('print-failures').count()).toBe(0);

    // Later: the table opens its order at the payment step; cancelling payment goes back to the menu.
    await pos.tableCard(page, 'T02').click();
    await pos.atStep(page, 'payment');
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await pos.atStep(page, 'menu');
    await pos.addMenuBySearch(page, 'Es Teh');
    expect(await pos.lines(page).count()).toBe(3);
    const total = await pos.shownTotal(page);
    expect(total).toBe(firstTotal + 8_000 + 400 + 840);

    await pos.clearToasts(page);
    await page.keyboard.press('F8');
    await pos.atStep(page, 'payment');
    // Row 1 (cash by default) becomes the card payment; a cash row pays the rest with change.
    await pos.setPaymentType(page, 0, 'DBCA');
    await pos.setPaymentNote(page, 0, 'APPR 778812');
    await pos.typeAmount(page, 0, 100_000);
    await page.getByRole('button', { name: 'CASH', exact: true }).click();
    const cash = 50_000;
    await pos.typeAmount(page, 1, cash);
    const change = 100_000 + cash - total;
    expect(pos.rupiah((await page.getByTestId('pay-change').textContent()) ?? '')).toBe(change);
    expect(pos.rupiah((await page.getByTestId('change').textContent()) ?? '')).toBe(change);

    const popup = page.context().waitForEvent('page');
    await page.keyboard.press('F10');
    await pos.expectToast(page, 'Complete successfully');
    const receipt = await popup;
    await receipt.locator('[data-receipt]').waitFor();
    const receiptText = (await receipt.locator('[data-receipt] div').allTextContents()).join(' ').replace(/\s+/g, ' ');
    for (const expected of ['SAJI SENAYAN', 'Gado-Gado', 'Ayam Penyet', 'Es Teh Manis', 'TOTAL', 'DEBIT BCA', 'Change']) {
      expect(receiptText).toContain(expected);
    }
    expect(receiptText).toContain(change.toLocaleString('id-ID'));
    await receipt.close();

    // After the payment a fresh order waits at the menu; the table is free on the map.
    await expectNewOrderAtMenu(page);
    await pos.showTables(page);
    await pos.tableCard(page, 'T02').getByText('No Order').waitFor();
    detail = await pos.detailOf(api, orderkey as string);
    expect(detail.header.orderstatus).toBe(5);
    expect(detail.header.total).toBe(total);
    expect(detail.header.changeamt).toBe(change);
    expect(detail.lines.map((l) => [l.menuname, l.qty])).toEqual([
      ['Gado-Gado', 1],
      ['Ayam Penyet', 2],
      ['Es Teh Manis', 1],
    ]);
    const byCode = Object.fromEntries(detail.payments.map((p) => [p.codepayment, p]));
    expect(byCode.DBCA).toMatchObject({ paymentamount: 100_000, paymentnote: 'APPR 778812', paymentchange: 0 });
    expect(byCode.CASH).toMatchObject({ paymentamount: cash, paymentchange: change, paymentnettamt: cash - change });
  });

  it('shows a table change on a second terminal without waiting for the 30-second refresh', async () => {
    const first = await cashierPage();
    const second = await cashierPage({ width: 1280, height: 800 });
    await pos.showTables(second);
    await pos.tableCard(second, 'T05').getByText('No Order').waitFor();

    await pos.tapTable(first, 'T05');
    await pos.tapMenu(first, 'Rendang Sapi');
    await first.keyboard.press('F4');
    await pos.expectToast(first, 'Save Request');
    const started = Date.now();
    await pos.tableCard(second, 'T05').getByText('No Order').waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets one of two terminals seat a table both picked; the other is told and sees the table taken', async () => {
    const [first, second] = [await cashierPage(), await cashierPage()];
    for (const page of [first, second]) {
      await pos.tapTable(page, 'T10');
      await pos.tapMenu(page, 'Mie Goreng Jawa');
    }
    await first.keyboard.press('F4');
    await pos.expectToast(first, 'Save Request');
    await second.keyboard.press('F4');
    await pos.expectToast(second, 'Table T10 is already taken by another order');
    // Back at the tables with the order kept, the map showing who has the table.
    await pos.atStep(second, 'table');
    const orderkey = await pos.orderOnTable(api, 'T10');
    const { header } = await pos.detailOf(api, orderkey as string);
    await pos.tableCard(second, 'T10').getByText(header.orderno).waitFor();
    await pos.tableCard(second, 'T08').click();
    await pos.atStep(second, 'menu');
    expect(await pos.lines(second).count()).toBe(1);
  });

  it('refuses an edit made from a stale copy of an order and shows the latest one instead', async () => {
    const board = (await api.request('GET', '/api/restoorderho/listtable')).body;
    const table = board[0].tables.find((c: { tablename: string }) => c.tablename === 'T11');
    const menus = (await api.request('GET', '/api/restoorderho/menu')).body.list as { menuid: number; menuname: string }[];
    const soto = menus.find((m) => m.menuname === 'Soto Betawi');
    const saved = await api.request('POST', '/api/restoorderho', {
      orderkey: crypto.randomUUID(),
      ordertype: 'DINE IN',
      tableids: [table.tableid],
      pax: 2,
      lines: [{ menuid: soto?.menuid, qty: 1 }],
    });
    expect(saved.status).toBe(200);
    const [first, second] = [await cashierPage(), await cashierPage()];
    for (const page of [first, second]) {
      await pos.tapTable(page, 'T11', 'payment');
      await page.getByRole('button', { name: 'Cancel payment' }).click();
      await pos.atStep(page, 'menu');
    }
    await pos.addMenuBySearch(first, 'Es Jeruk');
    await first.keyboard.press('F4');
    await pos.expectToast(first, 'Save Request');

    await pos.addMenuBySearch(second, 'Jus Mangga');
    await second.keyboard.press('F4');
    await pos.expectToast(second, 'This order was changed on another terminal; the latest version is shown.');
    // The screen now holds the other terminal's version: its drink, not the one typed over it.
    await pos.atStep(second, 'menu');
    const names = await second.getByTestId('order-line').allTextContents();
    expect(names.join(' ')).toContain('Es Jeruk');
    expect(names.join(' ')).not.toContain('Jus Mangga');
    const { lines: stored, header } = await pos.detailOf(api, saved.body.header.orderkey);
    expect(stored.map((l) => l.menuname)).toEqual(['Soto Betawi', 'Es Jeruk']);
    expect(header.version).toBe(2);
  });

  it('keeps an unsaved order through a reload and saves it under the same order key', async () => {
    const page = await cashierPage();
    await pos.tapTable(page, 'T06');
    await pos.tapMenu(page, 'Sate Ayam Madura');
    await pos.tapMenu(page, 'Es Jeruk');
    // The draft is written to the device once the screen shows the change; a reload before that
    // frame would test the browser's speed, not the keeping.
    await pos.lines(page).nth(1).waitFor();
    await page.reload();
    await pos.atStep(page, 'menu');
    await pos.lines(page).nth(1).waitFor();
    expect(await pos.lines(page).count()).toBe(2);
    expect(await page.getByTestId('ticket-where').textContent()).toContain('T06');
    await page.keyboard.press('F4');
    await pos.expectToast(page, 'Save Request');
    const orderkey = await pos.orderOnTable(api, 'T06');
    const detail = await pos.detailOf(api, orderkey as string);
    expect(detail.lines.map((l) => l.menuname)).toEqual(['Sate Ayam Madura', 'Es Jeruk']);
  });
});
