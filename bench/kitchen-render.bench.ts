// The kitchen screen with 100 open cards in Chromium: each update (a new order saved at the till, its
// push, the screen's new kitchenview) is timed inside the page from the moment the answer's text has
// arrived to the frame after the board changed (JSON parse, React render and commit, style, layout,
// paint). Also with the CPU slowed 4x, as on a low-end kitchen tablet. `npm run bench -- kitchen-render`.

import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { type ApiClient, apiClient } from '../e2e/support/api.js';
import { onBuiltApp, onSlowCpu, signIn } from './support/browser.js';
import { type Figure, percentile, printFigures } from './support/stats.js';

const CARDS = 100;
const UPDATES = 25;
const figures: Figure[] = [];

/**
 * Installed before the app loads: every kitchenview answer starts a clock when its text is read, and
 * the first change of the board after it stops the clock one frame later. Page source text, so tsx
 * adds no helpers the page lacks.
 */
const IN_PAGE_TIMER = `() => {
  window.__renders = [];
  const read = Response.prototype.text;
  Response.prototype.text = async function () {
    const body = await read.call(this);
    if (!this.url.includes('/kitchenview')) return body;
    const started = performance.now();
    const board = document.querySelector('[data-testid=kitchen-board]');
    if (!board) return body;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => window.__renders.push(performance.now() - started), 0));
    });
    observer.observe(board, { childList: true, subtree: true, characterData: true });
    setTimeout(() => observer.disconnect(), 5000);
    return body;
  };
}`;

async function order(cashier: ApiClient, menuids: number[], n: number): Promise<string> {
  const orderkey = crypto.randomUUID();
  const lines = Array.from({ length: 2 + (n % 3) }, (_, k) => ({ menuid: menuids[(n * 3 + k) % menuids.length], qty: 1 + (k % 2) }));
  const res = await cashier.request('POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', tableids: [], pax: 1, lines });
  if (res.status !== 200) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
  return orderkey;
}

async function updates(page: Page, cashier: ApiClient, menuids: number[], from: number): Promise<number[]> {
  await page.evaluate('window.__renders = []');
  for (let i = 0; i < UPDATES; i++) {
    const key = await order(cashier, menuids, from + i);
    await page.locator(`[data-orderkey="${key}"]`).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(50);
  }
  return (await page.evaluate('window.__renders')) as number[];
}

async function main(): Promise<void> {
  await onBuiltApp(
    async (app, browser) => {
      const cashier = apiClient(app.baseUrl);
      await cashier.login('cashier');
      const menuids = (await cashier.request('GET', '/api/restoorderho/menu?limit=40')).body.list.map((m: { menuid: number }) => m.menuid);
      for (let n = 0; n < CARDS; n++) await order(cashier, menuids, n);

      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.addInitScript(() => localStorage.setItem('saji.lang', 'en'));
      await page.addInitScript(`(${IN_PAGE_TIMER})()`);
      await signIn(page, app.baseUrl, 'kitchen');
      await page.goto(`${app.baseUrl}/kitchen`);
      await page
        .getByTestId('kitchen-card')
        .nth(CARDS - 1)
        .waitFor();

      await updates(page, cashier, menuids, CARDS); // warm-up
      const normal = await updates(page, cashier, menuids, CARDS + UPDATES);
      const shown = await page.getByTestId('kitchen-card').count();
      figures.push({
        name: `kitchen screen update with ${CARDS}+ open cards, p95`,
        value: percentile(normal, 95),
        unit: 'ms',
        target: 50,
        note: `${shown} cards at the end, p50 ${percentile(normal, 50).toFixed(1)} ms, max ${Math.max(...normal).toFixed(1)} ms, n=${normal.length}`,
      });
      figures.push(await onSlowCpu(page, () => updates(page, cashier, menuids, CARDS + 2 * UPDATES)));
    },
    { figures, name: 'kitchen screen update (Chromium)', unit: 'ms' },
  );
}

await main();
process.exit(printFigures('Kitchen screen rendering', figures) ? 0 : 1);
