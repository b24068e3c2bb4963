import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';

/** What every list screen shares in the browser: its rows, toasts, modals, the delete question, the export. */

/** The data rows of the screen's list (mantine-datatable renders one tbody, with a placeholder row while empty). */
export const rows = (page: Page) => page.locator('main table tbody tr:not(.mantine-datatable-empty-row)');
export const rowOf = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
/** A sortable column's title: clicking it asks the server for that order. */
export const columnHeader = (page: Page, title: string) => page.locator('main table thead th').filter({ hasText: title }).first();
export const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
/**
 * A list screen's filter box. Locating inputs inside it waits for the list screen itself: right after a
 * save the address is already the list's while the form, with fields of the same names, still shows.
 */
export const filterBox = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Apply Filter' }) });
export const modal = (page: Page) => page.locator('section[role="dialog"]').last();

/** The texts of column `n` (1-based) of the list, once it has rows. */
export async function column(page: Page, n: number): Promise<string[]> {
  await rows(page).first().waitFor();
  return rows(page).locator(`td:nth-child(${n})`).allInnerTexts();
}

/** The cells under the column titled `title` (lists whose columns the reader chooses move them about). */
export async function columnTitled(page: Page, title: string): Promise<string[]> {
  await rows(page).first().waitFor();
  const titles = (await page.locator('main table thead th').allInnerTexts()).map((t) => t.trim());
  const n = titles.indexOf(title);
  if (n < 0) throw new Error(`no column "${title}" among ${titles.join(', ')}`);
  return rows(page)
    .locator(`td:nth-child(${n + 1})`)
    .allInnerTexts();
}

/** Closes the open toasts, so an old one cannot answer the next expectation (and none covers a button). */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  // Rounds of short tries: a toast may still slide in, arrive late, or close by itself meanwhile (a gone
  // one would hold a click for the 30 s default).
  for (let round = 0; round < 5 && (await toasts.count()) > 0; round++) {
    for (const close of await toasts.locator('button').all()) await close.click({ timeout: 2_000 }).catch(() => {});
    await toasts
      .first()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => {});
  }
  // A pointer resting on a toast keeps it open; moved away, any toast left closes by itself.
  await page.mouse.move(0, 0);
  await toasts.first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Clicks a row of the open lookup modal by its text; the modal closes. */
export async function pickInLookup(page: Page, text: string | RegExp): Promise<void> {
  const dialog = modal(page);
  await dialog.locator('tbody tr').filter({ hasText: text }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** Answers the spec's 'Delete Record?' question, after checking it is the one asked. */
export async function answerDelete(page: Page, answer: 'Delete' | 'Cancel'): Promise<void> {
  const dialog = modal(page);
  await dialog.getByText('1 record is about to be permanently deleted. Are you sure about doing this?').waitFor();
  await dialog.getByText('Delete Record?').waitFor();
  await dialog.getByRole('button', { name: answer }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Presses `button` (the toolbar's Export) and reads the downloaded workbook's first sheet. */
export async function exportSheet(page: Page, button: Locator): Promise<{ filename: string; sheet: ExcelJS.Worksheet }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return { filename: download.suggestedFilename(), sheet: workbook.worksheets[0] };
}

/** The values of one column of a sheet, below its header row. */
export const sheetColumn = (sheet: ExcelJS.Worksheet, n: number) => sheet.getColumn(n).values.slice(2);

/** A picture drawn by the browser itself, in the given size, as PNG bytes (for upload tests). */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2f9e44';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#ffd43b';
      g.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
