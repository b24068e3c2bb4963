import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

interface Item {
  itemno: number;
  partnumber: string;
  itemname: string;
  unitsize: string;
  lastprice: number;
  jasa: number;
}

describe('standard production', () => {
  let t: TestApp;
  let demo: DemoCrew;
  let items: Item[];

  const line = (item: Item, quantity: unknown, extra: Record<string, unknown> = {}) => ({
    itemno: item.itemno,
    partnumber: item.partnumber,
    itemname: item.itemname,
    description: item.itemname,
    quantity,
    unitsize: item.unitsize,
    unitprice: 1,
    ...extra,
  });
  const recipe = (extra: Record<string, unknown> = {}) => ({
    stdrproductionname: '  Sambal Bajak  ',
    description: 'Sambal for the grilled dishes',
    estimatedtotal: 1000,
    unitsize: 'GR',
    totalyield: 8,
    weightperportion: 999,
    matauang: 'IDR',
    lines: [line(items[0], 0.25), line(items[1], 2)],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    const res = await demo.manager.get('/api/item?page=1&limit=100&jasa=0');
    items = res.body.list.filter((i: Item) => i.lastprice > 0);
  });
  afterAll(() => t.close());

  it('saves a recipe: the name trimmed, lines numbered from 1 at the items last prices, costs and weight recalculated', async () => {
    const saved = await demo.manager.post(
      '/api/standardproduction',
      recipe({ lines: [line(items[0], 0.25), { itemno: '' }, line(items[1], 2)] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Complete successfully');
    const detail = await demo.manager.get(`/api/standardproduction/detail/${saved.body.stdrproductionkey}`);
    expect(detail.status).toBe(200);
    const { header, lines } = detail.body;
    expect(header).toMatchObject({
      stdrproductionname: 'Sambal Bajak',
      totalitems: 2,
      totalyield: 8,
      weightperportion: 125,
      matauang: 'IDR',
    });
    expect(lines.map((l: { lineno: number }) => l.lineno)).toEqual([1, 2]);
    // The client's unit price (1) is ignored: the item's last price is the price.
    expect(lines[0].unitprice).toBe(items[0].lastprice);
    const expected = [0.25 * items[0].lastprice, 2 * items[1].lastprice].map((v) => Math.round(v * 100) / 100);
    expect(lines.map((l: { nilai: number }) => l.nilai)).toEqual(expected);
    expect(header.ttlnetto).toBeCloseTo(expected[0] + expected[1], 2);
  });

  it('rounds line costs half-up to 2 decimals and sums them exactly', async () => {
    const cheap = items.find((i) => i.lastprice === 90) ?? items[0];
    const saved = await demo.manager.post(
      '/api/standardproduction',
      recipe({ stdrproductionname: 'Rounding', lines: [line(cheap, 0.0005), line(cheap, 1.3333)] }),
    );
    const { header, lines } = (await demo.manager.get(`/api/standardproduction/detail/${saved.body.stdrproductionkey}`)).body;
    for (const l of lines) expect(Math.round(l.nilai * 100)).toBe(Math.round(l.quantity * l.unitprice * 100 + 1e-9));
    expect(Math.round(header.ttlnetto * 100)).toBe(lines.reduce((s: number, l: { nilai: number }) => s + Math.round(l.nilai * 100), 0));
  });

  it('updates in place, replacing the lines', async () => {
    const saved = await demo.manager.post('/api/standardproduction', recipe({ stdrproductionname: 'To edit' }));
    const key = saved.body.stdrproductionkey;
    const updated = await demo.manager.post(
      '/api/standardproduction',
      recipe({ stdrproductionkey: key, stdrproductionname: 'Edited', lines: [line(items[2], 3)] }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.stdrproductionkey).toBe(key);
    const { header, lines } = (await demo.manager.get(`/api/standardproduction/detail/${key}`)).body;
    expect(header.stdrproductionname).toBe('Edited');
    expect(lines).toHaveLength(1);
    expect(header.ttlnetto).toBeCloseTo(3 * items[2].lastprice, 2);
  });

  it('refuses what the rules refuse, with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'Please fill at least 1(one) Request Detail'],
      [{ lines: [{ itemno: '', quantity: 1 }] }, 'Please fill at least 1(one) Request Detail'],
      [{ mode: 'view' }, 'View mode cannot be Saved'],
      [{ stdrproductionname: '   ' }, 'Please fill the form correctly.'],
      [{ estimatedtotal: 0 }, 'Please fill the form correctly.'],
      [{ unitsize: 'KG' }, 'Please fill the form correctly.'],
      [{ totalyield: '' }, 'Please fill the form correctly.'],
      [{ lines: [line(items[0], 'abc')] }, 'Please fill the form correctly.'],
      [{ lines: [line(items[0], 1, { description: '' })] }, 'Please fill the form correctly.'],
    ];
    for (const [extra, message] of cases) {
      const res = await demo.manager.post('/api/standardproduction', recipe(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message, JSON.stringify(extra)).toBe(message);
    }
  });

  it('refuses a yield, weight or quantity that rounds to nothing (400 naming the field, not a division by zero)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ totalyield: 1e-9 }, 'totalyield'],
      [{ weightperportion: 1e-9 }, 'weightperportion'],
      [{ totalyield: 0.004 }, 'totalyield'],
      [{ lines: [line(items[0], 1e-9)] }, 'lines.0.quantity'],
    ];
    for (const [extra, field] of cases) {
      const res = await demo.manager.post('/api/standardproduction', recipe(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.details, JSON.stringify(extra)).toContainEqual({ field, message: expect.stringMatching(/^at least 0\.0/) });
    }
  });

  it('lists with search over name and description, sorted, in the envelope', async () => {
    await demo.manager.post('/api/standardproduction', recipe({ stdrproductionname: 'Zz Search Name', description: 'plain' }));
    await demo.manager.post('/api/standardproduction', recipe({ stdrproductionname: 'Plain', description: 'zz search description' }));
    const res = await demo.manager.get(
      '/api/standardproduction?searchtxt=zz%20search&page=1&limit=15&sortBy=stdrproductionname&sortDir=asc',
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.list.map((r: { stdrproductionname: string }) => r.stdrproductionname)).toEqual(['Plain', 'Zz Search Name']);
    const all = await demo.manager.get('/api/standardproduction');
    expect(all.body.list).toHaveLength(15);
    expect(all.body.meta.total).toBeGreaterThan(15);
    expect((await demo.manager.get('/api/standardproduction?sortBy=description')).status).toBe(400);
  });

  it('links a recipe to one menu: a second recipe for the same menu is refused', async () => {
    const menus = (await demo.admin.get('/api/restomenu?page=1&limit=5')).body.list;
    const menuid = menus[0].menuid;
    const linked = (await demo.manager.get('/api/standardproduction?limit=100')).body.list.find(
      (r: { menuid: number }) => r.menuid === menuid,
    );
    expect(linked).toBeDefined();
    const res = await demo.manager.post('/api/standardproduction', recipe({ stdrproductionname: 'Second', menuid }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('already has a recipe');
  });

  it('exports the list as standard_production_{date}.xlsx and prints a recipe card', async () => {
    const res = await demo.manager.get('/api/standardproduction/exporttoexcell?searchtxt=Sambal');
    const sheet = await exportedSheet(res, /standard_production_\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(sheet.getRow(1).getCell(1).value).toBe('Standard Production');
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain('Sambal Bajak');
    expect(names).toHaveLength((await demo.manager.get('/api/standardproduction?searchtxt=Sambal')).body.meta.total);

    const key = (await demo.manager.get('/api/standardproduction?searchtxt=Sambal%20Bajak')).body.list[0].stdrproductionkey;
    const print = await demo.manager.get(`/api/standardproduction/print?key=${key}`);
    expect(print.status).toBe(200);
    const pdf = await demo.manager.get(`/api/printpreview/pdf/${print.body.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
    // A cashier cannot open it: the preview asks the permission that made it.
    expect((await demo.cashier.get(`/api/printpreview/pdf/${print.body.id}`)).status).toBe(403);
  });

  it('deletes with the spec message; the key is then gone', async () => {
    const key = (await demo.manager.post('/api/standardproduction', recipe({ stdrproductionname: 'To delete' }))).body.stdrproductionkey;
    const res = await demo.manager.delete(`/api/standardproduction/standard-production/${key}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Complete successfully');
    expect((await demo.manager.get(`/api/standardproduction/detail/${key}`)).status).toBe(404);
  });

  it('keeps recipes to the company and to the back office', async () => {
    const key = (await demo.manager.get('/api/standardproduction')).body.list[0].stdrproductionkey;
    expect((await demo.admin2.get(`/api/standardproduction/detail/${key}`)).status).toBe(404);
    expect((await demo.admin2.get(`/api/standardproduction/print?key=${key}`)).status).toBe(404);
    expect((await demo.admin2.delete(`/api/standardproduction/standard-production/${key}`)).status).toBe(404);
    const theirs = (await demo.admin2.get('/api/standardproduction?limit=100')).body.list;
    expect(theirs.some((r: { stdrproductionkey: string }) => r.stdrproductionkey === key)).toBe(false);
    // Updating another company's key is not found, and another company's items are not ours to use.
    expect((await demo.admin2.post('/api/standardproduction', recipe({ stdrproductionkey: key }))).status).toBe(400);
    expect((await demo.admin.get(`/api/standardproduction/detail/${key}`)).status).toBe(200);
    for (const res of [
      await demo.cashier.get('/api/standardproduction'),
      await demo.cashier.get(`/api/standardproduction/detail/${key}`),
      await demo.cashier.post('/api/standardproduction', recipe()),
      await demo.cashier.delete(`/api/standardproduction/standard-production/${key}`),
      await demo.cashier.get('/api/standardproduction/exporttoexcell'),
      await demo.cashier.get(`/api/standardproduction/print?key=${key}`),
    ])
      expect(res.status).toBe(403);
  });

  it('refuses to delete an item a recipe uses (409)', async () => {
    const res = await demo.admin.delete(`/api/item/${items[0].itemno}`);
    expect(res.status).toBe(409);
  });
});
