import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';

interface Row {
  codepayment: string;
  namepayment: string;
  kodeacc: string;
  kodeaccNm: string | null;
  nourut: number;
  iscash: boolean;
}

describe('payment types', () => {
  let t: TestApp;
  let demo: DemoCrew;
  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());
  /** Saves a payment type as its form does: a new one, or `idlama`'s under a new code. */
  const savePaymentType = (body: Record<string, unknown>, as: Agent = demo.admin) => as.post('/api/restopaymenttype', body);

  it('lists the company types 15 per page by display order, with the GL account name of the fiscal year', async () => {
    const res = await demo.admin.get('/api/restopaymenttype');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(7);
    expect(res.body.list[0]).toEqual({
      codepayment: 'CASH',
      namepayment: 'CASH',
      kodeacc: '1',
      kodeaccNm: 'CASH',
      nourut: 1,
      iscash: true,
    });
    expect(res.body.list.find((r: Row) => r.codepayment === 'QRIS')).toMatchObject({
      kodeacc: '14',
      kodeaccNm: 'Piutang QRIS',
      iscash: false,
    });
    const sorted = await demo.admin.get('/api/restopaymenttype?page=2&limit=3&sortBy=namepayment&sortDir=desc');
    expect(sorted.body.list.map((r: Row) => r.namepayment)).toEqual(['DEBIT MANDIRI', 'DEBIT BCA', 'CREDIT CARD']);
    expect((await demo.admin.get('/api/restopaymenttype?sortBy=compcode')).status).toBe(400);
    expect((await demo.admin.get('/api/restopaymenttype?limit=0')).status).toBe(400);
  });

  it('sorts names as people read them, without regard to case', async () => {
    expect((await savePaymentType({ codepayment: 'dana', namepayment: 'Dana Wallet', nourut: 8 })).status).toBe(200);
    const res = await demo.admin.get('/api/restopaymenttype?sortBy=namepayment');
    expect(res.body.list.map((r: Row) => r.namepayment)).toEqual([
      'CASH',
      'CREDIT CARD',
      'Dana Wallet',
      'DEBIT BCA',
      'DEBIT MANDIRI',
      'GOPAY',
      'OVO',
      'QRIS',
    ]);
    expect((await demo.admin.delete('/api/restopaymenttype/DANA')).status).toBe(200);
  });

  it('inserts with the defaults (account 1 CASH; cash flag by code), reads one, updates through idlama, deletes', async () => {
    const created = await savePaymentType({ codepayment: 'dana', namepayment: 'DANA', kodeacc: '', nourut: 8 });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ message: 'Update Successfully', codepayment: 'DANA' });
    expect((await demo.admin.get('/api/restopaymenttype/DANA')).body).toEqual({
      codepayment: 'DANA',
      namepayment: 'DANA',
      kodeacc: '1',
      kodeaccNm: 'CASH',
      nourut: 8,
      iscash: false,
    });
    const renamed = await savePaymentType({
      idlama: 'DANA',
      codepayment: 'DANA2',
      namepayment: 'Dana Wallet',
      kodeacc: '15',
      nourut: '9',
      iscash: false,
    });
    expect(renamed.status).toBe(200);
    expect((await demo.admin.get('/api/restopaymenttype/DANA')).status).toBe(404);
    expect((await demo.admin.get('/api/restopaymenttype/DANA2')).body).toMatchObject({
      namepayment: 'Dana Wallet',
      kodeacc: '15',
      kodeaccNm: 'Piutang E-Wallet',
      nourut: 9,
    });
    expect((await demo.admin.delete('/api/restopaymenttype/DANA2')).status).toBe(200);
    expect((await demo.admin.delete('/api/restopaymenttype/DANA2')).status).toBe(404);
  });

  it('flags CASH as cash when the flag is not sent, and keeps an explicit flag', async () => {
    await demo.admin.delete('/api/restopaymenttype/CASH');
    const cash = await savePaymentType({ codepayment: 'CASH', namepayment: 'Tunai', kodeacc: '1', nourut: 1 });
    expect(cash.status).toBe(200);
    expect((await demo.admin.get('/api/restopaymenttype/CASH')).body.iscash).toBe(true);
    await savePaymentType({
      codepayment: 'PETTY',
      namepayment: 'Petty cash',
      kodeacc: '1',
      nourut: 20,
      iscash: true,
    });
    expect((await demo.admin.get('/api/restopaymenttype/PETTY')).body.iscash).toBe(true);
  });

  it('answers the spec message for missing fields, and names an account outside the chart', async () => {
    const res = await savePaymentType({ codepayment: '', namepayment: '', nourut: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill the form correctly.');
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['codepayment', 'namepayment', 'nourut']),
    );
    const acc = await savePaymentType({ codepayment: 'X1', namepayment: 'x', kodeacc: '999', nourut: 1 });
    expect(acc.status).toBe(400);
    expect(acc.body.details[0]).toMatchObject({ field: 'kodeacc' });
    expect((await savePaymentType({ codepayment: 'X2', namepayment: 'x', nourut: 'abc' })).status).toBe(400);
  });

  it('refuses a code or name holding a control character, which the till would offer as an empty button', async () => {
    for (const [codepayment, namepayment, field] of [
      ['\u0001', 'Bell', 'codepayment'],
      ['QR\u001b', 'Escape', 'codepayment'],
      ['X3', 'Line\nbreak', 'namepayment'],
      ['X4', 'DEL\u007f', 'namepayment'],
      ['X5', 'C1\u0085', 'namepayment'],
    ]) {
      const res = await savePaymentType({ codepayment, namepayment, nourut: 9 });
      expect(res.status, JSON.stringify(codepayment + namepayment)).toBe(400);
      expect(res.body.details, JSON.stringify(codepayment + namepayment)).toContainEqual({
        field,
        message: 'Control characters are not allowed',
      });
    }
    const listed = await demo.cashier.get('/api/restopaymenttype?limit=100');
    expect(listed.body.list.map((r: Row) => r.codepayment)).not.toContain('\u0001');
  });

  it('refuses duplicates with 409 naming the code, on insert and on rename', async () => {
    const dup = await savePaymentType({ codepayment: 'QRIS', namepayment: 'x', kodeacc: '14', nourut: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('QRIS already in the list');
    const rename = await savePaymentType({
      idlama: 'OVO',
      codepayment: 'GOPAY',
      namepayment: 'x',
      kodeacc: '15',
      nourut: 1,
    });
    expect(rename.status).toBe(409);
    const missing = await savePaymentType({ idlama: 'NOPE', codepayment: 'NOPE', namepayment: 'x', nourut: 1 });
    expect(missing.status).toBe(404);
  });

  it('refuses to delete or re-code a type that orders used; its name can still change', async () => {
    const key = crypto.randomUUID();
    await t.database.exec(`
      INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, ordertype, createby)
        VALUES ('${key}', 'SAJI', ${t.ids!.outletIds[0]}, 'P-1', 'TAKE AWAY', 'cashier');
      INSERT INTO restoorderpayment (orderkey, lineno, codepayment, namepayment, kodeacc, paymentamount, paymentnettamt)
        VALUES ('${key}', 1, 'DBCA', 'DEBIT BCA', '11', 50000, 50000);`);
    const del = await demo.admin.delete('/api/restopaymenttype/DBCA');
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('DBCA is used by 1 order payment');
    const recode = await savePaymentType({
      idlama: 'DBCA',
      codepayment: 'BCA',
      namepayment: 'DEBIT BCA',
      kodeacc: '11',
      nourut: 2,
    });
    expect(recode.status).toBe(409);
    const rename = await savePaymentType({
      idlama: 'DBCA',
      codepayment: 'DBCA',
      namepayment: 'Debit BCA',
      kodeacc: '11',
      nourut: 2,
    });
    expect(rename.status).toBe(200);
    // The other company's DBCA is untouched by SAJI's orders.
    expect((await demo.admin2.delete('/api/restopaymenttype/DBCA')).status).toBe(200);
  });

  describe('permissions and tenancy', () => {
    it('lets cashiers and managers read but not write', async () => {
      expect((await demo.cashier.get('/api/restopaymenttype')).status).toBe(200);
      for (const agent of [demo.cashier, demo.manager]) {
        expect((await agent.post('/api/restopaymenttype', { codepayment: 'ZZ', namepayment: 'x', kodeacc: '1', nourut: 9 })).status).toBe(
          403,
        );
        expect((await agent.delete('/api/restopaymenttype/QRIS')).status).toBe(403);
      }
    });

    it('keeps each company to its own types', async () => {
      await savePaymentType({ codepayment: 'SAJIONLY', namepayment: 'x', kodeacc: '1', nourut: 30 });
      const theirs = await demo.admin2.get('/api/restopaymenttype?limit=100');
      expect(theirs.body.list.map((r: Row) => r.codepayment)).not.toContain('SAJIONLY');
      expect((await demo.admin2.get('/api/restopaymenttype/SAJIONLY')).status).toBe(404);
      expect((await demo.admin2.delete('/api/restopaymenttype/SAJIONLY')).status).toBe(404);
      const upd = await savePaymentType(
        { idlama: 'SAJIONLY', codepayment: 'SAJIONLY', namepayment: 'hacked', kodeacc: '1', nourut: 1 },
        demo.admin2,
      );
      expect(upd.status).toBe(404);
      expect((await demo.admin.get('/api/restopaymenttype/SAJIONLY')).body.namepayment).toBe('x');
    });
  });
});
