// The item import of an oversized workbook: a sheet of 920,000 cells (46,000 rows of 20 columns, 2.8
// MB, as large as an upload may be), which the import refuses (at most 20,000 items). How long the answer takes, how long
// the server stays deaf (the slowest /api/health answered meanwhile, asked every 20 ms), and how much
// the process grows, for one upload and for three at once. Embedded database; the work is Node's.
// `npm run bench -- item-import`.

import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { type Figure, now, printFigures } from './support/stats.js';

const ROWS = 46_000;
const COLUMNS = 20;
const figures: Figure[] = [];

async function millionCells(): Promise<string> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: false, zip: { zlib: { level: 9 } } });
  const sheet = wb.addWorksheet('Items');
  sheet.addRow(['Part Number', 'Item Name', ...Array.from({ length: COLUMNS - 2 }, (_, i) => `Note ${i + 1}`)]).commit();
  // Short, repeated values, as a real sheet has, so the most cells fit in an upload.
  for (let r = 0; r < ROWS; r++)
    sheet.addRow([`P-${r}`, `Item ${r % 500}`, ...Array.from({ length: COLUMNS - 2 }, (_, c) => (r + c) % 10)]).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks).toString('base64');
}

async function uploads(t: TestApp, file: string, count: number): Promise<void> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await t.login('admin');
  global.gc?.();
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  let slowestHealth = 0;
  let importing = true;
  // A client outside the server's event loop would see the same: an answer waits for the loop.
  const probing = (async () => {
    while (importing) {
      const started = now();
      await fetch(`${address}/api/health`);
      slowestHealth = Math.max(slowestHealth, now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = now();
  const answers = await Promise.all(Array.from({ length: count }, () => admin.post('/api/item/import', { file })));
  const seconds = (now() - started) / 1000;
  importing = false;
  await probing;
  const label = count === 1 ? 'one upload' : `${count} uploads at once`;
  figures.push(
    {
      name: `refusal of a 920,000-cell workbook, ${label}`,
      value: seconds,
      unit: 's',
      note: `${answers.map((a) => a.status).join(', ')}: ${String(answers[0].body.message).slice(0, 60)}`,
    },
    { name: `slowest /api/health meanwhile, ${label}`, value: Math.round(slowestHealth), unit: 'ms' },
    { name: `process growth, ${label}`, value: Math.round((peakRss - baseRss) / 2 ** 20), unit: 'MiB' },
  );
}

const file = await millionCells();
console.log(`workbook: ${(((file.length / 4) * 3) / 2 ** 20).toFixed(1)} MiB, ${ROWS.toLocaleString('en')} rows x ${COLUMNS} columns`);
for (const count of [1, 3]) {
  const t = await createTestApp();
  try {
    await uploads(t, file, count);
  } finally {
    await t.close();
  }
}
printFigures('Item import of an oversized workbook', figures);
process.exit(0);
