import { BUDGET_KEYS, COMPLETE_OK, FILL_ONE_ROW, FORM_INVALID, SELECT_YEAR } from '@saji/core';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../db/schema/index.js';
import { writeSale } from '../../test/fixtures/sales.js';
import { type Agent, createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';
import { firstSheet } from '../../test/xlsx.js';

const jakarta = (local: string) => new Date(`${local}+07:00`);
type Line = Record<string, number | string>;

/** A line of twelve months: month i gets amount(i) (1-based). */
const line = (outletid: number, amount: (i: number) => number): Line => ({
  outletid,
  ...Object.fromEntries(BUDGET_KEYS.map((k, i) => [k, amount(i + 1)])),
});

describe('sales targets', () => {
  let t: TestApp;
  let demo: DemoCrew;
  let third: number;
  let menuid: number;

  const setActiveDate = (date: string | null) => t.app.db.execute(sql`UPDATE companies SET tglaktif = ${date} WHERE compcode = 'SAJI'`);
  const setFiscalStart = (awalbln: number) => t.app.db.execute(sql`UPDATE companies SET awalbln = ${awalbln} WHERE compcode = 'SAJI'`);
  const sale = (outletid: number, at: string, qty: number, price = 50_000) =>
    writeSale(t.app.db, { compcode: 'SAJI', outletid, orderdate: jakarta(at), lines: [{ menuid, qty, hargajual: price }] });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    third = t.ids!.outletIds[2];
    [{ menuid }] = await t.app.db
      .select({ menuid: menus.menuid })
      .from(menus)
      .where(eq(menus.compcode, 'SAJI'))
      .orderBy(asc(menus.menuid))
      .limit(1);
  });
  afterAll(() => t.close());

  describe('edit, save and view', () => {
    beforeAll(() => setActiveDate('2030-01-01'));

    it('edit answers [lines, months]: one line per open outlet, zeros where no target is set, months from the fiscal start', async () => {
      const res = await demo.admin.get('/api/restotargetsales/edit?tahun=2030');
      expect(res.status).toBe(200);
      const [lines, info] = res.body;
      expect(lines.map((l: Line) => l.outletid).sort()).toEqual([...t.ids!.outletIds].sort());
      expect(lines[0]).toMatchObject({ budget1: 0, budget12: 0, budget: 0, kelas: 'outlet' });
      expect(info.months.map((m: { label: string }) => m.label)).toEqual([
        'Jan 2030',
        'Feb 2030',
        'Mar 2030',
        'Apr 2030',
        'Mei 2030',
        'Jun 2030',
        'Jul 2030',
        'Agt 2030',
        'Sep 2030',
        'Okt 2030',
        'Nov 2030',
        'Des 2030',
      ]);
      expect(info.months.every((m: { closed: boolean }) => !m.closed)).toBe(true);
    });

    it("refuses a year missing ('Please select YEAR') and a save without a non-zero row ('Please fill at least 1(one) Row')", async () => {
      for (const url of ['/api/restotargetsales/edit', '/api/restotargetsales/view?tahun=', '/api/restotargetsales/viewexport']) {
        const res = await demo.admin.get(url);
        expect(res.status, url).toBe(400);
        expect(res.body.message).toBe(SELECT_YEAR);
      }
      expect((await demo.admin.post('/api/restotargetsales', { lines: [line(demo.senayan, () => 1)] })).body.message).toBe(SELECT_YEAR);
      for (const lines of [[], [line(demo.senayan, () => 0), line(demo.braga, () => 0)]]) {
        const res = await demo.admin.post('/api/restotargetsales', { tahun: 2030, lines });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FILL_ONE_ROW);
      }
    });

    it('refuses negative amounts, more than 2 decimals, an outlet twice and an outlet of another company', async () => {
      const bad = [
        [line(demo.senayan, (i) => (i === 3 ? -1 : 1))],
        [line(demo.senayan, (i) => (i === 3 ? 1.005 : 1))],
        [line(demo.senayan, () => 1), line(demo.senayan, () => 2)],
        [line(t.ids!.otherOutletIds[0], () => 1)],
      ];
      for (const lines of bad) {
        const res = await demo.admin.post('/api/restotargetsales', { tahun: 2030, lines });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
      }
      expect((await demo.admin.get('/api/restotargetsales/view?tahun=2030')).body[0]).toHaveLength(1);
    });

    it('saves a year: zero rows dropped, sums to the cent, a totals row; a row set to zero later is removed', async () => {
      const res = await demo.admin.post('/api/restotargetsales', {
        tahun: 2030,
        lines: [line(demo.senayan, (i) => 1_000_000.1 * i), line(demo.braga, () => 0), line(third, (i) => 250_000.25 + i)],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(COMPLETE_OK);
      const [rows] = (await demo.admin.get('/api/restotargetsales/view?tahun=2030')).body;
      expect(rows.map((r: Line) => r.outletid)).toEqual(expect.arrayContaining([demo.senayan, third]));
      expect(rows.find((r: Line) => r.outletid === demo.braga)).toBeUndefined();
      const own = rows.find((r: Line) => r.outletid === demo.senayan);
      expect(own.budget3).toBe(3_000_000.3);
      expect(own.budget).toBe(78_000_007.8);
      const total = rows.at(-1);
      expect(total).toMatchObject({ outletid: null, kelas: 'total', outletname: 'TOTAL' });
      expect(total.budget).toBeCloseTo(78_000_007.8 + 3_000_081, 2);
      for (const k of [...BUDGET_KEYS, 'budget']) {
        const cents = rows.slice(0, -1).reduce((s: number, r: Line) => s + Math.round(Number(r[k]) * 100), 0);
        expect(Math.round(total[k] * 100), k).toBe(cents);
      }
      // The edit shows what was saved.
      const [lines] = (await demo.admin.get('/api/restotargetsales/edit?tahun=2030')).body;
      expect(lines.find((l: Line) => l.outletid === third).budget1).toBe(250_001.25);

      const again = await demo.admin.post('/api/restotargetsales', {
        tahun: 2030,
        lines: [line(demo.senayan, () => 5), line(third, () => 0)],
      });
      expect(again.status).toBe(200);
      const [after] = (await demo.admin.get('/api/restotargetsales/view?tahun=2030')).body;
      expect(after.map((r: Line) => r.outletid)).toEqual([demo.senayan, null]);
      expect(after[0].budget).toBe(60);
    });

    it('refuses a change to a closed month (its start is before the active date) and keeps what it had', async () => {
      await demo.admin.post('/api/restotargetsales', { tahun: 2031, lines: [line(demo.senayan, () => 100), line(demo.braga, () => 200)] });
      await setActiveDate('2031-05-15');
      const [, info] = (await demo.admin.get('/api/restotargetsales/edit?tahun=2031')).body;
      expect(info.months.filter((m: { closed: boolean }) => m.closed).map((m: { abbr: string }) => m.abbr)).toEqual([
        'Jan',
        'Feb',
        'Mar',
        'Apr',
        'Mei',
      ]);

      const res = await demo.admin.post('/api/restotargetsales', {
        tahun: 2031,
        lines: [line(demo.senayan, (i) => (i === 3 ? 101 : 100))],
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('Mar 2031 is closed');
      // A new outlet's row may not put anything into a closed month either.
      const fresh = await demo.admin.post('/api/restotargetsales', { tahun: 2031, lines: [line(third, () => 10)] });
      expect(fresh.status).toBe(409);
      // Open months change; closed ones sent as they were are no change.
      const ok = await demo.admin.post('/api/restotargetsales', {
        tahun: 2031,
        lines: [line(demo.senayan, (i) => (i <= 5 ? 100 : 300)), line(third, (i) => (i <= 5 ? 0 : 10))],
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const [rows] = (await demo.admin.get('/api/restotargetsales/view?tahun=2031')).body;
      expect(rows.find((r: Line) => r.outletid === demo.senayan)).toMatchObject({ budget3: 100, budget6: 300, budget: 500 + 2100 });
      expect(rows.find((r: Line) => r.outletid === demo.braga).budget).toBe(2400);
      expect(rows.find((r: Line) => r.outletid === third).budget).toBe(70);
      await setActiveDate('2030-01-01');
    });

    it('exports the year as targetsales_{tahun}.xlsx and previews it as a PDF', async () => {
      const res = await demo.admin.get('/api/restotargetsales/viewexport?tahun=2031');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('targetsales_2031.xlsx');
      const sheet = await firstSheet(res.raw);
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Outlet',
        'Jan 2031',
        'Feb 2031',
        'Mar 2031',
        'Apr 2031',
        'Mei 2031',
        'Jun 2031',
        'Jul 2031',
        'Agt 2031',
        'Sep 2031',
        'Okt 2031',
        'Nov 2031',
        'Des 2031',
        'Total',
      ]);
      expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('TOTAL');
      expect(sheet.getRow(sheet.rowCount).getCell(14).value).toBe(500 + 2100 + 2400 + 70);

      const print = await demo.admin.get('/api/restotargetsales/viewprint?tahun=2031');
      expect(print.status).toBe(200);
      const pdf = await demo.admin.get(`/api/printpreview/pdf/${print.body.id}`);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
      // The admin's company-wide print is not the manager's to open, even by its id; the manager's own is.
      expect((await demo.manager.get(`/api/printpreview/pdf/${print.body.id}`)).status).toBe(404);
      const own = (await demo.manager.get('/api/restotargetsales/viewprint?tahun=2031')).body.id;
      expect((await demo.manager.get(`/api/printpreview/pdf/${own}`)).status).toBe(200);
    });

    it('lets a manager read their own outlet only, and neither write nor a cashier read', async () => {
      const [rows] = (await demo.manager.get('/api/restotargetsales/view?tahun=2031')).body;
      expect(rows.map((r: Line) => r.outletid)).toEqual([demo.senayan, null]);
      const [lines] = (await demo.manager.get('/api/restotargetsales/edit?tahun=2031')).body;
      expect(lines.map((l: Line) => l.outletid)).toEqual([demo.senayan]);
      expect((await demo.manager.post('/api/restotargetsales', { tahun: 2032, lines: [line(demo.senayan, () => 1)] })).status).toBe(403);
      expect((await demo.cashier.get('/api/restotargetsales/view?tahun=2031')).status).toBe(403);
      expect((await demo.manager.get(`/api/restotargetsales/actual?tgl1=2031-01-01&tgl2=2031-03-31&outletid=${demo.braga}`)).status).toBe(
        403,
      );
    });

    it("keeps companies apart: the second company sees and sets only its own outlets' targets", async () => {
      const [rows] = (await demo.admin2.get('/api/restotargetsales/view?tahun=2031')).body;
      expect(rows).toEqual([expect.objectContaining({ outletid: null, budget: 0 })]);
      const [lines] = (await demo.admin2.get('/api/restotargetsales/edit?tahun=2031')).body;
      expect(lines.map((l: Line) => l.outletid).sort()).toEqual([...t.ids!.otherOutletIds].sort());
      expect((await demo.admin2.post('/api/restotargetsales', { tahun: 2031, lines: [line(demo.senayan, () => 1)] })).status).toBe(400);
      const own = await demo.admin2.post('/api/restotargetsales', { tahun: 2031, lines: [line(t.ids!.otherOutletIds[0], () => 7)] });
      expect(own.status).toBe(200);
      const [mine] = (await demo.admin.get('/api/restotargetsales/view?tahun=2031')).body;
      expect(mine.some((r: Line) => r.outletid === t.ids!.otherOutletIds[0])).toBe(false);
    });
  });

  describe('Target vs Realization', () => {
    /** Sales in 2029: Senayan in January, March (either side of midnight) and June; Braga in March. */
    beforeAll(async () => {
      await setActiveDate('2029-01-01');
      await demo.admin.post('/api/restotargetsales', {
        tahun: 2029,
        lines: [line(demo.senayan, (i) => i * 100_000), line(demo.braga, () => 1_000_000)],
      });
      await sale(demo.senayan, '2029-01-10T12:00:00', 2);
      await sale(demo.senayan, '2029-03-01T00:10:00', 1);
      await sale(demo.senayan, '2029-03-14T23:50:00', 3);
      await sale(demo.senayan, '2029-03-15T00:05:00', 1);
      await sale(demo.senayan, '2029-06-30T20:00:00', 4);
      await sale(demo.braga, '2029-03-20T13:00:00', 30);
      await writeSale(t.app.db, {
        compcode: 'SAJI',
        outletid: demo.senayan,
        orderdate: jakarta('2029-03-05T12:00:00'),
        lines: [{ menuid, qty: 9, hargajual: 50_000 }],
        isvoid: '1',
      });
      await writeSale(t.app.db, {
        compcode: 'SAJI',
        outletid: demo.senayan,
        orderdate: jakarta('2029-03-06T12:00:00'),
        lines: [{ menuid, qty: 9, hargajual: 50_000 }],
        orderstatus: 1,
      });
    });

    const actual = async (agent: Agent, query: string) => {
      const res = await agent.get(`/api/restotargetsales/actual?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as [Record<string, number | string | null>[], Record<string, any>];
    };
    const listNetto = async (outletid: number, tgl1: string, tgl2: string) => {
      const res = await demo.admin.get(`/api/restoreport/rptsalesbyoutlet?outletid=${outletid}&tgl1=${tgl1}&tgl2=${tgl2}`);
      expect(res.status).toBe(200);
      return res.body.list.reduce((s: number, o: { netto: number }) => s + o.netto, 0);
    };

    it('answers [rows and totals, what they cover] with every figure the spec names', async () => {
      const [rows, info] = await actual(demo.admin, 'tahun=2029&tgl1=2029-01-01&tgl2=2029-03-14&layout=ytd');
      expect(info).toMatchObject({ tahun: 2029, layout: 'ytd', current: 3, mon: { tgl1: '2029-03-01', tgl2: '2029-03-14' } });
      expect(info.months[4].abbr).toBe('Mei');
      const own = rows.find((r) => r.outletid === demo.senayan)!;
      const netto = (qty: number) => qty * 50_000;
      expect(own.actual1).toBe(netto(2));
      expect(own.actual3).toBe(netto(5));
      expect(own.actual6).toBe(netto(4));
      expect(own.actualmon).toBe(netto(4));
      expect(own.actualytd).toBe(netto(6));
      expect(own.budgetmon).toBe(300_000);
      expect(own.budgetytd).toBe(600_000);
      expect(own.varianytd).toBe(netto(6) - 600_000);
      expect(own.varian1).toBe(netto(2) - 100_000);
      expect(own.budget).toBe(7_800_000);
      expect(own.actual).toBe(netto(11));
      expect(own.varian).toBe(netto(11) - 7_800_000);
      // An open outlet without target or sales is still listed, at zero.
      expect(rows.find((r) => r.outletid === third)).toMatchObject({ budget: 0, actual: 0, kelas: 'outlet' });
      const total = rows.at(-1)!;
      expect(total).toMatchObject({ outletid: null, kelas: 'total' });
      for (const k of Object.keys(total).filter((k) => typeof total[k] === 'number')) {
        const cents = rows.slice(0, -1).reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0);
        expect(Math.round(Number(total[k]) * 100), k).toBe(cents);
      }
    });

    it('every Actual equals the sales list of the same outlet and range, for random ranges of the year', async () => {
      let seed = 7;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const dayOf = (n: number) => new Date(Date.UTC(2029, 0, 1 + n)).toISOString().slice(0, 10);
      for (let i = 0; i < 6; i++) {
        const a = rand(200);
        const b = a + rand(165);
        const [tgl1, tgl2] = [dayOf(a), dayOf(b)];
        const [rows, info] = await actual(demo.admin, `tgl1=${tgl1}&tgl2=${tgl2}`);
        for (const outletid of [demo.senayan, demo.braga]) {
          const row = rows.find((r) => r.outletid === outletid)!;
          expect(row.actualytd, `${outletid} ${tgl1}..${tgl2}`).toBe(await listNetto(outletid, tgl1, tgl2));
          expect(row.actualmon).toBe(await listNetto(outletid, info.mon.tgl1, info.mon.tgl2));
          const m = info.months[rand(12)];
          expect(row[`actual${m.index}`]).toBe(await listNetto(outletid, m.tgl1, m.tgl2));
        }
      }
    });

    it('a manager gets their outlet; an admin the outlet asked for', async () => {
      const [rows] = await actual(demo.manager, 'tgl1=2029-01-01&tgl2=2029-12-31&layout=full');
      expect(rows.map((r) => r.outletid)).toEqual([demo.senayan, null]);
      const [one] = await actual(demo.admin, `tgl1=2029-01-01&tgl2=2029-12-31&outletid=${demo.braga}&view=full&tabIndex=1&bulan=Mar`);
      expect(one.map((r) => r.outletid)).toEqual([demo.braga, null]);
      expect(one[0].actual3).toBe(1_500_000);
    });

    it('refuses missing dates and a period outside the year', async () => {
      const missing = await demo.admin.get('/api/restotargetsales/actual?tahun=2029&tgl1=2029-01-01');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(FORM_INVALID);
      const outside = await demo.admin.get('/api/restotargetsales/actual?tahun=2029&tgl1=2028-12-01&tgl2=2029-03-31');
      expect(outside.status).toBe(400);
      expect(outside.body.message).toContain('within the year 2029');
      expect((await demo.admin.get('/api/restotargetsales/actual?tgl1=2029-01-01&tgl2=2029-03-31&bulan=Foo')).status).toBe(400);
    });

    it('exports both layouts as targetsales_actual_{tahun}.xlsx, full with only the months shown, and previews a PDF', async () => {
      const q = 'tahun=2029&tgl1=2029-01-01&tgl2=2029-03-31';
      const ytd = await demo.admin.get(`/api/restotargetsales/actualytdexport?${q}&layout=ytd`);
      expect(ytd.headers['content-disposition']).toContain('targetsales_actual_2029.xlsx');
      const ytdSheet = await firstSheet(ytd.raw);
      expect(ytdSheet.getRow(1).values).toEqual([
        undefined,
        'Outlet',
        'Mar 2029 Target',
        'Mar 2029 Actual',
        'Mar 2029 Variant',
        'Year To Date Target',
        'Year To Date Actual',
        'Year To Date Variant',
        'TOTAL Target',
        'TOTAL Actual',
        'TOTAL Variant',
      ]);
      const full = await firstSheet((await demo.admin.get(`/api/restotargetsales/actualexport?${q}&layout=full&months=1,3`)).raw);
      expect((full.getRow(1).values as string[]).slice(2, 8)).toEqual([
        'Jan 2029 Target',
        'Jan 2029 Actual',
        'Jan 2029 Variant',
        'Mar 2029 Target',
        'Mar 2029 Actual',
        'Mar 2029 Variant',
      ]);
      const last = full.getRow(full.rowCount);
      expect(last.getCell(1).value).toBe('TOTAL');
      expect(last.getCell(6).value).toBe(1_500_000 + 250_000);
      for (const [agent, layout] of [
        [demo.admin, 'ytd'],
        [demo.admin, 'full'],
        [demo.manager, 'full'],
      ] as const) {
        const print = await agent.get(`/api/restotargetsales/actualprint?${q}&layout=${layout}`);
        expect(print.status).toBe(200);
        const pdf = await agent.get(`/api/printpreview/pdf/${print.body.id}`);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
      }
    });

    it('lays out a fiscal year from awalbln: budget1 and actual1 are April when the year starts in April', async () => {
      await setFiscalStart(4);
      try {
        const [lines, info] = (await demo.admin.get('/api/restotargetsales/edit?tahun=2029')).body;
        expect(info.months[0].label).toBe('Apr 2029');
        expect(info.months[11].label).toBe('Mar 2030');
        expect(lines.find((l: Line) => l.outletid === demo.senayan).budget1).toBe(100_000);
        const [rows, rinfo] = await actual(demo.admin, 'tgl1=2029-04-01&tgl2=2029-06-30');
        expect(rinfo).toMatchObject({ tahun: 2029, current: 3 });
        expect(rows.find((r) => r.outletid === demo.senayan)!.actual3).toBe(await listNetto(demo.senayan, '2029-06-01', '2029-06-30'));
        expect((await demo.admin.get('/api/restotargetsales/actual?tgl1=2029-01-01&tgl2=2029-06-30')).status).toBe(400);
      } finally {
        await setFiscalStart(1);
      }
    });
  });
});
