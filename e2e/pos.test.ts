// The POS screen's main flow in Chromium: a dine-in order seated, saved open, extended later and paid
// with two payment types (change on the cash line), the browser receipt, the live table map on a
// second terminal, and an unsaved order surviving a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addMenuBySearch,
  atStep,
  cashierTerminal,
  clearToasts,
  detailOf,
  expectToast,
  lines,
  orderOnTable,
  rupiah,
  setPax,
  setPaymentNote,
  setPaymentType,
  shownTotal,
  showTables,
  tableCard,
  tapMenu,
  tapTable,
  typeAmount,
} from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e } from './support/browser.js';

/** A new order: the menu step, dine-in for two, no table yet and a large 'Choose a table' on the ticket. */
async function expectNewOrderAtMenu(page: Page): Promise<void> {
  await atStep(page, 'menu');
  expect(await page.getByTestId('ticket-title').textContent()).toBe('New order');
  expect(await page.getByTestId('ticket-where').textContent()).toBe('No table yet · PAX 2');
  expect(await page.getByRole('radio', { name: 'Dine in' }).isChecked()).toBe(true);
  expect(await lines(page).count()).toBe(0);
  await page.getByTestId('choose-table').waitFor();
}

describeE2e('POS order screen: dine-in', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  const cashierPage = (viewport?: { width: number; height: number }) => cashierTerminal(browser, app.baseUrl, viewport);

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
    await atStep(page, 'table');
    expect(await page.getByTestId('pax-value').textContent()).toContain('2');

    await setPax(page, '3');
    await tableCard(page, 'T02').click();
    await atStep(page, 'menu');
    // The search box has the focus: typing and Enter add the first match (of the menus on screen:
    // Enter before the menu has loaded finds nothing to add).
    await page.locator('[data-menuid]').first().waitFor();
    await page.keyboard.type('Gado');
    await page.keyboard.press('Enter');
    await lines(page).first().waitFor();
    await tapMenu(page, 'Ayam Penyet');
    await tapMenu(page, 'Ayam Penyet');
    expect(await lines(page).count()).toBe(2);
    expect(await lines(page).nth(1).getByTestId('line-qty').textContent()).toBe('2');
    const firstTotal = await shownTotal(page);
    // 30,000 + 2 x 33,000 = 96,000; service 5 % = 4,800; PB1 10 % of 100,800 = 10,080.
    expect(firstTotal).toBe(110_880);

    await page.keyboard.press('F4');
    await expectToast(page, 'Save Request');
    // The terminal is free for the next guests: a new order, at the menu again.
    await expectNewOrderAtMenu(page);
    const orderkey = await orderOnTable(api, 'T02');
    expect(orderkey).toBeTruthy();
    let detail = await detailOf(api, orderkey as string);
    expect(detail.header.orderstatus).toBe(1);
    expect(detail.header.pax).toBe(3);
    expect(detail.header.total).toBe(firstTotal);
    await showTables(page);
    await tableCard(page, 'T02').getByText(detail.header.orderno, { exact: false }).waitFor();
    // The demo outlet has no kitchen printer, so it sends no kitchen tickets: nothing queued, no failure shown.
    const jobs = (await api.request<{ orderkey: string }[]>('GET', '/api/printjobs')).body;
    expect(jobs.filter((j) => j.orderkey === orderkey)).toEqual([]);
    expect(await page.getByTestId('print-failures').count()).toBe(0);

    // Later: the table opens its order at the payment step; cancelling payment goes back to the menu.
    await tableCard(page, 'T02').click();
    await atStep(page, 'payment');
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await atStep(page, 'menu');
    await addMenuBySearch(page, 'Es Teh');
    expect(await lines(page).count()).toBe(3);
    const total = await shownTotal(page);
    expect(total).toBe(firstTotal + 8_000 + 400 + 840);

    await clearToasts(page);
    await page.keyboard.press('F8');
    await atStep(page, 'payment');
    // Row 1 (cash by default) becomes the card payment; a cash row pays the rest with change.
    await setPaymentType(page, 0, 'DBCA');
    await setPaymentNote(page, 0, 'APPR 778812');
    await typeAmount(page, 0, 100_000);
    await page.getByRole('button', { name: 'CASH', exact: true }).click();
    const cash = 50_000;
    await typeAmount(page, 1, cash);
    const change = 100_000 + cash - total;
    expect(rupiah((await page.getByTestId('pay-change').textContent()) ?? '')).toBe(change);
    expect(rupiah((await page.getByTestId('change').textContent()) ?? '')).toBe(change);

    const popup = page.context().waitForEvent('page');
    await page.keyboard.press('F10');
    await expectToast(page, 'Complete successfully');
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
    await showTables(page);
    await tableCard(page, 'T02').getByText('No Order').waitFor();
    detail = await detailOf(api, orderkey as string);
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
    await showTables(second);
    await tableCard(second, 'T05').getByText('No Order').waitFor();

    await tapTable(first, 'T05');
    await tapMenu(first, 'Rendang Sapi');
    await first.keyboard.press('F4');
    await expectToast(first, 'Save Request');
    const started = Date.now();
    await tableCard(second, 'T05').getByText('No Order').waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets one of two terminals seat a table both picked; the other is told and sees the table taken', async () => {
    const [first, second] = [await cashierPage(), await cashierPage()];
    for (const page of [first, second]) {
      await tapTable(page, 'T10');
      await tapMenu(page, 'Mie Goreng Jawa');
    }
    await first.keyboard.press('F4');
    await expectToast(first, 'Save Request');
    await second.keyboard.press('F4');
    await expectToast(second, 'Table T10 is already taken by another order');
    // Back at the tables with the order kept, the map showing who has the table.
    await atStep(second, 'table');
    const orderkey = await orderOnTable(api, 'T10');
    const { header } = await detailOf(api, orderkey as string);
    await tableCard(second, 'T10').getByText(header.orderno).waitFor();
    await tableCard(second, 'T08').click();
    await atStep(second, 'menu');
    expect(await lines(second).count()).toBe(1);
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
      await tapTable(page, 'T11', 'payment');
      await page.getByRole('button', { name: 'Cancel payment' }).click();
      await atStep(page, 'menu');
    }
    await addMenuBySearch(first, 'Es Jeruk');
    await first.keyboard.press('F4');
    await expectToast(first, 'Save Request');

    await addMenuBySearch(second, 'Jus Mangga');
    await second.keyboard.press('F4');
    await expectToast(second, 'This order was changed on another terminal; the latest version is shown.');
    // The screen now holds the other terminal's version: its drink, not the one typed over it.
    await atStep(second, 'menu');
    const names = await second.getByTestId('order-line').allTextContents();
    expect(names.join(' ')).toContain('Es Jeruk');
    expect(names.join(' ')).not.toContain('Jus Mangga');
    const { lines: stored, header } = await detailOf(api, saved.body.header.orderkey);
    expect(stored.map((l) => l.menuname)).toEqual(['Soto Betawi', 'Es Jeruk']);
    expect(header.version).toBe(2);
  });

  it('keeps an unsaved order through a reload and saves it under the same order key', async () => {
    const page = await cashierPage();
    await tapTable(page, 'T06');
    await tapMenu(page, 'Sate Ayam Madura');
    await tapMenu(page, 'Es Jeruk');
    await page.reload();
    await atStep(page, 'menu');
    expect(await lines(page).count()).toBe(2);
    expect(await page.getByTestId('ticket-where').textContent()).toContain('T06');
    await page.keyboard.press('F4');
    await expectToast(page, 'Save Request');
    const orderkey = await orderOnTable(api, 'T06');
    const detail = await detailOf(api, orderkey as string);
    expect(detail.lines.map((l) => l.menuname)).toEqual(['Sate Ayam Madura', 'Es Jeruk']);
  });
});
