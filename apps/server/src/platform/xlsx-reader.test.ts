import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BackgroundWork } from './background.js';
import { readFirstSheet } from './xlsx-reader.js';

async function workbook(rows: number, columns: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = wb.addWorksheet('Sheet');
  for (let r = 0; r < rows; r++) sheet.addRow(Array.from({ length: columns }, (_, c) => `r${r}c${c}`)).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

const limits = { maxRows: 100, tooManyRows: 'too many rows', maxColumns: 5, tooManyColumns: 'too many columns', maxUnpackedBytes: 2 ** 24 };

describe('readFirstSheet', () => {
  it('hands over every row within the limits', async () => {
    const seen: number[] = [];
    await readFirstSheet(await workbook(100, 5), limits, new BackgroundWork(), (row) => seen.push(row.number));
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('stops at the first row past the cap with a 400, without reading the rows after it', async () => {
    const seen: number[] = [];
    const reading = readFirstSheet(await workbook(5_000, 2), limits, new BackgroundWork(), (row) => seen.push(row.number));
    await expect(reading).rejects.toMatchObject({ statusCode: 400, message: 'too many rows' });
    expect(seen.length).toBe(100);
  });

  it('stops at the first value past the last column with a 400', async () => {
    const seen: number[] = [];
    const reading = readFirstSheet(await workbook(50, 6), limits, new BackgroundWork(), (row) => seen.push(row.number));
    await expect(reading).rejects.toMatchObject({ statusCode: 400, message: 'too many columns' });
    expect(seen).toEqual([]);
  });

  it('refuses bytes that are no workbook, and a damaged one, with a 400', async () => {
    const work = new BackgroundWork();
    await expect(readFirstSheet(Buffer.from('not a zip'), limits, work, () => {})).rejects.toMatchObject({ statusCode: 400 });
    const damaged = await workbook(10, 2);
    damaged.fill(0x41, 200, 400);
    await expect(readFirstSheet(damaged, limits, work, () => {})).rejects.toMatchObject({ statusCode: 400 });
  });
});
