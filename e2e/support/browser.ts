import fs from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { describe } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const DEMO_PASSWORD = 'saji-demo';
export const E2E_SKIP_MESSAGE = `end-to-end tests skipped: Chromium not found at ${CHROMIUM_PATH}; install it with apt-get install chromium`;

/** Browser tests run wherever Chromium is installed, and always in CI, where a missing Chromium must fail loudly. */
export const e2eEnabled = process.env.CI === 'true' || fs.existsSync(CHROMIUM_PATH);

/** `describe` for browser tests: skipped (with one clear line) when Chromium is absent outside CI. */
export const describeE2e: typeof describe = e2eEnabled
  ? describe
  : (((name: string, ...rest: unknown[]) => {
      if (!process.env.SAJI_E2E_NOTICE_SHOWN) console.warn(E2E_SKIP_MESSAGE);
      return (describe.skip as (...args: unknown[]) => unknown)(name, ...rest);
    }) as unknown as typeof describe);

/** Browsers still open, so a failed test can show what their pages were showing. */
const openBrowsers = new Set<Browser>();

export function openPages(): Page[] {
  return [...openBrowsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
}

export async function openBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The sandbox needs user namespaces that containers and CI machines often lack; the rest keeps
    // Chromium from calling home, which these machines cannot do anyway.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** A page's screen size and input: a laptop's 1280x800 unless told, a touch screen for the till. */
export interface PageOptions {
  viewport?: { width: number; height: number };
  hasTouch?: boolean;
}

/** The till's screen, and the same with touch, as the POS tests use them. */
export const TILL: PageOptions = { viewport: { width: 1024, height: 768 } };
export const TOUCH_TILL: PageOptions = { ...TILL, hasTouch: true };

/**
 * A page of its own browser context, with English screen texts (tests compare labels), downloads
 * kept for reading back, and motion reduced.
 */
export async function openEnglishPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    hasTouch: options.hasTouch,
    acceptDownloads: true,
    locale: 'en-US',
    // The screens then skip their transitions (respectReducedMotion): a test waits for none of them,
    // and two browsers on two cores draw less.
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => localStorage.setItem('saji.lang', 'en'));
  return context.newPage();
}

/** An English page of its own with `username` signed in. */
export async function signedInPage(browser: Browser, baseUrl: string, username: string, options: PageOptions = {}): Promise<Page> {
  const page = await openEnglishPage(browser, options);
  await signIn(page, baseUrl, username);
  return page;
}

/** Signs in through the login form and waits until the form has gone. */
export async function signIn(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const user = page.getByLabel(/username/i);
  await user.fill(username);
  // `and(input)`: the password field's show/hide toggle must not match too.
  await page
    .getByLabel(/password/i)
    .and(page.locator('input'))
    .fill(password);
  await page.getByRole('button', { name: /sign in|log ?in|masuk/i }).click();
  await user.waitFor({ state: 'detached' });
}
