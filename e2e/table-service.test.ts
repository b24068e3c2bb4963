// Table service on the POS at 1024x768, by touch: a party moved to another table from the ticket's
// menu, two tables' orders merged from the board (a table held down), a dish transferred to another
// order, a bill split by items and another in 3 equal parts, every check paid on its own; a part's
// receipt arrives on a loopback printer as ESC/POS and names its check and its share of each dish.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeText } from '../apps/server/src/platform/escpos.js';
import { type LoopbackPrinter, loopbackPrinter } from '../apps/server/src/test/printer.js';
import { atStep, cashierTerminal, type Detail, detailOf, expectToast, openPos, orderOnTable, tableCard } from './pos-helpers.js';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e } from './support/browser.js';

const formatted = (n: number) => n.toLocaleString('id-ID');

describeE2e('POS table service: move, merge, transfer, split and pay each check', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  let page: Page;
  let printer: LoopbackPrinter;
  let menuid: (name: string) => number;
  let tableid: (name: string) => number;

  /** An order saved as another till would have saved it; its key. */
  const seat = async (table: string | null, lines: [string, number][], pax = 2): Promise<string> => {
    const orderkey = crypto.randomUUID();
    const res = await api.request('POST', '/api/restoorderho', {
      orderkey,
      ordertype: table ? 'DINE IN' : 'TAKE AWAY',
      tableids: table ? [tableid(table)] : [],
      pax,
      lines: lines.map(([name, qty]) => ({ menuid: menuid(name), qty })),
    });
    expect(res.status).toBe(200);
    return orderkey;
  };
  const qtyOf = (d: Detail, menu: string) => d.lines.filter((l) => l.menuname === menu).reduce((n, l) => n + Number(l.qty), 0);
  const service = async (action: string) => {
    await page.getByTestId('service-menu').click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  /** Pays the check in the column `n` of the checks: exact cash on the till, which leads back to the checks. */
  const payCheck = async (n: number) => {
    await page.getByTestId(`check-${n}`).getByRole('button', { name: 'Pay' }).click();
    await atStep(page, 'payment');
    await page.getByRole('button', { name: 'Exact' }).click();
    await page.getByRole('button', { name: /^Complete/ }).click();
    await expectToast(page, 'Complete successfully');
    await page.getByTestId('split-checks').waitFor();
  };

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp());
    printer = await loopbackPrinter();
    api = apiClient(app.baseUrl);
    await api.login('cashier');
    const { outletid } = (await api.request('GET', '/api/auth/me')).body;
    const admin = apiClient(app.baseUrl);
    await admin.login('admin');
    const outlet = (await admin.request('GET', `/api/restooutlet/${outletid}`)).body;
    expect((await admin.request('POST', '/api/restooutlet', { ...outlet, posprinter: printer.address })).status).toBe(200);
    const menus = (await api.request('GET', `/api/restoorderho/menu?outletid=${outletid}&limit=100`)).body.list as {
      menuid: number;
      menuname: string;
    }[];
    menuid = (name) => (menus.find((m) => m.menuname.trim() === name) as { menuid: number }).menuid;
    const board = (await api.request('GET', `/api/restoorderho/listtable?outletid=${outletid}`)).body as {
      tables: { tableid: number; tablename: string }[];
    }[];
    const tables = board.flatMap((g) => g.tables);
    tableid = (name) => (tables.find((t) => t.tablename === name) as { tableid: number }).tableid;
    page = await cashierTerminal(browser, app.baseUrl);
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
    await printer?.close();
  });

  it('moves a party, merges two tables from the board and transfers a dish to another order', async () => {
    const a = await seat('T02', [
      ['Ayam Penyet', 2],
      ['Gado-Gado', 1],
    ]);
    const b = await seat('T07', [['Soto Betawi', 1]]);
    const c = await seat(null, [['Es Teh Manis', 1]], 1);

    // Move: from the ticket's menu, a free table; the old one frees on the board.
    await openPos(page, app.baseUrl, `/pos/${a}`);
    await service('Move');
    await page.getByTestId('move-T10').click();
    await page.getByRole('button', { name: 'Move to T10' }).click();
    await expectToast(page, 'moved to T10');
    expect((await detailOf(api, a)).header.tableids).toEqual([tableid('T10')]);
    expect(await orderOnTable(api, 'T02')).toBeNull();

    // Merge: T10 held down on the board, T07's order joins it; the absorbed order closes as merged.
    await page.getByRole('button', { name: /^Tables/ }).click();
    await tableCard(page, 'T10').click({ button: 'right' });
    await page.getByTestId('table-actions').getByRole('button', { name: 'Merge' }).click();
    const bNo = (await detailOf(api, b)).header.orderno;
    await page.locator(`[data-orderno="${bNo}"]`).click();
    await page.getByRole('button', { name: `Merge ${bNo} into this order` }).click();
    await expectToast(page, 'merged into');
    const merged = await detailOf(api, a);
    expect(merged.header.tableids).toContain(tableid('T07'));
    expect(merged.header.pax).toBe(4);
    expect(qtyOf(merged, 'Soto Betawi')).toBe(1);
    expect((await detailOf(api, b)).header.orderstatus).toBe(9);

    // Meanwhile another terminal joins T11 to the party: the till still shows the version before.
    const joined = await api.request('POST', `/api/restoorderho/${a}/move`, {
      tableids: [...merged.header.tableids, tableid('T11')],
      version: merged.header.version,
    });
    expect(joined.status).toBe(200);
    const cNo = (await detailOf(api, c)).header.orderno;
    const transfer = async () => {
      await service('Transfer items');
      await page.getByTestId('transfer-lines').getByRole('button', { name: '+ Ayam Penyet' }).click();
      await page.locator(`[data-orderno="${cNo}"]`).click();
      await page.getByRole('button', { name: `Move 1 items to ${cNo}` }).click();
    };
    // A stale version: the server's 409 is said and the till shows the order as it is now.
    await transfer();
    await expectToast(page, 'This order was changed on another terminal');
    await page.getByTestId('ticket-where').filter({ hasText: 'T11' }).waitFor();
    expect(qtyOf(await detailOf(api, c), 'Ayam Penyet')).toBe(0);

    // Transfer: one Ayam Penyet to the take-away order; both totals recompute.
    await transfer();
    await expectToast(page, `1 items moved to ${cNo}`);
    const [from, to] = [await detailOf(api, a), await detailOf(api, c)];
    expect(qtyOf(from, 'Ayam Penyet')).toBe(1);
    expect(qtyOf(to, 'Ayam Penyet')).toBe(1);
    // The till shows the order as the server priced it afresh.
    await page
      .getByTestId('total')
      .filter({ hasText: formatted(from.header.total) })
      .waitFor();
  });

  it('splits a bill by items and another in 3 equal parts, pays every check on its own and prints a part with its share', async () => {
    // By items: one Gado-Gado on the first check, the other and the soup on the second.
    const d = await seat('T03', [
      ['Gado-Gado', 2],
      ['Soto Betawi', 1],
    ]);
    const bill = (await detailOf(api, d)).header;
    await openPos(page, app.baseUrl, `/pos/${d}`);
    await service('Split bill');
    const pool = page.getByTestId('split-pool');
    await pool.getByRole('button', { name: /Gado-Gado/ }).click();
    await page.getByTestId('split-check-2').getByRole('button', { name: 'Check 2' }).click();
    await pool.getByRole('button', { name: /Gado-Gado/ }).click();
    await pool.getByRole('button', { name: /Soto Betawi/ }).click();
    await page.getByRole('button', { name: 'Split into 2 checks' }).click();
    await page.getByTestId('split-checks').waitFor();
    const byItems = (await api.request('GET', `/api/restoorderho/${d}/checks`)).body.orders as Detail[];
    expect(byItems.map((o) => o.header.total).reduce((x, y) => x + y)).toBe(bill.total);
    await payCheck(1);
    await payCheck(2);
    await page.getByText('Every check is paid').waitFor();
    expect(await orderOnTable(api, 'T03')).toBeNull();

    // In 3 equal parts: the parts add up to the bill to the rupiah, the first carrying what does not divide.
    const e = await seat(
      'T04',
      [
        ['Ayam Penyet', 1],
        ['Soto Betawi', 1],
      ],
      3,
    );
    const whole = (await detailOf(api, e)).header;
    await page.getByRole('button', { name: 'Back' }).click();
    await atStep(page, 'menu');
    await page.getByRole('button', { name: /^Tables/ }).click();
    await tableCard(page, 'T04').click();
    await atStep(page, 'payment');
    await service('Split bill');
    await page.getByText('Equal parts').click();
    await page.getByRole('button', { name: 'By seats (3 guests)' }).click();
    await page.getByRole('button', { name: 'Split into 3 checks' }).click();
    await page.getByTestId('split-checks').waitFor();
    const parts = (await api.request('GET', `/api/restoorderho/${e}/checks`)).body.orders as Detail[];
    const totals = parts.map((o) => o.header.total);
    expect(totals.reduce((x, y) => x + y)).toBe(whole.total);
    expect(totals[0]).toBe(Math.floor(whole.total / 3) + (whole.total % 3));
    // The bill's table stays taken, showing the checks, until the last part is paid.
    const seen = printer.received.length;
    for (const n of [1, 2, 3]) {
      await payCheck(n);
      if (n < 3) expect(await orderOnTable(api, 'T04')).toBe(e);
    }
    expect(await orderOnTable(api, 'T04')).toBeNull();

    // The second part's receipt, among what the printer got (each cash payment also kicks the drawer).
    let receipt = '';
    for (let i = seen; !receipt.includes('Check  : 2 of 3'); i++) receipt = decodeText(await printer.next(i));
    const part = parts[1].header;
    expect(receipt).toContain(`No     : ${part.orderno}`);
    expect(receipt).toContain(`Check  : 2 of 3 of ${whole.orderno}`);
    expect(receipt).toMatch(/^1\/3 x Ayam Penyet/m);
    expect(receipt).toMatch(/^1\/3 x Soto Betawi/m);
    expect(receipt).toMatch(new RegExp(`^TOTAL +${formatted(part.total).replace(/\./g, '\\.')}$`, 'm'));
  });
});
