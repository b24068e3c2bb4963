import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app.js';
import { describeE2e, openBrowser, signIn } from './support/browser.js';

/** The data rows of the screen's list (mantine-datatable renders one tbody). */
const rows = (page: Page) => page.locator('main table tbody tr');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
/** A sortable column's title: clicking it asks the server for that order. */
const header = (page: Page, title: string) => page.locator('main table thead th').filter({ hasText: title }).first();
const modal = (page: Page) => page.locator('section[role="dialog"]').last();

/** Closes the open toasts: top-right, they would cover the form's Save button. */
async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click().catch(() => {});
}

async function firstCells(page: Page, column: number): Promise<string[]> {
  await rows(page).first().waitFor();
  return rows(page).locator(`td:nth-child(${column})`).allInnerTexts();
}

async function readXlsx(download: Download): Promise<ExcelJS.Worksheet> {
  const path = await download.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return wb.worksheets[0];
}

async function confirmDeleteModal(page: Page): Promise<void> {
  const dialog = modal(page);
  await dialog.getByText('1 record is about to be permanently deleted. Are you sure about doing this?').waitFor();
  await expect(dialog.getByText('Delete Record?').isVisible()).resolves.toBe(true);
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** Clicks a row of an open lookup modal by its text. */
async function pickInLookup(page: Page, text: string | RegExp): Promise<void> {
  const dialog = modal(page);
  await dialog.locator('tbody tr').filter({ hasText: text }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

describeE2e('catalogue screens in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await openBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, locale: 'en-US' });
    page = await context.newPage();
    await signIn(page, app.baseUrl, 'admin');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('menu categories: list, validation, add, duplicate, edit with a new code, sort, delete', async () => {
    await page.goto(`${app.baseUrl}/menu-categories`);
    expect(await firstCells(page, 1)).toEqual(['FOOD', 'BEV', 'COFFEE', 'DESSERT', 'SNACK']);

    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill the form correctly.').waitFor();

    await page.getByLabel('Category Code').fill('SOUP');
    await page.getByLabel('Category Name').fill('Soup');
    await page.getByLabel('Display Seq.#').fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Update Successfully').waitFor();
    await rowOf(page, 'SOUP').waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Category Code').fill('SOUP');
    await page.getByLabel('Category Name').fill('Soto');
    await page.getByLabel('Display Seq.#').fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'SOUP already in the list').waitFor();
    await page.getByRole('button', { name: 'Close Form' }).click();

    await rowOf(page, 'SOUP').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Category Name').inputValue()).resolves.toBe('Soup');
    await page.getByLabel('Category Code').fill('SUP');
    await page.getByLabel('Category Name').fill('Sup & Soto');
    await page.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Sup & Soto').waitFor();
    expect(await rowOf(page, 'Sup & Soto').locator('td').first().textContent()).toBe('SUP');

    await header(page, 'Category Name').click();
    await expect.poll(() => firstCells(page, 2)).toEqual(['Beverage', 'Coffee', 'Dessert', 'Food', 'Snack', 'Sup & Soto']);

    await rowOf(page, 'FOOD').getByRole('button', { name: 'Delete' }).click();
    await confirmDeleteModal(page);
    await toast(page, 'Category FOOD cannot be deleted: 24 menus use it.').waitFor();
    await rowOf(page, 'SUP').getByRole('button', { name: 'Delete' }).click();
    await confirmDeleteModal(page);
    await rowOf(page, 'Sup & Soto').waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(5);
  });

  it('menu list: paging, sorting, selection warnings, category lookup filter remembered on return, export', async () => {
    await page.goto(`${app.baseUrl}/menus`);
    await page.getByText('1–10 of 60').waitFor();
    const pageOne = await firstCells(page, 2);
    expect(pageOne[0]).toBe('Air Mineral');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByText('11–20 of 60').waitFor();
    expect(await firstCells(page, 2)).not.toContain('Air Mineral');

    await header(page, 'Standard Price').click();
    await header(page, 'Standard Price').click();
    await expect.poll(async () => (await firstCells(page, 2))[0]).toBe('Ikan Bakar Jimbaran');
    expect((await firstCells(page, 4))[0]).toBe('95.000,00');

    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await toast(page, 'Please select a row that want to be Edit!').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await toast(page, 'Please select a row that want to be Delete!').waitFor();

    await page.getByLabel('Menu Name').fill('nasi goreng');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByText('1–10 of 60').waitFor();

    await page.getByRole('button', { name: 'Pick a category: Category' }).click();
    await pickInLookup(page, 'Coffee');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–8 of 8').waitFor();
    expect(await rows(page).locator('td:nth-child(6)').allInnerTexts()).toEqual(Array(8).fill('Coffee'));
    const kopi = await firstCells(page, 2);

    // Away to the form and back: the filter is restored.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/menus/new');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/menus$/);
    await page.getByText('1–8 of 8').waitFor();
    await expect(page.getByRole('textbox', { name: 'Category' }).inputValue()).resolves.toBe('Coffee (COFFEE)');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Resto-Menu-List.xlsx');
    const sheet = await readXlsx(download);
    expect(sheet.getRow(1).getCell(2).value).toBe('Menu Name');
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toEqual(kopi);
    expect(sheet.getColumn(6).values.slice(2)).toEqual(Array(8).fill('Coffee'));

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByText('1–10 of 60').waitFor();
  });

  it('menu form: validation, lookups, outlet rows with duplicate warning, create, edit, delete', async () => {
    await page.goto(`${app.baseUrl}/menus`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/menus/new');

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill the form correctly.').waitFor();
    await dismissToasts(page);
    // An outlet row can be added only when the header is valid.
    await page.getByRole('button', { name: 'Add outlet' }).click();
    expect(await page.locator('section[role="dialog"]').count()).toBe(0);

    await page.getByLabel('Menu Code').fill('T100');
    await page.getByLabel('Menu Name').fill('Soto Kudus');
    await page.getByLabel('Menu Size').fill('R');
    await page.getByRole('button', { name: 'Pick a category: Category' }).click();
    await pickInLookup(page, 'Food');
    await page.getByRole('button', { name: 'Pick an account: Sales account' }).click();
    await pickInLookup(page, 'Penjualan Makanan');
    await expect(page.getByLabel('Account Name').inputValue()).resolves.toBe('Penjualan Makanan');
    await page.getByLabel('Standard Price').fill('27000');
    await page.getByTestId('menudesc-editor').locator('.ProseMirror').click();
    await page.keyboard.type('Soto ayam kecap khas Kudus.');

    await page.getByRole('button', { name: 'Add outlet' }).click();
    await pickInLookup(page, 'Saji Braga');
    const braga = page.getByLabel('Price Saji Braga');
    await expect(braga.inputValue()).resolves.toBe('27.000');
    await page.getByRole('button', { name: 'Add outlet' }).click();
    await pickInLookup(page, 'Saji Braga');
    await toast(page, 'Saji Braga already in the list').waitFor();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Add outlet' }).click();
    await pickInLookup(page, 'Saji Seminyak');
    await page.getByLabel('PB1 Saji Seminyak').uncheck();

    // An emptied outlet price blocks the save (the input itself never goes below 1).
    await braga.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill the form correctly.').waitFor();
    await dismissToasts(page);
    await braga.fill('29000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menus$/);
    await toast(page, 'Update Successfully').waitFor();

    await page.getByLabel('Menu Name').fill('Soto Kudus');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page
      .getByText('1–1 of 1')
      .waitFor()
      .catch(async (err) => {
        await page.screenshot({ path: '/tmp/catalog-e2e-failure.png' });
        throw err;
      });
    const row = rows(page).first();
    expect(await row.locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['T100', 'Soto Kudus', 'R', '27.000,00', 'Yes', 'Food', '41']),
    );
    expect(await row.locator('td:nth-child(8)').textContent()).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{2}$/);

    // Select the row, then Edit from the toolbar.
    await row.click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.waitForURL(/\/menus\/\d+$/);
    await expect(page.getByLabel('Price Saji Braga').inputValue()).resolves.toBe('29.000');
    await expect(page.getByLabel('PB1 Saji Seminyak').isChecked()).resolves.toBe(false);
    await expect(page.getByTestId('menudesc-editor').textContent()).resolves.toContain('Soto ayam kecap khas Kudus.');
    await page.getByLabel('Standard Price').fill('28000');
    await page.getByRole('button', { name: 'Remove row Saji Seminyak' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menus$/);
    await expect.poll(async () => (await firstCells(page, 4))[0]).toBe('28.000,00');

    await rows(page).first().click();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await confirmDeleteModal(page);
    await toast(page, 'Delete successfully').waitFor();
    await page.getByText('No records').waitFor();
  });
});
