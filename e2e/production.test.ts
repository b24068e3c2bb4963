import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type RunningApp, signedInFile } from './support/app.js';
import { describeE2e } from './support/browser.js';
import * as screen from './support/screen.js';

/** Adds the first item matching `name` from the master item lookup. */
async function addIngredient(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  await screen.modal(page).getByLabel('Item Name').fill(name);
  await screen.modal(page).locator('tbody tr').filter({ hasText: name }).first().waitFor();
  await screen.pickInLookup(page, name);
}

/** The PDF the preview modal shows, fetched with the page's own session. */
async function previewBytes(page: Page): Promise<string> {
  const src = await page.getByTestId('pdf-preview').getAttribute('src');
  const res = await page.request.get(new URL(src ?? '', page.url()).toString());
  expect(res.status()).toBe(200);
  return (await res.body()).subarray(0, 4).toString();
}

describeE2e('production screens in Chromium', () => {
  let app: RunningApp;
  let page: Page;

  signedInFile('manager', (s) => ({ app, page } = s));

  it('standard production: the form refuses what is missing, recalculates as quantities change, and saves', async () => {
    await page.goto(`${app.baseUrl}/standard-production`);
    await screen.rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();

    await page.getByLabel('Standard Production Name').fill('Sambal Matah Uji');
    await page.getByLabel('Estimated Total').fill('1000');
    await page.getByLabel('Total Portion').fill('8');
    await expect.poll(() => page.getByLabel('Weight per Portion').inputValue()).toBe('125');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill at least 1(one) Request Detail').waitFor();

    await addIngredient(page, 'Bawang Merah');
    await addIngredient(page, 'Cabai Rawit');
    await page.getByLabel('Quantity 1').fill('0.25');
    await page.getByLabel('Quantity 2').fill('0.1');
    // 0.25 kg x 38,000 + 0.1 kg x 55,000 = 15,000 for 8 portions.
    await expect.poll(() => page.getByTestId('line-cost').allTextContents()).toEqual(['9.500,00', '5.500,00']);
    await expect.poll(() => page.getByTestId('recipe-total').inputValue()).toBe('IDR 15.000,00');
    await expect.poll(() => page.getByTestId('recipe-per-portion').inputValue()).toBe('IDR 1.875,00');
    await page.getByLabel('Quantity 2').fill('0.2');
    await expect.poll(() => page.getByTestId('recipe-total').inputValue()).toBe('IDR 20.500,00');

    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Complete successfully').waitFor();
    await screen.filterBox(page).getByLabel('Name or description').fill('Matah Uji');
    await screen.filterBox(page).getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => screen.column(page, 2)).toEqual(['Sambal Matah Uji']);
    expect((await screen.column(page, 7))[0]).toBe('IDR 20.500,00');
  });

  it('standard production: view mode cannot be saved, print shows the recipe card, export reads back, delete names the record', async () => {
    await screen.rowOf(page, 'Sambal Matah Uji').dblclick();
    await page.getByText('View Standard Production').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'View mode cannot be Saved').waitFor();
    await screen.dismissToasts(page);
    await page.getByRole('button', { name: 'Close' }).click();

    await screen.rows(page).first().waitFor();
    await screen.filterBox(page).getByLabel('Name or description').fill('Matah Uji');
    await screen.filterBox(page).getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => screen.column(page, 2)).toEqual(['Sambal Matah Uji']);
    await page.getByRole('button', { name: 'Print' }).click();
    await screen.toast(page, 'Please select a row that want to be Print!').waitFor();
    await screen.rowOf(page, 'Sambal Matah Uji').click();
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await previewBytes(page)).toBe('%PDF');
    await screen.modal(page).getByRole('button').first().click();

    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toMatch(/^standard_production_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(screen.sheetColumn(sheet, 1)).toEqual(['Sambal Matah Uji']);

    await page.getByRole('button', { name: 'Delete' }).click();
    await screen.modal(page).getByTestId('delete-name').getByText('Sambal Matah Uji').waitFor();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Complete successfully').waitFor();
    await page.getByText('No records').waitFor();
  });

  it('production: the form needs a line, records a production, and the list finds and exports it', async () => {
    await page.goto(`${app.baseUrl}/production/new`);
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Please fill at least 1(one) Inventory Issued Detail').waitFor();
    await screen.dismissToasts(page);
    await page.getByRole('button', { name: 'Add Standard Production' }).click();
    await screen.modal(page).getByLabel('Standard Production').fill('Rendang');
    await screen.pickInLookup(page, 'Resep Rendang Sapi');
    await page.getByLabel('Remark 1').fill('batch pagi');
    await page.getByRole('button', { name: 'Save' }).click();
    await screen.toast(page, 'Complete successfully').waitFor();
    await page.getByText('Production Detail').waitFor();
    const code = await page.getByLabel('Production No.').inputValue();
    expect(code).toMatch(/^PRD-JKT01-\d{6}$/);
    await screen.rowOf(page, 'Resep Rendang Sapi').waitFor();

    await screen.dismissToasts(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Process' }).click();
    await screen.rowOf(page, code).waitFor();
    // A week of demo production and this one; the local filter narrows to the code.
    await page.getByRole('textbox', { name: 'Search the table' }).fill(code.slice(-6));
    await expect.poll(() => screen.column(page, 1)).toEqual([code]);
    await page.getByRole('textbox', { name: 'Search the table' }).fill('');
    expect(await page.getByTestId('production-total').textContent()).toMatch(/^Total Cost : IDR [\d.]+,\d{2}$/);

    const { filename, sheet } = await screen.exportSheet(page, page.getByRole('button', { name: 'Export' }));
    expect(filename).toBe('production_list.xlsx');
    expect(screen.sheetColumn(sheet, 1)).toContain(code);

    await screen.rowOf(page, code).dblclick();
    await expect.poll(() => page.getByLabel('Production No.').inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('textbox', { name: 'Until', exact: true }).fill('');
    await page.getByRole('button', { name: 'Process' }).click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
  });

  it('daily food cost: the chart shows the month and drills to the sales list of a day', async () => {
    await page.goto(`${app.baseUrl}/reports/food-cost`);
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByTestId('food-cost-totals').waitFor();
    expect(await page.getByTestId('food-cost-percent').textContent()).toMatch(/^Food cost %: \d+(\.\d{1,2})?%$/);
    const box = await page.getByTestId('chart').boundingBox();
    if (!box) throw new Error('no chart');
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.6);
    const link = screen.modal(page).getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/sales-by-outlet\/(\d{4}-\d{2}-\d{2})\/\1/);
  });
});
