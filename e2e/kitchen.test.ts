// The kitchen display beside the POS: a cashier's terminal and two kitchen screens of one outlet (the
// expo view and the main kitchen's station). A saved order appears on both screens, an added item as
// its own ADDED card, a removed one as a struck-through VOID line; bumping with the bump bar's keys
// clears it on both, R recalls it, and a reload keeps it all (the state is the server's). With a
// kitchen printer on as well, the printer and the screen each get an added line once; without one, the
// till's reprint reaches the screens alone, marked REPRINT.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeText } from '../apps/server/src/platform/escpos.js';
import { type LoopbackPrinter, loopbackPrinter } from '../apps/server/src/test/printer.js';
import { expectToast, openPos, tapMenu, tapTable, useEnglish } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';

describeE2e('kitchen display: a POS and two kitchen screens of one outlet', () => {
  let app: RunningApp;
  let browser: Browser;
  let pos: Page;
  let expo: Page;
  let station: Page;
  let kitchenPrinter: LoopbackPrinter;
  let admin: ApiClient;
  let outletid: number;

  async function screen(username: string, path: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1024, height: 700 } })).newPage();
    await useEnglish(page);
    await signIn(page, app.baseUrl, username);
    await page.goto(`${app.baseUrl}${path}`);
    await page.getByTestId('kitchen').waitFor();
    return page;
  }
  const cardsOf = (page: Page, table: string): Locator => page.getByTestId('kitchen-card').filter({ hasText: `TABLE ${table}` });
  const save = async () => {
    await pos.keyboard.press('F4');
    await expectToast(pos, 'Save Request');
  };

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    kitchenPrinter = await loopbackPrinter();
    admin = apiClient(app.baseUrl);
    await admin.login('admin');
    pos = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await useEnglish(pos);
    await signIn(pos, app.baseUrl, 'cashier');
    const cashierApi = apiClient(app.baseUrl);
    await cashierApi.login('cashier');
    outletid = (await cashierApi.request('GET', '/api/auth/me')).body.outletid;
    await openPos(pos, app.baseUrl);
    [expo, station] = [await screen('kitchen', '/kitchen'), await screen('manager', '/kitchen?station=KITCHEN')];
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
    await kitchenPrinter?.close();
  });

  it('shows an order, its ADDED and VOID batches on both screens; bump, recall and a reload keep the state', async () => {
    await tapTable(pos, 'T09');
    await tapMenu(pos, 'Soto Betawi');
    await tapMenu(pos, 'Nasi Goreng Kampung');
    await save();
    for (const page of [expo, station]) await cardsOf(page, 'T09').filter({ hasText: 'Soto Betawi' }).waitFor({ timeout: 5_000 });

    await tapTable(pos, 'T09', 'payment');
    await pos.getByRole('button', { name: 'Cancel payment' }).click();
    await tapMenu(pos, 'Es Teh Manis');
    // The ticket shows a line's controls once it is selected.
    await pos
      .getByTestId('order-line')
      .filter({ hasText: 'Nasi Goreng Kampung' })
      .getByRole('button', { name: 'Nasi Goreng Kampung' })
      .click();
    await pos.getByRole('button', { name: 'Delete Nasi Goreng Kampung' }).click();
    await save();
    const added = cardsOf(expo, 'T09').filter({ has: expo.locator('[data-batch=ADDED]') });
    await added.filter({ hasText: 'Es Teh Manis' }).waitFor({ timeout: 5_000 });
    const voided = expo.locator('[data-testid=kitchen-item][data-batch=VOID]').filter({ hasText: 'Nasi Goreng Kampung' });
    await voided.waitFor({ timeout: 5_000 });
    expect(await voided.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
    // The main kitchen's screen has no drinks: they go to the bar.
    await cardsOf(station, 'T09').filter({ hasText: 'Soto Betawi' }).waitFor();
    expect(await cardsOf(station, 'T09').filter({ hasText: 'Es Teh Manis' }).count()).toBe(0);

    // The bump bar: key 1 bumps the first (oldest) card on every screen.
    const first = cardsOf(expo, 'T09').filter({ hasText: 'Soto Betawi' });
    await expo.keyboard.press('1');
    await first.waitFor({ state: 'detached', timeout: 5_000 });
    await cardsOf(station, 'T09').filter({ hasText: 'Soto Betawi' }).waitFor({ state: 'detached', timeout: 5_000 });
    await expo.keyboard.press('r');
    await cardsOf(station, 'T09').filter({ hasText: 'Soto Betawi' }).waitFor({ timeout: 5_000 });

    await expo.reload();
    await cardsOf(expo, 'T09').filter({ hasText: 'Soto Betawi' }).waitFor();
    await cardsOf(expo, 'T09').filter({ hasText: 'Es Teh Manis' }).waitFor();

    // Bumped by touch, the order shows ready on the till's table board.
    // One card at a time, each awaited gone: a bumped card leaves and places shift.
    while ((await cardsOf(expo, 'T09').count()) > 0) {
      const card = cardsOf(expo, 'T09').first();
      const batch = await card.getAttribute('data-batch');
      await card.getByTestId('kitchen-bump').click();
      await cardsOf(expo, 'T09')
        .and(expo.locator(`[data-batch="${batch}"]`))
        .waitFor({ state: 'detached' });
    }
    await cardsOf(expo, 'T09').first().waitFor({ state: 'detached', timeout: 5_000 });
    await pos.getByRole('button', { name: /^Tables/ }).click();
    await pos.getByTestId('table-T09').getByTestId('kitchen-ready').filter({ hasText: 'Ready' }).waitFor({ timeout: 5_000 });
    await pos.keyboard.press('Escape');
  });

  it('reprints the kitchen ticket from the till to the screens of an outlet without a kitchen printer, marked REPRINT', async () => {
    const outlet = (await admin.request('GET', `/api/restooutlet/${outletid}`)).body;
    expect((await admin.request('POST', '/api/restooutlet', { ...outlet, kitchenprinter: null, kitchenorder: '0' })).status).toBe(200);
    await openPos(pos, app.baseUrl);
    // Screens alone reach the kitchen: the till says nothing of a kitchen that gets no tickets.
    await pos.getByRole('button', { name: /^Tables/ }).waitFor();
    expect(await pos.getByTestId('no-kitchen').count()).toBe(0);
    await tapTable(pos, 'T11');
    await tapMenu(pos, 'Rawon Surabaya');
    await save();
    await cardsOf(expo, 'T11').filter({ hasText: 'Rawon Surabaya' }).waitFor({ timeout: 5_000 });

    // The cook lost sight of it: the till sends it again, and both screens show it marked REPRINT.
    await tapTable(pos, 'T11', 'payment');
    await pos.getByRole('button', { name: 'Cancel payment' }).click();
    await pos.getByRole('button', { name: 'More', exact: true }).click();
    await pos.getByRole('menuitem', { name: 'Reprint kitchen ticket' }).click();
    await expectToast(pos, 'Kitchen ticket sent');
    for (const page of [expo, station]) {
      const reprinted = cardsOf(page, 'T11').filter({ has: page.locator('[data-batch=REPRINT]') });
      await reprinted.filter({ hasText: 'Rawon Surabaya' }).waitFor({ timeout: 5_000 });
      expect(await reprinted.textContent()).toContain('REPRINT');
    }
    const jobs = (await admin.request('GET', `/api/printjobs?outletid=${outletid}`)).body;
    expect(jobs.filter((j: { kind: string }) => j.kind === 'kitchen')).toHaveLength(0);
  });

  it('sends a kitchen printer and the screens each added line once', async () => {
    const outlet = (await admin.request('GET', `/api/restooutlet/${outletid}`)).body;
    const saved = await admin.request('POST', '/api/restooutlet', { ...outlet, kitchenprinter: kitchenPrinter.address, kitchenorder: '1' });
    expect(saved.status).toBe(200);
    await openPos(pos, app.baseUrl);
    await tapTable(pos, 'T10');
    await tapMenu(pos, 'Rawon Surabaya');
    await save();
    const ticket = decodeText(await kitchenPrinter.next(0));
    expect(ticket).toContain('Rawon Surabaya');
    await cardsOf(expo, 'T10').filter({ hasText: 'Rawon Surabaya' }).waitFor({ timeout: 5_000 });
    expect(await cardsOf(expo, 'T10').count()).toBe(1);
    // The till's print list holds one kitchen job for the order: the printer got it once.
    const jobs = (await admin.request('GET', `/api/printjobs?outletid=${outletid}`)).body;
    expect(jobs.filter((j: { kind: string; orderno: string }) => j.kind === 'kitchen')).toHaveLength(1);
    expect(kitchenPrinter.received).toHaveLength(1);
  });
});
