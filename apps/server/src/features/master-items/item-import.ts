import { type MasterItemValues, masterItemInputSchema } from '@saji/core';
import type ExcelJS from 'exceljs';
import type { BackgroundWork } from '../../platform/background.js';
import { badRequest, invalidForm } from '../../platform/errors.js';
import { readFirstSheet } from '../../platform/xlsx-reader.js';

type Field = keyof Omit<MasterItemValues, 'itemno'>;

/** Header texts a company's own spreadsheet may use, including the export's own headers. */
const HEADERS: Record<string, Field> = {
  partnumber: 'partnumber',
  'part number': 'partnumber',
  itemcode: 'partnumber',
  'item code': 'partnumber',
  code: 'partnumber',
  itemname: 'itemname',
  'item name': 'itemname',
  name: 'itemname',
  invunitom: 'invunitom',
  unit: 'invunitom',
  unitsize: 'invunitom',
  uom: 'invunitom',
  itemcategory: 'itemcategory',
  'item category': 'itemcategory',
  category: 'itemcategory',
  headcategory: 'headcategory',
  'head category': 'headcategory',
  jasa: 'jasa',
  type: 'jasa',
  lastprice: 'lastprice',
  'last price': 'lastprice',
  price: 'lastprice',
};

export interface ImportIssue {
  row: number;
  field: string;
  message: string;
}

const cellText = (cell: ExcelJS.Cell) => (cell.value === null || cell.value === undefined ? '' : cell.text.trim());

/** 'Service' and 'Material' (what the export writes) or 1 and 0. */
function jasaOf(text: string): unknown {
  const t = text.toLowerCase();
  if (t === 'service' || t === 'jasa') return 1;
  if (t === 'material' || t === 'barang' || t === '') return 0;
  return text;
}

function priceOf(cell: ExcelJS.Cell): unknown {
  if (typeof cell.value === 'number') return cell.value;
  // Typed as text: "15.500" or "15,500" are thousands in Indonesian sheets, not decimals.
  const text = cellText(cell).replace(/^Rp\.?\s*/i, '');
  return /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text;
}

/**
 * The import's bounds: 20,000 items, values in the first 20 columns (the import reads 7 of them), and
 * 64 MB of unpacked workbook, checked while the sheet is read (platform/xlsx-reader.ts).
 */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_COLUMNS = 20;
const IMPORT_MAX_UNPACKED = 64 * 1024 * 1024;
const LIMITS = {
  maxRows: IMPORT_MAX_ROWS + 1,
  tooManyRows: `At most ${IMPORT_MAX_ROWS.toLocaleString('en')} items can be imported at once.`,
  maxColumns: IMPORT_MAX_COLUMNS,
  tooManyColumns: `The sheet has values past column ${IMPORT_MAX_COLUMNS}; an import reads at most ${IMPORT_MAX_COLUMNS} columns.`,
  maxUnpackedBytes: IMPORT_MAX_UNPACKED,
};
const NO_HEADER = 'The first row must name the columns; Part Number and Item Name are required.';

/** The fields the header row names, by column. */
function headerOf(row: ExcelJS.Row): Map<number, Field> {
  const columns = new Map<number, Field>();
  row.eachCell((cell, col) => {
    const field = HEADERS[cellText(cell).toLowerCase()];
    if (field) columns.set(col, field);
  });
  const found = new Set(columns.values());
  if (!found.has('partnumber') || !found.has('itemname')) throw badRequest(NO_HEADER);
  return columns;
}

/**
 * Reads the first sheet of an .xlsx: a header row naming the columns, then one item per row. The
 * sheet is streamed and its bounds checked while reading, so a file past them is refused without
 * being read whole. Every row is checked before anything is saved, so a file is imported whole or
 * not at all.
 */
export async function readItemWorkbook(base64: string, background: BackgroundWork): Promise<Omit<MasterItemValues, 'itemno'>[]> {
  const items: Omit<MasterItemValues, 'itemno'>[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Map<string, number>();
  let columns: Map<number, Field> | undefined;
  await readFirstSheet(Buffer.from(base64, 'base64'), LIMITS, background, (row) => {
    if (!columns) {
      if (row.number !== 1) throw badRequest(NO_HEADER);
      columns = headerOf(row);
      return;
    }
    const raw: Record<string, unknown> = {};
    for (const [col, field] of columns) {
      const cell = row.getCell(col);
      raw[field] = field === 'jasa' ? jasaOf(cellText(cell)) : field === 'lastprice' ? priceOf(cell) : cellText(cell);
    }
    if (Object.values(raw).every((v) => v === '' || v === 0)) return;
    const parsed = masterItemInputSchema.omit({ itemno: true }).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push({ row: row.number, field: issue.path.join('.'), message: issue.message });
      return;
    }
    const first = seen.get(parsed.data.partnumber);
    if (first) {
      issues.push({ row: row.number, field: 'partnumber', message: `${parsed.data.partnumber} already in row ${first}` });
      return;
    }
    seen.set(parsed.data.partnumber, row.number);
    items.push(parsed.data);
  });
  if (!columns) throw badRequest(NO_HEADER);
  if (issues.length) throw invalidForm(issues.slice(0, 100));
  if (!items.length) throw badRequest('The file has no items.');
  return items;
}
