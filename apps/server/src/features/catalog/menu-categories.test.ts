import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

type Category = { categid: string; categname: string; nourut: number };

describe('menu categories', () => {
  let t: TestApp;
  let demo: DemoCrew;
  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  it('lists the company categories in display order, 15 per page by default', async () => {
    const res = await demo.admin.get('/api/restomenucategory');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(5);
    expect(res.body.list.map((c: Category) => c.categid)).toEqual(['FOOD', 'BEV', 'COFFEE', 'DESSERT', 'SNACK']);
    const many = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        demo.admin.post('/api/restomenucategory', { categid: `PG${String(i).padStart(2, '0')}`, categname: `Paging ${i}`, nourut: 50 + i }),
      ),
    );
    expect(many.every((r) => r.status === 200)).toBe(true);
    const first = await demo.admin.get('/api/restomenucategory');
    expect(first.body.meta.total).toBe(19);
    expect(first.body.list).toHaveLength(15);
    const second = await demo.admin.get('/api/restomenucategory?page=2&limit=15');
    expect(second.body.list.map((c: Category) => c.categid)).toEqual(['PG10', 'PG11', 'PG12', 'PG13']);
  });

  it('sorts by any listed column and searches code or name', async () => {
    const byName = await demo.admin.get('/api/restomenucategory?sortBy=categname&sortDir=desc&limit=3');
    expect(byName.body.list.map((c: Category) => c.categname)).toEqual(['Snack', 'Paging 9', 'Paging 8']);
    const search = await demo.admin.get('/api/restomenucategory?categname=dess');
    expect(search.body.list).toEqual([{ categid: 'DESSERT', categname: 'Dessert', nourut: 4 }]);
    expect((await demo.admin.get('/api/restomenucategory?sortBy=compcode')).status).toBe(400);
  });

  it('inserts, and refuses a code already used with 409 naming it', async () => {
    const ok = await demo.admin.post('/api/restomenucategory', { categid: 'SOUP', categname: 'Soup', nourut: 6 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Update Successfully', categid: 'SOUP' });
    const dup = await demo.admin.post('/api/restomenucategory', { categid: 'SOUP', categname: 'Soto', nourut: 7 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('SOUP already in the list');
  });

  it('answers the spec message when a field is missing', async () => {
    for (const body of [
      { categid: '', categname: 'x', nourut: 1 },
      { categid: 'X', categname: ' ', nourut: 1 },
      { categid: 'X', categname: 'x', nourut: '' },
      {},
    ]) {
      const res = await demo.admin.post('/api/restomenucategory', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill the form correctly.');
    }
    const res = await demo.admin.put('/api/restomenucategory/update', { key: 'SOUP', data: { categid: 'SOUP', categname: '', nourut: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('data.categname');
  });

  it('updates by key; a new code moves the menus with it', async () => {
    const menus = await demo.admin.get('/api/restomenu?menucateg=SNACK&limit=100');
    expect(menus.body.meta.total).toBe(8);
    const res = await demo.admin.put('/api/restomenucategory/update', {
      key: 'SNACK',
      data: { categid: 'CAMILAN', categname: 'Camilan', nourut: 9 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Update data successfully', categid: 'CAMILAN' });
    expect((await demo.admin.get('/api/restomenu?menucateg=SNACK')).body.meta.total).toBe(0);
    const moved = await demo.admin.get('/api/restomenu?menucateg=CAMILAN&limit=100');
    expect(moved.body.meta.total).toBe(8);
    expect(moved.body.list.every((m: { categname: string }) => m.categname === 'Camilan')).toBe(true);
    const detail = await demo.admin.get(`/api/restomenu/detail/${moved.body.list[0].menuid}`);
    expect(detail.body.menucateg).toBe('CAMILAN');
  });

  it('refuses to rename onto a taken code, and answers 404 for an unknown key', async () => {
    const taken = await demo.admin.put('/api/restomenucategory/update', {
      key: 'SOUP',
      data: { categid: 'FOOD', categname: 'Soup', nourut: 6 },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('FOOD already in the list');
    const missing = await demo.admin.put('/api/restomenucategory/update', {
      key: 'NOPE',
      data: { categid: 'NOPE', categname: 'x', nourut: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses to delete a category that menus use, saying why; deletes an unused one', async () => {
    const used = await demo.admin.delete('/api/restomenucategory/FOOD');
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Category FOOD cannot be deleted: 24 menus use it. Move them to another category first.');
    const ok = await demo.admin.delete('/api/restomenucategory/SOUP');
    expect(ok.status).toBe(200);
    expect((await demo.admin.get('/api/restomenucategory?categname=soup')).body.meta.total).toBe(0);
    expect((await demo.admin.delete('/api/restomenucategory/SOUP')).status).toBe(404);
  });

  it('exports the filtered list as Resto-Category-List.xlsx in the list order, for readers only of their company', async () => {
    const res = await demo.manager.get('/api/restomenucategory/exportxls?categname=o&sortBy=categid&sortDir=asc');
    const sheet = await exportedSheet(res, 'Resto-Category-List.xlsx');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Category Code', 'Category Name', 'Display Number']);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['COFFEE', 'FOOD']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'FOOD', 'Food', 1]);
    expect((await demo.admin.get('/api/restomenucategory/exportxls?sortBy=compcode')).status).toBe(400);
    expect((await t.anonymous.get('/api/restomenucategory/exportxls')).status).toBe(401);
  });

  describe('permissions and tenancy', () => {
    it('answers 401 without a session', async () => {
      expect((await t.anonymous.get('/api/restomenucategory')).status).toBe(401);
    });

    it('lets managers and cashiers read but not write', async () => {
      for (const agent of [demo.manager, demo.cashier]) {
        expect((await agent.get('/api/restomenucategory')).body.meta.total).toBeGreaterThan(0);
        expect((await agent.post('/api/restomenucategory', { categid: 'ROLE', categname: 'Role', nourut: 1 })).status).toBe(403);
        expect(
          (await agent.put('/api/restomenucategory/update', { key: 'BEV', data: { categid: 'BEV', categname: 'Hacked', nourut: 1 } }))
            .status,
        ).toBe(403);
        expect((await agent.delete('/api/restomenucategory/DESSERT')).status).toBe(403);
      }
    });

    it('keeps another company out: its own list only, no change to ours', async () => {
      const theirs = await demo.admin2.get('/api/restomenucategory');
      expect(theirs.body.list.map((c: Category) => c.categid)).toEqual(['FOOD', 'BEV']);
      expect(theirs.body.list[0].categname).toBe('Makanan');
      // Both companies have a FOOD category: admin2's update and delete reach only their own.
      expect(
        (await demo.admin2.put('/api/restomenucategory/update', { key: 'COFFEE', data: { categid: 'COFFEE', categname: 'x', nourut: 1 } }))
          .status,
      ).toBe(404);
      expect((await demo.admin2.delete('/api/restomenucategory/DESSERT')).status).toBe(404);
      const renamed = await demo.admin2.put('/api/restomenucategory/update', {
        key: 'FOOD',
        data: { categid: 'FOOD', categname: 'Makanan Berat', nourut: 1 },
      });
      expect(renamed.status).toBe(200);
      const ours = await demo.admin.get('/api/restomenucategory?categname=food');
      expect(ours.body.list).toEqual([{ categid: 'FOOD', categname: 'Food', nourut: 1 }]);
      // A code taken in the other company is free here.
      expect((await demo.admin2.post('/api/restomenucategory', { categid: 'COFFEE', categname: 'Kopi', nourut: 3 })).status).toBe(200);
    });
  });
});
