import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Response } from './harness.js';

/**
 * The first sheet of an export, after checking the answer is the download the screen saves: 200 and
 * the file name the spec gives (a pattern where it carries the date).
 */
export async function exportedSheet(res: Response, filename: string | RegExp): Promise<ExcelJS.Worksheet> {
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  // A string is looked for as it is written, a pattern as a pattern.
  expect(String(res.headers['content-disposition'])).toMatch(filename);
  return firstSheet(res.raw);
}

/** The first sheet of an .xlsx file. */
export async function firstSheet(raw: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  return book.worksheets[0];
}
