import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type BackgroundWork, inSteps } from './background.js';
import { AppError, badRequest } from './errors.js';

const NOT_A_WORKBOOK = 'The file is not a valid .xlsx workbook.';

interface SheetLimits {
  /** Rows with values, the header row included; `tooManyRows` is the 400's message past it. */
  maxRows: number;
  tooManyRows: string;
  /** The last column a value may stand in. */
  maxColumns: number;
  tooManyColumns: string;
  /** What the workbook's files may unpack to, all together, as the zip declares it. */
  maxUnpackedBytes: number;
}

/** Rows parsed and handed over in one step of back-office work. */
const ROWS_PER_STEP = 500;

/**
 * The unpacked sizes a zip declares for its files (its central directory), or null when the bytes
 * are no zip. A small upload can unpack to gigabytes; this refuses it before anything is unpacked.
 */
function declaredUnpackedBytes(zip: Buffer): number | null {
  const END = 0x06054b50;
  const FILE = 0x02014b50;
  // The end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const files = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < files; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== FILE) return null;
    const size = zip.readUInt32LE(at + 24);
    // 0xFFFFFFFF: the size is in a ZIP64 field, 4 GB or more; no sheet of a few megabytes needs it.
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

/** The last column that holds a value (empty but formatted cells do not count). */
function lastValueColumn(row: ExcelJS.Row): number {
  let last = 0;
  row.eachCell((_cell, col) => {
    last = col;
  });
  return last;
}

/**
 * Reads the first sheet of an .xlsx row by row with exceljs' streaming reader, never the whole
 * workbook at once, and hands each row with values to onRow. The limits are checked while reading:
 * the first row past them stops the reading with a 400. Rows are read in steps of the background
 * gate, so a large sheet holds neither the event loop nor the tills for longer than a step.
 */
export async function readFirstSheet(
  file: Buffer,
  limits: SheetLimits,
  background: BackgroundWork,
  onRow: (row: ExcelJS.Row) => void,
): Promise<void> {
  const unpacked = declaredUnpackedBytes(file);
  if (unpacked === null) throw badRequest(NOT_A_WORKBOOK);
  if (unpacked > limits.maxUnpackedBytes) throw badRequest('The workbook is too large once unpacked.');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  let refusal: unknown;
  try {
    for await (const sheet of reader) {
      // The other sheets are passed over, not read: going on to the end lets exceljs remove the
      // temporary files it unpacked them to; their unread file streams are closed here.
      if (sheets++ > 0 || refusal) {
        (sheet as unknown as { iterator?: { destroy?: () => void } }).iterator?.destroy?.();
        continue;
      }
      refusal = await readRows(sheet, limits, background, onRow).catch(asRefusal);
    }
  } catch (err) {
    // A damaged zip or sheet: the user's file, not the server, is at fault.
    throw refusal ?? asRefusal(err);
  }
  if (refusal) throw refusal;
  if (!sheets) throw badRequest('The workbook has no sheet.');
}

const asRefusal = (err: unknown) => (err instanceof AppError ? err : badRequest(NOT_A_WORKBOOK));

async function readRows(
  sheet: AsyncIterable<ExcelJS.Row>,
  limits: SheetLimits,
  background: BackgroundWork,
  onRow: (row: ExcelJS.Row) => void,
) {
  let withValues = 0;
  let read = 0;
  await inSteps(background, sheet, ROWS_PER_STEP, (row) => {
    // Formatted rows without values are passed over, but they are read too: a bound on them as well.
    if (++read > limits.maxRows * 5) throw badRequest(limits.tooManyRows);
    if (!row.hasValues) return;
    if (++withValues > limits.maxRows) throw badRequest(limits.tooManyRows);
    if (lastValueColumn(row) > limits.maxColumns) throw badRequest(limits.tooManyColumns);
    onRow(row);
  });
}
