// Stock in Chromium as a manager: goods received through the form raise on hand; a sale at the till
// takes its recipe; a count on the tablet layout (1024x768) sets on hand to what was counted; the
// variance report at 1366x768 shows the loss the count found, and its PDF says the same.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage } from './support/browser.js';
import { rowOf } from './support/screen.js';
import { artifactsDir } from './support/server.js';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
/** Quantities as the English screens write them (12.5) and as the PDF does, the Indonesian way (12,5). */
const en = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });
const id = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 4 });

describeE2e('stock screens in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let manager: ApiClient;
  let outletid: number;
  let today: string;
  /** A plain menu with a recipe, and its first ingredient with what one portion takes. */
  let menuid: number;
  let ingredient: { itemno: number; itemname: string; partnumber: string; per: number };

  const onHand = async () =>
    (await manager.request('GET', `/api/stock/onhand?outletid=${outletid}&itemno=${ingredient.itemno}`)).body.list[0].onhand as number;
  const shot = (name: string) => page.screenshot({ path: path.join(artifactsDir, `stock-${name}.png`), fullPage: true });

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    manager = apiClient(app.baseUrl);
    const admin = apiClient(app.baseUrl);
    await Promise.all([manager.login('manager'), admin.login('admin')]);
    const me = (await manager.request('GET', '/api/auth/me')).body;
    [outletid, today] = [me.outletid, me.tglaktif];
    const groups = (await manager.request('GET', `/api/restoorderho/modifiers?outletid=${outletid}`)).body as { menuid: number }[];
    const recipes = (await admin.request('GET', '/api/standardproduction?limit=100')).body.list as {
      stdrproductionkey: string;
      menuid: number | null;
    }[];
    const recipe = recipes.find((r) => r.menuid && !groups.some((g) => g.menuid === r.menuid));
    if (!recipe?.menuid) throw new Error('no recipe of a plain menu');
    menuid = recipe.menuid;
    const detail = (await admin.request('GET', `/api/standardproduction/detail/${recipe.stdrproductionkey}`)).body;
    const [line] = detail.lines;
    ingredient = {
      itemno: line.itemno,
      itemname: line.itemname,
      partnumber: line.partnumber,
      per: line.quantity / detail.header.totalyield,
    };
    page = await signedInPage(browser, app.baseUrl, 'manager', { viewport: { width: 1366, height: 768 } });
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('goods received through the form raise on hand; a sale at the till takes its recipe', async () => {
    await page.goto(`${app.baseUrl}/stock/receipts`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Supplier').fill('PT Sumber Pangan');
    await page.getByLabel('Document No.').fill('SJ-0412');
    await page.locator('input[aria-label="Item"]').fill(ingredient.partnumber);
    await page
      .getByRole('option', { name: new RegExp(ingredient.itemname) })
      .first()
      .click();
    await page.getByLabel('Quantity').fill('12.5');
    await page.getByLabel('Unit Cost').fill('2000');
    await shot('receipt-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'SJ-0412').waitFor();
    await expect.poll(onHand).toBe(12.5);

    await page.goto(`${app.baseUrl}/stock`);
    await page.getByLabel('Search items').fill(ingredient.partnumber);
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await rowOf(page, ingredient.itemname)
      .filter({ hasText: en(12.5) })
      .waitFor();
    await shot('on-hand');

    // Two portions sold at the till: on hand falls by what the recipe takes.
    const cashier = apiClient(app.baseUrl);
    await cashier.login('cashier');
    const orderkey = crypto.randomUUID();
    const saved = await cashier.request('POST', '/api/restoorderho', {
      orderkey,
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines: [{ menuid, qty: 2 }],
    });
    expect(saved.status).toBe(200);
    const cash = (await cashier.request('GET', '/api/restoorderho/paymenttype')).body.find(
      (p: { iscash: boolean }) => p.iscash,
    ).codepayment;
    const paid = await cashier.request('POST', '/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: cash, paymentamount: saved.body.header.total }],
    });
    expect(paid.status).toBe(200);
    await expect.poll(onHand).toBeCloseTo(12.5 - Math.round(2 * ingredient.per * 10_000) / 10_000, 4);
  });

  it('a count on the tablet layout sets on hand to what was counted', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${app.baseUrl}/stock/counts/new`);
    await page.getByLabel('Search items').fill(ingredient.partnumber);
    const field = page.getByLabel(`Counted ${ingredient.itemname}`);
    await field.fill('10');
    await page.getByText('1 items counted').waitFor();
    // The sheet fits the tablet: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await shot('count-tablet');
    await page.getByRole('button', { name: 'Save Count' }).click();
    await page.getByRole('heading', { name: /Count Sheet CT-/ }).waitFor();
    await rowOf(page, ingredient.itemname).waitFor();
    await shot('count-sheet');
    await expect.poll(onHand).toBe(10);
  });

  it('the variance report shows the loss the count found, and its PDF says the same', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.baseUrl}/stock/variance`);
    await page.getByRole('button', { name: 'Process' }).click();
    const row = rowOf(page, ingredient.itemname);
    await row.waitFor();
    const report = (await manager.request('GET', `/api/stock/variance?outletid=${outletid}&tgl1=${today}&tgl2=${today}`)).body;
    const line = report.list.find((r: { itemno: number }) => r.itemno === ingredient.itemno);
    // Received 12.5, sold what the recipe says, counted 10: the rest went missing.
    expect(line).toMatchObject({ opening: 0, received: 12.5, closing: 10, actualusage: 2.5 });
    expect(line.variance).toBeCloseTo(2.5 - line.theoreticalusage, 4);
    expect(line.variance).toBeGreaterThan(0);
    await expect.poll(() => row.textContent()).toContain(en(line.variance));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await shot('variance');

    const href = await page.getByRole('link', { name: 'PDF' }).getAttribute('href');
    const res = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(res.status()).toBe(200);
    const text = pdfText(await res.body());
    expect(text).toContain('Stock variance');
    expect(text).toContain(ingredient.itemname);
    expect(text).toContain(id(line.variance));
  });
});
