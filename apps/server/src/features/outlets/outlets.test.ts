import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_NETWORKS, DEFAULT_PRINTER_PORTS } from '../../config/env.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

const validOutlet = {
  outletcode: 'SBY01',
  outletname: 'Saji Tunjungan',
  alamat1: 'Jl. Tunjungan 1',
  alamat2: 'Genteng, Surabaya',
  provinsi: 'Jawa Timur',
  outletcolor: '#123456',
  header1: 'SAJI TUNJUNGAN',
  footer1: 'Terima kasih',
  ServiceAcc: '',
  TaxAcc: '',
  servicepc: '',
  pb1pc: 10,
  posprinter: '',
  kitchenprinter: '10.0.0.9',
  kitchenorder: '',
};

// A 2x2 PNG.
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('outlets', () => {
  let admin: Agent;
  let cashier: Agent;
  let admin2: Agent;

  beforeAll(async () => {
    [admin, cashier, admin2] = await Promise.all([t.login('admin'), t.login('cashier'), t.login('admin2')]);
  });

  it('lists the company outlets in the envelope, filtered and sorted', async () => {
    const res = await admin.get('/api/restooutlet?page=1&limit=15&sortBy=outletname&sortDir=desc');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(3);
    expect(res.body.list.map((o: { outletname: string }) => o.outletname)).toEqual(['Saji Senayan', 'Saji Seminyak', 'Saji Braga']);
    expect(res.body.list[0].ServiceAccNm).toBe('Service Charge');
    const bali = await admin.get('/api/restooutlet?provinsi=bali&outletname=&aktif=1');
    expect(bali.body.list.map((o: { outletcode: string }) => o.outletcode)).toEqual(['DPS01']);
  });

  it("takes the spec's tblaktif (Yes '1', No '0', All '') as well as aktif", async () => {
    const names = async (q: string) =>
      (await admin.get(`/api/restooutlet?limit=50&${q}`)).body.list.map((o: { outletcode: string }) => o.outletcode);
    const all = await names('tblaktif=');
    expect(all).toHaveLength(3);
    expect(await names('tblaktif=1')).toEqual(all);
    expect(await names('tblaktif=0')).toEqual([]);
    expect(await names('tblaktif=1&aktif=0')).toEqual([]);
  });

  it('refuses a sort column that is not whitelisted', async () => {
    const res = await admin.get('/api/restooutlet?sortBy=outletlogo');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill the form correctly.');
  });

  it('inserts with the spec defaults, then updates, then deletes', async () => {
    const created = await admin.post('/api/restooutlet', validOutlet);
    expect(created.status).toBe(200);
    const id = created.body.outletid;
    const got = await admin.get(`/api/restooutlet/${id}`);
    expect(got.body).toMatchObject({
      ServiceAcc: '4',
      TaxAcc: '2',
      servicepc: 0,
      pb1pc: 10,
      maxdinetime: 90,
      posprinter: null,
      kitchenorder: '0',
      aktif: '1',
    });
    const updated = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletid: id,
      outletname: 'Saji Tunjungan Plaza',
      maxdinetime: 60,
    });
    expect(updated.status).toBe(200);
    expect((await admin.get(`/api/restooutlet/${id}`)).body).toMatchObject({ outletname: 'Saji Tunjungan Plaza', maxdinetime: 60 });
    expect((await admin.delete(`/api/restooutlet/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/restooutlet/${id}`)).status).toBe(404);
  });

  it('answers the spec message and names the fields when required fields are missing', async () => {
    const res = await admin.post('/api/restooutlet', { outletname: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill the form correctly.');
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['outletcode', 'outletname', 'alamat1', 'header1', 'footer1', 'outletcolor']));
  });

  it('refuses to delete an outlet that users, tables or orders refer to, naming it', async () => {
    const res = await admin.delete(`/api/restooutlet/${t.ids!.outletIds[0]}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Saji Senayan (JKT01) cannot be deleted: users, tables or orders refer to it. Set it inactive instead.');
    expect((await admin.get(`/api/restooutlet/${t.ids!.outletIds[0]}`)).status).toBe(200);
  });

  it('refuses a stale edit: an update from a form opened before the last change answers 409 and changes nothing', async () => {
    const id = (await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'STALE' })).body.outletid;
    const opened = (await admin.get(`/api/restooutlet/${id}`)).body;
    const first = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletcode: 'STALE',
      outletid: id,
      modified: opened.modified,
      provinsi: 'Bali',
    });
    expect(first.status).toBe(200);
    const late = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletcode: 'STALE',
      outletid: id,
      modified: opened.modified,
      provinsi: 'Papua',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Someone else changed this outlet after you opened it. Close the form and open it again to see their changes.',
    );
    const now = (await admin.get(`/api/restooutlet/${id}`)).body;
    expect(now.provinsi).toBe('Bali');
    const fresh = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletcode: 'STALE',
      outletid: id,
      modified: now.modified,
      provinsi: 'Papua',
    });
    expect(fresh.status).toBe(200);
    // Without `modified` (other API clients), the last write wins.
    expect((await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'STALE', outletid: id })).status).toBe(200);
  });

  it('refuses a duplicate outlet code with 409', async () => {
    const res = await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'JKT01' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('JKT01');
  });

  it('refuses Print Kitchen Order without a kitchen printer, naming the field', async () => {
    const count = async () => (await admin.get('/api/restooutlet')).body.meta.total;
    const before = await count();
    const refused = await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'KIT1', kitchenorder: '1', kitchenprinter: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please fill the form correctly.');
    expect(refused.body.details).toEqual([{ field: 'kitchenprinter', message: 'Print Kitchen Order needs a kitchen printer' }]);
    expect(await count()).toBe(before);
    const saved = await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'KIT1', kitchenorder: '1' });
    expect(saved.status).toBe(200);
    expect((await admin.get(`/api/restooutlet/${saved.body.outletid}`)).body).toMatchObject({
      kitchenorder: '1',
      kitchenprinter: '10.0.0.9',
    });
  });

  it('leaves the demo outlets without printers sending no kitchen tickets', async () => {
    const { list } = (await admin.get('/api/restooutlet?limit=50')).body;
    expect(
      list.filter((o: { kitchenorder: string; kitchenprinter: string | null }) => o.kitchenorder === '1' && !o.kitchenprinter),
    ).toEqual([]);
  });

  it('checks the logo on the server by its bytes and stores it redrawn as PNG, at most 160x100', async () => {
    const ok = await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'LOGO1', outletlogo: tinyPng });
    expect(ok.status).toBe(200);
    const large = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const big = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletcode: 'LOGO2',
      outletlogo: `data:image/jpeg;base64,${large.toString('base64')}`,
    });
    expect(big.status).toBe(200);
    const stored = (await admin.get(`/api/restooutlet/${big.body.outletid}`)).body.outletlogo;
    expect(stored).toMatch(/^data:image\/png;base64,/);
    expect(await sharp(Buffer.from(stored.split(',')[1], 'base64')).metadata()).toMatchObject({ format: 'png', width: 133, height: 100 });
    const notImage = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletcode: 'LOGO3',
      outletlogo: `data:image/png;base64,${Buffer.from('<html>hi</html>').toString('base64')}`,
    });
    expect(notImage.status).toBe(400);
    const svg = await admin.post('/api/restooutlet', {
      ...validOutlet,
      outletcode: 'LOGO4',
      outletlogo: `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    });
    expect(svg.status).toBe(400);
  });

  it('exports the filtered list as an .xlsx, with formula-like text kept as text', async () => {
    await admin.post('/api/restooutlet', { ...validOutlet, outletcode: 'XLS1', outletname: '=HYPERLINK("x")' });
    const res = await admin.get('/api/restooutlet/exportxls?sortBy=outletcode');
    const sheet = await exportedSheet(res, '.xlsx');
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toContain('Saji Braga');
    const cell = sheet.getColumn(2).values.find((v) => typeof v === 'string' && v.startsWith('=HYPERLINK'));
    expect(cell).toBe('=HYPERLINK("x")');
  });

  describe('permissions and tenancy', () => {
    it('answers 401 without a session', async () => {
      expect((await t.anonymous.get('/api/restooutlet')).status).toBe(401);
    });

    it('lets a cashier read only their outlet and write none', async () => {
      const list = await cashier.get('/api/restooutlet');
      expect(list.body.meta.total).toBe(1);
      expect((await cashier.post('/api/restooutlet', validOutlet)).status).toBe(403);
      expect((await cashier.delete(`/api/restooutlet/${t.ids!.outletIds[0]}`)).status).toBe(403);
    });

    it('keeps another company out: no read, no update, no delete', async () => {
      const target = t.ids!.outletIds[1];
      expect((await admin2.get(`/api/restooutlet/${target}`)).status).toBe(404);
      const upd = await admin2.post('/api/restooutlet', { ...validOutlet, outletid: target, outletcode: 'HACK' });
      expect(upd.status).toBe(404);
      expect((await admin2.delete(`/api/restooutlet/${target}`)).status).toBe(404);
      const still = await admin.get(`/api/restooutlet/${target}`);
      expect(still.body.outletcode).toBe('BDG01');
      const theirs = await admin2.get('/api/restooutlet?limit=50');
      expect(theirs.body.list.every((o: { outletid: number }) => !t.ids!.outletIds.includes(o.outletid))).toBe(true);
    });
  });
});

describe('outlet printer addresses, under the default printer rules', () => {
  let defaults: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    // What an operator who sets nothing gets (the harness opens loopback for its test printers).
    defaults = await t.alongside({ SAJI_PRINTER_NETWORKS: DEFAULT_PRINTER_NETWORKS, SAJI_PRINTER_PORTS: DEFAULT_PRINTER_PORTS });
    admin = await defaults.login('admin');
  });
  afterAll(() => defaults.close());

  it('refuses a printer on loopback, link-local, a public address or a port that is not a printer port, naming the field', async () => {
    const outletid = t.ids!.outletIds[0];
    const outlet = (await admin.get(`/api/restooutlet/${outletid}`)).body;
    for (const [field, address, why] of [
      ['posprinter', '127.0.0.1:5432', /not a printer port/],
      ['posprinter', '127.0.0.1:9100', /127\.0\.0\.1 is not on the restaurant's printer network/],
      ['kitchenprinter', 'localhost:9100', /localhost does not point to an address on the restaurant's printer network/],
      ['posprinter', '169.254.169.254:9100', /not on the restaurant's printer network/],
      ['posprinter', '0.0.0.0:9100', /not on the restaurant's printer network/],
      ['posprinter', '8.8.8.8:9100', /not on the restaurant's printer network/],
      ['posprinter', '192.168.1.50:22', /^Port 22 is not a printer port here/],
      ['posprinter', `${'p'.repeat(300)}.lan:9100`, /^at most 259 characters$/],
    ] as const) {
      const res = await admin.post('/api/restooutlet', { ...outlet, [field]: address });
      expect(res.status, address).toBe(400);
      expect(res.body.details).toEqual([{ field, message: expect.stringMatching(why) }]);
    }
    expect((await admin.get(`/api/restooutlet/${outletid}`)).body.posprinter).toBe(outlet.posprinter);
  });

  it('accepts printers on the restaurant LAN at printer ports', async () => {
    const outlet = (await admin.get(`/api/restooutlet/${t.ids!.outletIds[0]}`)).body;
    const res = await admin.post('/api/restooutlet', { ...outlet, posprinter: '192.168.1.50:9100', kitchenprinter: '10.0.0.9' });
    expect(res.status).toBe(200);
  });
});
