import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet, firstSheet } from '../../test/xlsx.js';

type Row = {
  menuid: number;
  menucode: string;
  menuname: string;
  hargajualstd: number;
  categname: string;
  menuimg: string | null;
  modified: string;
};

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==';
const svgOf = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">${body}</svg>`).toString('base64')}`;

describe('menus', () => {
  let t: TestApp;
  let demo: DemoCrew;
  let outletIds: number[];

  const menu = (over: Record<string, unknown> = {}) => ({
    menucode: 'T001',
    menuname: 'Nasi Bakar Cakalang',
    menusize: 'R',
    menudesc: '<p>Nasi bakar isi <strong>cakalang</strong> suwir.</p>',
    menucateg: 'FOOD',
    salesacc: '41',
    hargajualstd: 38000,
    kenapajakstd: 1,
    menuimg: tinyPng,
    outlets: [
      { outletid: outletIds[0], hargajual: 38000, kenapajak: 1 },
      { outletid: outletIds[2], hargajual: 44000, kenapajak: 0 },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    outletIds = t.ids!.outletIds;
    demo = await signInDemoCrew(t);
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('answers the envelope, 10 rows sorted by name by default, with the list columns', async () => {
      const res = await demo.admin.get('/api/restomenu');
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(60);
      expect(res.body.list).toHaveLength(10);
      const names = res.body.list.map((m: Row) => m.menuname);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(res.body.list[0]).toMatchObject({
        menuname: 'Air Mineral',
        menucode: 'B010',
        categname: 'Beverage',
        salesacc: '42',
        salesaccNm: 'Penjualan Minuman',
        hargajualstd: 8000,
        kenapajakstd: 0,
        menusize: 'R',
      });
      expect(res.body.list[0].menuimg).toMatch(new RegExp(`^/api/restomenu/image/${res.body.list[0].menuid}\\?v=[0-9a-f]{12}$`));
      expect(Date.parse(res.body.list[0].modified)).not.toBeNaN();
    });

    it('filters by menu name, category code and category name, and sorts', async () => {
      const nasi = await demo.admin.get('/api/restomenu?menuname=nasi%20goreng&limit=50');
      expect(nasi.body.list.map((m: Row) => m.menuname)).toEqual(['Nasi Goreng Kampung', 'Nasi Goreng Seafood']);
      expect((await demo.admin.get('/api/restomenu?menucateg=COFFEE')).body.meta.total).toBe(8);
      const dessert = await demo.admin.get('/api/restomenu?categname=dess&sortBy=hargajualstd&sortDir=desc&limit=3');
      expect(dessert.body.meta.total).toBe(8);
      expect(dessert.body.list.map((m: Row) => m.hargajualstd)).toEqual([45000, 25000, 22000]);
      const dearest = await demo.admin.get('/api/restomenu?sortBy=hargajualstd&sortDir=DESC&limit=1');
      expect(dearest.body.list[0].menuname).toBe('Ikan Bakar Jimbaran');
      const empty = await demo.admin.get('/api/restomenu?menuname=&menucateg=&categname=');
      expect(empty.body.meta.total).toBe(60);
      expect((await demo.admin.get('/api/restomenu?menuname=100%25')).body.meta.total).toBe(0);
    });

    it("takes the spec's one-word sort: a column, -column, or column,asc|desc, over sortBy and sortDir", async () => {
      const prices = async (sort: string) =>
        (await demo.admin.get(`/api/restomenu?categname=dess&limit=3&sortBy=menuname&sort=${sort}`)).body.list.map(
          (m: Row) => m.hargajualstd,
        );
      expect(await prices('-hargajualstd')).toEqual([45000, 25000, 22000]);
      expect(await prices('hargajualstd,desc')).toEqual([45000, 25000, 22000]);
      expect(await prices('hargajualstd,ASC')).toEqual(await prices('hargajualstd'));
      expect((await prices('hargajualstd'))[0]).toBeLessThan(22000);
      for (const sort of ['menudesc', 'hargajualstd,up', '--menuname']) {
        const res = await demo.admin.get(`/api/restomenu?sort=${sort}`);
        expect(res.status, sort).toBe(400);
        expect(res.body.details[0].message).toContain('sort is one of menuname');
      }
    });

    it('pages without gaps or repeats', async () => {
      const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((p) => demo.admin.get(`/api/restomenu?page=${p}&limit=10&sortBy=categname`)));
      const ids = pages.flatMap((p) => p.body.list.map((m: Row) => m.menuid));
      expect(new Set(ids).size).toBe(60);
    });

    it("answers 'add all menus' (limit 10000) and can leave the images out", async () => {
      const all = await demo.admin.get('/api/restomenu?page=1&limit=10000&noimage=1');
      expect(all.status).toBe(200);
      expect(all.body.list).toHaveLength(60);
      expect(all.body.list.every((m: Row) => m.menuimg === null)).toBe(true);
      expect((await demo.admin.get('/api/restomenu?limit=10001')).status).toBe(400);
    });

    it('refuses unknown sort columns and bad paging', async () => {
      for (const q of ['sortBy=menudesc', 'sortDir=up', 'page=0', 'limit=-1', 'limit=abc']) {
        const res = await demo.admin.get(`/api/restomenu?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.message).toBe('Please fill the form correctly.');
      }
    });
  });

  it('refuses on the export what the list refuses', async () => {
    for (const q of ['sortBy=menudesc', 'sortDir=up']) expect((await demo.admin.get(`/api/restomenu/exportxls?${q}`)).status, q).toBe(400);
  });

  describe('detail', () => {
    it('answers the header then the outlet rows with their names and addresses', async () => {
      const list = await demo.admin.get('/api/restomenu?menuname=Sate%20Ayam');
      const res = await demo.admin.get(`/api/restomenu/detail/${list.body.list[0].menuid}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        menucode: 'F005',
        menuname: 'Sate Ayam Madura',
        menucateg: 'FOOD',
        categname: 'Food',
        salesacc: '41',
        salesaccNm: 'Penjualan Makanan',
        hargajualstd: 38000,
        kenapajakstd: 1,
      });
      expect(res.body.menudesc).toContain('<p>');
      expect(res.body.outlets.map((o: { outletname: string }) => o.outletname)).toEqual(['Saji Braga', 'Saji Seminyak', 'Saji Senayan']);
      expect(res.body.outlets[1]).toMatchObject({
        outletid: outletIds[2],
        alamat1: 'Jl. Kayu Aya No. 17',
        provinsi: 'Bali',
        hargajual: 43500,
        kenapajak: 1,
      });
    });

    it("shows a manager or cashier only their own outlet's row: no other outlet's price or address", async () => {
      const sate = (await demo.admin.get('/api/restomenu?menuname=Sate%20Ayam')).body.list[0].menuid;
      expect((await demo.admin.get(`/api/restomenu/detail/${sate}`)).body.outlets).toHaveLength(3);
      for (const agent of [demo.manager, demo.cashier]) {
        const res = await agent.get(`/api/restomenu/detail/${sate}`);
        expect(res.status).toBe(200);
        expect(res.body.outlets.map((o: { outletid: number }) => o.outletid)).toEqual([outletIds[0]]);
        expect(JSON.stringify(res.body)).not.toContain('Jl. Kayu Aya');
        // The POS's outlet price lookup holds them to their outlet too.
        const prices = await agent.get(`/api/restoorderho/menuoutlet?menuid=${sate}`);
        expect(prices.body.map((o: { outletid: number }) => o.outletid)).toEqual([outletIds[0]]);
        expect((await agent.get(`/api/restoorderho/menuoutlet?outletid=${outletIds[2]}`)).status).toBe(403);
      }
    });

    it('answers 404 for an unknown menu and 400 for a malformed id', async () => {
      expect((await demo.admin.get('/api/restomenu/detail/999999')).status).toBe(404);
      expect((await demo.admin.get('/api/restomenu/detail/abc')).status).toBe(400);
    });
  });

  describe('save', () => {
    let menuid: number;

    it('inserts the header and the outlet rows, dropping rows without an outlet', async () => {
      const res = await demo.admin.post(
        '/api/restomenu',
        menu({ outlets: [...menu().outlets, { outletid: '', hargajual: '', kenapajak: 1 }, { outletname: 'half-filled' }] }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Update Successfully');
      menuid = res.body.menuid;
      const got = await demo.admin.get(`/api/restomenu/detail/${menuid}`);
      expect(got.body).toMatchObject({
        menucode: 'T001',
        menuname: 'Nasi Bakar Cakalang',
        hargajualstd: 38000,
        kenapajakstd: 1,
        aktif: '1',
      });
      // The picture is stored redrawn and answered as its address.
      expect(got.body.menuimg).toMatch(new RegExp(`^/api/restomenu/image/${menuid}\\?v=`));
      // Listed by outlet name: Seminyak before Senayan.
      expect(
        got.body.outlets.map((o: { outletid: number; hargajual: number; kenapajak: number }) => [o.outletid, o.hargajual, o.kenapajak]),
      ).toEqual([
        [outletIds[2], 44000, 0],
        [outletIds[0], 38000, 1],
      ]);
    });

    it('updates when menuid is given: header, modified time and the whole outlet list', async () => {
      const before = (await demo.admin.get(`/api/restomenu/detail/${menuid}`)).body;
      await new Promise((r) => setTimeout(r, 5));
      const res = await demo.admin.post(
        '/api/restomenu',
        menu({
          menuid,
          menuname: 'Nasi Bakar Cakalang Pedas',
          hargajualstd: '40000',
          kenapajakstd: false,
          menuimg: '',
          outlets: [{ outletid: outletIds[1], hargajual: 39000, kenapajak: true }],
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.menuid).toBe(menuid);
      const after = (await demo.admin.get(`/api/restomenu/detail/${menuid}`)).body;
      expect(after).toMatchObject({ menuname: 'Nasi Bakar Cakalang Pedas', hargajualstd: 40000, kenapajakstd: 0, menuimg: null });
      expect(Date.parse(after.modified)).toBeGreaterThan(Date.parse(before.modified));
      expect(
        after.outlets.map((o: { outletid: number; hargajual: number; kenapajak: number }) => [o.outletid, o.hargajual, o.kenapajak]),
      ).toEqual([[outletIds[1], 39000, 1]]);
    });

    it('stores the description sanitised: no script or event handler ever comes back', async () => {
      const res = await demo.admin.post(
        '/api/restomenu',
        menu({
          menucode: 'XSS1',
          menudesc:
            '<p onclick="steal()">ok</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a>',
        }),
      );
      expect(res.status).toBe(200);
      const got = await demo.admin.get(`/api/restomenu/detail/${res.body.menuid}`);
      expect(got.body.menudesc).toBe('<p>ok</p><a>link</a>');
      expect(got.text).not.toMatch(/<script|onerror|onclick|javascript:/i);
    });

    it('treats a description that sanitises to nothing as missing', async () => {
      const res = await demo.admin.post('/api/restomenu', menu({ menucode: 'XSS2', menudesc: '<script>alert(1)</script>' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill the form correctly.');
      expect((await demo.admin.post('/api/restomenu', menu({ menucode: 'XSS3', menudesc: '<p></p>' }))).status).toBe(400);
    });

    it('answers the spec message and names every missing header field', async () => {
      const res = await demo.admin.post('/api/restomenu', { menucode: '', menuname: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill the form correctly.');
      const fields = res.body.details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(
        expect.arrayContaining(['menucode', 'menuname', 'menudesc', 'menucateg', 'salesacc', 'hargajualstd', 'kenapajakstd']),
      );
    });

    it('needs a standard price and outlet prices of at least 1', async () => {
      for (const over of [{ hargajualstd: 0 }, { hargajualstd: '' }, { hargajualstd: 'abc' }, { kenapajakstd: 2 }]) {
        const res = await demo.admin.post('/api/restomenu', menu({ menucode: 'P001', ...over }));
        expect(res.status, JSON.stringify(over)).toBe(400);
        expect(res.body.message).toBe('Please fill the form correctly.');
      }
      const row = await demo.admin.post(
        '/api/restomenu',
        menu({ menucode: 'P002', outlets: [{ outletid: outletIds[0], hargajual: 0, kenapajak: 1 }] }),
      );
      expect(row.status).toBe(400);
      expect(row.body.details[0].field).toBe('outlets.0.hargajual');
    });

    it("refuses an outlet listed twice with '{name} already in the list'", async () => {
      const res = await demo.admin.post(
        '/api/restomenu',
        menu({
          menucode: 'D001X',
          outlets: [
            { outletid: outletIds[1], hargajual: 1000, kenapajak: 1 },
            { outletid: outletIds[1], hargajual: 2000, kenapajak: 0 },
          ],
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Saji Braga already in the list');
    });

    it('refuses a menu code already used in the company with 409 naming it', async () => {
      const res = await demo.admin.post('/api/restomenu', menu({ menucode: 'F001' }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('F001 already in the list');
    });

    it('refuses an unknown category', async () => {
      const res = await demo.admin.post('/api/restomenu', menu({ menucode: 'C404', menucateg: 'NOPE' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Category NOPE not found');
    });

    it('checks the image by its bytes: no SVG, scripted or not, nothing but a picture', async () => {
      expect(
        (await demo.admin.post('/api/restomenu', menu({ menucode: 'IMG2', menuimg: svgOf('<script>alert(1)</script>') }))).status,
      ).toBe(400);
      // SVG is refused outright: a filter for its scripts was always bypassed (menu-images.test.ts).
      expect(
        (await demo.admin.post('/api/restomenu', menu({ menucode: 'IMG3', menuimg: svgOf('<rect width="10" height="10"/>') }))).status,
      ).toBe(400);
      expect((await demo.admin.post('/api/restomenu', menu({ menucode: 'IMG4', menuimg: 'data:text/html;base64,PGgxPg==' }))).status).toBe(
        400,
      );
    });

    it('answers 404 when updating a menu that does not exist', async () => {
      expect((await demo.admin.post('/api/restomenu', menu({ menuid: 999999, menucode: 'GONE' }))).status).toBe(404);
    });
  });

  describe('export', () => {
    it('streams Resto-Menu-List.xlsx with the filtered rows in the list order', async () => {
      const res = await demo.admin.get('/api/restomenu/exportxls?categname=coffee&sortBy=hargajualstd&sortDir=desc');
      const sheet = await exportedSheet(res, 'Resto-Menu-List.xlsx');
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Menu Code',
        'Menu Name',
        'Menu Size',
        'Standard Price',
        'TAX Applied',
        'Category',
        'Sales Account#',
        'Sales Account',
        'Last Update',
      ]);
      expect(sheet.rowCount).toBe(9);
      expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([30000, 'Yes', 'Coffee', '42', 'Penjualan Minuman']));
      expect(['Cappuccino', 'Caffe Latte']).toContain(sheet.getRow(2).getCell(2).value);
      const tubruk = sheet.getColumn(2).values.indexOf('Kopi Tubruk');
      expect(sheet.getRow(tubruk).getCell(5).value).toBe('No');
      expect(sheet.getRow(2).getCell(9).value).toBeInstanceOf(Date);
    });
  });

  describe('delete', () => {
    it('deletes a menu and its outlet rows', async () => {
      const created = await demo.admin.post('/api/restomenu', menu({ menucode: 'DEL1' }));
      const res = await demo.admin.delete(`/api/restomenu/${created.body.menuid}`);
      expect(res.status).toBe(200);
      expect((await demo.admin.get(`/api/restomenu/detail/${created.body.menuid}`)).status).toBe(404);
      expect((await demo.admin.delete(`/api/restomenu/${created.body.menuid}`)).status).toBe(404);
    });

    it('refuses to delete a menu that orders use, saying why, and keeps it', async () => {
      const created = await demo.admin.post('/api/restomenu', menu({ menucode: 'ORD1', menuname: 'Menu Terjual' }));
      const id = created.body.menuid;
      await t.database.exec(`
        INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, ordertype, createby)
          VALUES ('00000000-0000-4000-8000-000000000001', 'SAJI', ${outletIds[0]}, 'T-0001', 'TAKE AWAY', 'cashier');
        INSERT INTO restoorderdt (orderkey, lineno, menuid, menuname, salesacc, qty, hargajual)
          VALUES ('00000000-0000-4000-8000-000000000001', 1, ${id}, 'Menu Terjual', '41', 1, 38000);`);
      const res = await demo.admin.delete(`/api/restomenu/${id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Menu Terjual (ORD1) cannot be deleted: orders use it. Set it inactive instead.');
      expect((await demo.admin.get(`/api/restomenu/detail/${id}`)).status).toBe(200);
      // Retiring it instead works.
      expect(
        (await demo.admin.post('/api/restomenu', menu({ menuid: id, menucode: 'ORD1', menuname: 'Menu Terjual', aktif: '0' }))).status,
      ).toBe(200);
      expect((await demo.admin.get(`/api/restomenu/detail/${id}`)).body.aktif).toBe('0');
    });
  });

  describe('permissions and tenancy', () => {
    it('answers 401 without a session', async () => {
      expect((await t.anonymous.get('/api/restomenu')).status).toBe(401);
      expect((await t.anonymous.post('/api/restomenu', menu({ menucode: 'ANON' }))).status).toBe(401);
    });

    it('lets managers and cashiers read, never write', async () => {
      const target = (await demo.admin.get('/api/restomenu?menuname=Es%20Teh%20Manis')).body.list[0].menuid;
      for (const agent of [demo.manager, demo.cashier]) {
        expect((await agent.get('/api/restomenu')).body.meta.total).toBeGreaterThan(0);
        expect((await agent.get(`/api/restomenu/detail/${target}`)).status).toBe(200);
        expect((await agent.post('/api/restomenu', menu({ menucode: 'ROLE1' }))).status).toBe(403);
        expect((await agent.post('/api/restomenu', menu({ menuid: target, menucode: 'B001' }))).status).toBe(403);
        expect((await agent.delete(`/api/restomenu/${target}`)).status).toBe(403);
      }
      expect((await demo.admin.get(`/api/restomenu/detail/${target}`)).body.menuname).toBe('Es Teh Manis');
    });

    it('keeps another company out of our menus: list, detail, export, update, delete', async () => {
      const ours = (await demo.admin.get('/api/restomenu?menuname=Rendang')).body.list[0];
      const theirs = await demo.admin2.get('/api/restomenu?limit=100');
      expect(theirs.body.meta.total).toBe(7);
      expect(theirs.body.list.some((m: Row) => m.menuid === ours.menuid)).toBe(false);
      expect((await demo.admin2.get('/api/restomenu?menuname=Rendang')).body.meta.total).toBe(0);
      expect((await demo.admin2.get(`/api/restomenu/detail/${ours.menuid}`)).status).toBe(404);
      const exported = await demo.admin2.get('/api/restomenu/exportxls');
      expect(exported.raw.length).toBeGreaterThan(0);
      expect((await firstSheet(exported.raw)).getColumn(2).values).not.toContain('Rendang Sapi');
      // Their FOOD category exists, so only the menu id decides: it is not theirs.
      const hijack = await demo.admin2.post(
        '/api/restomenu',
        menu({ menuid: ours.menuid, menucode: 'F014', menuname: 'Hacked', outlets: [] }),
      );
      expect(hijack.status).toBe(404);
      expect((await demo.admin2.delete(`/api/restomenu/${ours.menuid}`)).status).toBe(404);
      expect((await demo.admin.get(`/api/restomenu/detail/${ours.menuid}`)).body.menuname).toBe('Rendang Sapi');
    });

    it("refuses another company's outlets and categories in a menu", async () => {
      const foreignOutlet = await demo.admin2.post(
        '/api/restomenu',
        menu({ menucode: 'X1', outlets: [{ outletid: outletIds[0], hargajual: 1000, kenapajak: 1 }] }),
      );
      expect(foreignOutlet.status).toBe(400);
      expect(foreignOutlet.body.message).toBe(`Outlet ${outletIds[0]} not found`);
      expect((await demo.admin2.post('/api/restomenu', menu({ menucode: 'X2', menucateg: 'DESSERT', outlets: [] }))).status).toBe(400);
      // A code taken in the other company is free in this one.
      const ok = await demo.admin2.post(
        '/api/restomenu',
        menu({ menucode: 'F001', outlets: [{ outletid: t.ids!.otherOutletIds[0], hargajual: 30000, kenapajak: 1 }] }),
      );
      expect(ok.status).toBe(200);
    });
  });
});
