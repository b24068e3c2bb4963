// The till without a network in Chromium (issue 29): a reload offline opens the POS from its cache.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { atStep, openPos, pos } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage, TILL } from './support/browser.js';
import { artifactsDir } from './support/server.js';

describeE2e('the till offline', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    api = apiClient(app.baseUrl);
    await api.login('cashier');
    page = await signedInPage(browser, app.baseUrl, 'cashier', TILL);
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('reloads offline into the POS as the same cashier, with the menu grid', async () => {
    await openPos(page, app.baseUrl);
    await page.locator('[data-menuid]').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1_000);
    await page.context().setOffline(true);
    await page.reload();
    await pos(page).waitFor();
    await atStep(page, 'menu');
    await page.locator('[data-menuid]').first().waitFor();
    await page.screenshot({ path: `${artifactsDir}/offline-reload.png` });
    expect(await pos(page).getByTestId('outbox-badge').getAttribute('data-connection')).toBe('offline');
  });
});
