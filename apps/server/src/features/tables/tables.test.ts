import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

interface Row {
  tableid: number;
  tablename: string;
  outletid: number;
  tableposcode: string;
  tableposname: string;
  tableaktif: string;
}

describe('restaurant tables', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const table = (over: Record<string, unknown> = {}) => ({
    tablename: 'N01',
    tablecapacity: 4,
    tableposcode: 'IN',
    tableposname: 'Indoor',
    outletid: demo.senayan,
    ...over,
  });

  /** An order seated at (or once seated at) the table, written directly as the POS would. */
  async function orderAt(tableid: number, outletid: number, seated: boolean) {
    const key = crypto.randomUUID();
    await t.database.exec(`
      INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, ordertype, createby)
        VALUES ('${key}', 'SAJI', ${outletid}, 'T-${key.slice(0, 8)}', 'DINE IN', 'cashier');
      INSERT INTO restoordertable (orderkey, tableid, seated) VALUES ('${key}', ${tableid}, ${seated});`);
    return key;
  }

  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  it('lists 15 tables sorted by name by default, with outlet, position and the rooms in meta', async () => {
    const res = await demo.admin.get('/api/restotable');
    expect(res.status).toBe(200);
    expect(res.body.list).toHaveLength(15);
    expect(res.body.meta.total).toBeGreaterThan(40);
    const names = res.body.list.map((r: Row) => r.tablename);
    expect(names).toEqual([...names].sort());
    expect(res.body.list[0]).toMatchObject({
      tableid: expect.any(Number),
      outletname: expect.any(String),
      tableposname: expect.any(String),
    });
    expect(res.body.meta.room.map((p: { tableposname: string }) => p.tableposname)).toEqual(
      expect.arrayContaining(['Indoor', 'Teras', 'Lantai 2']),
    );
  });

  it('filters by outlet, name, outlet name and active flag, sorts and pages', async () => {
    const one = await demo.admin.get(`/api/restotable?outletid=${demo.senayan}&tablename=vip&aktif=1&sortBy=tablename&sortDir=desc`);
    expect(one.body.list.map((r: Row) => r.tablename)).toEqual(['VIP3', 'VIP2', 'VIP1']);
    expect(one.body.meta.room.every((p: { outletid: number }) => p.outletid === demo.senayan)).toBe(true);
    const inactive = await demo.admin.get('/api/restotable?aktif=0&limit=50');
    expect(inactive.body.list.length).toBeGreaterThan(0);
    expect(inactive.body.list.every((r: Row) => r.tableaktif === '0')).toBe(true);
    const all = await demo.admin.get('/api/restotable?aktif=&limit=100');
    const active = await demo.admin.get('/api/restotable?aktif=1&limit=100');
    expect(all.body.meta.total).toBe(active.body.meta.total + inactive.body.meta.total);
    const byName = await demo.admin.get('/api/restotable?outletname=braga&limit=100');
    expect(byName.body.list.every((r: Row) => r.outletid === demo.braga)).toBe(true);
    const page2 = await demo.admin.get(`/api/restotable?outletid=${demo.senayan}&page=2&limit=5&sortBy=tablecapacity&sortDir=desc`);
    expect(page2.body.list).toHaveLength(5);
    const bad = await demo.admin.get('/api/restotable?sortBy=compcode');
    expect(bad.status).toBe(400);
    expect((await demo.admin.get('/api/restotable?aktif=2')).status).toBe(400);
  });

  it('inserts, reads the detail, edits through idlama, and deletes', async () => {
    const created = await demo.admin.post('/api/restotable', table({ tablecapacity: '6' }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Update Successfully');
    const id = created.body.tableid;
    const detail = await demo.admin.get(`/api/restotable/detail/${id}`);
    expect(detail.body).toMatchObject({
      tablename: 'N01',
      tablecapacity: 6,
      tableposname: 'Indoor',
      tableaktif: '1',
      outletname: 'Saji Senayan',
    });
    const edited = await demo.admin.post('/api/restotable', table({ idlama: id, tablename: 'N02', tablecapacity: 2, tableaktif: '0' }));
    expect(edited.body).toEqual({ message: 'Update data successfully', tableid: id });
    expect((await demo.admin.get(`/api/restotable/detail/${id}`)).body).toMatchObject({
      tablename: 'N02',
      tablecapacity: 2,
      tableaktif: '0',
    });
    expect((await demo.admin.delete(`/api/restotable/${id}`)).status).toBe(200);
    expect((await demo.admin.get(`/api/restotable/detail/${id}`)).status).toBe(404);
    expect((await demo.admin.delete(`/api/restotable/${id}`)).status).toBe(404);
  });

  it('creates a position that does not exist yet, and refuses a known code under another name', async () => {
    const res = await demo.admin.post('/api/restotable', table({ tablename: 'R01', tableposcode: 'ROOF', tableposname: 'Rooftop' }));
    expect(res.status).toBe(200);
    const rooms = await demo.admin.get(`/api/restotablepos?outletid=${demo.senayan}`);
    expect(rooms.body.list.find((p: { tableposcode: string }) => p.tableposcode === 'ROOF')).toMatchObject({
      tableposname: 'Rooftop',
      tables: 1,
    });
    const clash = await demo.admin.post('/api/restotable', table({ tablename: 'R02', tableposcode: 'ROOF', tableposname: 'Roof Garden' }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('Rooftop');
  });

  it('answers the spec message when a required field is missing', async () => {
    const res = await demo.admin.post('/api/restotable', { tablename: '', tablecapacity: '', tableposcode: '', tableposname: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill the form correctly.');
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['tablename', 'tablecapacity', 'tableposcode', 'tableposname', 'outletid']));
    expect((await demo.admin.post('/api/restotable', table({ tablecapacity: 0 }))).status).toBe(400);
    expect((await demo.admin.post('/api/restotable', table({ tablecapacity: 2.5 }))).status).toBe(400);
    expect((await demo.admin.post('/api/restotable', table({ outletid: 999999 }))).status).toBe(404);
  });

  it('refuses a table name already used in the outlet with 409 naming it, but allows it in another outlet', async () => {
    const dup = await demo.admin.post('/api/restotable', table({ tablename: 'T01' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('T01 already in the list');
    const list = await demo.admin.get(`/api/restotable?outletid=${demo.senayan}&tablename=T02`);
    const t02 = list.body.list.find((r: Row) => r.tablename === 'T02');
    const rename = await demo.admin.post('/api/restotable', table({ idlama: t02.tableid, tablename: 'T01' }));
    expect(rename.status).toBe(409);
    expect((await demo.admin.post('/api/restotable', table({ tablename: 'Z99' }))).status).toBe(200);
    expect((await demo.admin.post('/api/restotable', table({ tablename: 'Z99', outletid: demo.braga }))).status).toBe(200);
  });

  it('reports usage and refuses to delete a table with an open order or with order history', async () => {
    const open = (await demo.admin.post('/api/restotable', table({ tablename: 'U01' }))).body.tableid;
    const used = (await demo.admin.post('/api/restotable', table({ tablename: 'U02' }))).body.tableid;
    const key = await orderAt(open, demo.senayan, true);
    await orderAt(used, demo.senayan, false);
    await orderAt(used, demo.senayan, false);
    const usage = await demo.admin.get(`/api/restotable/usage?outletid=${demo.senayan}`);
    expect(usage.status).toBe(200);
    const u1 = usage.body.list.find((r: Row) => r.tableid === open);
    const u2 = usage.body.list.find((r: Row) => r.tableid === used);
    expect(u1).toMatchObject({ occupied: true, orderkey: key, orders: 1, lastorder: expect.any(String) });
    expect(u1.orderno).toMatch(/^T-/);
    expect(u2).toMatchObject({ occupied: false, orderkey: null, orders: 2 });
    expect(usage.body.meta.total).toBe(usage.body.list.length);

    const refusedOpen = await demo.admin.delete(`/api/restotable/${open}`);
    expect(refusedOpen.status).toBe(409);
    expect(refusedOpen.body.message).toContain('open order');
    const refusedUsed = await demo.admin.delete(`/api/restotable/${used}`);
    expect(refusedUsed.status).toBe(409);
    expect(refusedUsed.body.message).toContain('inactive');
    const inactive = await demo.admin.post('/api/restotable', table({ idlama: used, tablename: 'U02', tableaktif: '0' }));
    expect(inactive.status).toBe(200);
  });

  it('exports the filtered list as Resto-Table-List.xlsx', async () => {
    const res = await demo.admin.get(`/api/restotable/exportxls?outletid=${demo.braga}&sortBy=tablename`);
    const sheet = await exportedSheet(res, 'Resto-Table-List.xlsx');
    expect(sheet.getRow(1).getCell(1).value).toBe('Table Name');
    const count = (await demo.admin.get(`/api/restotable?outletid=${demo.braga}`)).body.meta.total;
    expect(sheet.actualRowCount - 1).toBe(count);
    expect(
      sheet
        .getColumn(2)
        .values.slice(2)
        .every((v) => v === 'Saji Braga'),
    ).toBe(true);
  });

  it('refuses malformed input on every read and delete, and keeps a bound user to their outlet on each', async () => {
    for (const path of [
      '/api/restotable/usage?outletid=abc',
      '/api/restotable/usage?aktif=2',
      '/api/restotablepos?outletid=abc',
      '/api/restotable/exportxls?sortBy=compcode',
      '/api/restotable/detail/abc',
      '/api/restotable/detail/0',
    ]) {
      const res = await demo.admin.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Please fill the form correctly.');
    }
    expect((await demo.admin.delete('/api/restotable/abc')).status).toBe(400);
    expect((await demo.admin.delete(`/api/restotablepos/abc/IN`)).status).toBe(400);
    for (const path of [
      `/api/restotable/usage?outletid=${demo.braga}`,
      `/api/restotablepos?outletid=${demo.braga}`,
      `/api/restotable/exportxls?outletid=${demo.braga}`,
    ]) {
      expect((await demo.cashier.get(path)).status, path).toBe(403);
    }
    const own = await demo.cashier.get('/api/restotablepos');
    expect(own.body.list.length).toBeGreaterThan(1);
    expect(own.body.list.every((p: { outletid: number }) => p.outletid === demo.senayan)).toBe(true);
  });

  describe('positions', () => {
    it('inserts, renames (tables follow the new code), reorders and deletes an empty position', async () => {
      const created = await demo.admin.post('/api/restotablepos', {
        outletid: demo.braga,
        tableposcode: 'BAR',
        tableposname: 'Bar',
        nourut: 5,
      });
      expect(created.status).toBe(200);
      const tbl = (
        await demo.admin.post(
          '/api/restotable',
          table({ tablename: 'B01', outletid: demo.braga, tableposcode: 'BAR', tableposname: 'Bar' }),
        )
      ).body.tableid;
      const renamed = await demo.admin.post('/api/restotablepos', {
        outletid: demo.braga,
        idlama: 'BAR',
        tableposcode: 'BR',
        tableposname: 'Bar Counter',
        nourut: 0,
      });
      expect(renamed.status).toBe(200);
      expect((await demo.admin.get(`/api/restotable/detail/${tbl}`)).body).toMatchObject({
        tableposcode: 'BR',
        tableposname: 'Bar Counter',
      });
      const list = await demo.admin.get(`/api/restotablepos?outletid=${demo.braga}`);
      expect(list.body.list[0]).toMatchObject({ tableposcode: 'BR', tables: 1, outletname: 'Saji Braga' });
      const refused = await demo.admin.delete(`/api/restotablepos/${demo.braga}/BR`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('1 table');
      await demo.admin.delete(`/api/restotable/${tbl}`);
      expect((await demo.admin.delete(`/api/restotablepos/${demo.braga}/BR`)).status).toBe(200);
      expect((await demo.admin.delete(`/api/restotablepos/${demo.braga}/BR`)).status).toBe(404);
    });

    it('validates positions: required fields, duplicate codes, unknown keys', async () => {
      const bad = await demo.admin.post('/api/restotablepos', { outletid: demo.braga, tableposcode: '', tableposname: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please fill the form correctly.');
      const dup = await demo.admin.post('/api/restotablepos', { outletid: demo.braga, tableposcode: 'IN', tableposname: 'Inside' });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('IN already in the list');
      const missing = await demo.admin.post('/api/restotablepos', {
        outletid: demo.braga,
        idlama: 'NOPE',
        tableposcode: 'X',
        tableposname: 'X',
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('permissions and tenancy', () => {
    it('answers 401 without a session', async () => {
      expect((await t.anonymous.get('/api/restotable')).status).toBe(401);
    });

    it('lets a cashier read their outlet only and write nothing', async () => {
      const list = await demo.cashier.get('/api/restotable?limit=100');
      expect(list.status).toBe(200);
      expect(list.body.list.every((r: Row) => r.outletid === demo.senayan)).toBe(true);
      expect((await demo.cashier.get(`/api/restotable?outletid=${demo.braga}`)).status).toBe(403);
      expect((await demo.cashier.post('/api/restotable', table({ tablename: 'C01' }))).status).toBe(403);
      const id = list.body.list[0].tableid;
      expect((await demo.cashier.delete(`/api/restotable/${id}`)).status).toBe(403);
      expect((await demo.cashier.post('/api/restotablepos', { outletid: demo.senayan, tableposcode: 'C', tableposname: 'C' })).status).toBe(
        403,
      );
    });

    it('lets a manager write their own outlet only', async () => {
      const own = await demo.manager.post('/api/restotable', table({ tablename: 'M01' }));
      expect(own.status).toBe(200);
      const other = await demo.manager.post('/api/restotable', table({ tablename: 'M01', outletid: demo.braga }));
      expect(other.status).toBe(403);
      const bragaTable = (await demo.admin.get(`/api/restotable?outletid=${demo.braga}`)).body.list[0];
      expect((await demo.manager.get(`/api/restotable/detail/${bragaTable.tableid}`)).status).toBe(404);
      expect((await demo.manager.delete(`/api/restotable/${bragaTable.tableid}`)).status).toBe(404);
      const steal = await demo.manager.post('/api/restotable', table({ idlama: bragaTable.tableid, tablename: 'X' }));
      expect(steal.status).toBe(404);
      expect((await demo.manager.post('/api/restotablepos', { outletid: demo.braga, tableposcode: 'M', tableposname: 'M' })).status).toBe(
        403,
      );
      expect((await demo.manager.delete(`/api/restotablepos/${demo.braga}/IN`)).status).toBe(403);
      expect((await demo.manager.delete(`/api/restotable/${own.body.tableid}`)).status).toBe(200);
    });

    it('keeps another company out: no read, no update, no delete', async () => {
      const target = (await demo.admin.get(`/api/restotable?outletid=${demo.senayan}`)).body.list[0] as Row;
      expect((await demo.admin2.get(`/api/restotable/detail/${target.tableid}`)).status).toBe(404);
      expect((await demo.admin2.delete(`/api/restotable/${target.tableid}`)).status).toBe(404);
      const dua = t.ids!.otherOutletIds[0];
      const upd = await demo.admin2.post('/api/restotable', table({ idlama: target.tableid, tablename: 'HACK', outletid: dua }));
      expect(upd.status).toBe(404);
      const into = await demo.admin2.post('/api/restotable', table({ tablename: 'HACK', outletid: demo.senayan }));
      expect(into.status).toBe(404);
      expect((await demo.admin2.post('/api/restotablepos', { outletid: demo.senayan, tableposcode: 'H', tableposname: 'H' })).status).toBe(
        404,
      );
      expect((await demo.admin2.delete(`/api/restotablepos/${demo.senayan}/IN`)).status).toBe(404);
      const theirs = await demo.admin2.get('/api/restotable?limit=100');
      expect(theirs.body.list.every((r: Row) => r.outletid === dua)).toBe(true);
      expect(theirs.body.meta.room.every((p: { outletid: number }) => p.outletid === dua)).toBe(true);
      expect((await demo.admin2.get(`/api/restotable/usage`)).body.list.every((r: Row) => r.outletid === dua)).toBe(true);
      expect((await demo.admin.get(`/api/restotable/detail/${target.tableid}`)).body.tablename).toBe(target.tablename);
    });
  });
});
