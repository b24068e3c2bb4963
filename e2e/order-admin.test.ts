// The back office's order list in Chromium: every filter, the no-row warnings, void with and without a
// reason, posting and un-posting one order with its journal voucher PDF, bulk posting a day, the
// accounting periods screen against un-posting, and the .xlsx export read back.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, openEnglishPage, signedInPage, signIn } from './support/browser.js';
import { dismissToasts, modal, rowOf, rows, toast } from './support/screen.js';
import { artifactsDir } from './support/server.js';

/** Today on the restaurant's clock: the orders made by this test are all of this business day. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - 86_400_000));

/** The order numbers the list shows, once the list has settled on `expected` (order ignored). */
async function expectOrders(page: Page, expected: string[]): Promise<void> {
  const shown = async () => (await rows(page).locator('td:first-child').allInnerTexts()).sort();
  await expect.poll(shown, { timeout: 10_000 }).toEqual([...expected].sort());
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a YYYY-MM-DD date into a date picker and leaves it. */
async function typeDate(field: Locator, date: string): Promise<void> {
  await field.fill(date);
  await field.blur();
}

const applyFilter = (page: Page) => page.getByRole('button', { name: 'Apply Filter' }).click();
/** A button of the toolbar above the list (rows carry icon buttons of the same names after it). */
const toolbar = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
/** The Open/Close switch of the filter panel (the toolbar has a Close button too). */
const statusSwitch = (page: Page, name: 'Open' | 'Close') => page.locator('main form').getByText(name, { exact: true });

/** Clicks Yes in the confirmation dialog, after checking what it asks. */
async function confirm(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.locator('section[role="dialog"]').filter({ hasText: question });
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The background a row's cells show (the highlight of unposted orders is drawn on the cells). */
const backgroundOf = (row: Locator) =>
  row
    .locator('td')
    .first()
    .evaluate((td) => getComputedStyle(td).backgroundColor);

/** The first page of a PDF as PNG (poppler's pdftoppm) and its text (pdftotext). */
function renderPdf(pdf: Buffer, name: string): { png: Buffer; text: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saji-jv-'));
  try {
    const file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, name)]);
    const png = fs.readFileSync(path.join(dir, `${name}.png`));
    fs.mkdirSync(artifactsDir, { recursive: true });
    fs.writeFileSync(path.join(artifactsDir, `${name}.png`), png);
    return { png, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Seeded {
  orderkey: string;
  orderno: string;
  netto: number;
  total: number;
}

describeE2e('order list, posting and accounting periods in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let admin: ApiClient;
  /** Orders made through the POS API: dine-in, take-away, delivery, open and another outlet's. */
  const o: Record<'dineIn' | 'takeAway' | 'delivery' | 'open' | 'toVoid' | 'braga', Seeded> = {} as never;

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    const manager = apiClient(app.baseUrl);
    admin = apiClient(app.baseUrl);
    await Promise.all([manager.login('manager'), admin.login('admin')]);
    const menuid = (await manager.request('GET', '/api/restoorderho/menu')).body.list[0].menuid;
    const tables = (await manager.request('GET', '/api/restoorderho/listtable')).body.flatMap((g: { tables: unknown[] }) => g.tables);
    const tableId = (name: string) => tables.find((t: { tablename: string }) => t.tablename === name).tableid;
    const braga = (await admin.request('GET', '/api/restoorderho/outlet')).body.find(
      (x: { outletname: string }) => x.outletname === 'Saji Braga',
    );

    const seed = async (client: ApiClient, body: Record<string, unknown>, codepayment?: string): Promise<Seeded> => {
      const orderkey = crypto.randomUUID();
      const saved = await client.request('POST', '/api/restoorderho', { orderkey, pax: 2, lines: [{ menuid, qty: 2 }], ...body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const { orderno, netto, total } = saved.body.header;
      if (codepayment) {
        const paid = await client.request('POST', '/api/restoorderho/payment', {
          orderkey,
          payments: [{ codepayment, paymentamount: total, paymentnote: 'EDC 0042' }],
        });
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      }
      return { orderkey, orderno, netto, total };
    };
    o.dineIn = await seed(manager, { ordertype: 'DINE IN', tableids: [tableId('T01')], pax: 2 }, 'CASH');
    o.takeAway = await seed(manager, { ordertype: 'TAKE AWAY' }, 'DBCA');
    o.delivery = await seed(
      manager,
      { ordertype: 'DELIVERY', PhoneNo: '081234567890', customernm: 'Budi', DeliveryAddr: 'Jl. Sudirman 1', deliverby: 'GoFood' },
      'QRIS',
    );
    o.open = await seed(manager, { ordertype: 'DINE IN', tableids: [tableId('T02')] });
    o.toVoid = await seed(manager, { ordertype: 'TAKE AWAY' });
    o.braga = await seed(admin, { ordertype: 'TAKE AWAY', outletid: braga.outletid }, 'CASH');
    page = await signedInPage(browser, app.baseUrl, 'admin');
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });
  beforeEach(async () => {
    await page.goto(`${app.baseUrl}/orders`);
    await rows(page).first().waitFor();
    await dismissToasts(page);
  });

  const closedToday = () => [o.dineIn.orderno, o.takeAway.orderno, o.delivery.orderno, o.braga.orderno];

  it('lists closed orders by default with the columns that fit 1366 px, and filters in every way', async () => {
    await expectOrders(page, closedToday());
    await page.getByText(`1–4 of 4`).waitFor();
    const dineIn = rowOf(page, o.dineIn.orderno);
    const cells = await dineIn.locator('td').allInnerTexts();
    expect(cells[1]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/);
    // Netto, service, PB1, pax and note are a column choice away: the list opens fitting a 1366 px screen.
    expect(cells.slice(2, 5)).toEqual(['Saji Senayan', 'DINE IN', 'T01']);
    expect(await rowOf(page, o.delivery.orderno).locator('td').nth(5).textContent()).toBe('GoFood');
    expect(await rowOf(page, o.takeAway.orderno).locator('td').nth(5).textContent()).toBe('');
    const rupiah = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2 }).format(o.dineIn.total);
    expect(cells).toContain(rupiah);
    expect(cells).toContain('manager');
    expect(cells).toContain('Completed');
    expect(cells).toContain('CASH');
    // The spec's other columns come back through the chooser, amounts with 2 decimals as the total's.
    await page.getByRole('button', { name: 'Columns' }).click();
    const netto = page.getByTestId('column-choice').getByLabel('Netto');
    await netto.check();
    await page.locator('thead').getByText('Netto', { exact: true }).waitFor();
    const withNetto = await rowOf(page, o.dineIn.orderno).locator('td').allInnerTexts();
    expect(withNetto).toContain(new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2 }).format(o.dineIn.netto));
    await netto.uncheck();
    await page.keyboard.press('Escape');

    // Outlet lookup: Braga only, then cleared again.
    await page.getByRole('button', { name: 'Pick an outlet: Outlet' }).click();
    await modal(page).locator('tbody tr').filter({ hasText: 'Saji Braga' }).click();
    await applyFilter(page);
    await expectOrders(page, [o.braga.orderno]);
    await page.getByRole('button', { name: 'Clear the outlet' }).click();
    await applyFilter(page);
    await expectOrders(page, closedToday());

    // Open / Close switch.
    await statusSwitch(page, 'Open').click();
    await applyFilter(page);
    await expectOrders(page, [o.open.orderno, o.toVoid.orderno]);
    await statusSwitch(page, 'Close').click();

    await page.getByLabel('Delivery By').fill('gofo');
    await applyFilter(page);
    await expectOrders(page, [o.delivery.orderno]);
    await page.getByLabel('Delivery By').fill('');

    await page.getByLabel('Table name').fill('t01');
    await applyFilter(page);
    await expectOrders(page, [o.dineIn.orderno]);
    await page.getByLabel('Table name').fill('');

    await typeDate(page.getByLabel('Date from'), yesterday);
    await typeDate(page.getByLabel('Date to'), yesterday);
    await applyFilter(page);
    await expectOrders(page, []);
    await typeDate(page.getByLabel('Date to'), today);
    await applyFilter(page);
    await expectOrders(page, closedToday());

    await choose(page, 'Order type', 'DELIVERY');
    await applyFilter(page);
    await expectOrders(page, [o.delivery.orderno]);
    await choose(page, 'Order type', 'TAKEAWAY');
    await applyFilter(page);
    await expectOrders(page, [o.takeAway.orderno, o.braga.orderno]);
    await choose(page, 'Order type', 'ALL');

    await choose(page, 'Posting status', 'Posted');
    await applyFilter(page);
    await expectOrders(page, []);
    await choose(page, 'Posting status', 'Unposted');
    await applyFilter(page);
    await expectOrders(page, closedToday());

    // The payment method is offered by name, as orders record it ('DEBIT BCA' paid with code DBCA).
    await choose(page, 'Payment method', 'DEBIT BCA');
    await applyFilter(page);
    await expectOrders(page, [o.takeAway.orderno]);

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expectOrders(page, closedToday());
    await expect(page.getByLabel('Date from').inputValue()).resolves.toBe('');
  });

  it('sorts by a column on the server and warns when no row is selected', async () => {
    await page.locator('main table thead th').filter({ hasText: 'Total' }).click();
    await page.locator('main table thead th').filter({ hasText: 'Total' }).click();
    const byTotalDesc = [o.dineIn, o.takeAway, o.delivery, o.braga].sort((a, b) => b.total - a.total || (a.orderkey < b.orderkey ? 1 : -1));
    await expect.poll(() => rows(page).locator('td:first-child').allInnerTexts()).toEqual(byTotalDesc.map((x) => x.orderno));

    for (const [button, action] of [
      ['View Order', 'Edit'],
      ['Void Order', 'Delete'],
      ['Posting', 'Posted'],
      ['JV', 'Printed'],
    ]) {
      await toolbar(page, button).click();
      await toast(page, `Please select a row that want to be ${action}!`).waitFor();
    }
    // One row selected at a time.
    await rowOf(page, o.dineIn.orderno).click();
    await rowOf(page, o.takeAway.orderno).click();
    await expect(page.locator('main table tbody tr[aria-selected="true"]').allInnerTexts()).resolves.toHaveLength(1);
    await toolbar(page, 'View Order').click();
    await page.waitForURL(`**/pos/${o.takeAway.orderkey}`);
    // The row's edit icon opens its order too, Add a new one, Close goes home.
    await page.goBack();
    await rowOf(page, o.delivery.orderno).getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`**/pos/${o.delivery.orderkey}`);
    await page.goBack();
    await toolbar(page, 'Add').click();
    await page.waitForURL(/\/pos$/);
    await page.goBack();
    await toolbar(page, 'Close').click();
    await page.waitForURL(`${app.baseUrl}/`);
  });

  it('voids only with a reason; a void order reads VOID and its reason in red', async () => {
    await statusSwitch(page, 'Open').click();
    await applyFilter(page);
    await expectOrders(page, [o.open.orderno, o.toVoid.orderno]);
    await rowOf(page, o.toVoid.orderno).click();
    await toolbar(page, 'Void Order').click();
    await modal(page).getByText(`Void Order ${o.toVoid.orderno}`).waitFor();
    await modal(page).getByRole('button', { name: 'Void', exact: true }).click();
    const invalid = toast(page, 'Please fill the form correctly.');
    await invalid.waitFor();
    await expect(invalid.textContent()).resolves.toContain('ERROR MESSAGE');
    await modal(page).getByLabel('Void reason').fill('Customer left before ordering');
    await modal(page).getByRole('button', { name: 'Void', exact: true }).click();
    await toast(page, 'Update Successfully').waitFor();
    await expectOrders(page, [o.open.orderno]);

    await page.getByRole('checkbox', { name: 'Void' }).check();
    await applyFilter(page);
    await expectOrders(page, [o.toVoid.orderno]);
    const status = rowOf(page, o.toVoid.orderno).getByTestId('void-status');
    // The list names who voided it after the reason.
    await expect(status.textContent()).resolves.toMatch(/^VOID - Customer left before ordering \(.+\)$/);
    const red = await rowOf(page, o.toVoid.orderno)
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).color);
    expect(red).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
    const [r, g, b] = red.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(r);
  });

  it('posts one order after confirming, opens its journal voucher PDF, and un-posts it', async () => {
    const row = rowOf(page, o.dineIn.orderno);
    // The highlight is the theme's light yellow: red and green well above blue.
    const [r, g, b] = (await backgroundOf(row)).match(/[\d.]+/g)!.map(Number);
    expect(Math.min(r, g) - b, 'unposted completed orders are highlighted').toBeGreaterThan(30);

    await row.click();
    await toolbar(page, 'Posting').click();
    await confirm(page, `Order ${o.dineIn.orderno} will be posted to Accounting. Continue?`);
    await toast(page, 'Posting Successfully').waitFor();
    const viewer = modal(page);
    await viewer.getByText('Journal Voucher').waitFor();
    const src = await viewer.getByTestId('pdf-preview').getAttribute('src');
    expect(src).toMatch(/^\/api\/printpreview\/pdf\/[0-9a-f-]{36}$/);
    const res = await page.request.get(`${app.baseUrl}${src}`);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const { png, text } = renderPdf(await res.body(), 'journal-voucher');
    // An A4 page at 72 dpi is 595 x 842 points.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(Math.abs(png.readUInt32BE(16) - 595)).toBeLessThanOrEqual(1);
    expect(Math.abs(png.readUInt32BE(20) - 842)).toBeLessThanOrEqual(1);
    const journal = (await admin.request('GET', `/api/restoorderho/journal/${o.dineIn.orderkey}`)).body;
    const date = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Jakarta' })
      .format(new Date())
      .replace(/ /g, '-');
    for (const expected of [
      'PT Saji Rasa Nusantara',
      'Outlet: JKT01 - Saji Senayan',
      'JOURNAL VOUCHER',
      `Voucher No : JV-${o.dineIn.orderno}`,
      `Date : ${date}`,
      'Prepared by',
      'admin',
      ...journal.lines.flatMap((l: { kodeacc: string; namaacc: string }) => [l.kodeacc, l.namaacc]),
    ]) {
      expect(text).toContain(expected);
    }
    const amount = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2 }).format(o.dineIn.total);
    expect(text).toMatch(new RegExp(`Total\\s+${amount.replace(/\./g, '\\.')}\\s+${amount.replace(/\./g, '\\.')}`));
    expect(text).not.toContain('DRAFT');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await expect(row.getByText('Posted', { exact: true }).isVisible()).resolves.toBe(true);
    await row.click();
    await toolbar(page, 'Un Posting').click();
    await confirm(page, `The journal of order ${o.dineIn.orderno} will be removed from Accounting. Continue?`);
    await toast(page, 'Un-Posting Successfully').waitFor();
    await row.getByText('Unposted', { exact: true }).waitFor();
  });

  it('shows the voucher of an unposted order as a draft from the JV button', async () => {
    await rowOf(page, o.takeAway.orderno).click();
    await toolbar(page, 'JV').click();
    const src = await modal(page).getByTestId('pdf-preview').getAttribute('src');
    const { text } = renderPdf(await (await page.request.get(`${app.baseUrl}${src}`)).body(), 'journal-voucher-draft');
    expect(text).toContain('DRAFT - not posted');
    expect(text).toContain(`JV-${o.takeAway.orderno}`);
  });

  it('bulk posts a day of an outlet and reports what it skipped and why', async () => {
    const unpostedTint = await backgroundOf(rowOf(page, o.dineIn.orderno));
    await toolbar(page, 'Post/UnPost All').click();
    const dialog = modal(page);
    await dialog.getByRole('button', { name: 'Post All', exact: true }).click();
    await toast(page, 'Please fill the form correctly.').waitFor();
    await dialog.getByRole('combobox', { name: 'Outlet' }).click();
    await page.getByRole('option', { name: 'Saji Senayan' }).click();
    await typeDate(dialog.getByLabel('Date from'), today);
    await typeDate(dialog.getByLabel('Date to'), today);
    await dialog.getByRole('button', { name: 'Post All', exact: true }).click();
    // The question counts what it will post: the day's three completed orders not posted yet.
    await page.getByTestId('bulk-count').filter({ hasText: 'Orders it will touch: 3.' }).waitFor();
    await confirm(page, /Every completed order of Saji Senayan from .* will be posted to Accounting/);
    const summary = page.getByTestId('bulk-result');
    await summary.getByText('3 orders posted, 2 skipped').waitFor();
    const skipped = Object.fromEntries(
      await Promise.all((await summary.locator('tbody tr').all()).map((tr) => tr.locator('td').allInnerTexts())),
    );
    expect(skipped).toEqual({ [o.open.orderno]: 'Order NOT completed YET', [o.toVoid.orderno]: 'Order is voided' });
    await page.keyboard.press('Escape');

    await choose(page, 'Posting status', 'Posted');
    await applyFilter(page);
    await expectOrders(page, [o.dineIn.orderno, o.takeAway.orderno, o.delivery.orderno]);
    expect(await backgroundOf(rowOf(page, o.dineIn.orderno)), 'a posted order is no longer highlighted').not.toBe(unpostedTint);
  });

  it('refuses to un-post an order of a closed month until the month is re-opened', async () => {
    const periods = (await admin.request('GET', '/api/accperiod')).body;
    const [year, month] = today.split('-').map(Number);
    const { label } = periods.months.find((m: { tahun: number; bulan: number }) => m.tahun === year && m.bulan === month);

    await page.goto(`${app.baseUrl}/accounting/periods`);
    const period = rowOf(page, label);
    await period.getByRole('button', { name: 'Close period' }).click();
    await confirm(page, label);
    await period.getByText('Closed', { exact: true }).waitFor();
    await expect(period.textContent()).resolves.toContain('admin');

    await page.goto(`${app.baseUrl}/orders`);
    await rowOf(page, o.delivery.orderno).click();
    await toolbar(page, 'Un Posting').click();
    await confirm(page, /will be removed from Accounting/);
    const refused = toast(page, `Accounting period ${label} is closed`);
    await refused.waitFor();
    // Posting errors stay 10 seconds, longer than the usual 5.
    await page.waitForTimeout(6_000);
    await expect(refused.isVisible()).resolves.toBe(true);
    await rowOf(page, o.delivery.orderno).getByText('Posted', { exact: true }).waitFor();

    await page.goto(`${app.baseUrl}/accounting/periods`);
    await period.getByRole('button', { name: 'Re-open period' }).click();
    await confirm(page, label);
    await period.getByText('Open', { exact: true }).waitFor();

    await page.goto(`${app.baseUrl}/orders`);
    await rowOf(page, o.delivery.orderno).click();
    await toolbar(page, 'Un Posting').click();
    await confirm(page, /will be removed from Accounting/);
    await toast(page, 'Un-Posting Successfully').waitFor();
  });

  it('exports the filtered list as Resto-Order.xlsx and reads it back', async () => {
    await choose(page, 'Order type', 'TAKEAWAY');
    await applyFilter(page);
    await expectOrders(page, [o.takeAway.orderno, o.braga.orderno]);
    const [download] = await Promise.all([page.waitForEvent('download'), toolbar(page, 'Export').click()]);
    expect(download.suggestedFilename()).toBe('Resto-Order.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const sheet = wb.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(['Order No', 'Date', 'Order Type', 'Outlet']);
    const byNo = new Map<string, unknown[]>();
    sheet.eachRow((row, n) => {
      if (n > 1) byNo.set(String(row.getCell(1).value), (row.values as unknown[]).slice(1));
    });
    expect([...byNo.keys()].sort()).toEqual([o.takeAway.orderno, o.braga.orderno].sort());
    const takeAway = byNo.get(o.takeAway.orderno)!;
    expect(takeAway[1]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/);
    // The list and its export write the type as the spec does (orders-and-pos.md 2.2).
    expect(takeAway.slice(2, 4)).toEqual(['TAKEAWAY', 'Saji Senayan']);
    expect(takeAway[10]).toBe(o.takeAway.total);
    expect(takeAway[14]).toBe('DEBIT BCA');
    expect(byNo.get(o.braga.orderno)![3]).toBe('Saji Braga');
  });

  it('keeps a cashier to their outlet, without the back-office actions', async () => {
    const cashier = await openEnglishPage(browser);
    try {
      await signIn(cashier, app.baseUrl, 'cashier');
      await cashier.goto(`${app.baseUrl}/orders`);
      await rows(cashier).first().waitFor();
      await expect(cashier.getByRole('textbox', { name: 'Outlet' }).inputValue()).resolves.toBe('Saji Senayan');
      await expect(cashier.getByRole('button', { name: 'Pick an outlet: Outlet' }).count()).resolves.toBe(0);
      await expectOrders(cashier, [o.dineIn.orderno, o.takeAway.orderno, o.delivery.orderno]);
      for (const name of ['Void Order', 'Posting', 'JV', 'Post/UnPost All', 'Export'])
        await expect(toolbar(cashier, name).count()).resolves.toBe(0);
      await expect(toolbar(cashier, 'View Order').isVisible()).resolves.toBe(true);
    } finally {
      await cashier.context().close();
    }
  });
});
