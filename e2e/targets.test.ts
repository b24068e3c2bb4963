// Sales targets in Chromium: a year of targets typed and pasted into the form (Tab/Enter, a 12-column
// spreadsheet row), closed months that cannot be changed, the year viewed, printed and exported, and
// Target vs Realization in both layouts with hidden months, its export read back, and an Actual that
// opens the sales list in a new tab, filled and run; for an admin and for a manager held to one outlet.
// At 1366x768 the form opens at the first month still open and the report fits without scrolling sideways.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage } from './support/browser.js';
import { dismissToasts, exportSheet, modal, rows, toast } from './support/screen.js';

/** Today on the restaurant's clock: the sales this test makes are of this business day. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const year = Number(today.slice(0, 4));
const next = year + 1;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'];
const dayText = (d: string) => `${d.slice(8, 10)}-${MONTHS[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`;
const lastDay = (d: string) => {
  const [y, m] = d.split('-').map(Number);
  return `${d.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
/** The app's amount format (id-ID, 2 decimals). */
const amount = (n: number) => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const cell = (page: Page, outlet: string, month: number, tahun: number) =>
  page.getByRole('textbox', { name: `${outlet} ${ABBR[month - 1]} ${tahun}`, exact: true });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** A spreadsheet paste into the focused cell, as the browser delivers one. */
async function paste(target: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await target.focus();
  await target.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function openInNewTab(page: Page, link: ReturnType<Page['locator']>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

describeE2e('sales targets in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let admin: ApiClient;
  let manager: ApiClient;
  /** The company's outlets in the form's order (by name), and the manager's. */
  let outlets: { outletid: number; outletname: string }[];
  let own: { outletid: number; outletname: string; netto: number; count: number };
  let allNetto: number;
  /** This month's target: 10,000,000 when the month is still open (only on its first day), else 0. */
  let monthTarget: number;

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    admin = apiClient(app.baseUrl);
    manager = apiClient(app.baseUrl);
    await Promise.all([admin.login('admin'), manager.login('manager')]);
    const menus = (await manager.request('GET', '/api/restoorderho/menu')).body.list.slice(0, 2);
    outlets = (await admin.request('GET', `/api/restotargetsales/edit?tahun=${next}`)).body[0];
    const braga = outlets.find((o) => o.outletname === 'Saji Braga')!;
    const sale = async (client: ApiClient, qty: number, extra = {}) => {
      const orderkey = crypto.randomUUID();
      const lines = menus.map((m: { menuid: number }) => ({ menuid: m.menuid, qty }));
      const saved = await client.request('POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', pax: 1, lines, ...extra });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const paid = await client.request('POST', '/api/restoorderho/payment', {
        orderkey,
        payments: [{ codepayment: 'CASH', paymentamount: saved.body.header.total }],
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    };
    await sale(manager, 1);
    await sale(manager, 3);
    await sale(admin, 2, { outletid: braga.outletid });

    const me = (await manager.request('GET', '/api/auth/me')).body;
    const list = async (client: ApiClient) =>
      (await client.request('GET', `/api/restoreport/rptsalesbyoutlet?tgl1=${today}&tgl2=${today}`)).body.list as { netto: number }[];
    const mine = await list(manager);
    own = { outletid: me.outletid, outletname: me.outletname, netto: mine.reduce((s, o) => s + o.netto, 0), count: mine.length };
    allNetto = (await list(admin)).reduce((s, o) => s + o.netto, 0);
    expect(own.count).toBe(2);

    // Targets of 10,000,000 a month for every outlet: this year's months still open, and every month two years on.
    for (const tahun of [year, year + 2]) {
      const [, info] = (await admin.request('GET', `/api/restotargetsales/edit?tahun=${tahun}`)).body;
      const open = new Set(info.months.filter((m: { closed: boolean }) => !m.closed).map((m: { key: string }) => m.key));
      if (tahun === year) monthTarget = open.has(`budget${Number(today.slice(5, 7))}`) ? 10_000_000 : 0;
      // In December, past its first day, this year has no open month left.
      if (!open.size) continue;
      const lines = outlets.map((o) => ({
        outletid: o.outletid,
        ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`budget${i + 1}`, open.has(`budget${i + 1}`) ? 10_000_000 : 0])),
      }));
      expect((await admin.request('POST', '/api/restotargetsales', { tahun, lines })).status).toBe(200);
    }
    page = await signedInPage(browser, app.baseUrl, 'admin');
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('enters a year of targets: typed with Enter moving on, a 12-column row pasted from a spreadsheet, saved and viewed', async () => {
    await page.goto(`${app.baseUrl}/targets`);
    await page.getByRole('textbox', { name: 'Year' }).fill('');
    await page.getByRole('button', { name: 'Add/Edit' }).click();
    await toast(page, 'Please select YEAR').waitFor();
    await dismissToasts(page);

    await page.getByRole('textbox', { name: 'Year' }).fill(String(next));
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText(`No targets set for ${next} yet.`).waitFor();
    await page.getByRole('button', { name: 'Add/Edit' }).click();
    await page.waitForURL(`**/targets/form/${next}`);
    expect(await page.getByRole('textbox', { name: 'Year Of' }).inputValue()).toBe(String(next));
    // The grid renders once the year's lines have loaded.
    await page
      .locator('thead th', { hasText: `Des ${next}` })
      .first()
      .waitFor();
    expect(await page.locator('thead th').allInnerTexts()).toEqual(
      expect.arrayContaining([`Jan ${next}`, `Mei ${next}`, `Agt ${next}`, `Okt ${next}`, `Des ${next}`]),
    );

    const [first, second] = outlets.map((o) => o.outletname);
    await cell(page, first, 1, next).click();
    await page.keyboard.type('1500000');
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe(`${first} Feb ${next}`);
    await page.keyboard.type('1.250.000,50');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe(`${first} Mar ${next}`);
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe(`${second} Mar ${next}`);
    expect(await cell(page, first, 2, next).inputValue()).toBe(amount(1_250_000.5));

    // A row copied from a spreadsheet, outlet name and all, into any cell of the second row.
    const row = Array.from({ length: 12 }, (_, i) => `${(i + 1) * 100000}`).join('\t');
    await paste(cell(page, second, 5, next), `${second}\t${row}\n`);
    await expect.poll(() => cell(page, second, 12, next).inputValue()).toBe(amount(1_200_000));
    expect(await cell(page, second, 1, next).inputValue()).toBe(amount(100_000));
    await expect.poll(() => page.getByTestId('grand-total').textContent()).toBe(amount(2_750_000.5 + 7_800_000));

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Complete successfully').waitFor();
    expect((await toast(page, 'Complete successfully').textContent()) ?? '').toContain('Save Budget');
    await dismissToasts(page);

    // Close returns to the list it came from, on that year.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`**/targets?tahun=${next}`);
    const table = page.getByTestId('target-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    // The year reads in millions; each amount is exact on hover.
    const firstTotal = table.locator('tbody tr').filter({ hasText: first }).getByTestId('row-total');
    expect(await firstTotal.textContent()).toBe(amount(2.7500005));
    expect(await firstTotal.getAttribute('title')).toBe(amount(2_750_000.5));
    expect(await table.getByTestId('grand-total').getAttribute('title')).toBe(amount(10_550_000.5));
  });

  it('prints the year to a PDF preview and exports it, read back', async () => {
    await page.getByRole('button', { name: 'Print' }).click();
    await modal(page).getByTestId('pdf-preview').waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    const { filename, sheet } = await exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe(`targetsales_${next}.xlsx`);
    expect(sheet.getRow(1).getCell(2).value).toBe(`Jan ${next}`);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe('TOTAL');
    expect(total.getCell(14).value).toBe(10_550_000.5);
  });

  it('keeps closed months: read-only in the form, a paste leaves them, and the server refuses a change', async () => {
    await page.goto(`${app.baseUrl}/targets/form/${year - 1}`);
    const [first] = outlets.map((o) => o.outletname);
    const jan = cell(page, first, 1, year - 1);
    await jan.waitFor();
    expect(await jan.getAttribute('readonly')).not.toBeNull();
    await jan.click();
    await page.keyboard.type('999');
    expect(await jan.inputValue()).toBe(amount(0));
    await paste(jan, Array.from({ length: 12 }, () => '5').join('\t'));
    await toast(page, '12 pasted amounts fell on closed months and were left as they were.').waitFor();
    await dismissToasts(page);
    const refused = await admin.request('POST', '/api/restotargetsales', {
      tahun: year - 1,
      lines: [{ outletid: outlets[0].outletid, ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`budget${i + 1}`, 5])) }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Jan ${year - 1} is closed`);
  });

  it('at 1366x768: the form opens at the first month still open, and Target vs Realization fits without scrolling sideways', async () => {
    const wide = await signedInPage(browser, app.baseUrl, 'admin', { viewport: { width: 1366, height: 768 } });
    const [, info] = (await admin.request('GET', `/api/restotargetsales/edit?tahun=${year}`)).body;
    const firstOpen = info.months.find((m: { closed: boolean }) => !m.closed);
    // In December, past its first day, this year has no open month left: the form opens at January.
    const month = firstOpen ? firstOpen.month : 1;
    await wide.goto(`${app.baseUrl}/targets/form/${year}`);
    const header = wide.locator('thead th', { hasText: `${ABBR[month - 1]} ${year}` }).first();
    await header.waitFor();
    const grid = wide.getByTestId('target-grid');
    const inView = () =>
      header.evaluate((th) => {
        const box = th.getBoundingClientRect();
        const scroller = th.closest('.mantine-ScrollArea-viewport')?.getBoundingClientRect();
        const outlet = th.parentElement?.firstElementChild?.getBoundingClientRect();
        return !!scroller && !!outlet && box.left >= outlet.right - 1 && box.right <= scroller.right + 1;
      });
    await expect.poll(inView).toBe(true);
    expect(await grid.locator('thead th').first().isVisible()).toBe(true);

    await wide.goto(`${app.baseUrl}/target-realization`);
    await wide.getByRole('button', { name: 'Open' }).click();
    const table = wide.getByTestId('realization-table');
    await table.waitFor();
    const sideways = await table.evaluate((t) => {
      const scroller = t.closest('.mantine-ScrollArea-viewport') as HTMLElement;
      return { table: Math.round(t.getBoundingClientRect().width), room: scroller.clientWidth, page: document.documentElement.scrollWidth };
    });
    expect(sideways.table).toBeLessThanOrEqual(sideways.room);
    expect(sideways.page).toBeLessThanOrEqual(1366);
    expect(await table.locator('thead th', { hasText: 'TOTAL' }).isVisible()).toBe(true);
    await wide.close();
  });

  it('Target vs Realization: year to date, full columns with hidden months, export and print, the Actual opening the sales list', async () => {
    await page.goto(`${app.baseUrl}/target-realization`);
    const start = page.getByRole('textbox', { name: 'Start date' });
    const end = page.getByRole('textbox', { name: 'End date' });
    expect(await start.inputValue()).toBe(`01-Jan-${year}`);
    expect(await end.inputValue()).toBe(dayText(lastDay(today)));
    // A new end date moves the start to 1 January of its year.
    await end.fill(`${year - 1}-06-15`);
    await end.blur();
    await expect.poll(() => start.inputValue()).toBe(`01-Jan-${year - 1}`);
    await end.fill(lastDay(today));
    await end.blur();
    await expect.poll(() => start.inputValue()).toBe(`01-Jan-${year}`);
    await page.getByRole('button', { name: 'Open' }).click();

    const table = page.getByTestId('realization-table');
    await table.waitFor();
    const month = Number(today.slice(5, 7));
    expect(await table.locator('thead tr').first().locator('th').allInnerTexts()).toEqual([
      'Outlet',
      `${ABBR[month - 1]} ${year}`,
      'Year To Date',
      'TOTAL',
    ]);
    const mine = table.locator(`tr[data-outlet="${own.outletid}"]`);
    const actuals = mine.locator('td[data-figure="actual"]');
    // The table reads in millions; each cell gives its exact amount on hover.
    expect(await actuals.nth(0).textContent()).toBe(amount(own.netto / 1_000_000));
    expect(await actuals.nth(0).getAttribute('title')).toBe(amount(own.netto));
    expect(await actuals.nth(1).getAttribute('title')).toBe(amount(own.netto));
    // The month's sales against its target: over (green) when the month was closed before a target was set, else under (red).
    expect(await mine.locator('td[data-tone]').nth(0).getAttribute('data-tone')).toBe(own.netto > monthTarget ? 'over' : 'under');
    const totals = table.locator('tfoot tr');
    expect(await totals.locator('td[data-figure="actual"]').nth(1).getAttribute('title')).toBe(amount(allNetto));
    expect(await totals.getByRole('link').count()).toBe(0);

    await page.getByText('Full Column').click();
    await expect.poll(() => table.locator('thead tr').first().locator('th').count()).toBe(15);
    await page.getByRole('checkbox', { name: 'Feb' }).uncheck();
    await page.getByRole('checkbox', { name: 'Mar' }).uncheck();
    await expect.poll(() => table.locator('thead tr').first().locator('th').count()).toBe(13);
    expect(await table.locator('thead th').allInnerTexts()).not.toContain(`Feb ${year}`);

    const { filename, sheet } = await exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe(`targetsales_actual_${year}.xlsx`);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['Outlet', `Jan ${year} Target`, `Jan ${year} Actual`, `Jan ${year} Variant`]);
    expect(headers).not.toContain(`Feb ${year} Target`);
    expect(headers).toHaveLength(1 + 3 * 12);
    const sheetTotal = sheet.getRow(sheet.rowCount);
    expect(sheetTotal.getCell(1).value).toBe('TOTAL');
    expect(sheetTotal.getCell(headers.indexOf('Year To Date Actual') + 1).value).toBe(allNetto);

    await page.getByRole('button', { name: 'Preview as PDF' }).click();
    await modal(page).getByTestId('pdf-preview').waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    // The year to date's Actual opens the sales list of the start to the end date, for that outlet, run by itself.
    await page.getByText('Year to Date', { exact: true }).click();
    const link = table.locator(`tr[data-outlet="${own.outletid}"] td[data-figure="actual"]`).nth(1).getByRole('link');
    expect(await link.getAttribute('href')).toBe(
      `/sales-by-outlet/${year}-01-01/${lastDay(today)}/${own.outletid}/${encodeURIComponent(own.outletname)}`,
    );
    const tab = await openInNewTab(page, link);
    await expect.poll(() => rows(tab).count(), { timeout: 15_000 }).toBe(own.count);
    expect(await tab.getByRole('textbox', { name: 'From', exact: true }).inputValue()).toBe(`01-Jan-${year}`);
    expect(await tab.getByRole('textbox', { name: 'Outlet/Branch' }).inputValue()).toBe(own.outletname);
    await tab.close();
  });

  it('as a manager: their outlet only, no Add/Edit, and the report of their outlet', async () => {
    const mgr = await signedInPage(browser, app.baseUrl, 'manager');
    await mgr.goto(`${app.baseUrl}/targets?tahun=${year + 2}`);
    const table = mgr.getByTestId('target-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining(own.outletname)]);
    expect(await mgr.getByRole('button', { name: 'Add/Edit' }).count()).toBe(0);

    await mgr.goto(`${app.baseUrl}/target-realization`);
    await mgr.getByRole('button', { name: 'Open' }).click();
    const report = mgr.getByTestId('realization-table');
    await report.waitFor();
    expect(await report.locator('tbody tr').count()).toBe(1);
    expect(await report.locator('tbody tr td').first().textContent()).toBe(own.outletname);
    expect(await report.locator('tfoot td[data-figure="actual"]').nth(1).getAttribute('title')).toBe(amount(own.netto));
    await mgr.close();
  });
});
