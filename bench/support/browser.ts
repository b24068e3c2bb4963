import fs from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type RunningApp, startApp } from '../../e2e/support/app.js';
// @ts-expect-error: a plain ES module shared with npm start and npm test
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { type Figure, percentile } from './stats.js';

// e2e/support/browser.ts pulls in vitest, which refuses to load outside a test run; hence these.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The figure a bench reports in place of its measure on a machine without Chromium; undefined where there is one. */
export function noChromium(name: string, unit: Figure['unit']): Figure | undefined {
  if (fs.existsSync(CHROMIUM_PATH)) return undefined;
  return { name, value: Number.NaN, unit, note: `skipped: no Chromium at ${CHROMIUM_PATH}` };
}

/** Signs in through the login screen, as a person does. */
export async function signIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username/i).fill(username);
  await page
    .getByLabel(/password/i)
    .and(page.locator('input'))
    .fill('saji-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The same measure again with the CPU slowed 4x, as on a low-end tablet: its p95. */
export async function onSlowCpu(page: Page, measure: () => Promise<number[]>): Promise<Figure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow = await measure();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return {
    name: 'same, CPU slowed 4x (low-end tablet), p95',
    value: percentile(slow, 95),
    unit: 'ms',
    note: `p50 ${percentile(slow, 50).toFixed(1)} ms, n=${slow.length}`,
  };
}

/**
 * Runs a browser bench on the web app as built for production: the server started on the seeded demo,
 * Chromium launched, both closed after. With `skip`, a machine without Chromium reports that figure
 * as skipped instead.
 */
export async function onBuiltApp(
  run: (app: RunningApp, browser: Browser) => Promise<void>,
  skip?: { figures: Figure[]; name: string; unit: Figure['unit'] },
): Promise<void> {
  const skipped = skip && noChromium(skip.name, skip.unit);
  if (skip && skipped) {
    skip.figures.push(skipped);
    return;
  }
  if (!ensureWebBuild()) throw new Error('the web app failed to build');
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await run(app, browser);
  } finally {
    await browser.close();
    await app.stop();
  }
}
