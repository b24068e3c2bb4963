/** Shared steps of the POS screen tests: what a cashier taps, and what the screen must show. */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiClient } from './support/api.js';
import { signedInPage } from './support/browser.js';

export const pos = (page: Page) => page.getByTestId('pos');

/** Waits until the POS screen shows `step` (table, delivery, menu, payment). */
export async function atStep(page: Page, step: string): Promise<void> {
  await page.locator(`[data-testid=pos][data-step=${step}]`).waitFor();
}

/** Opens the table step with the Tables button: a new order starts at the menu, without a table. */
export async function showTables(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Tables/ }).click();
  await atStep(page, 'table');
}

/** Taps a table on the board: a free one seats the order and goes to the menu, one with an order opens it at payment. */
export async function tapTable(page: Page, name: string, then: 'menu' | 'payment' = 'menu'): Promise<void> {
  await showTables(page);
  await tableCard(page, name).click();
  await atStep(page, then);
}

export async function openPos(page: Page, baseUrl: string, path = '/pos'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await pos(page).waitFor();
}

/** A terminal of its own (a new browser context) with a cashier signed in at the POS screen, in English. */
export async function cashierTerminal(browser: Browser, baseUrl: string, viewport = { width: 1024, height: 768 }): Promise<Page> {
  const page = await signedInPage(browser, baseUrl, 'cashier', { viewport });
  await openPos(page, baseUrl);
  return page;
}

/** A toast with exactly this text (the spec's messages are compared whole). */
export function toast(page: Page, message: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: message }).first();
}

export async function expectToast(page: Page, message: string): Promise<void> {
  await toast(page, message).waitFor({ timeout: 10_000 });
}

/** Closes every toast, so the next expectation cannot be satisfied by an old one. */
export async function clearToasts(page: Page): Promise<void> {
  const closers = page.locator(
    '.mantine-Notification-root button.mantine-CloseButton-root, .mantine-Notification-root .mantine-Notification-closeButton',
  );
  while ((await closers.count()) > 0) {
    await closers
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(50);
  }
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

export const tableCard = (page: Page, name: string) => page.getByTestId(`table-${name}`);

/** Types digits on the PAX keypad after clearing it. */
export async function setPax(page: Page, pax: string): Promise<void> {
  await page.locator('aside').getByRole('button', { name: 'C', exact: true }).click();
  for (const d of pax) await page.locator('aside').getByRole('button', { name: d, exact: true }).click();
}

/** Searches the menu grid by name and presses Enter, which adds the first match. */
export async function addMenuBySearch(page: Page, name: string): Promise<void> {
  const search = page.getByRole('textbox', { name: /search menu|cari menu/i });
  await search.fill(name);
  await search.press('Enter');
  await search.fill('');
}

export async function tapMenu(page: Page, name: string): Promise<void> {
  await page.locator('[data-menuid]').filter({ hasText: name }).first().click();
}

export const lines = (page: Page) => page.getByTestId('order-line');

/** The rupiah amount a formatted cell shows ('170.940,00' -> 170940). */
export function rupiah(text: string): number {
  const [whole] = text.replace(/[^\d,.-]/g, '').split(',');
  return Number(whole.replace(/\./g, ''));
}

export async function shownTotal(page: Page): Promise<number> {
  return rupiah((await page.getByTestId('total').textContent()) ?? '');
}

/** Types an amount on the payment keypad for payment row `row` (0-based). */
export async function typeAmount(page: Page, row: number, amount: number): Promise<void> {
  await page.getByRole('button', { name: `Amount ${row + 1}`, exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'C', exact: true }).click();
  for (const d of String(amount)) await page.getByRole('main').getByRole('button', { name: d, exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

export async function setPaymentType(page: Page, row: number, codepayment: string): Promise<void> {
  await page.getByRole('combobox', { name: `Payment type ${row + 1}` }).selectOption(codepayment);
}

export async function setPaymentNote(page: Page, row: number, note: string): Promise<void> {
  await page.getByRole('textbox', { name: `Note ${row + 1}` }).fill(note);
}

export interface Detail {
  header: Record<string, any>;
  lines: Record<string, any>[];
  payments: Record<string, any>[];
}

export async function detailOf(api: ApiClient, orderkey: string): Promise<Detail> {
  const res = await api.request<Detail>('GET', `/api/restoorderho/detail/${orderkey}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** The orderkey of the open order on a table, from the table board. */
export async function orderOnTable(api: ApiClient, tablename: string): Promise<string | null> {
  const board = await api.request<any[]>('GET', '/api/restoorderho/listtable');
  for (const group of board.body) for (const t of group.tables) if (t.tablename === tablename) return t.orderkey;
  throw new Error(`no table ${tablename}`);
}

/** English screen texts: the tests pin the language so labels are predictable. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('saji.lang', 'en'));
}
