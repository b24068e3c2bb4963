import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type RunningApp, signedInFile } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';
import * as screen from './support/screen.js';

const SHOTS = process.env.SAJI_SCREENSHOTS;

/** Waits until the list shows exactly these first-row texts of a screen.column (lists refresh asynchronously). */
async function waitForColumn(page: Page, n: number, check: (values: string[]) => boolean): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const values = await screen.column(page, n);
    if (check(values)) return values;
    await page.waitForTimeout(100);
  }
  throw new Error(`column ${n} never matched: ${(await screen.column(page, n)).join(', ')}`);
}

const sortedAsc = (v: string[]) => v.every((x, i) => i === 0 || v[i - 1].localeCompare(x, 'en', { numeric: true }) <= 0);
const sortedDesc = (v: string[]) => v.every((x, i) => i === 0 || v[i - 1].localeCompare(x, 'en', { numeric: true }) >= 0);

async function pickOutlet(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: /^Pick an outlet/ })
    .first()
    .click();
  await screen.pickInLookup(page, name);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function sortBy(page: Page, title: string): Promise<void> {
  await screen.columnHeader(page, title).click();
}

async function goToPage(page: Page, n: number): Promise<void> {
  await page
    .locator('.mantine-Pagination-control')
    .filter({ hasText: new RegExp(`^${n}$`) })
    .click();
}

describeE2e('outlet master data screens in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  signedInFile('admin', (s) => ({ app, browser, page } = s));

  it('restaurant tables: list, filter, sort, page, add with a new position, duplicate, edit, export, delete', async () => {
    await page.goto(`${app.baseUrl}/tables`);
    // The first page arrives after the screen: wait for its 15 rows rather than the first row.
    const names = await waitForColumn(page, 2, (v) => v.length === 15);
    expect(sortedAsc(names)).toBe(true);
    await shot(page, 'tables-list');

    // Filter: outlet from the lookup, part of the name, inactive only.
    await pickOutlet(page, 'Saji Braga');
    await page.getByLabel('Table name').fill('L0');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 2, (v) => v.length === 8 && v.every((n) => n.startsWith('L0')));
    expect(new Set(await screen.column(page, 3))).toEqual(new Set(['Saji Braga']));
    await page.getByLabel('Table name').fill('');
    await page.getByRole('combobox', { name: 'Active' }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 6, (v) => v.length === 2 && v.every((x) => x === 'No'));
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await waitForColumn(page, 2, (v) => v.length === 15);

    // Sort by capacity, then page 2.
    await sortBy(page, 'Capacity');
    await waitForColumn(page, 5, (v) => sortedAsc(v) && v[0] === '2');
    await goToPage(page, 2);
    await waitForColumn(page, 1, (v) => v[0] === '16');

    // Add: validation first, then a table in a position the outlet does not have yet.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await pickOutlet(page, 'Saji Braga');
    await page.getByLabel('Table name').fill('E2E1');
    await page.getByLabel('Capacity').fill('4');
    await page.getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: '+ New position' }).click();
    await page.getByLabel('Position code').fill('ROOF');
    await page.getByLabel('Position name').fill('Rooftop');
    await shot(page, 'tables-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Update Successfully').waitFor();
    await page.getByLabel('Table name').fill('E2E1');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await screen.rowOf(page, 'Rooftop').waitFor();

    // A name the outlet already has.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await pickOutlet(page, 'Saji Braga');
    await page.getByLabel('Table name').fill('T01');
    await page.getByLabel('Capacity').fill('2');
    await page.getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: 'Indoor (IN)' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'T01 already in the list').waitFor();
    // The pointer left on Save rests on the toasts, which keeps them over the form's Close.
    await screen.dismissToasts(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // Edit keeps the id (idlama) and changes the capacity.
    await screen.rowOf(page, 'E2E1').getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Table name').inputValue()).toBe('E2E1');
    await page.getByLabel('Capacity').fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Update data successfully').waitFor();
    await waitForColumn(page, 5, (v) => v[0] === '6');

    // Export the filtered list and read it back.
    await page.getByLabel('Table name').fill('');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await pickOutlet(page, 'Saji Braga');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 3, (v) => v.every((x) => x === 'Saji Braga'));
    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe('Resto-Table-List.xlsx');
    expect(sheet.getRow(1).getCell(1).value).toBe('Table Name');
    expect(sheet.actualRowCount - 1).toBe(20);
    expect(sheet.getColumn(1).values).toContain('E2E1');
    expect(new Set(screen.sheetColumn(sheet, 2))).toEqual(new Set(['Saji Braga']));

    // Positions editor shows the new position with its table.
    await page.getByRole('button', { name: 'Positions' }).click();
    await screen.modal(page).getByText('Rooftop').waitFor();
    await shot(page, 'tables-positions');
    await screen.modal(page).getByRole('button', { name: 'Close', exact: true }).last().click();

    // Delete.
    await page.getByLabel('Table name').fill('E2E1');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 2, (v) => v.length === 1 && v[0] === 'E2E1');
    await screen.rowOf(page, 'E2E1').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await page.getByText('No records').waitFor();
  });

  it('payment types: list, validation, add with the default account, edit with the GL lookup, duplicate, sort, delete', async () => {
    await page.goto(`${app.baseUrl}/payment-types`);
    expect(await screen.column(page, 1)).toEqual(['CASH', 'DBCA', 'DMDR', 'CC', 'QRIS', 'GOPAY', 'OVO']);
    expect(await page.getByRole('textbox', { name: 'Account#' }).inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();

    await page.getByLabel('Payment Code').fill('dana');
    await page.getByLabel('Payment Name').fill('DANA');
    await page.getByLabel('Display Seq.#').fill('8');
    await shot(page, 'payment-types');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Update Successfully').waitFor();
    await screen.rowOf(page, /DANA.*1 · CASH/).waitFor();

    await screen.rowOf(page, 'DANA').click();
    expect(await page.getByLabel('Payment Code').inputValue()).toBe('DANA');
    await page.getByLabel('Payment Name').fill('Dana Wallet');
    await page.getByRole('button', { name: /^Pick an account/ }).click();
    await screen.modal(page).locator('tbody tr').filter({ hasText: 'Piutang E-Wallet' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Update data successfully').waitFor();
    await screen.rowOf(page, /Dana Wallet.*15 · Piutang E-Wallet/).waitFor();

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Payment Code').fill('QRIS');
    await page.getByLabel('Payment Name').fill('QRIS 2');
    await page.getByLabel('Display Seq.#').fill('9');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'QRIS already in the list').waitFor();

    await sortBy(page, 'Payment Name');
    await waitForColumn(page, 2, (v) => v[0] === 'CASH' && sortedAsc(v));
    await sortBy(page, 'Payment Name');
    await waitForColumn(page, 2, (v) => v[0] === 'QRIS' && sortedDesc(v));

    await screen.rowOf(page, 'Dana Wallet').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await waitForColumn(page, 1, (v) => !v.includes('DANA'));
  });

  it('customers: list, validation, add with a +62 phone, duplicate, edit, filter, sort, page, export, delete', async () => {
    await page.goto(`${app.baseUrl}/customers`);
    const names = await screen.column(page, 2);
    expect(names).toHaveLength(20);
    expect(sortedAsc(names)).toBe(true);
    await shot(page, 'customers-list');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await page.getByLabel('Customer Name').fill('Evi Ekawati');
    await page.getByLabel('Phone No').fill('+62 812 7000 1234');
    await page.getByLabel('Delivery Address').fill('Jl. Margonda Raya No. 100');
    await page.getByLabel('City').fill('Jakarta');
    await shot(page, 'customers-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Update Successfully').waitFor();

    await page.getByLabel('Customer Name').fill('ekaw');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 3, (v) => v.length === 1 && v[0] === '081270001234');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Customer Name').fill('Someone Else');
    await page.getByLabel('Phone No').fill('6281270001234');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'PhoneNo 081270001234 already in the list').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await screen.rowOf(page, 'Evi Ekawati').click();
    await page.locator('main').getByRole('button', { name: 'Edit' }).first().click();
    await page.getByLabel('City').fill('Depok');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await screen.toast(page, 'Update data successfully').waitFor();
    await waitForColumn(page, 5, (v) => v[0] === 'Depok');

    await page.getByLabel('Customer Name').fill('');
    await page.getByLabel('Phone No').fill('+62812700');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 2, (v) => v.length === 1 && v[0] === 'Evi Ekawati');
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await waitForColumn(page, 2, (v) => v.length === 20);

    await pickOutlet(page, 'Saji Braga');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await waitForColumn(page, 6, (v) => v.every((x) => x === 'Saji Braga'));
    await sortBy(page, 'Phone No');
    await waitForColumn(page, 3, sortedAsc);
    await sortBy(page, 'Phone No');
    await waitForColumn(page, 3, sortedDesc);
    const firstPage = await screen.column(page, 3);
    await goToPage(page, 2);
    await waitForColumn(page, 1, (v) => v[0] === '21');
    // The numbers move with the pager at once; the phones of page 2 follow when they arrive.
    const secondPage = await waitForColumn(page, 3, (v) => v[0] !== firstPage[0]);
    expect(secondPage[0] < firstPage[firstPage.length - 1]).toBe(true);

    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe('Resto-Customer.xlsx');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Customer Name', 'Phone No', 'Delivery Address', 'City', 'Outlet']);
    expect(sheet.actualRowCount - 1).toBe(90);
    expect(new Set(screen.sheetColumn(sheet, 5))).toEqual(new Set(['Saji Braga']));

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByLabel('Customer Name').fill('Evi');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await screen.rowOf(page, 'Evi Ekawati').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await screen.rowOf(page, 'Evi Ekawati').waitFor({ state: 'detached' });
  });

  it('a cashier: tables of the own outlet read-only, payment types read-only, customers added but never deleted', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('saji.lang', 'en'));
    const cashier = await context.newPage();
    try {
      await signIn(cashier, app.baseUrl, 'cashier');
      await cashier.goto(`${app.baseUrl}/tables`);
      await waitForColumn(cashier, 3, (v) => v.length === 15 && v.every((x) => x === 'Saji Senayan'));
      expect(await cashier.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      expect(await screen.rows(cashier).first().getByRole('button', { name: 'Delete' }).count()).toBe(0);

      await cashier.goto(`${app.baseUrl}/payment-types`);
      await waitForColumn(cashier, 1, (v) => v[0] === 'CASH');
      expect(await cashier.getByLabel('Payment Code').count()).toBe(0);
      expect(await screen.rows(cashier).first().getByRole('button', { name: 'Delete' }).count()).toBe(0);

      await cashier.goto(`${app.baseUrl}/customers`);
      await waitForColumn(cashier, 6, (v) => v.length === 20 && v.every((x) => x === 'Saji Senayan' || x === 'Every outlet'));
      await cashier.getByRole('button', { name: 'Add', exact: true }).waitFor();
      expect(await cashier.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
