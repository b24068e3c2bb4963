import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundPlugin } from './background.js';
import { EXPORT_STEP_ROWS, inPages, sendXlsx, type XlsxColumn } from './xlsx.js';

interface Row {
  name: string;
  amount: number;
}

const columns: XlsxColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Amount', value: (r) => r.amount, numFmt: '#,##0' },
];

const risky = ['=HYPERLINK("http://x","y")', '+SUM(A1:A9)', '-2+3', '@cmd', '\t=1+1'];

describe('sendXlsx', () => {
  const app = Fastify();
  let sheet: ExcelJS.Worksheet;
  let headers: Record<string, unknown>;

  beforeAll(async () => {
    await app.register(backgroundPlugin);
    app.get('/export', (_request, reply) =>
      sendXlsx(
        reply,
        'Test-List.xlsx',
        'Test',
        columns,
        [...risky, 'Saji Braga'].map((name, i) => ({ name, amount: -i * 1000 })),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/export' });
    headers = res.headers;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    sheet = workbook.worksheets[0];
  });
  afterAll(() => app.close());

  it('answers an .xlsx attachment with a bold header row', () => {
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers['content-disposition']).toBe('attachment; filename="Test-List.xlsx"');
    expect(sheet.name).toBe('Test');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('writes text that starts with = + - @ as text, never as a formula', () => {
    risky.forEach((text, i) => {
      const cell = sheet.getCell(i + 2, 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(text);
    });
    expect(sheet.getCell(risky.length + 2, 1).value).toBe('Saji Braga');
  });

  it('keeps numbers as numbers, negative ones included, with the column format', () => {
    const cell = sheet.getCell(3, 2);
    expect(cell.value).toBe(-1000);
    expect(cell.numFmt).toBe('#,##0');
  });
});

describe('sendXlsx in steps', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('reads and writes at most EXPORT_STEP_ROWS rows per step of the background gate', async () => {
    await app.register(backgroundPlugin);
    const pulled: number[] = [];
    let stepsSeen = 0;
    app.get('/export', (_request, reply) => {
      async function* rows() {
        for (let i = 0; i < 1_200; i++) {
          pulled.push(stepsSeen);
          yield { name: `row ${i}`, amount: i };
        }
      }
      return sendXlsx(reply, 'Big.xlsx', 'Big', columns, rows());
    });
    await app.ready();
    const step = app.background.step.bind(app.background);
    vi.spyOn(app.background, 'step').mockImplementation((work) => {
      stepsSeen++;
      return step(work);
    });
    const res = await app.inject({ method: 'GET', url: '/export' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(1_201);
    // Steps of at most EXPORT_STEP_ROWS rows (fewer when a step has used its time budget).
    const perStep = Array.from({ length: stepsSeen }, (_, s) => pulled.filter((p) => p === s + 1).length);
    expect(stepsSeen).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perStep)).toBeLessThanOrEqual(EXPORT_STEP_ROWS);
    expect(perStep.reduce((a, b) => a + b, 0)).toBe(1_200);
  });
});

describe('inPages', () => {
  it('reads page after page until a short page, holding one page at a time', async () => {
    const all = Array.from({ length: 5 }, (_, i) => i);
    const asked: [number, number][] = [];
    const rows: number[] = [];
    for await (const row of inPages(async (offset, limit) => {
      asked.push([offset, limit]);
      return all.slice(offset, offset + limit);
    }, 2)) {
      rows.push(row);
    }
    expect(rows).toEqual(all);
    expect(asked).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });
});
