import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export interface XlsxColumn<T> {
  header: string;
  /**
   * Text, a number or a date, never a formula object: exceljs writes a formula only for `{formula}`
   * values, so exported text that starts with = + - @ stays text and is never evaluated.
   */
  value: (row: T) => string | number | Date | null | undefined;
  width?: number;
  /** Excel number format, e.g. '#,##0' for rupiah or 'dd-mmm-yyyy hh:mm' for dates. */
  numFmt?: string;
}

/** The answer of an export route, for the API document: a streamed workbook (never serialised as JSON). */
export const xlsxResponse = {
  200: z.unknown().meta({
    type: 'string',
    format: 'binary',
    description: 'An .xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)',
  }),
};

/** Reads rows page by page so an export of any size holds one page in memory. */
export async function* inPages<T>(fetchPage: (offset: number, limit: number) => Promise<T[]>, pageSize = 2000) {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await fetchPage(offset, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Streams an .xlsx download: rows are written and flushed as they arrive, never collected whole.
 */
export async function sendXlsx<T, R extends FastifyReply>(
  reply: R,
  filename: string,
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
): Promise<R> {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${filename}"`);
  const writing = (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((err) => stream.destroy(err as Error));
  return reply.send(stream) as R;
}
