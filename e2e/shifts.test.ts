// A cashier's whole day on one terminal, in Chromium at the till's 1024x768: a manager tells the device
// it is KASIR-1, the outlet requires shifts, so the first payment is refused and the till offers to
// open a shift with a float; then a sale, a cash out, the X report on the loopback receipt printer,
// the close with a counted drawer that is short, its Z report on the printer (ESC/POS decoded) and as
// PDF (pdftotext), and the manager's list at 1366x768 with the difference marked and the shift reopened.
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeText } from '../apps/server/src/platform/escpos.js';
import { type LoopbackPrinter, loopbackPrinter } from '../apps/server/src/test/printer.js';
import { atStep, expectToast, openPos, shownTotal, tapMenu, useEnglish } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';
import { modal, rowOf } from './support/screen.js';

const rp = (n: number) => n.toLocaleString('id-ID');
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

describeE2e('cashier shifts: a day on one terminal', () => {
  let app: RunningApp;
  let browser: Browser;
  let printer: LoopbackPrinter;
  let manager: ApiClient;
  let till: Page;
  let shiftid: number;
  let difference: number;

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    printer = await loopbackPrinter();
    const admin = apiClient(app.baseUrl);
    manager = apiClient(app.baseUrl);
    await Promise.all([admin.login('admin'), manager.login('manager')]);
    const { outletid } = (await manager.request('GET', '/api/auth/me')).body;
    const outlet = (await admin.request('GET', `/api/restooutlet/${outletid}`)).body;
    expect((await admin.request('POST', '/api/restooutlet', { ...outlet, posprinter: printer.address })).status).toBe(200);
    expect((await manager.request('PUT', '/api/shift/setting', { shiftrequired: '1', blindclose: '0' })).status).toBe(200);
    till = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await useEnglish(till);
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
    await printer?.close();
  });

  /** The next print whose text holds `marker`: the cash drawer's kick may come as a print of its own. */
  let seen = 0;
  const printed = async (marker: string): Promise<string> => {
    for (;;) {
      const text = decodeText(await printer.next(seen++));
      if (text.includes(marker)) return text;
    }
  };

  const shiftMenu = async (item: string) => {
    await till.getByTestId('shift-button').click();
    await till.getByRole('menuitem', { name: item }).click();
  };

  it('opens a shift when the first payment asks for one, sells, takes cash out, prints the X and closes with a short drawer and its Z', async () => {
    // A manager tells the device which till it is, once; the cashier who signs in after pays into it.
    await signIn(till, app.baseUrl, 'manager');
    await openPos(till, app.baseUrl);
    await shiftMenu("This device's terminal");
    await modal(till).getByLabel('New terminal').fill('kasir-1');
    await modal(till).getByRole('button', { name: 'Use' }).click();
    await till.context().clearCookies();
    await signIn(till, app.baseUrl, 'cashier');
    await openPos(till, app.baseUrl);
    expect(await till.getByTestId('shift-button').getAttribute('data-state')).toBe('closed');

    await till.getByText('Take away', { exact: true }).click();
    await tapMenu(till, 'Gado-Gado');
    await till.keyboard.press('F8');
    await atStep(till, 'payment');
    const total = await shownTotal(till);
    await till.getByTestId('quick-cash').getByRole('button').first().click();
    // Refused for want of a shift: the till offers to open one, and the payment goes through after.
    await modal(till).getByText('Open a shift on KASIR-1 first').waitFor();
    await modal(till).getByLabel('Opening float').fill('500,000');
    await modal(till).getByRole('button', { name: 'Open shift' }).click();
    await expectToast(till, 'Complete successfully');
    await expect.poll(() => till.getByTestId('shift-button').getAttribute('data-state')).toBe('open');
    expect(await printed('Gado-Gado')).toContain('TOTAL');

    await shiftMenu('Cash in / out');
    await modal(till).getByLabel('Amount').fill('50,000');
    await modal(till).getByLabel('Reason').fill('ice');
    await modal(till).getByRole('button', { name: 'Cash out' }).click();
    await expectToast(till, 'Cash recorded');

    const expected = 500_000 + total - 50_000;
    await shiftMenu('X report');
    await expect.poll(() => modal(till).getByTestId('expected').textContent()).toContain(`Rp ${rp(expected)}`);
    await modal(till).getByRole('button', { name: 'Print X' }).click();
    const x = await printed('X REPORT');
    expect(x).toContain('X REPORT');
    expect(x).toMatch(/ice +-50\.000/);
    expect(x).toMatch(new RegExp(`Expected cash +${rp(expected).replace(/\./g, '\\.')}`));
    await till.keyboard.press('Escape');

    // 4 x 100.000 + 1 x 50.000 + 3 x 1.000 coins: short of what the drawer should hold.
    await shiftMenu('Close shift');
    await modal(till).getByLabel('Rp 100.000 · Notes').fill('4');
    await modal(till).getByLabel('Rp 50.000 · Notes').fill('1');
    await modal(till).getByLabel('Rp 1.000 · Coins').fill('3');
    difference = 453_000 - expected;
    expect(difference).toBeLessThan(0);
    expect(await modal(till).getByTestId('difference').textContent()).toBe(`Rp ${rp(difference)} (short)`);
    await modal(till).getByRole('button', { name: 'Close shift' }).click();
    await modal(till).getByTestId('close-result').waitFor();
    await expect.poll(() => till.getByTestId('shift-button').getAttribute('data-state')).toBe('closed');

    const z = await printed('Z REPORT');
    expect(z).toContain('Z REPORT #000001');
    expect(z).not.toContain('COPY');
    expect(z).toMatch(/Counted cash +453\.000/);
    expect(z).toMatch(new RegExp(`Short +-${rp(-difference).replace(/\./g, '\\.')}`));

    const list = (await manager.request('GET', '/api/shift')).body;
    shiftid = list.list[0].shiftid;
    const pdf = await fetch(`${app.baseUrl}/api/shift/${shiftid}/pdf?report=Z`, { headers: { cookie: manager.cookie() } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Z REPORT #000001');
    expect(text).toContain('*** COPY ***');
    expect(text).toMatch(/Counted cash +453\.000/);
  });

  it("shows the manager the day's shifts with the difference marked, its report, and reopens it with a reason", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    await useEnglish(page);
    await signIn(page, app.baseUrl, 'manager');
    await page.goto(`${app.baseUrl}/shifts`);
    const row = rowOf(page, 'KASIR-1');
    await row.waitFor();
    expect(await row.getByTestId('difference').textContent()).toBe(`Rp ${rp(difference)} (short)`);
    await row.dblclick();
    await modal(page).getByTestId('shift-report').waitFor();
    expect(await modal(page).getByTestId('movements').textContent()).toContain('ice');
    await modal(page).getByLabel('Reason').fill('recount the coins');
    await modal(page).getByRole('button', { name: 'Reopen' }).click();
    await expectToast(page, 'Shift reopened');
    await page.keyboard.press('Escape');
    await expect.poll(() => row.textContent()).toContain('Open');
    const detail = (await manager.request('GET', `/api/shift/${shiftid}`)).body;
    expect(detail.header).toMatchObject({ status: 'open', zno: 1, reopencount: 1, reopenreason: 'recount the coins' });
  });
});
