import { type MasterItemValues, masterItemInputSchema } from '@saji/core';
import ExcelJS from 'exceljs';
import { badRequest, invalidForm } from '../../platform/errors.js';

export const IMPORT_MAX_ROWS = 20_000;

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
 * Reads the first sheet of an .xlsx: a header row naming the columns, then one item per row.
 * Every row is checked before anything is saved, so a file is imported whole or not at all.
 */
export async function readItemWorkbook(base64: string): Promise<Omit<MasterItemValues, 'itemno'>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a valid .xlsx workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet.');
  const columns = new Map<number, Field>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = HEADERS[cellText(cell).toLowerCase()];
    if (field) columns.set(col, field);
  });
  const found = new Set(columns.values());
  if (!found.has('partnumber') || !found.has('itemname')) {
    throw badRequest('The first row must name the columns; Part Number and Item Name are required.');
  }
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw badRequest(`At most ${IMPORT_MAX_ROWS} items can be imported at once.`);

  const items: Omit<MasterItemValues, 'itemno'>[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Map<string, number>();
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const raw: Record<string, unknown> = {};
    for (const [col, field] of columns) {
      const cell = row.getCell(col);
      raw[field] = field === 'jasa' ? jasaOf(cellText(cell)) : field === 'lastprice' ? priceOf(cell) : cellText(cell);
    }
    if (Object.values(raw).every((v) => v === '' || v === 0)) return;
    const parsed = masterItemInputSchema.omit({ itemno: true }).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push({ row: rowNumber, field: issue.path.join('.'), message: issue.message });
      return;
    }
    const first = seen.get(parsed.data.partnumber);
    if (first) {
      issues.push({ row: rowNumber, field: 'partnumber', message: `${parsed.data.partnumber} already in row ${first}` });
      return;
    }
    seen.set(parsed.data.partnumber, rowNumber);
    items.push(parsed.data);
  });
  if (issues.length) throw invalidForm(issues.slice(0, 100));
  if (!items.length) throw badRequest('The file has no items.');
  return items;
}
