import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet, firstSheet } from '../../test/xlsx.js';
import { customersByName, outletNamesOf } from './customers.queries.js';

interface Row {
  customerid: number;
  customernm: string;
  PhoneNo: string;
  City: string | null;
  outletid: number | null;
  outletname: string | null;
}

describe('customers', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const customer = (over: Record<string, unknown> = {}) => ({
    customernm: 'Larasati Wibisono',
    PhoneNo: '081299887766',
    DeliveryAddr: 'Jl. Wijaya I No. 5',
    City: 'Jakarta',
    ...over,
  });

  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  it('lists 20 customers sorted by name by default, in the envelope', async () => {
    const res = await demo.admin.get('/api/restocustomer');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(300);
    expect(res.body.list).toHaveLength(20);
    const names = res.body.list.map((r: Row) => r.customernm);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.body.list[0]).toMatchObject({ customerid: expect.any(Number), PhoneNo: expect.stringMatching(/^08\d+$/) });
  });

  it('filters by the start of any name word, by phone prefix typed any way, by outlet; sorts and pages', async () => {
    await demo.admin.post('/api/restocustomer', customer({ customernm: 'Zulkifli Ramadhan', PhoneNo: '0899111222333' }));
    for (const q of ['zulk', 'RAMA', 'zul rama', 'Ramadhan']) {
      const res = await demo.admin.get(`/api/restocustomer?customernm=${encodeURIComponent(q)}`);
      expect(res.body.list.map((r: Row) => r.customernm)).toContain('Zulkifli Ramadhan');
    }
    expect((await demo.admin.get('/api/restocustomer?customernm=ulkifli')).body.list.map((r: Row) => r.customernm)).not.toContain(
      'Zulkifli Ramadhan',
    );
    for (const p of ['0899111', '+62899111', '62899111', '899111']) {
      const res = await demo.admin.get(`/api/restocustomer?PhoneNo=${encodeURIComponent(p)}`);
      expect(res.body.list.map((r: Row) => r.PhoneNo)).toEqual(['0899111222333']);
    }
    const bandung = await demo.admin.get(`/api/restocustomer?outletid=${demo.braga}&limit=50`);
    expect(bandung.body.meta.total).toBeGreaterThan(50);
    expect(bandung.body.list.every((r: Row) => r.outletid === demo.braga && r.City === 'Bandung')).toBe(true);
    const byOutletName = await demo.admin.get('/api/restocustomer?outletname=braga&limit=50');
    expect(byOutletName.body.meta.total).toBe(bandung.body.meta.total);
    const page = await demo.admin.get('/api/restocustomer?page=3&limit=10&sortBy=PhoneNo&sortDir=desc');
    expect(page.body.list).toHaveLength(10);
    const phones = page.body.list.map((r: Row) => r.PhoneNo);
    expect(phones).toEqual([...phones].sort().reverse());
    expect((await demo.admin.get('/api/restocustomer?sortBy=compcode')).status).toBe(400);
    // Punctuation separates words and is no filter by itself: a typed % or _ is no wildcard.
    expect((await demo.admin.get('/api/restocustomer?customernm=%25&limit=5')).body.meta.total).toBe(301);
    expect((await demo.admin.get('/api/restocustomer?customernm=zul%25&limit=5')).body.meta.total).toBe(1);
    expect((await demo.admin.get('/api/restocustomer?PhoneNo=08%25&limit=5')).body.meta.total).toBe(301);
  });

  it('normalises phones: inserted as 08…, found as +628… and 628…, and a duplicate in any form is 409 naming it', async () => {
    const created = await demo.admin.post('/api/restocustomer', customer({ PhoneNo: '0812-3456-7001' }));
    expect(created.status).toBe(200);
    const id = created.body.customerid;
    for (const form of ['+6281234567001', '6281234567001', '081234567001', '+62 812 3456 7001']) {
      const res = await demo.admin.get(`/api/restocustomer/byphone/${encodeURIComponent(form)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ customerid: id, PhoneNo: '081234567001', customernm: 'Larasati Wibisono' });
    }
    const dup = await demo.admin.post('/api/restocustomer', customer({ customernm: 'Someone Else', PhoneNo: '6281234567001' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('PhoneNo 081234567001 already in the list');
    expect((await demo.admin.get('/api/restocustomer/byphone/081200000999')).status).toBe(404);
    const bad = await demo.admin.get('/api/restocustomer/byphone/hello');
    expect(bad.status).toBe(400);
  });

  it('reads one, edits (phone re-normalised) and deletes', async () => {
    const id = (await demo.admin.post('/api/restocustomer', customer({ PhoneNo: '081311112222', outletid: demo.braga }))).body.customerid;
    expect((await demo.admin.get(`/api/restocustomer/${id}`)).body).toMatchObject({
      outletid: demo.braga,
      outletname: 'Saji Braga',
      City: 'Jakarta',
    });
    const edited = await demo.admin.post(
      '/api/restocustomer',
      customer({ customerid: id, customernm: 'Laras W.', PhoneNo: '+6281311113333', DeliveryAddr: '', City: '', outletid: '' }),
    );
    expect(edited.status).toBe(200);
    expect((await demo.admin.get(`/api/restocustomer/${id}`)).body).toMatchObject({
      customernm: 'Laras W.',
      PhoneNo: '081311113333',
      DeliveryAddr: null,
      City: null,
      outletid: null,
    });
    // Keeping its own phone is no duplicate.
    expect((await demo.admin.post('/api/restocustomer', customer({ customerid: id, PhoneNo: '081311113333' }))).status).toBe(200);
    expect((await demo.admin.delete(`/api/restocustomer/${id}`)).status).toBe(200);
    expect((await demo.admin.get(`/api/restocustomer/${id}`)).status).toBe(404);
    expect((await demo.admin.delete(`/api/restocustomer/${id}`)).status).toBe(404);
    expect((await demo.admin.post('/api/restocustomer', customer({ customerid: id }))).status).toBe(404);
  });

  it('answers the spec message for missing or malformed fields', async () => {
    const res = await demo.admin.post('/api/restocustomer', { customernm: '', PhoneNo: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill the form correctly.');
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['customernm', 'PhoneNo']));
    for (const PhoneNo of ['12345', 'abc', '+6581234567', '0812345678901234']) {
      const bad = await demo.admin.post('/api/restocustomer', customer({ PhoneNo }));
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].field).toBe('PhoneNo');
    }
    expect((await demo.admin.post('/api/restocustomer', customer({ PhoneNo: '081277776666', outletid: 999999 }))).status).toBe(404);
  });

  it('refuses malformed ids, sorts and filters on every read', async () => {
    for (const path of [
      '/api/restocustomer/abc',
      '/api/restocustomer/0',
      '/api/restocustomer?sortBy=namekeys',
      '/api/restocustomer?outletid=abc',
      '/api/restocustomer?limit=101',
      '/api/restocustomer/exportxls?sortDir=sideways',
    ]) {
      expect((await demo.admin.get(path)).status, path).toBe(400);
    }
    expect((await demo.admin.delete('/api/restocustomer/abc')).status).toBe(400);
    expect((await demo.admin.get('/api/restocustomer/999999')).status).toBe(404);
  });

  it('refuses to delete a customer that orders refer to', async () => {
    const id = (await demo.admin.post('/api/restocustomer', customer({ PhoneNo: '081255554444' }))).body.customerid;
    const key = crypto.randomUUID();
    await t.database.exec(`
      INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, ordertype, createby, customerid, customernm)
        VALUES ('${key}', 'SAJI', ${demo.senayan}, 'C-1', 'DELIVERY', 'cashier', ${id}, 'Larasati Wibisono');`);
    const res = await demo.admin.delete(`/api/restocustomer/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('1 order');
    expect((await demo.admin.get(`/api/restocustomer/${id}`)).status).toBe(200);
  });

  it('exports the filtered directory as Resto-Customer.xlsx', async () => {
    const res = await demo.admin.get(`/api/restocustomer/exportxls?outletid=${demo.braga}`);
    const sheet = await exportedSheet(res, 'Resto-Customer.xlsx');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Customer Name', 'Phone No', 'Delivery Address', 'City', 'Outlet']);
    const total = (await demo.admin.get(`/api/restocustomer?outletid=${demo.braga}`)).body.meta.total;
    expect(sheet.actualRowCount - 1).toBe(total);
    expect(
      sheet
        .getColumn(5)
        .values.slice(2)
        .every((v) => v === 'Saji Braga'),
    ).toBe(true);
    const all = await demo.admin.get('/api/restocustomer/exportxls');
    expect((await firstSheet(all.raw)).actualRowCount - 1).toBe((await demo.admin.get('/api/restocustomer')).body.meta.total);
  });

  it('sorts names without regard to case in the list and across the pages of the export', async () => {
    const added = [];
    for (const [i, customernm] of ['aang lowercase', 'AANG UPPERCASE', 'Aang Mixed'].entries()) {
      added.push(
        (await demo.admin.post('/api/restocustomer', customer({ customernm, PhoneNo: `08777000100${i}`, outletid: demo.braga }))).body
          .customerid,
      );
    }
    const first = await demo.admin.get('/api/restocustomer?limit=3');
    expect(first.body.list.map((r: Row) => r.customernm.toLowerCase())).toEqual(['aang lowercase', 'aang mixed', 'aang uppercase']);
    const desc = await demo.admin.get(`/api/restocustomer?outletid=${demo.braga}&sortDir=desc&limit=100`);
    expect(desc.body.list.map((r: Row) => r.customernm.toLowerCase()).slice(-3)).toEqual([
      'aang uppercase',
      'aang mixed',
      'aang lowercase',
    ]);

    // Keyset pages of 7: every customer once, in the list's order, whatever the case of the names.
    const scope = { compcode: 'SAJI', timeZone: 'Asia/Jakarta', fiscalYear: 2026 };
    const names = await outletNamesOf(t.database.db, 'SAJI');
    const exported = [];
    for await (const row of customersByName(t.database.db, scope, {}, names, 7)) exported.push(row.customerid);
    const listed = [];
    for (let page = 1; ; page++) {
      const res = await demo.admin.get(`/api/restocustomer?limit=100&page=${page}`);
      listed.push(...res.body.list.map((r: Row) => r.customerid));
      if (res.body.list.length < 100) break;
    }
    expect(exported).toEqual(listed);
    for (const id of added) await demo.admin.delete(`/api/restocustomer/${id}`);
  });

  describe('permissions and tenancy', () => {
    it('answers 401 without a session', async () => {
      expect((await t.anonymous.get('/api/restocustomer')).status).toBe(401);
    });

    it('shows outlet users their outlet customers and those of no outlet', async () => {
      const res = await demo.cashier.get('/api/restocustomer?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.list.every((r: Row) => r.outletid === demo.senayan || r.outletid === null)).toBe(true);
      expect(res.body.list.some((r: Row) => r.outletid === null)).toBe(true);
      expect((await demo.cashier.get(`/api/restocustomer?outletid=${demo.braga}`)).status).toBe(403);
      const bragaOne = (await demo.admin.get(`/api/restocustomer?outletid=${demo.braga}`)).body.list[0] as Row;
      expect((await demo.cashier.get(`/api/restocustomer/${bragaOne.customerid}`)).status).toBe(404);
      // The POS lookup by phone covers the company, so a regular of another outlet is found.
      expect((await demo.cashier.get(`/api/restocustomer/byphone/${bragaOne.PhoneNo}`)).body.customerid).toBe(bragaOne.customerid);
    });

    it('keeps the bulk export of the directory to the back office: a cashier gets 403, a manager their outlet', async () => {
      const refused = await demo.cashier.get('/api/restocustomer/exportxls');
      expect(refused.status).toBe(403);
      expect(refused.headers['content-disposition']).toBeUndefined();
      const managed = await demo.manager.get('/api/restocustomer/exportxls');
      expect(managed.status).toBe(200);
      expect(managed.headers['content-disposition']).toContain('Resto-Customer.xlsx');
    });

    it('lets a cashier add and edit customers (for their outlet) but not delete', async () => {
      const created = await demo.cashier.post('/api/restocustomer', customer({ PhoneNo: '081366665555', outletid: demo.braga }));
      expect(created.status).toBe(200);
      expect((await demo.admin.get(`/api/restocustomer/${created.body.customerid}`)).body.outletid).toBe(demo.senayan);
      const edited = await demo.cashier.post(
        '/api/restocustomer',
        customer({ customerid: created.body.customerid, customernm: 'Edited', PhoneNo: '081366665555' }),
      );
      expect(edited.status).toBe(200);
      expect((await demo.cashier.delete(`/api/restocustomer/${created.body.customerid}`)).status).toBe(403);
      const bragaOne = (await demo.admin.get(`/api/restocustomer?outletid=${demo.braga}`)).body.list[0] as Row;
      expect(
        (await demo.cashier.post('/api/restocustomer', customer({ customerid: bragaOne.customerid, PhoneNo: '081366664444' }))).status,
      ).toBe(404);
      expect((await demo.manager.delete(`/api/restocustomer/${bragaOne.customerid}`)).status).toBe(404);
      expect((await demo.manager.delete(`/api/restocustomer/${created.body.customerid}`)).status).toBe(200);
    });

    it('keeps another company out: no read, no update, no delete; phones are unique per company only', async () => {
      const target = (await demo.admin.get('/api/restocustomer')).body.list[0] as Row;
      expect((await demo.admin2.get(`/api/restocustomer/${target.customerid}`)).status).toBe(404);
      expect((await demo.admin2.get(`/api/restocustomer/byphone/${target.PhoneNo}`)).status).toBe(404);
      expect((await demo.admin2.delete(`/api/restocustomer/${target.customerid}`)).status).toBe(404);
      const upd = await demo.admin2.post(
        '/api/restocustomer',
        customer({ customerid: target.customerid, customernm: 'HACK', PhoneNo: '081900000001' }),
      );
      expect(upd.status).toBe(404);
      const into = await demo.admin2.post('/api/restocustomer', customer({ PhoneNo: '081900000002', outletid: demo.senayan }));
      expect(into.status).toBe(404);
      const samePhone = await demo.admin2.post('/api/restocustomer', customer({ PhoneNo: target.PhoneNo }));
      expect(samePhone.status).toBe(200);
      const theirs = await demo.admin2.get('/api/restocustomer?limit=100');
      expect(theirs.body.list.map((r: Row) => r.customerid)).not.toContain(target.customerid);
      expect((await demo.admin.get(`/api/restocustomer/${target.customerid}`)).body.customernm).toBe(target.customernm);
    });
  });
});
