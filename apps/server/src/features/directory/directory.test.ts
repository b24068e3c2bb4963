import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';

describe('employee and company lookups', () => {
  let t: TestApp;
  let demo: DemoCrew;
  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  describe('employees', () => {
    it('lists serving employees only, 20 per page by default, sorted by name', async () => {
      const res = await demo.admin.get('/api/employee');
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(6);
      expect(res.body.list.map((e: { crewname: string }) => e.crewname)).not.toContain('Gita Permata');
      expect(res.body.list[0]).toMatchObject({
        crewnik: 'EMP-0001',
        crewname: 'Ayu Lestari',
        jabatan: 'Operations Director',
        pangkat: 'Director',
        departemen: 'Head Office',
      });
      await t.database.exec(
        `INSERT INTO employees (compcode, crewnik, crewname, jabatan, departemen) SELECT 'SAJI', 'GEN-' || g, 'Staff ' || lpad(g::text, 2, '0'), 'Waiter', 'Operations' FROM generate_series(1, 30) g`,
      );
      const page = await demo.admin.get('/api/employee');
      expect(page.body.meta.total).toBe(36);
      expect(page.body.list).toHaveLength(20);
    });

    it('filters by name, ID, job title and department', async () => {
      expect((await demo.admin.get('/api/employee?crewname=budi')).body.list.map((e: { crewnik: string }) => e.crewnik)).toEqual([
        'EMP-0002',
      ]);
      expect((await demo.admin.get('/api/employee?crewnik=EMP-000')).body.meta.total).toBe(6);
      const cashiers = await demo.admin.get('/api/employee?jabatan=cashier&departemen=operations&sortBy=crewnik&sortDir=desc');
      expect(cashiers.body.list.map((e: { crewnik: string }) => e.crewnik)).toEqual(['EMP-0005', 'EMP-0003']);
      expect((await demo.admin.get('/api/employee?crewname=gita')).body.meta.total).toBe(0);
    });

    it('refuses unknown sorts and page sizes beyond the largest option', async () => {
      for (const path of ['/api/employee?sortBy=terminated', '/api/employee?limit=121', '/api/employee?page=0']) {
        expect((await demo.admin.get(path)).status, path).toBe(400);
      }
      expect((await demo.admin.get('/api/employee?limit=120')).status).toBe(200);
    });

    it('is for whoever manages users (managers add their cashiers from it), and only within the company', async () => {
      expect((await demo.manager.get('/api/employee')).status).toBe(200);
      expect((await demo.cashier.get('/api/employee')).status).toBe(403);
      const theirs = await demo.admin2.get('/api/employee');
      expect(theirs.body.list.map((e: { crewname: string }) => e.crewname)).toEqual(['Hadi Wijaya']);
      expect((await demo.admin2.get('/api/employee?crewname=ayu')).body.meta.total).toBe(0);
    });
  });

  describe('companies', () => {
    it("answers the admin's own company with joined address and phone/fax columns", async () => {
      const res = await demo.admin.get('/api/company');
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(1);
      expect(res.body.list[0]).toMatchObject({
        compcode: 'SAJI',
        company: 'PT Saji Rasa Nusantara',
        address: 'Jl. Jend. Sudirman Kav. 52, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
        phonefax: '021-5150-888 / 021-5150-889',
      });
      expect((await demo.admin.get('/api/company?company=saji')).body.meta.total).toBe(1);
      expect((await demo.admin.get('/api/company?company=sudirman')).body.meta.total).toBe(1);
    });

    it('never shows another tenant, even when searched by name', async () => {
      expect((await demo.admin.get('/api/company?company=warung')).body.meta.total).toBe(0);
      const theirs = await demo.admin2.get('/api/company?limit=50');
      expect(theirs.body.list.map((c: { compcode: string }) => c.compcode)).toEqual(['DUA']);
      expect(theirs.body.list[0].phonefax).toBe('0274-512-345');
    });

    it('refuses unknown sorts and page sizes beyond the largest option', async () => {
      for (const path of ['/api/company?sortBy=compaddr1', '/api/company?limit=121', '/api/company?sortDir=up']) {
        expect((await demo.admin.get(path)).status, path).toBe(400);
      }
    });

    it('is for admins only', async () => {
      expect((await demo.manager.get('/api/company')).status).toBe(403);
      expect((await demo.cashier.get('/api/company')).status).toBe(403);
      expect((await t.anonymous.get('/api/company')).status).toBe(401);
    });
  });
});
