import { PassThrough } from 'node:stream';
import { FORM_INVALID } from '@saji/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from './item-import.js';

type Item = { itemno: number; partnumber: string; itemname: string; jasa: number; lastprice: number; invunitom: string; unitsize: string };

async function workbookOf(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Items');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** A large workbook written as the streaming writer writes it, without holding the sheet in memory. */
async function bigWorkbookOf(header: string[], rows: number, row: (i: number) => unknown[]): Promise<string> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = wb.addWorksheet('Items');
  sheet.addRow(header).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks).toString('base64');
}

describe('master items', () => {
  let t: TestApp;
  let demo: DemoCrew;
  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  it('lists the company items with unit, kind and last price', async () => {
    const res = await demo.cashier.get('/api/item?sortBy=partnumber');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(51);
    expect(res.body.list).toHaveLength(20);
    expect(res.body.list[0]).toMatchObject({
      partnumber: 'BB-001',
      itemname: 'Beras Pandan Wangi',
      invunitom: 'KG',
      unitsize: 'KG',
      itemcategory: 'Bahan Pokok',
      jasa: 0,
      lastprice: 15500,
    });
  });

  it('filters by item code, name, head category and kind', async () => {
    expect((await demo.admin.get('/api/item?itemcode=DG-00')).body.meta.total).toBe(7);
    expect((await demo.admin.get('/api/item?partnumber=sf-')).body.meta.total).toBe(5);
    const ayam = await demo.admin.get('/api/item?itemname=ayam&sortBy=lastprice&sortDir=desc');
    expect(ayam.body.list.map((i: Item) => i.itemname)).toEqual(['Ayam Kampung', 'Daging Ayam Broiler', 'Telur Ayam']);
    const services = await demo.admin.get('/api/item?jasa=1');
    expect(services.body.list.map((i: Item) => i.partnumber).sort()).toEqual(['JS-001', 'JS-002']);
    expect((await demo.admin.get('/api/item?jasa=0')).body.meta.total).toBe(49);
    expect((await demo.admin.get('/api/item?headcategory=kemasan')).body.meta.total).toBe(2);
    expect((await demo.admin.get('/api/item?jasa=5')).status).toBe(400);
  });

  it('adds, edits and deletes an item; refuses a taken part number', async () => {
    const created = await demo.admin.post('/api/item', {
      partnumber: 'BB-100',
      itemname: 'Garam Dapur',
      invunitom: '',
      itemcategory: 'Bumbu',
      jasa: false,
      lastprice: '9000',
    });
    expect(created.status).toBe(200);
    const id = created.body.itemno;
    const got = (await demo.admin.get('/api/item?itemcode=BB-100')).body.list[0];
    expect(got).toMatchObject({ itemno: id, invunitom: 'EACH', jasa: 0, lastprice: 9000, headcategory: null });
    expect(
      (
        await demo.admin.post('/api/item', {
          itemno: id,
          partnumber: 'BB-100',
          itemname: 'Garam Beryodium',
          invunitom: 'KG',
          jasa: 0,
          lastprice: 9500,
        })
      ).status,
    ).toBe(200);
    expect((await demo.admin.get('/api/item?itemcode=BB-100')).body.list[0].itemname).toBe('Garam Beryodium');
    const dup = await demo.admin.post('/api/item', { itemno: id, partnumber: 'BB-001', itemname: 'x' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('BB-001 already in the list');
    const bad = await demo.admin.post('/api/item', { partnumber: '', itemname: '', lastprice: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please fill the form correctly.');
    expect((await demo.admin.delete(`/api/item/${id}`)).status).toBe(200);
    expect((await demo.admin.delete(`/api/item/${id}`)).status).toBe(404);
  });

  it('imports an .xlsx: adds new part numbers and updates known ones', async () => {
    const file = await workbookOf([
      ['Part Number', 'Item Name', 'Unit', 'Item Category', 'Head Category', 'Type', 'Last Price'],
      ['IMP-001', 'Daun Salam', 'IKAT', 'Bumbu', 'BAHAN BAKU', 'Material', 2500],
      ['IMP-002', 'Jasa Servis AC', 'UNIT', 'Jasa', 'OPERASIONAL', 'Service', '350.000'],
      ['BB-001', 'Beras Pandan Wangi Premium', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 'Material', 16250],
      [],
    ]);
    const res = await demo.admin.post('/api/item/import', { filename: 'items.xlsx', file });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 2, updated: 1 });
    const list = (await demo.admin.get('/api/item?itemcode=IMP-&sortBy=partnumber')).body.list;
    expect(list.map((i: Item) => [i.partnumber, i.invunitom, i.jasa, i.lastprice])).toEqual([
      ['IMP-001', 'IKAT', 0, 2500],
      ['IMP-002', 'UNIT', 1, 350000],
    ]);
    expect((await demo.admin.get('/api/item?itemcode=BB-001')).body.list[0]).toMatchObject({
      itemname: 'Beras Pandan Wangi Premium',
      lastprice: 16250,
    });
  });

  it('reads back its own export as an import template', async () => {
    const exported = await demo.admin.get('/api/item/exportxls?itemcode=IMP-');
    expect(exported.headers['content-disposition']).toContain('Master-Item-List.xlsx');
    const res = await demo.admin.post('/api/item/import', { file: exported.raw.toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 0, updated: 2 });
    expect((await demo.admin.get('/api/item?itemcode=IMP-002')).body.list[0].jasa).toBe(1);
  });

  it('imports nothing when a row is wrong, and says which rows', async () => {
    const file = await workbookOf([
      ['partnumber', 'itemname', 'lastprice'],
      ['NEW-1', 'Baik', 1000],
      ['', 'Tanpa kode', 1000],
      ['NEW-1', 'Dobel', 1000],
      ['NEW-3', 'Harga aneh', 'mahal'],
    ]);
    const res = await demo.admin.post('/api/item/import', { file });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill the form correctly.');
    expect(res.body.details.map((d: { row: number; field: string }) => [d.row, d.field])).toEqual([
      [3, 'partnumber'],
      [4, 'partnumber'],
      [5, 'lastprice'],
    ]);
    expect((await demo.admin.get('/api/item?itemcode=NEW-')).body.meta.total).toBe(0);
  });

  it('refuses files that are not workbooks or lack the required columns', async () => {
    expect((await demo.admin.post('/api/item/import', { file: Buffer.from('not a zip').toString('base64') })).body.message).toBe(
      'The file is not a valid .xlsx workbook.',
    );
    const noHeader = await demo.admin.post('/api/item/import', {
      file: await workbookOf([
        ['foo', 'bar'],
        ['x', 'y'],
      ]),
    });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toContain('Part Number and Item Name');
    expect((await demo.admin.post('/api/item/import', { file: '' })).status).toBe(400);
  });

  it('refuses a sheet of more items than it takes as soon as it reads past them, before reading the rest', async () => {
    const file = await bigWorkbookOf(['Part Number', 'Item Name'], IMPORT_MAX_ROWS + 2_500, (i) => [`BIG-${i}`, `Item ${i}`]);
    const step = t.app.background.step.bind(t.app.background);
    // Steps end after 500 rows or the gate's time budget; without the budget their count says how far it read.
    const budget = t.app.background.budgetMs;
    Object.defineProperty(t.app.background, 'budgetMs', { value: Number.POSITIVE_INFINITY });
    let steps = 0;
    const spy = vi.spyOn(t.app.background, 'step').mockImplementation((work) => {
      steps++;
      return step(work);
    });
    try {
      const res = await demo.admin.post('/api/item/import', { file });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('At most 20,000 items can be imported at once.');
      // Streamed in steps of the background gate, not loaded whole (platform/xlsx-reader.test.ts
      // shows the reading ends at the first row past the cap).
      expect(steps).toBeGreaterThan(1);
    } finally {
      spy.mockRestore();
      Object.defineProperty(t.app.background, 'budgetMs', { value: budget });
    }
    expect((await demo.admin.get('/api/item?itemcode=BIG-')).body.meta.total).toBe(0);
  });

  it('refuses values past the last column it reads', async () => {
    const wide = Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, i) => `c${i}`);
    const file = await workbookOf([
      ['Part Number', 'Item Name'],
      ['W-1', 'Lebar', ...wide.slice(2)],
    ]);
    const res = await demo.admin.post('/api/item/import', { file });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The sheet has values past column 20; an import reads at most 20 columns.');
    const narrow = await workbookOf([
      ['Part Number', 'Item Name'],
      ['W-1', 'Cukup', ...wide.slice(2, IMPORT_MAX_COLUMNS)],
    ]);
    expect((await demo.admin.post('/api/item/import', { file: narrow })).status).toBe(200);
  });

  it('refuses an upload over its size with 413 before reading it, and a workbook that unpacks too large', async () => {
    const tooLarge = await demo.admin.post('/api/item/import', { file: 'A'.repeat(4_100_000) });
    expect(tooLarge.status).toBe(413);
    expect((await demo.admin.post('/api/item/import', { file: 'A'.repeat(4_000_004) })).body.message).toBe(FORM_INVALID);
    // A small zip may declare (and unpack to) gigabytes: the declared sizes are checked first.
    const zip = Buffer.from(
      await workbookOf([
        ['Part Number', 'Item Name'],
        ['Z-1', 'Zip'],
      ]),
      'base64',
    );
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    zip.writeUInt32LE(0x7fffffff, zip.readUInt32LE(end + 16) + 24);
    const bomb = await demo.admin.post('/api/item/import', { file: zip.toString('base64') });
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toBe('The workbook is too large once unpacked.');
  });

  it('refuses malformed sorts, filters and keys', async () => {
    for (const path of [
      '/api/item?sortBy=compcode',
      '/api/item?limit=0',
      '/api/item/exportxls?sortBy=itemno',
      '/api/item/exportxls?jasa=x',
    ]) {
      expect((await demo.admin.get(path)).status, path).toBe(400);
    }
    expect((await demo.admin.delete('/api/item/abc')).status).toBe(400);
    expect((await demo.admin.delete('/api/item/999999')).status).toBe(404);
  });

  it('lets only an admin write, and keeps each company to its own items', async () => {
    const file = await workbookOf([
      ['partnumber', 'itemname'],
      ['R-1', 'x'],
    ]);
    const saji = (await demo.admin.get('/api/item?itemcode=BB-002')).body.list[0];
    for (const agent of [demo.manager, demo.cashier]) {
      expect((await agent.post('/api/item', { partnumber: 'R-1', itemname: 'x' })).status).toBe(403);
      expect((await agent.post('/api/item/import', { file })).status).toBe(403);
      expect((await agent.delete(`/api/item/${saji.itemno}`)).status).toBe(403);
    }
    const theirs = await demo.admin2.get('/api/item?limit=100');
    expect(theirs.body.list.map((i: Item) => i.itemname)).toEqual(['Krecek', 'Nangka Muda']);
    expect(theirs.body.meta.total).toBe(2);
    expect((await demo.admin2.post('/api/item', { itemno: saji.itemno, partnumber: 'BB-002', itemname: 'Hacked' })).status).toBe(404);
    expect((await demo.admin2.delete(`/api/item/${saji.itemno}`)).status).toBe(404);
    // Importing a part number that SAJI has creates DUA's own item; SAJI's stays as it was.
    expect(
      (
        await demo.admin2.post('/api/item/import', {
          file: await workbookOf([
            ['partnumber', 'itemname'],
            ['BB-002', 'Ketan DUA'],
          ]),
        })
      ).body.inserted,
    ).toBe(1);
    expect((await demo.admin.get('/api/item?itemcode=BB-002')).body.list[0].itemname).toBe('Beras Ketan Putih');
  });
});
