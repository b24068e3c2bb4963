// Live table status across server processes: two servers on one PostgreSQL, a terminal on each.
// An order opened and paid through the first server reaches the table map of the terminal on the
// second through LISTEN/NOTIFY and the second server's WebSocket, long before the 30-second refresh.
// Only PostgreSQL can be shared by two processes, so this runs when DATABASE_URL names a server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedTemplate } from '../apps/server/src/test/templates.js';
import { cashierTerminal, expectToast, shownTotal, showTables, tableCard, tapMenu, tapTable, typeAmount } from './pos-helpers.js';
import { describeE2e, openBrowser } from './support/browser.js';
import { freshStore, launchServer, type ServerProcess, type Store } from './support/server.js';

const shared = process.env.DATABASE_URL ? describeE2e : describe.skip;

shared('POS live table status across two server processes on one PostgreSQL', () => {
  let store: Store;
  const servers: ServerProcess[] = [];
  let browser: Browser;
  const terminal = (server: ServerProcess) => cashierTerminal(browser, server.baseUrl);

  beforeAll(async () => {
    // Both servers start side by side on a copy of the run's seeded database, with the browser.
    store = await freshStore(process.env.DATABASE_URL, publishedTemplate('seeded'));
    const env = { SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0', ...store.env };
    const [first, second, opened] = await Promise.allSettled([launchServer(env), launchServer(env), openBrowser()]);
    // What started is kept, so afterAll stops it even when another start failed.
    for (const s of [first, second]) if (s.status === 'fulfilled') servers.push(s.value);
    if (opened.status === 'fulfilled') browser = opened.value;
    for (const s of [first, second, opened]) if (s.status === 'rejected') throw s.reason;
  });
  afterAll(async () => {
    await browser?.close();
    for (const s of servers) await s.stop();
    await store?.drop();
  });

  it('shows an order opened and paid on one server on the other server’s terminal at once', async () => {
    const [onA, onB] = [await terminal(servers[0]), await terminal(servers[1])];
    await showTables(onB);
    await tableCard(onB, 'T09').getByText('No Order').waitFor();

    await tapTable(onA, 'T09');
    await tapMenu(onA, 'Soto Betawi');
    await onA.keyboard.press('F4');
    await expectToast(onA, 'Save Request');
    let started = Date.now();
    await tableCard(onB, 'T09').getByText('No Order').waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);

    await tapTable(onA, 'T09', 'payment');
    await typeAmount(onA, 0, await shownTotal(onA));
    const popup = onA.context().waitForEvent('page');
    await onA.keyboard.press('F10');
    await expectToast(onA, 'Complete successfully');
    started = Date.now();
    await tableCard(onB, 'T09').getByText('No Order').waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await (await popup).close();
  });
});
