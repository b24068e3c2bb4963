import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

interface Recipe {
  stdrproductionkey: string;
  stdrproductionname: string;
  ttlnetto: number;
  totalyield: number;
  menuid: number | null;
}

const MONTH = '2026-03';

describe('production and the daily food cost', () => {
  let t: TestApp;
  let demo: DemoCrew;
  let recipes: Recipe[];
  let own: number;
  let other: number;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    [own, other] = t.ids?.outletIds ?? [];
    recipes = (await demo.manager.get('/api/standardproduction?limit=100&sortBy=stdrproductionname')).body.list;
  });
  afterAll(() => t.close());

  const produce = (agent: Agent, productiondate: string, keys: string[], outletid = own) =>
    agent.post('/api/production', { productiondate, outletid, lines: keys.map((k) => ({ stdrproductionkey: k, remark: 'pagi' })) });

  it('records a production: codes per outlet, lines copying the recipes, the total their sum', async () => {
    const first = await produce(demo.manager, `${MONTH}-02`, [recipes[0].stdrproductionkey, recipes[1].stdrproductionkey]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Complete successfully');
    const second = await produce(demo.manager, `${MONTH}-02`, [recipes[2].stdrproductionkey]);
    const n = (code: string) => Number(code.slice(-6));
    expect(n(second.body.productioncode)).toBe(n(first.body.productioncode) + 1);
    const atOther = await produce(demo.admin, `${MONTH}-02`, [recipes[2].stdrproductionkey], other);
    expect(atOther.body.productioncode).toMatch(/-000001$/);

    const detail = await demo.manager.get(`/api/production/detail/${first.body.productionkey}`);
    expect(detail.status).toBe(200);
    const { header, lines } = detail.body;
    expect(header).toMatchObject({
      productioncode: first.body.productioncode,
      productiondate: `${MONTH}-02`,
      idStore: own,
      createby: 'manager',
    });
    expect(lines.map((l: { lineno: number; remark: string }) => [l.lineno, l.remark])).toEqual([
      [1, 'pagi'],
      [2, 'pagi'],
    ]);
    expect(lines[0]).toMatchObject({ stdrproductionname: recipes[0].stdrproductionname, ttlnetto: recipes[0].ttlnetto });
    expect(header.ttlnetto).toBeCloseTo(recipes[0].ttlnetto + recipes[1].ttlnetto, 2);
  });

  it('keeps history when the recipe changes or goes', async () => {
    const detail = (await demo.manager.get(`/api/standardproduction/detail/${recipes[3].stdrproductionkey}`)).body;
    const made = await produce(demo.manager, `${MONTH}-03`, [recipes[3].stdrproductionkey]);
    const edited = await demo.manager.post('/api/standardproduction', {
      ...detail.header,
      stdrproductionname: 'Renamed',
      lines: detail.lines.map((l: { quantity: number }) => ({ ...l, quantity: l.quantity * 2 })),
    });
    expect(edited.status).toBe(200);
    const after = (await demo.manager.get(`/api/production/detail/${made.body.productionkey}`)).body;
    expect(after.lines[0]).toMatchObject({ stdrproductionname: detail.header.stdrproductionname, ttlnetto: detail.header.ttlnetto });
    expect((await demo.manager.delete(`/api/standardproduction/standard-production/${recipes[3].stdrproductionkey}`)).status).toBe(200);
    const gone = (await demo.manager.get(`/api/production/detail/${made.body.productionkey}`)).body;
    expect(gone.lines[0]).toMatchObject({ stdrproductionkey: null, ttlnetto: detail.header.ttlnetto });
  });

  it('refuses what the rules refuse', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lines: [] }, 400, 'Please fill at least 1(one) Inventory Issued Detail'],
      [{ mode: 'view' }, 400, 'View mode cannot be Saved'],
      [{ productiondate: '' }, 400, 'Please fill the form correctly.'],
      [{ lines: [{ stdrproductionkey: '' }] }, 400, 'Please fill the form correctly.'],
      [
        { lines: [{ stdrproductionkey: '00000000-0000-4000-8000-000000000000' }] },
        400,
        'Line 1: the standard production is not in the list',
      ],
      [{ outletid: other }, 403, 'You can only work with your own outlet.'],
    ];
    for (const [extra, status, message] of cases) {
      const res = await demo.manager.post('/api/production', {
        productiondate: `${MONTH}-04`,
        outletid: own,
        lines: [{ stdrproductionkey: recipes[0].stdrproductionkey }],
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(status);
      expect(res.body.message, JSON.stringify(extra)).toBe(message);
    }
  });

  it('lists a period: dates required, 10 to 30 a page, sorted by code, the total cost over every page', async () => {
    expect((await demo.manager.get(`/api/production?outletid=${own}&page=1&limit=15`)).status).toBe(400);
    expect((await demo.manager.get(`/api/production?tgl1=${MONTH}-01&tgl2=${MONTH}-31&limit=5`)).status).toBe(400);
    expect((await demo.manager.get(`/api/production?tgl1=${MONTH}-01&tgl2=${MONTH}-31&limit=31`)).status).toBe(400);
    const res = await demo.manager.get(
      `/api/production?outletid=${own}&tgl1=${MONTH}-01&tgl2=${MONTH}-31&page=1&limit=10&sortBy=productioncode&sortDir=asc`,
    );
    expect(res.status).toBe(200);
    const codes = res.body.list.map((r: { productioncode: string }) => r.productioncode);
    expect(codes).toEqual([...codes].sort());
    expect(res.body.meta.total).toBe(3);
    expect(res.body.list.every((r: { idStore: number }) => r.idStore === own)).toBe(true);
    expect(res.body.meta.ttlnetto).toBeCloseTo(
      res.body.list.reduce((s: number, r: { ttlnetto: number }) => s + r.ttlnetto, 0),
      2,
    );
    // The manager's list is their outlet's, whatever they ask; an admin sees every outlet.
    expect((await demo.manager.get(`/api/production?outletid=${other}&tgl1=${MONTH}-01&tgl2=${MONTH}-31`)).status).toBe(403);
    expect((await demo.admin.get(`/api/production?tgl1=${MONTH}-01&tgl2=${MONTH}-31`)).body.meta.total).toBe(4);
  });

  it('exports production_list.xlsx', async () => {
    const res = await demo.manager.get(`/api/production/exportxls?outletid=${own}&tgl1=${MONTH}-01&tgl2=${MONTH}-31`);
    const sheet = await exportedSheet(res, 'production_list.xlsx');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Production Code', 'Store', 'Total Cost', 'Production Date', 'Create By']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(4).value).toBe('02-Mar-2026');
  });

  it('keeps productions to the company, the outlet and the back office', async () => {
    const key = (await demo.manager.get(`/api/production?tgl1=${MONTH}-01&tgl2=${MONTH}-31`)).body.list[0].productionkey;
    const otherKey = (await demo.admin.get(`/api/production?outletid=${other}&tgl1=${MONTH}-01&tgl2=${MONTH}-31`)).body.list[0]
      .productionkey;
    expect((await demo.admin2.get(`/api/production/detail/${key}`)).status).toBe(404);
    expect((await demo.manager.get(`/api/production/detail/${otherKey}`)).status).toBe(404);
    expect((await demo.admin2.get(`/api/production?tgl1=${MONTH}-01&tgl2=${MONTH}-31`)).body.meta.total).toBe(0);
    expect((await produce(demo.admin2, `${MONTH}-05`, [recipes[0].stdrproductionkey], t.ids?.otherOutletIds[0])).status).toBe(400);
    expect((await produce(demo.admin2, `${MONTH}-05`, [recipes[0].stdrproductionkey])).status).toBe(400);
    for (const res of [
      await demo.cashier.get(`/api/production?tgl1=${MONTH}-01&tgl2=${MONTH}-31`),
      await demo.cashier.get(`/api/production/detail/${key}`),
      await produce(demo.cashier, `${MONTH}-05`, [recipes[0].stdrproductionkey]),
      await demo.cashier.get(`/api/production/exportxls?tgl1=${MONTH}-01&tgl2=${MONTH}-31`),
      await demo.cashier.get(`/api/production/rptsalesfoodcostdaily?tgl1=${MONTH}-01&tgl2=${MONTH}-31`),
    ])
      expect(res.status).toBe(403);
  });

  it('reports the daily food cost: sales as the reports count them, issued cost, theoretical cost and the percentage', async () => {
    const menu = recipes.find((r) => r.menuid !== null) as Recipe;
    const price = (await demo.admin.get(`/api/restomenu/detail/${menu.menuid}`)).body.hargajualstd;
    // A sale of 3 portions on the 2nd, paid through the POS rules, and a void one that does not count.
    const sell = async (qty: number, isvoid: string) => {
      await t.database.exec(`
        INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, ordertype, createby, orderdate, orderstatus, isvoid, subtotal, netto, total)
          VALUES (gen_random_uuid(), 'SAJI', ${own}, 'FC-${qty}-${isvoid}', 'TAKE AWAY', 'cashier', '${MONTH}-02 12:00:00+07', 5, '${isvoid}', ${qty * price}, ${qty * price}, ${qty * price});
        INSERT INTO restoorderdt (orderkey, lineno, menuid, menuname, salesacc, qty, hargajual, netto)
          SELECT orderkey, 1, ${menu.menuid}, 'x', '41', ${qty}, ${price}, ${qty * price} FROM restoorderho WHERE orderno = 'FC-${qty}-${isvoid}';`);
    };
    await sell(3, '0');
    await sell(5, '1');
    const res = await demo.manager.get(`/api/production/rptsalesfoodcostdaily?outletid=${own}&tgl1=${MONTH}-01&tgl2=${MONTH}-31`);
    expect(res.status).toBe(200);
    const chart = res.body;
    expect(chart.labels).toHaveLength(31);
    expect(chart.labels[1]).toBe('02-Mar');
    expect(chart.dates[1]).toBe(`${MONTH}-02`);
    const set = (id: string) => chart.datasets.find((d: { labelid: string }) => d.labelid === id).data;
    for (const d of chart.datasets) expect(d.data).toHaveLength(31);
    expect(set('sales')[1]).toBe(3 * price);
    const issued = (await demo.manager.get(`/api/production?tgl1=${MONTH}-02&tgl2=${MONTH}-02`)).body.meta.ttlnetto;
    expect(set('cost')[1]).toBeCloseTo(issued, 2);
    expect(set('theoretical')[1]).toBeCloseTo((3 * Math.round((menu.ttlnetto / menu.totalyield) * 100)) / 100, 2);
    expect(set('percent')[1]).toBeCloseTo(Math.round((issued / (3 * price)) * 10000) / 100, 2);
    expect(set('sales')[0]).toBe(0);
    expect(set('percent')[0]).toBe(0);
    expect(chart.totals.percent).toBeCloseTo(Math.round((chart.totals.cost / chart.totals.sales) * 10000) / 100, 2);
    expect((await demo.manager.get(`/api/production/rptsalesfoodcostdaily?outletid=${own}`)).status).toBe(400);
    // Another company sees none of it.
    const theirs = (await demo.admin2.get(`/api/production/rptsalesfoodcostdaily?tgl1=${MONTH}-01&tgl2=${MONTH}-31`)).body;
    expect(theirs.totals).toMatchObject({ sales: 0, cost: 0 });
  });
});
