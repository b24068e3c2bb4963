import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cashierTerminal, detailOf, expectToast, lines, shownTotal, tapMenu } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';
import { dismissToasts, pickInLookup, rowOf, rows, toast } from './support/screen.js';

const year = new Date().getFullYear();

describeE2e('campaigns in Chromium: the list and form, and the POS applying them', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    admin = apiClient(app.baseUrl);
    await admin.login('admin');
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('the form says what is missing, previews the rule and saves; the list shows it in its own words', async () => {
    const page: Page = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' })).newPage();
    await page.addInitScript(() => localStorage.setItem('saji.lang', 'en'));
    await signIn(page, app.baseUrl, 'admin');
    await page.goto(`${app.baseUrl}/campaigns`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill the form correctly.').waitFor();
    await dismissToasts(page);

    await page.getByLabel('Campaign Name').fill('Es Teh Happy');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Buy two, one free.');
    await page.getByRole('combobox', { name: 'Order Types' }).click({ force: true });
    await page.getByRole('option', { name: 'DINE IN' }).click();
    await page.getByRole('option', { name: 'DELIVERY' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Free item', { exact: true }).click();
    await page.getByLabel('Free quantity').fill('1');
    await page.getByRole('switch', { name: 'Apply a term' }).check({ force: true });
    await page.getByLabel('Quantity to buy').fill('2');
    await page.getByRole('checkbox', { name: 'Multiples apply' }).check();

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Term & Condition Menu/Product has to be filled').waitFor();
    await dismissToasts(page);
    await page.getByTestId('campaign-menuterm').getByRole('button', { name: 'Add menu' }).click();
    await page.getByRole('dialog').getByLabel('Menu Name').fill('Es Teh');
    await pickInLookup(page, 'Es Teh Manis');
    await page.getByTestId('campaign-menuterm').getByRole('button', { name: 'Add menu' }).click();
    await page.getByRole('dialog').getByLabel('Menu Name').fill('Es Teh');
    await pickInLookup(page, 'Es Teh Manis');
    await toast(page, 'Es Teh Manis already in the list').waitFor();
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Applicable to Menu/Product has to be filled').waitFor();
    await dismissToasts(page);
    await page.getByTestId('campaign-menus').getByRole('button', { name: 'Add menu' }).click();
    await page.getByRole('dialog').getByLabel('Menu Name').fill('Es Teh');
    await pickInLookup(page, 'Es Teh Manis');

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Applicable to Branch/Outlet has to be filled').waitFor();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Add outlet' }).click();
    await pickInLookup(page, 'Saji Senayan');
    await expect(page.getByTestId('campaign-preview').textContent()).resolves.toContain(
      'Dine-in and delivery at Saji Senayan, all day: buy 2 Es Teh Manis, get 1 Es Teh Manis free, for every 2',
    );

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/campaigns$/);
    await toast(page, 'Update Successfully').waitFor();
    const row = rowOf(page, 'Es Teh Happy');
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['Buy 2 items', 'Get 1 free (Berlaku Kelipatan)', '00:00 - 24:00', 'DINE IN, DELIVERY']));
    expect(cells.join(' ')).toContain('Buy two, one free.');

    // The filter is kept while visiting the form.
    await page.getByLabel('Campaign Name').fill('nothing like it');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => rows(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Close' }).first().click();
    // The form has a Campaign Name field too: read the list's once the list is back.
    await page.waitForURL(/\/campaigns$/);
    await expect.poll(() => page.getByLabel('Campaign Name').inputValue()).toBe('nothing like it');
    await page.context().close();
  });

  it('the POS applies a promotion as lines change, lets the cashier pick one, and the server agrees', async () => {
    const menus = (await admin.request<{ list: { menuid: number; menuname: string }[] }>('GET', '/api/restoorderho/menu')).body.list;
    const outlets = (await admin.request<{ list: { outletid: number; outletname: string }[] }>('GET', '/api/restooutlet?limit=50')).body
      .list;
    const senayan = outlets.find((o) => o.outletname === 'Saji Senayan')!.outletid;
    const soto = menus.find((m) => m.menuname === 'Soto Betawi')!;
    const tea = menus.find((m) => m.menuname === 'Es Teh Manis')!;
    const teh = await admin.request('POST', '/api/restocampaign', {
      campaignname: 'Teh 2+1',
      campaigndesc: '<p>Take away tea</p>',
      startdate: `${year}-01-01`,
      enddate: `${year}-12-31`,
      autoapply: 1,
      ordertypes: 'TAKE AWAY',
      freeitem: 1,
      freeqty: 1,
      termapply: 1,
      term4menu: 1,
      termqty: 2,
      termapplymulti: 1,
      menus: [{ menuid: tea.menuid }],
      menuterm: [{ menuid: tea.menuid }],
      outlets: [{ outletid: senayan }],
    });
    expect(teh.status).toBe(200);
    const member = await admin.request('POST', '/api/restocampaign', {
      campaignname: 'Member 10',
      campaigndesc: '<p>Members</p>',
      startdate: `${year}-01-01`,
      enddate: `${year}-12-31`,
      autoapply: 0,
      ordertypes: 'DINE IN,TAKE AWAY,DELIVERY',
      discpc: 10,
      termapply: 0,
      menus: [{ menuid: soto.menuid }],
      outlets: [{ outletid: senayan }],
    });
    expect(member.status).toBe(200);

    const page = await cashierTerminal(browser, app.baseUrl, { width: 1366, height: 900 });
    await page.getByText('Take away', { exact: true }).click();
    await tapMenu(page, 'Es Teh Manis');
    await expect.poll(() => lines(page).count()).toBe(1);
    await page.getByRole('button', { name: '+ Es Teh Manis' }).click();
    // Two bought: one free, named with its campaign.
    await page.locator('[data-testid=order-line][data-free]').waitFor();
    await expect(page.locator('[data-testid=order-line][data-free]').textContent()).resolves.toContain('FREE · Teh 2+1');
    await page.getByRole('button', { name: '- Es Teh Manis' }).click();
    await page.locator('[data-testid=order-line][data-free]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '+ Es Teh Manis' }).click();
    await page.getByRole('button', { name: '+ Es Teh Manis' }).click();
    await page.getByRole('button', { name: '+ Es Teh Manis' }).click();
    await expect.poll(async () => page.locator('[data-testid=order-line][data-free] [data-testid=line-qty]').textContent()).toBe('2');

    await tapMenu(page, 'Soto Betawi');
    const pick = page.getByTestId('promotion-pickable').filter({ hasText: 'Member 10' }).getByRole('button', { name: 'Apply' });
    await pick.click();
    await page.getByText('−10% · Member 10').waitFor();
    // Picked, the campaign shows once with Remove and offers Apply no more (a second pick's 'already
    // Applied' is the draft's rule, promotion-draft.test.ts).
    const row = page.getByTestId('promotion-applied').filter({ hasText: 'Member 10' });
    await row.getByRole('button', { name: 'Remove' }).waitFor();
    expect(await pick.count()).toBe(0);
    const shown = await shownTotal(page);

    const saved = page
      .waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/restoorderho' && r.ok())
      .then(async (r) => (await r.json()).header.orderkey as string);
    await page.keyboard.press('F4');
    await expectToast(page, 'Save Request');
    const cashier = apiClient(app.baseUrl);
    await cashier.login('cashier');
    const detail = await detailOf(cashier, await saved);
    expect(detail.header.total).toBe(shown);
    expect(detail.lines.filter((l) => l.isfree).map((l) => l.qty)).toEqual([2]);
    expect(detail.lines.find((l) => l.menuid === soto.menuid)).toMatchObject({ discpc: 10 });
  });
});
