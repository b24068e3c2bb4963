import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { type RunningApp, signedInFile } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';
import * as screen from './support/screen.js';

async function filterByMenuName(page: Page, name: string): Promise<void> {
  await screen.filterBox(page).getByLabel('Menu Name').fill(name);
  await screen.filterBox(page).getByRole('button', { name: 'Apply Filter' }).click();
}

/** Picks a file for the screen's only file input (Mantine's FileButton keeps it hidden). */
async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** The size the browser decoded an image at (its own pixels, not its size on screen). */
const naturalSize = (image: ReturnType<Page['locator']>) =>
  image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);

describeE2e('catalogue screens in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  signedInFile('admin', (s) => ({ app, browser, page } = s));

  it('menu categories: list, validation, add, duplicate, edit with a new code, sort, delete', async () => {
    await page.goto(`${app.baseUrl}/menu-categories`);
    expect(await screen.column(page, 1)).toEqual(['FOOD', 'BEV', 'COFFEE', 'DESSERT', 'SNACK']);

    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();

    await page.getByLabel('Category Code').fill('SOUP');
    await page.getByLabel('Category Name').fill('Soup');
    await page.getByLabel('Display Seq.#').fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Update Successfully').waitFor();
    await screen.rowOf(page, 'SOUP').waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Category Code').fill('SOUP');
    await page.getByLabel('Category Name').fill('Soto');
    await page.getByLabel('Display Seq.#').fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'SOUP already in the list').waitFor();
    await page.getByRole('button', { name: 'Close Form' }).click();

    await screen.rowOf(page, 'SOUP').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Category Name').inputValue()).resolves.toBe('Soup');
    await page.getByLabel('Category Code').fill('SUP');
    await page.getByLabel('Category Name').fill('Sup & Soto');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.rowOf(page, 'Sup & Soto').waitFor();
    expect(await screen.rowOf(page, 'Sup & Soto').locator('td').first().textContent()).toBe('SUP');

    await screen.columnHeader(page, 'Category Name').click();
    await expect.poll(() => screen.column(page, 2)).toEqual(['Beverage', 'Coffee', 'Dessert', 'Food', 'Snack', 'Sup & Soto']);

    await screen.rowOf(page, 'FOOD').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Category FOOD cannot be deleted: 24 menus use it.').waitFor();
    await screen.rowOf(page, 'SUP').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.rowOf(page, 'Sup & Soto').waitFor({ state: 'detached' });
    expect(await screen.rows(page).count()).toBe(5);
  });

  it('menu list: paging, sorting, selection warnings, category lookup filter remembered on return, export', async () => {
    await page.goto(`${app.baseUrl}/menus`);
    await page.getByText('1–10 of 60').waitFor();
    const pageOne = await screen.column(page, 2);
    expect(pageOne[0]).toBe('Air Mineral');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByText('11–20 of 60').waitFor();
    // The pager moves at once; the rows of page 2 follow when they arrive.
    await expect.poll(() => screen.column(page, 2)).not.toContain('Air Mineral');

    await screen.columnHeader(page, 'Standard Price').click();
    await screen.columnHeader(page, 'Standard Price').click();
    await expect.poll(async () => (await screen.column(page, 2))[0]).toBe('Ikan Bakar Jimbaran');
    expect((await screen.column(page, 4))[0]).toBe('95.000,00');

    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await screen.toast(page, 'Please select a row that want to be Edit!').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await screen.toast(page, 'Please select a row that want to be Delete!').waitFor();

    await filterByMenuName(page, 'nasi goreng');
    await expect.poll(() => screen.rows(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByText('1–10 of 60').waitFor();

    await page.getByRole('button', { name: 'Pick a category: Category' }).click();
    await screen.pickInLookup(page, 'Coffee');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–8 of 8').waitFor();
    expect(await screen.rows(page).locator('td:nth-child(6)').allInnerTexts()).toEqual(Array(8).fill('Coffee'));
    const kopi = await screen.column(page, 2);

    // Away to the form and back: the filter is restored.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/menus/new');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/menus$/);
    await page.getByText('1–8 of 8').waitFor();
    await expect(page.getByRole('textbox', { name: 'Category' }).inputValue()).resolves.toBe('Coffee (COFFEE)');

    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe('Resto-Menu-List.xlsx');
    expect(sheet.getRow(1).getCell(2).value).toBe('Menu Name');
    const names = screen.sheetColumn(sheet, 2);
    expect(names).toEqual(kopi);
    expect(screen.sheetColumn(sheet, 6)).toEqual(Array(8).fill('Coffee'));

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByText('1–10 of 60').waitFor();
  });

  it('menu form: validation, lookups, outlet rows with duplicate warning, create, edit, delete', async () => {
    await page.goto(`${app.baseUrl}/menus`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/menus/new');

    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await screen.dismissToasts(page);
    // An outlet row can be added only when the header is valid.
    await page.getByRole('button', { name: 'Add outlet' }).click();
    expect(await page.locator('section[role="dialog"]').count()).toBe(0);

    await page.getByLabel('Menu Code').fill('T100');
    await page.getByLabel('Menu Name').fill('Soto Kudus');
    await page.getByLabel('Menu Size').fill('R');
    await page.getByRole('button', { name: 'Pick a category: Category' }).click();
    await screen.pickInLookup(page, 'Food');
    await page.getByRole('button', { name: 'Pick an account: Sales account' }).click();
    await screen.pickInLookup(page, 'Penjualan Makanan');
    await expect(page.getByLabel('Account Name').inputValue()).resolves.toBe('Penjualan Makanan');
    await page.getByLabel('Standard Price').fill('27000');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Soto ayam kecap khas Kudus.');

    await page.getByRole('button', { name: 'Add outlet' }).click();
    await screen.pickInLookup(page, 'Saji Braga');
    const braga = page.getByLabel('Price Saji Braga');
    await expect(braga.inputValue()).resolves.toBe('27.000');
    await page.getByRole('button', { name: 'Add outlet' }).click();
    await screen.pickInLookup(page, 'Saji Braga');
    await screen.toast(page, 'Saji Braga already in the list').waitFor();
    await screen.dismissToasts(page);
    await page.getByRole('button', { name: 'Add outlet' }).click();
    await screen.pickInLookup(page, 'Saji Seminyak');
    await page.getByLabel('PB1 Saji Seminyak').uncheck();

    // An emptied outlet price blocks the save (the input itself never goes below 1).
    await braga.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await screen.dismissToasts(page);
    await braga.fill('29000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menus$/);
    await screen.toast(page, 'Update Successfully').waitFor();

    await filterByMenuName(page, 'Soto Kudus');
    await page.getByText('1–1 of 1').waitFor();
    const row = screen.rows(page).first();
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
    await expect.poll(async () => (await screen.column(page, 4))[0]).toBe('28.000,00');

    await screen.rows(page).first().click();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await page.getByText('No records').waitFor();
  });

  it('menu image: a large picture is resized to 160x100 before it is sent and shown from its own address; svg is refused', async () => {
    await page.goto(`${app.baseUrl}/menus`);
    await filterByMenuName(page, 'Klepon');
    await page.getByText('1–1 of 1').waitFor();
    await screen.rows(page).first().click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.waitForURL(/\/menus\/\d+$/);
    const preview = page.getByTestId('image-preview');
    // The form shows the stored picture from its address, not a data URL.
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/api\/restomenu\/image\/\d+\?v=/);
    const original = await preview.getAttribute('src');

    // An svg never gets in: the picker refuses it, and the server would too.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#e8590c"/></svg>';
    await chooseFile(page, 'klepon.svg', 'image/svg+xml', Buffer.from(svg));
    await screen.toast(page, 'Only PNG, JPEG, GIF or WebP images can be uploaded.').waitFor();
    await screen.dismissToasts(page);

    await chooseFile(page, 'klepon.png', 'image/png', await screen.drawPng(page, 640, 400));
    await expect.poll(() => naturalSize(preview)).toEqual([160, 100]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menus$/);
    await screen.toast(page, 'Update data successfully').waitFor();
    const listed = screen.rows(page).first().locator('td:nth-child(9) img');
    await expect.poll(() => listed.getAttribute('src')).toMatch(/^\/api\/restomenu\/image\/\d+\?v=/);
    // The list first shows what it had before the save (the demo picture, also 160x100) while it reloads.
    await expect.poll(() => listed.getAttribute('src')).not.toBe(original);
    await expect.poll(() => naturalSize(listed)).toEqual([160, 100]);

    // Saving the form again without touching the picture keeps it (the form sends its address back).
    const before = await listed.getAttribute('src');
    await screen.rows(page).first().click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.waitForURL(/\/menus\/\d+$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menus$/);
    await expect.poll(() => screen.rows(page).first().locator('td:nth-child(9) img').getAttribute('src')).toBe(before);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByText('1–10 of 60').waitFor();
  });

  it('category list and lookup: paging, sorting in the lookup, a row click picks', async () => {
    const api = apiClient(app.baseUrl);
    await api.login('admin');
    const codes = Array.from({ length: 16 }, (_, i) => `X${String(i + 1).padStart(2, '0')}`);
    for (const [i, categid] of codes.entries()) {
      const res = await api.request('POST', '/api/restomenucategory', { categid, categname: `Extra ${categid.slice(1)}`, nourut: 10 + i });
      expect(res.status).toBe(200);
    }
    try {
      await page.goto(`${app.baseUrl}/menu-categories`);
      await page.getByText('1–15 of 21').waitFor();
      await page.locator('main .mantine-Pagination-control').filter({ hasText: /^2$/ }).click();
      await page.getByText('16–21 of 21').waitFor();
      expect(await screen.column(page, 1)).toEqual(['X11', 'X12', 'X13', 'X14', 'X15', 'X16']);

      await page.goto(`${app.baseUrl}/menus`);
      await page.getByRole('button', { name: 'Pick a category: Category' }).click();
      const dialog = screen.modal(page);
      await dialog.getByText('1–20 of 21').waitFor();
      await dialog.locator('thead th').filter({ hasText: 'Category Name' }).click();
      await expect.poll(() => dialog.locator('tbody tr td:nth-child(3)').first().textContent()).toBe('Beverage');
      await dialog.locator('thead th').filter({ hasText: 'Category Name' }).click();
      await expect.poll(() => dialog.locator('tbody tr td:nth-child(3)').first().textContent()).toBe('Snack');
      await dialog.locator('.mantine-Pagination-control').filter({ hasText: /^2$/ }).click();
      await dialog.getByText('21–21 of 21').waitFor();
      expect(await dialog.locator('tbody tr td:nth-child(3)').allInnerTexts()).toEqual(['Beverage']);
      await dialog.getByLabel('Search category').fill('extra 07');
      await screen.pickInLookup(page, 'Extra 07');
      await expect(page.getByRole('textbox', { name: 'Category' }).inputValue()).resolves.toBe('Extra 07 (X07)');
      await page.getByRole('button', { name: 'Clear Filter' }).click();
    } finally {
      for (const categid of codes) await api.request('DELETE', `/api/restomenucategory/${categid}`);
    }
  });

  it('GL accounts: list of the active year, validation, add, duplicate, filter, sort, page, edit, export, delete', async () => {
    await page.goto(`${app.baseUrl}/gl-accounts`);
    await expect(page.getByLabel('Fiscal year').inputValue()).resolves.toMatch(/^\d{4}$/);
    const year = await page.getByLabel('Fiscal year').inputValue();
    await page.getByText('1–13 of 13').waitFor();
    expect((await screen.column(page, 1)).slice(0, 3)).toEqual(['1', '11', '12']);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await page.getByLabel('Account#').fill('45');
    await page.getByLabel('Account Name').fill('pendapatan katering');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Update Successfully').waitFor();
    await page.getByText('1–14 of 14').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Account#').fill('45');
    await page.getByLabel('Account Name').fill('Dobel');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, '45 already in the list').waitFor();
    await page.getByRole('button', { name: 'Close Form' }).click();

    // Names sort as read, whatever their case.
    await screen.columnHeader(page, 'Account Name').click();
    await expect
      .poll(async () => (await screen.column(page, 2)).slice(0, 4))
      .toEqual(['Bank BCA', 'Bank Mandiri', 'CASH', 'Harga Pokok Penjualan']);
    await screen.columnHeader(page, 'Account Name').click();
    await expect.poll(async () => (await screen.column(page, 2))[0]).toBe('Service Tax(PB1)');
    await page.locator('main .mantine-datatable-pagination').getByRole('button', { name: '20', exact: true }).click();
    await page.getByRole('menuitem', { name: '10', exact: true }).click();
    await page.getByText('1–10 of 14').waitFor();
    await page.locator('main .mantine-Pagination-control').filter({ hasText: /^2$/ }).click();
    await page.getByText('11–14 of 14').waitFor();

    await page.getByLabel('Account Name').fill('pendapatan');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–1 of 1').waitFor();
    await screen.rowOf(page, 'pendapatan katering').click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await expect(page.getByLabel('Account#').getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByLabel('Account Name').fill('Pendapatan Katering');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.rowOf(page, 'Pendapatan Katering').waitFor();

    await page.getByLabel('Account Name').fill('penjualan');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–5 of 5').waitFor();
    const listed = await screen.column(page, 2);
    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe(`Chart-of-Accounts-${year}.xlsx`);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Year', 'Account#', 'Account Name']);
    expect(screen.sheetColumn(sheet, 3)).toEqual(listed);
    expect(new Set(screen.sheetColumn(sheet, 1))).toEqual(new Set([Number(year)]));

    // An account that menus post to stays; the new one goes.
    await screen.rowOf(page, 'Penjualan Makanan').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, /Account 41 cannot be deleted: \d+ menu\(s\) use it\./).waitFor();
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await screen.rowOf(page, 'Pendapatan Katering').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await screen.rowOf(page, 'Pendapatan Katering').waitFor({ state: 'detached' });
  });

  it('master items: filter, sort, page, validation, add, duplicate, edit, import .xlsx with row errors, export, delete', async () => {
    await page.goto(`${app.baseUrl}/items`);
    await page.getByText('1–20 of 51').waitFor();
    await page.locator('main .mantine-Pagination-control').filter({ hasText: /^3$/ }).click();
    await page.getByText('41–51 of 51').waitFor();

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Service', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–2 of 2').waitFor();
    expect(await screen.column(page, 6)).toEqual(['Service', 'Service']);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByLabel('Item Name').fill('ayam');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–3 of 3').waitFor();
    await screen.columnHeader(page, 'Last Price').click();
    await screen.columnHeader(page, 'Last Price').click();
    await expect.poll(() => screen.column(page, 2)).toEqual(['Ayam Kampung', 'Daging Ayam Broiler', 'Telur Ayam']);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await page.getByLabel('Part Number').fill('BB-100');
    await page.getByLabel('Item Name').fill('Garam Dapur');
    await page.getByLabel('Unit').fill('KG');
    await page.getByLabel('Last Price').fill('9000');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Update Successfully').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Part Number').fill('BB-001');
    await page.getByLabel('Item Name').fill('Dobel');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'BB-001 already in the list').waitFor();
    await page.getByRole('button', { name: 'Close Form' }).click();

    await page.getByLabel('Item Name').fill('garam');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await screen.rowOf(page, 'Garam Dapur').getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Item Name').fill('Garam Beryodium');
    await page.getByText('Service', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.rowOf(page, 'Garam Beryodium').waitFor();
    expect(await screen.rowOf(page, 'Garam Beryodium').locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['BB-100', 'KG', 'Service', '9.000,00']),
    );

    // A file with a bad row imports nothing and names the row; a good one adds and updates.
    const workbook = async (data: unknown[][]) => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('Items');
      for (const row of data) sheet.addRow(row);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const head = ['Part Number', 'Item Name', 'Unit', 'Item Category', 'Head Category', 'Type', 'Last Price'];
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await chooseFile(page, 'bad.xlsx', xlsx, await workbook([head, ['IMP-001', 'Daun Salam', 'IKAT'], ['', 'Tanpa kode']]));
    await screen.toast(page, 'Row 3: partnumber').waitFor();
    await screen.dismissToasts(page);
    await chooseFile(
      page,
      'items.xlsx',
      xlsx,
      await workbook([
        head,
        ['IMP-001', 'Daun Salam', 'IKAT', 'Bumbu', 'BAHAN BAKU', 'Material', 2500],
        ['IMP-002', 'Jasa Servis AC', 'UNIT', 'Jasa', 'OPERASIONAL', 'Service', 350000],
        ['BB-100', 'Garam Halus', 'KG', 'Bumbu', 'BAHAN BAKU', 'Material', 9500],
      ]),
    );
    await screen.toast(page, '2 item(s) added, 1 updated').waitFor();
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByLabel('Part Number').fill('IMP-');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByText('1–2 of 2').waitFor();

    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe('Master-Item-List.xlsx');
    // In the list's order: still by last price, highest first.
    expect(await screen.column(page, 1)).toEqual(['IMP-002', 'IMP-001']);
    expect(sheet.getRow(1).values).toEqual([undefined, ...head]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'IMP-002', 'Jasa Servis AC', 'UNIT', 'Jasa', 'OPERASIONAL', 'Service', 350000]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'IMP-001', 'Daun Salam', 'IKAT', 'Bumbu', 'BAHAN BAKU', 'Material', 2500]);
    expect(sheet.actualRowCount).toBe(3);

    await page.getByLabel('Part Number').fill('BB-100');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await screen.rowOf(page, 'Garam Halus').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await page.getByText('No records').waitFor();
  });

  it('a cashier reads the catalogue but cannot change it: no Add or Delete, the menu form is view only', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const cashier = await context.newPage();
    try {
      await signIn(cashier, app.baseUrl, 'cashier');
      await cashier.goto(`${app.baseUrl}/menus`);
      await cashier.getByText('1–10 of 60').waitFor();
      for (const name of ['Add', 'Delete']) expect(await cashier.getByRole('button', { name, exact: true }).count()).toBe(0);
      await screen.rows(cashier).first().click();
      await cashier.getByRole('button', { name: 'Edit', exact: true }).first().click();
      await cashier.getByRole('heading', { name: 'View menu: Air Mineral' }).waitFor();
      expect(await cashier.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await expect(cashier.getByLabel('Menu Name').isDisabled()).resolves.toBe(true);

      await cashier.goto(`${app.baseUrl}/menu-categories`);
      await screen.rows(cashier).first().waitFor();
      expect(await cashier.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      expect(await screen.rows(cashier).first().getByRole('button', { name: 'Delete' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
