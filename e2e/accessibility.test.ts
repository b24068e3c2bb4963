// Every main screen through axe-core: no critical or serious violation (names, text alternatives,
// contrast, roles), in the back office at 1366x768 and on the till and kitchen screens at 1024x768.
// One sign-in per role, then the screens in a loop, so the file stays cheap.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signedInPage } from './support/browser.js';

const BACK_OFFICE = [
  '/',
  '/orders',
  '/outlets',
  '/menus',
  '/users',
  '/campaigns/new',
  '/audit-log',
  '/reports/sales',
  '/reports/monthly',
  '/target-realization',
  '/stock',
];
const TILL = ['/pos', '/kitchen'];

/** The critical and serious violations of the page as it is now, one line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.length}x ${v.nodes[0]?.target.join(' ')}`);
}

async function sweep(page: Page, baseUrl: string, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main, [data-testid="pos"], [data-testid="kitchen"]').first().waitFor();
    // The list's rows or the chart: the screen as a user reads it, not its loading state.
    await page.waitForTimeout(600);
    found.push(...(await violations(page, path)));
  }
  return found;
}

describeE2e('accessibility of the main screens', () => {
  let run: BrowserApp;
  beforeAll(async () => {
    run = await startBrowserApp();
  }, 120_000);
  afterAll(() => stopBrowserApp(run));

  it('has no critical or serious axe violation in the back office (1366x768) or on the till and kitchen (1024x768)', async () => {
    const { app, browser } = run;
    const admin = await signedInPage(browser, app.baseUrl, 'admin', { viewport: { width: 1366, height: 768 } });
    const cashier = await signedInPage(browser, app.baseUrl, 'manager', { viewport: { width: 1024, height: 768 }, hasTouch: true });
    const found = [...(await sweep(admin, app.baseUrl, BACK_OFFICE)), ...(await sweep(cashier, app.baseUrl, TILL))];
    expect(found).toEqual([]);
  }, 150_000);
});
