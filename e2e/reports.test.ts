// The sales reports in Chromium: the sales list and sales by menu (validation, filter, totals, export
// read back, the PDF preview, the filter switch), the monthly, daily and menu charts (dates, captions,
// drill modals) and their new-tab links landing on a filled list that runs by itself, for an admin and
// for a manager held to one outlet.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage } from './support/browser.js';
import { columnTitled, dismissToasts, exportSheet, modal, rows, sheetColumn, toast } from './support/screen.js';

/** Today on the restaurant's clock: every sale this test makes is of this business day. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayText = (d: string) => `${d.slice(8, 10)}-${MONTHS[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`;
const lastDay = (d: string) => {
  const [y, m] = d.split('-').map(Number);
  return `${d.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
/** The app's amount format (id-ID, 2 decimals). */
const amount = (n: number) => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const SENAYAN = [30, 136, 229];
const BRAGA = [67, 160, 71];

const runReport = (page: Page) => page.getByRole('button', { name: 'Process' }).click();
const field = (page: Page, label: 'From' | 'Until') => page.getByRole('textbox', { name: label, exact: true });
const tfoot = (page: Page) => page.locator('main table tfoot');

/**
 * Where to click a chart: the middle of the lowest row of a bar of this colour, a little above it (a
 * bar stands on the axis; the legend's box of that colour sits above the plot); or, for a pie, halfway
 * between its centre and its bottom, inside a slice.
 */
async function chartPoint(page: Page, rgb?: number[]): Promise<{ x: number; y: number }> {
  const canvas = page.locator('[data-testid="chart"] canvas');
  await expect.poll(() => canvas.count()).toBe(1);
  const box = (await canvas.boundingBox())!;
  const point = await canvas.evaluate((c: HTMLCanvasElement, colour) => {
    const { data, width, height } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
    const near = (p: Uint8ClampedArray, q: number[]) => Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) < 12;
    const saturated = (p: Uint8ClampedArray) => Math.max(p[0], p[1], p[2]) - Math.min(p[0], p[1], p[2]) > 60;
    // A pie leaves the legend on the right alone.
    const right = colour ? width : Math.floor(width * 0.6);
    const matches = (x: number, y: number) => (colour ? near(at(x, y), colour) : saturated(at(x, y)));
    const xs = (y: number) => Array.from({ length: right }, (_, x) => x).filter((x) => matches(x, y));
    let bottom = height - 1;
    while (bottom >= 0 && xs(bottom).length === 0) bottom--;
    if (bottom < 0) return null;
    let x: number;
    let y: number;
    if (colour) {
      const row = xs(bottom);
      x = row[Math.floor(row.length / 2)];
      y = bottom - 4;
    } else {
      let top = 0;
      while (xs(top).length === 0) top++;
      const middle = xs(Math.floor((top + bottom) / 2));
      x = Math.round((middle[0] + middle[middle.length - 1]) / 2);
      y = Math.round((top + 3 * bottom) / 4);
    }
    return { x: (x / width) * c.clientWidth, y: (y / height) * c.clientHeight };
  }, rgb);
  expect(point, 'a bar or slice of that colour on the chart').not.toBeNull();
  return { x: box.x + point!.x, y: box.y + point!.y };
}

async function clickChart(page: Page, rgb?: number[]): Promise<void> {
  const { x, y } = await chartPoint(page, rgb);
  await page.mouse.click(x, y);
}

/** Opens a drill link (a new tab) and answers the page it opened. */
async function openInNewTab(page: Page, link: ReturnType<Page['locator']>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

describeE2e('sales reports in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let admin: ApiClient;
  let manager: ApiClient;
  let menus: { menuid: number; menuname: string }[];
  /** What the API says the day's sales are, for every outlet (admin) and the manager's. */
  let all: { netto: number; total: number; count: number };
  let own: { netto: number; count: number };

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    manager = apiClient(app.baseUrl);
    admin = apiClient(app.baseUrl);
    await Promise.all([manager.login('manager'), admin.login('admin')]);
    menus = (await manager.request('GET', '/api/restoorderho/menu')).body.list.slice(0, 3);
    const braga = (await admin.request('GET', '/api/restoorderho/outlet')).body.find(
      (x: { outletname: string }) => x.outletname === 'Saji Braga',
    );
    const sale = async (client: ApiClient, lines: { menuid: number; qty: number }[], pay: boolean, extra = {}) => {
      const orderkey = crypto.randomUUID();
      const saved = await client.request('POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', pax: 1, lines, ...extra });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      if (pay) {
        const paid = await client.request('POST', '/api/restoorderho/payment', {
          orderkey,
          payments: [{ codepayment: 'CASH', paymentamount: saved.body.header.total }],
        });
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      }
      return orderkey;
    };
    const [a, b, c] = menus.map((m) => m.menuid);
    await sale(manager, [{ menuid: a, qty: 2 }], true);
    await sale(
      manager,
      [
        { menuid: a, qty: 1 },
        { menuid: b, qty: 3 },
      ],
      true,
    );
    await sale(manager, [{ menuid: c, qty: 5 }], false);
    const voided = await sale(manager, [{ menuid: c, qty: 4 }], true);
    expect((await manager.request('PUT', '/api/restoorderho/void', { orderkey: voided, voidreason: 'Wrong order input' })).status).toBe(
      200,
    );
    await sale(
      admin,
      [
        { menuid: a, qty: 1 },
        { menuid: c, qty: 1 },
      ],
      true,
      { outletid: braga.outletid },
    );

    const listOf = async (client: ApiClient) =>
      (await client.request('GET', `/api/restoreport/rptsalesbyoutlet?tgl1=${today}&tgl2=${today}`)).body.list as {
        netto: number;
        total: number;
      }[];
    const sumOf = (l: { netto: number; total: number }[]) => ({
      netto: l.reduce((s, x) => s + x.netto, 0),
      total: l.reduce((s, x) => s + x.total, 0),
      count: l.length,
    });
    all = sumOf(await listOf(admin));
    own = sumOf(await listOf(manager));
    expect(all.count).toBe(3);
    expect(own.count).toBe(2);
    page = await signedInPage(browser, app.baseUrl, 'admin');
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('sales list: both dates required, then the sales with their totals, a text filter and the export', async () => {
    await page.goto(`${app.baseUrl}/reports/sales`);
    // The spec's start: the active date through a month less a day.
    await expect.poll(() => field(page, 'From').inputValue()).toBe(dayText(today));
    await field(page, 'From').fill('');
    await field(page, 'From').blur();
    await expect.poll(() => field(page, 'From').inputValue()).toBe('');
    await runReport(page);
    await toast(page, 'Please fill the form correctly.').waitFor();
    expect(await page.getByText('Choose the outlet and the period, then press Process.').count()).toBe(1);
    await dismissToasts(page);

    await page.goto(`${app.baseUrl}/reports/sales`);
    await runReport(page);
    await expect.poll(() => rows(page).count()).toBe(3);
    await expect.poll(() => tfoot(page).textContent()).toContain(amount(all.total));
    expect((await tfoot(page).textContent()) ?? '').toContain(amount(all.netto));
    expect((await tfoot(page).textContent()) ?? '').toContain('Total Sales (IDR)');

    const orderno = (await columnTitled(page, 'Trx. Number'))[0].trim();
    await page.getByRole('textbox', { name: 'Search the table' }).fill(orderno);
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search the table' }).fill('');

    const { filename, sheet } = await exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toMatch(/^sales_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.getRow(1).getCell(1).value).toBe('Outlet Name');
    expect(sheetColumn(sheet, 8).reduce((s: number, v) => s + Number(v), 0)).toBe(all.total);
  });

  it('sales by menu: lines, Total Nett Sales after a fetch and after a filter, the PDF preview and the filter switch', async () => {
    await page.goto(`${app.baseUrl}/reports/sales-by-menu`);
    await runReport(page);
    await expect.poll(() => rows(page).count()).toBe(5);
    const total = page.getByTestId('total-nett-sales');
    await expect.poll(() => total.textContent()).toBe(`Total Nett Sales : IDR ${amount(all.netto)}`);
    expect(await page.getByText('Showing 1 to 5 of 5 entries').count()).toBe(1);

    await page.getByRole('textbox', { name: 'Search the table' }).fill(menus[1].menuname);
    await expect.poll(() => rows(page).count()).toBe(1);
    const netto = (await columnTitled(page, 'Netto'))[0].trim();
    await expect.poll(() => total.textContent()).toBe(`Total Nett Sales : IDR ${netto}`);
    await page.getByRole('textbox', { name: 'Search the table' }).fill('');

    await page.getByRole('button', { name: 'Preview as PDF' }).click();
    const frame = page.getByTestId('pdf-preview');
    await frame.waitFor();
    const pdf = await page.request.get(`${app.baseUrl}${await frame.getAttribute('src')}`);
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    await modal(page).locator('.mantine-Modal-close').click();
    await modal(page).waitFor({ state: 'detached' });

    const { filename, sheet } = await exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toMatch(/^sales_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.rowCount).toBe(6);

    // The Filter switch (Show by default) hides the form and shows it again.
    const filterSwitch = page.locator('.mantine-Switch-track');
    expect(await page.getByText('Filter: Show').count()).toBe(1);
    await filterSwitch.click();
    await expect.poll(() => page.getByRole('button', { name: 'Process' }).isVisible()).toBe(false);
    expect(await page.getByText('Filter: Hide').count()).toBe(1);
    await filterSwitch.click();
    await expect.poll(() => page.getByRole('button', { name: 'Process' }).isVisible()).toBe(true);
  });

  it('monthly chart: the year, Total Sales in millions, a stacked month that opens Chart Detail and its list in a new tab', async () => {
    await page.goto(`${app.baseUrl}/reports/monthly`);
    expect(await field(page, 'From').isDisabled()).toBe(true);
    expect(await field(page, 'From').inputValue()).toBe(`01-Jan-${today.slice(0, 4)}`);
    await runReport(page);
    await expect.poll(() => page.getByTestId('chart-caption').textContent()).toBe(`Year of ${today.slice(0, 4)}`);
    expect((await page.getByTestId('chart-total').textContent()) ?? '').toBe(`Total Sales : IDR ${amount(all.netto / 1e6)} million`);

    await clickChart(page, SENAYAN);
    const detail = modal(page);
    await detail.getByText('Chart Detail').waitFor();
    expect((await detail.textContent()) ?? '').toContain('Saji Senayan');
    expect((await detail.textContent()) ?? '').toContain('Saji Braga');
    const totalLink = detail.getByRole('row', { name: /TOTAL/ }).getByRole('link');
    expect(await totalLink.getAttribute('href')).toBe(`/sales-by-outlet/${today.slice(0, 8)}01/${lastDay(today)}`);
    const senayanLink = detail.getByRole('row', { name: /Saji Senayan/ }).getByRole('link');
    const tab = await openInNewTab(page, senayanLink);
    // The list fills its form from the address and runs by itself.
    await expect.poll(() => rows(tab).count(), { timeout: 15_000 }).toBe(own.count);
    expect(await field(tab, 'From').inputValue()).toBe(dayText(`${today.slice(0, 8)}01`));
    expect(await tab.getByRole('textbox', { name: 'Outlet/Branch' }).inputValue()).toBe('Saji Senayan');
    await tab.close();
    await page.keyboard.press('Escape');
  });

  it('daily chart: the start follows the end date, a day bar opens that day', async () => {
    await page.goto(`${app.baseUrl}/reports/daily`);
    expect(await field(page, 'From').inputValue()).toBe(dayText(`${today.slice(0, 8)}01`));
    await field(page, 'Until').fill(`${Number(today.slice(0, 4)) - 1}-03-15`);
    await field(page, 'Until').blur();
    await expect.poll(() => field(page, 'From').inputValue()).toBe(`01-Mar-${Number(today.slice(0, 4)) - 1}`);
    await field(page, 'Until').fill(today);
    await field(page, 'Until').blur();
    await runReport(page);
    await expect.poll(() => page.getByTestId('chart-total').textContent()).toBe(`Total Sales : IDR ${amount(all.netto / 1e6)} million`);
    await clickChart(page, BRAGA);
    const detail = modal(page);
    await detail.getByText('Chart Detail').waitFor();
    const link = detail.getByRole('row', { name: /Saji Braga/ }).getByRole('link');
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/sales-by-outlet/${today}/${today}/\\d+/Saji%20Braga$`));
    await page.keyboard.press('Escape');
  });

  it('menu chart as a manager: a placeholder, a pie by default, one slice opens Detail Sales and its menu list in a new tab', async () => {
    const mgr = await signedInPage(browser, app.baseUrl, 'manager');
    await mgr.goto(`${app.baseUrl}/reports/menu`);
    await expect.poll(() => mgr.locator('[data-testid="chart"] canvas').count()).toBe(1);
    expect(await mgr.getByRole('radio', { name: 'Pie Chart' }).isChecked()).toBe(true);
    expect(await mgr.getByRole('textbox', { name: 'Outlet/Branch' }).inputValue()).toBe('Saji Senayan');
    await runReport(mgr);
    await expect
      .poll(() => mgr.getByTestId('chart-caption').textContent())
      .toBe(`${dayText(`${today.slice(0, 8)}01`)} until ${dayText(lastDay(today))}`);
    await clickChart(mgr);
    const detail = modal(mgr);
    await detail.getByText(/^Detail Sales /).waitFor();
    const title = (await detail.getByText(/^Detail Sales /).textContent()) ?? '';
    const menuname = title.replace('Detail Sales ', '');
    expect(menus.map((m) => m.menuname)).toContain(menuname);
    const link = detail.getByRole('link');
    expect(await link.getAttribute('href')).toContain(
      `/sales-menu/${today.slice(0, 8)}01/${lastDay(today)}/${encodeURIComponent(menuname)}/`,
    );
    const tab = await openInNewTab(mgr, link);
    // After about 2 s the form hides and the table shows that menu only.
    await expect.poll(() => tab.getByRole('textbox', { name: 'Search the table' }).inputValue(), { timeout: 15_000 }).toBe(menuname);
    expect(await tab.getByRole('button', { name: 'Process' }).isVisible()).toBe(false);
    const names = await columnTitled(tab, 'Menu Name');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([menuname]));
    await tab.close();
    await mgr.context().close();
  });
});
