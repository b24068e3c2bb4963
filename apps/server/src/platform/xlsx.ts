import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type BackgroundWork, inSteps } from './background.js';
import { fileResponse } from './openapi.js';

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
export const xlsxResponse = fileResponse('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'An .xlsx workbook');

/**
 * Rows an export reads and writes in one step of back-office work (platform/background.ts): one page
 * of the database, one short statement, then the tills go first again.
 */
export const EXPORT_STEP_ROWS = 200;

/**
 * Reads rows page by page so an export of any size holds one page in memory. OFFSET pages rescan the
 * rows before them, so this suits the short lists (outlets, tables, menus, accounts, items); large
 * ones (orders, customers) page by key.
 */
export async function* inPages<T>(fetchPage: (offset: number, limit: number) => Promise<T[]>, pageSize = EXPORT_STEP_ROWS) {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await fetchPage(offset, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Streams an .xlsx download: rows are written and flushed as they arrive, never collected whole. The
 * rows are read and written in steps of EXPORT_STEP_ROWS through the app's background gate, so an
 * export never holds the database or the event loop for longer than a page; while the client has not
 * taken what was written, the next step waits.
 */
export async function sendXlsx<T, R extends FastifyReply>(
  reply: R,
  filename: string,
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
): Promise<R> {
  const source = await withFirstRead(reply.server.background, rows);
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
    await inSteps(
      reply.server.background,
      source,
      EXPORT_STEP_ROWS,
      (row: T) => {
        // A client that went away takes nothing more: stop reading.
        if (stream.destroyed) throw new Error('export abandoned by the client');
        sheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
      },
      // Between steps, outside the gate: a slow client holds up its own export, not the others.
      () => (stream.writableNeedDrain ? drained(stream) : undefined),
    );
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((err) => stream.destroy(err as Error));
  return reply.send(stream) as R;
}

/**
 * Reads the first row (in a step of the gate) before the answer begins: a query that fails, such as a
 * filter the database refuses or an outlet the user may not read, answers with its error instead of
 * a 200 whose file is cut off. The rows then continue from where that read stopped.
 */
async function withFirstRead<T>(work: BackgroundWork, rows: AsyncIterable<T> | Iterable<T>): Promise<AsyncIterable<T>> {
  const items = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
  const first = await work.step(async () => items.next());
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await items.next()) yield next.value;
    } finally {
      await items.return?.();
    }
  })();
}

/** Resolves when the stream can take more, or has closed (the client went away). */
async function drained(stream: PassThrough): Promise<void> {
  const ac = new AbortController();
  await Promise.race([once(stream, 'drain', { signal: ac.signal }), once(stream, 'close', { signal: ac.signal })]).catch(() => {});
  ac.abort();
}
