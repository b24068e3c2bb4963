import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

type Account = { kodeacc: string; namaacc: string; tahun: number };

describe('GL accounts', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const thisYear = new Date().getFullYear();

  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  it("lists the active fiscal year's accounts by code, in the envelope", async () => {
    const res = await demo.cashier.get('/api/glaccount');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(13);
    expect(res.body.list[0]).toEqual({ kodeacc: '1', namaacc: 'CASH', tahun: thisYear });
    expect(res.body.list.every((a: Account) => a.tahun === thisYear)).toBe(true);
  });

  it('follows the fixed active date of the company for the default year', async () => {
    await t.database.exec(`UPDATE companies SET tglaktif = '${thisYear - 1}-06-30' WHERE compcode = 'SAJI'`);
    try {
      const res = await demo.admin.get('/api/glaccount?limit=1');
      expect(res.body.list[0].tahun).toBe(thisYear - 1);
    } finally {
      await t.database.exec(`UPDATE companies SET tglaktif = NULL WHERE compcode = 'SAJI'`);
    }
  });

  it('filters by code prefix and name, pages and sorts', async () => {
    const sales = await demo.admin.get(`/api/glaccount?tahun=${thisYear}&kodeacc=4&sortBy=namaacc&sortDir=desc`);
    expect(sales.body.list.map((a: Account) => a.kodeacc)).toEqual(['4', '42', '41', '44', '43']);
    const bank = await demo.admin.get('/api/glaccount?namaacc=bank');
    expect(bank.body.list.map((a: Account) => a.namaacc)).toEqual(['Bank BCA', 'Bank Mandiri']);
    const page2 = await demo.admin.get('/api/glaccount?limit=5&page=3');
    expect(page2.body.list).toHaveLength(3);
    expect((await demo.admin.get('/api/glaccount?tahun=1800')).body.meta.total).toBe(0);
    expect((await demo.admin.get('/api/glaccount?sortBy=compcode')).status).toBe(400);
  });

  it('adds an account to the active year, and refuses the same code twice', async () => {
    const res = await demo.admin.post('/api/glaccount', { kodeacc: '45', namaacc: 'Penjualan Katering' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Update Successfully', kodeacc: '45', tahun: thisYear });
    const dup = await demo.admin.post('/api/glaccount', { kodeacc: '45', namaacc: 'Lagi' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('45 already in the list');
    // Another year is another chart.
    expect((await demo.admin.post('/api/glaccount', { tahun: thisYear + 1, kodeacc: '45', namaacc: 'Penjualan Katering' })).status).toBe(
      200,
    );
  });

  it('renames by idlama but never changes a code', async () => {
    const ok = await demo.admin.post('/api/glaccount', { kodeacc: '45', namaacc: 'Penjualan Catering', idlama: '45' });
    expect(ok.status).toBe(200);
    expect((await demo.admin.get('/api/glaccount?kodeacc=45')).body.list[0].namaacc).toBe('Penjualan Catering');
    const moved = await demo.admin.post('/api/glaccount', { kodeacc: '46', namaacc: 'x', idlama: '45' });
    expect(moved.status).toBe(400);
    expect((await demo.admin.post('/api/glaccount', { kodeacc: '99', namaacc: 'x', idlama: '99' })).status).toBe(404);
    const invalid = await demo.admin.post('/api/glaccount', { kodeacc: '', namaacc: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please fill the form correctly.');
  });

  it('deletes an unused account and refuses one that menus, outlets or payment types name', async () => {
    expect((await demo.admin.delete(`/api/glaccount/${thisYear}/45`)).status).toBe(200);
    expect((await demo.admin.delete(`/api/glaccount/${thisYear}/45`)).status).toBe(404);
    const used = await demo.admin.delete(`/api/glaccount/${thisYear}/41`);
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/^Account 41 cannot be deleted: 24 menu\(s\)/);
    const outlet = await demo.admin.delete(`/api/glaccount/${thisYear}/4`);
    expect(outlet.status).toBe(409);
    expect(outlet.body.message).toContain('outlet(s)');
  });

  it('exports the chart of the year as .xlsx', async () => {
    const res = await demo.admin.get('/api/glaccount/exportxls?namaacc=penjualan');
    const sheet = await exportedSheet(res, `Chart-of-Accounts-${thisYear}.xlsx`);
    expect(sheet.getColumn(3).values.slice(2)).toEqual([
      'Penjualan Makanan',
      'Penjualan Minuman',
      'Penjualan Dessert',
      'Penjualan Lain-lain',
      'Harga Pokok Penjualan',
    ]);
  });

  it('refuses malformed years, sorts and keys', async () => {
    for (const path of [
      '/api/glaccount?tahun=abc',
      '/api/glaccount?sortBy=tahun',
      '/api/glaccount/exportxls?sortBy=compcode',
      '/api/glaccount?limit=1001',
    ]) {
      expect((await demo.admin.get(path)).status, path).toBe(400);
    }
    expect((await demo.admin.delete('/api/glaccount/abc/41')).status).toBe(400);
    const bad = await demo.admin.post('/api/glaccount', { tahun: 'next', kodeacc: '', namaacc: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['tahun', 'kodeacc', 'namaacc']));
  });

  it('lets only an admin write, and keeps each company to its own chart', async () => {
    for (const agent of [demo.manager, demo.cashier]) {
      expect((await agent.post('/api/glaccount', { kodeacc: '77', namaacc: 'x' })).status).toBe(403);
      expect((await agent.delete(`/api/glaccount/${thisYear}/51`)).status).toBe(403);
    }
    await demo.admin.post('/api/glaccount', { kodeacc: '61', namaacc: 'Biaya Rahasia SAJI' });
    expect((await demo.admin2.get('/api/glaccount?namaacc=rahasia')).body.meta.total).toBe(0);
    expect((await demo.admin2.delete(`/api/glaccount/${thisYear}/61`)).status).toBe(404);
    expect((await demo.admin2.post('/api/glaccount', { kodeacc: '61', namaacc: 'Hacked', idlama: '61' })).status).toBe(404);
    expect((await demo.admin.get('/api/glaccount?kodeacc=61')).body.list[0].namaacc).toBe('Biaya Rahasia SAJI');
  });
});
