import { FORM_INVALID, formatMoney, RANGE_TOO_LONG, REPORT_LIST_LIMIT, sum } from '@saji/core';
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, outlets } from '../../db/schema/index.js';
import { writeSale } from '../../test/fixtures/sales.js';
import { createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { rebuildSummaries } from './summaries.js';

const jakarta = (local: string) => new Date(`${local}+07:00`);
const MARCH = 'tgl1=2025-03-01&tgl2=2025-03-31';
const ROUTES = ['rptsalesbyoutlet', 'rptsalesbymenu', 'rptsalesmonthly', 'rptsalesdaily', 'rptsalesmenu', 'rptsalesbymenuprint'];

describe('sales reports', () => {
  let t: TestApp;
  let demo: DemoCrew;
  let menuIds: number[];
  /** What the fixture wrote as sales (completed, not void) in March 2025, per outlet. */
  const expected = new Map<number, { netto: number[]; total: number[]; service: number[]; pb1: number[]; orders: number }>();

  const sale = async (outletid: number, at: string, lines: Parameters<typeof writeSale>[1]['lines'], extra = {}) => {
    const s = await writeSale(t.app.db, { compcode: 'SAJI', outletid, orderdate: jakarta(at), lines, ...extra });
    return s;
  };
  const counted = (outletid: number, h: { netto: number; total: number; serviceval: number; pb1val: number }) => {
    const e = expected.get(outletid) ?? { netto: [], total: [], service: [], pb1: [], orders: 0 };
    e.netto.push(h.netto);
    e.total.push(h.total);
    e.service.push(h.serviceval);
    e.pb1.push(h.pb1val);
    e.orders++;
    expected.set(outletid, e);
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    menuIds = (
      await t.app.db.select({ menuid: menus.menuid }).from(menus).where(eq(menus.compcode, 'SAJI')).orderBy(asc(menus.menuid)).limit(3)
    ).map((m) => m.menuid);
    const [a, b, c] = menuIds;
    const sales = [
      [demo.senayan, '2025-03-01T12:00:00', [{ menuid: a, qty: 2, hargajual: 35000 }]],
      [
        demo.senayan,
        '2025-03-10T23:30:00',
        [
          { menuid: a, qty: 1, hargajual: 35000, discpc: 10 },
          { menuid: b, qty: 3, hargajual: 8000 },
        ],
      ],
      [demo.senayan, '2025-03-11T00:15:00', [{ menuid: c, qty: 1, hargajual: 45000, kenapajak: 0 as const }]],
      [
        demo.senayan,
        '2025-03-31T21:00:00',
        [
          { menuid: b, qty: 1, hargajual: 8000, free: true },
          { menuid: c, qty: 2, hargajual: 45000 },
        ],
      ],
      [demo.braga, '2025-03-15T13:00:00', [{ menuid: a, qty: 4, hargajual: 33000 }]],
    ] as const;
    for (const [outletid, at, lines] of sales) counted(outletid, (await sale(outletid, at, [...lines])).header);
    // Not sales: void, open, outside the month (Jakarta's 1 April starts at 17:00 UTC on 31 March), another company.
    await sale(demo.senayan, '2025-03-12T12:00:00', [{ menuid: a, qty: 9, hargajual: 35000 }], { isvoid: '1' });
    await sale(demo.senayan, '2025-03-12T13:00:00', [{ menuid: a, qty: 9, hargajual: 35000 }], { orderstatus: 1 });
    await sale(demo.senayan, '2025-04-01T00:30:00', [{ menuid: a, qty: 9, hargajual: 35000 }]);
    await sale(demo.senayan, '2025-02-28T23:59:00', [{ menuid: a, qty: 9, hargajual: 35000 }]);
    const [other] = await t.app.db.select({ menuid: menus.menuid }).from(menus).where(eq(menus.compcode, 'DUA')).limit(1);
    await writeSale(t.app.db, {
      compcode: 'DUA',
      outletid: t.ids!.otherOutletIds[0],
      orderdate: jakarta('2025-03-05T12:00:00'),
      lines: [{ menuid: other.menuid, qty: 1, hargajual: 20000 }],
    });
  });
  afterAll(() => t.close());

  const all = (f: (e: { netto: number[]; total: number[]; service: number[]; pb1: number[] }) => number[]) =>
    sum([...expected.values()].flatMap(f));
  const chartTotal = (body: { datasets: { data: number[] }[] }) => sum(body.datasets.flatMap((d) => d.data));

  describe('validation and scope', () => {
    it.each(ROUTES)("%s answers 400 'Please fill the form correctly.' without tgl1 or tgl2", async (route) => {
      for (const query of ['tgl2=2025-03-31', 'tgl1=2025-03-01', 'tgl1=&tgl2=2025-03-31']) {
        const res = await demo.admin.get(`/api/restoreport/${route}?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FORM_INVALID);
      }
    });

    it('refuses a reversed range and one longer than a year', async () => {
      expect((await demo.admin.get('/api/restoreport/rptsalesbyoutlet?tgl1=2025-03-31&tgl2=2025-03-01')).status).toBe(400);
      const long = await demo.admin.get('/api/restoreport/rptsalesbyoutlet?tgl1=2024-01-01&tgl2=2025-03-01');
      expect(long.status).toBe(400);
      expect(long.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ message: RANGE_TOO_LONG })]));
    });

    it.each([...ROUTES, 'rptsalesbyoutletexport', 'rptsalesbymenuexport'])('%s is refused to a cashier', async (route) => {
      expect((await demo.cashier.get(`/api/restoreport/${route}?${MARCH}`)).status).toBe(403);
    });

    it('gives a manager their own outlet only, and refuses another one', async () => {
      const res = await demo.manager.get(`/api/restoreport/rptsalesbyoutlet?${MARCH}`);
      expect(res.status).toBe(200);
      expect(new Set(res.body.list.map((l: { outletid: number }) => l.outletid))).toEqual(new Set([demo.senayan]));
      expect((await demo.manager.get(`/api/restoreport/rptsalesbyoutlet?${MARCH}&outletid=${demo.braga}`)).status).toBe(403);
      const chart = await demo.manager.get(`/api/restoreport/rptsalesmonthly?tgl1=2025-01-01&tgl2=2025-12-31`);
      expect(chart.body.datasets.map((d: { labelid: number }) => d.labelid)).toEqual([demo.senayan]);
    });

    it("gives another outlet's manager only that outlet", async () => {
      await t.app.db.execute(sql`INSERT INTO user_accounts (username, compcode, full_name, password_hash)
        SELECT 'bragamgr', compcode, 'Manager Braga', password_hash FROM user_accounts WHERE username = 'manager'`);
      await t.app.db.execute(
        sql`INSERT INTO restooutletuser (compcode, username, outletid, usergroup) VALUES ('SAJI', 'bragamgr', ${demo.braga}, 'manager')`,
      );
      const other = await t.login('bragamgr');
      const list = (await other.get(`/api/restoreport/rptsalesbyoutlet?${MARCH}`)).body.list as { outletid: number }[];
      expect(list.length).toBe(expected.get(demo.braga)!.orders);
      expect(list.every((l) => l.outletid === demo.braga)).toBe(true);
      expect((await other.get(`/api/restoreport/rptsalesbymenu?${MARCH}&outletid=${demo.senayan}`)).status).toBe(403);
      const menu = (await other.get(`/api/restoreport/rptsalesmenu?${MARCH}`)).body;
      expect(menu.datasets.map((d: { labelid: number }) => d.labelid)).toEqual([demo.braga]);
    });

    it("shows the second company none of the first's sales", async () => {
      for (const route of ['rptsalesbyoutlet', `rptsalesbyoutlet`]) {
        const res = await demo.admin2.get(`/api/restoreport/${route}?${MARCH}&outletid=${demo.senayan}`);
        expect(res.status).toBe(200);
        expect(res.body.list).toEqual([]);
      }
      const [lines, groups] = (await demo.admin2.get(`/api/restoreport/rptsalesbymenu?${MARCH}&outletid=${demo.senayan}`)).body;
      expect(lines).toEqual([]);
      expect(groups).toEqual([]);
      for (const chart of ['rptsalesmonthly', 'rptsalesdaily', 'rptsalesmenu']) {
        expect((await demo.admin2.get(`/api/restoreport/${chart}?${MARCH}&outletid=${demo.senayan}`)).body.datasets).toEqual([]);
      }
      const own = await demo.admin2.get(`/api/restoreport/rptsalesbyoutlet?${MARCH}`);
      expect(own.body.list).toHaveLength(1);
    });
  });

  describe('the figures', () => {
    it('lists every sale of the range with the spec fields, and nothing else', async () => {
      const res = await demo.admin.get(`/api/restoreport/rptsalesbyoutlet?${MARCH}`);
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(5);
      expect(res.body.list).toHaveLength(5);
      expect(Object.keys(res.body.list[0])).toEqual(
        expect.arrayContaining([
          'outletname',
          'orderno',
          'orderdate',
          'createby',
          'netto',
          'serviceval',
          'pb1val',
          'total',
          'note',
          'ordertype',
          'paymethod',
        ]),
      );
      const list = res.body.list as { netto: number; total: number; serviceval: number; pb1val: number; orderdate: string }[];
      expect(sum(list.map((l) => l.total))).toBe(all((e) => e.total));
      expect(sum(list.map((l) => l.netto))).toBe(all((e) => e.netto));
      expect(list.map((l) => l.orderdate)).toEqual([...list.map((l) => l.orderdate)].sort());
    });

    it('puts an order on the business day of its order date in Jakarta', async () => {
      const day10 = await demo.admin.get(`/api/restoreport/rptsalesbyoutlet?tgl1=2025-03-10&tgl2=2025-03-10&outletid=${demo.senayan}`);
      const day11 = await demo.admin.get(`/api/restoreport/rptsalesbyoutlet?tgl1=2025-03-11&tgl2=2025-03-11&outletid=${demo.senayan}`);
      expect(day10.body.list).toHaveLength(1);
      expect(day11.body.list).toHaveLength(1);
      const daily = await demo.admin.get(`/api/restoreport/rptsalesdaily?tgl1=2025-03-01&tgl2=2025-03-31&outletid=${demo.senayan}`);
      const data = daily.body.datasets[0].data as number[];
      expect(data[9]).toBe(day10.body.list[0].netto);
      expect(data[10]).toBe(day11.body.list[0].netto);
    });

    it('agrees to the rupiah: sales list, sales by menu, group totals and every chart', async () => {
      const list = (await demo.admin.get(`/api/restoreport/rptsalesbyoutlet?${MARCH}`)).body.list as {
        netto: number;
        serviceval: number;
        pb1val: number;
        total: number;
      }[];
      const [lines, groups] = (await demo.admin.get(`/api/restoreport/rptsalesbymenu?${MARCH}`)).body as [
        { netto: number; gross: number; discval: number; qty: number }[],
        { totalsales: number }[],
      ];
      const netto = all((e) => e.netto);
      expect(sum(list.map((l) => l.netto))).toBe(netto);
      expect(sum(lines.map((l) => l.netto))).toBe(netto);
      expect(sum(groups.map((g) => g.totalsales))).toBe(netto);
      expect(sum(lines.map((l) => l.gross - l.discval))).toBe(netto);
      expect(sum([...lines.map((l) => l.netto), ...list.map((l) => l.serviceval), ...list.map((l) => l.pb1val)])).toBe(all((e) => e.total));
      const monthly = (await demo.admin.get('/api/restoreport/rptsalesmonthly?tgl1=2025-01-01&tgl2=2025-12-31')).body;
      expect(sum(monthly.datasets.map((d: { data: number[] }) => d.data[2]))).toBe(netto);
      const year = (await demo.admin.get('/api/restoreport/rptsalesbyoutlet?tgl1=2025-01-01&tgl2=2025-12-31')).body.list;
      expect(chartTotal(monthly)).toBe(sum(year.map((l: { netto: number }) => l.netto)));
      expect(chartTotal((await demo.admin.get(`/api/restoreport/rptsalesdaily?${MARCH}`)).body)).toBe(netto);
      expect(chartTotal((await demo.admin.get(`/api/restoreport/rptsalesmenu?${MARCH}`)).body)).toBe(netto);
    });

    it('shapes the charts as Chart.js data: month names, D#n labels, outlet colours, menu ids', async () => {
      const monthly = (await demo.admin.get('/api/restoreport/rptsalesmonthly?tgl1=2025-01-01&tgl2=2025-12-31')).body;
      expect(monthly.labels).toHaveLength(12);
      expect(monthly.labels[5]).toBe('Juni');
      expect(monthly.labels[11]).toBe('Desember');
      expect(monthly.datasets.map((d: { labelid: number }) => d.labelid).sort()).toEqual([demo.senayan, demo.braga].sort());
      for (const d of monthly.datasets) {
        expect(d).toEqual({
          label: expect.any(String),
          labelid: expect.any(Number),
          data: expect.any(Array),
          backgroundColor: expect.stringMatching(/^#/),
        });
        expect(d.data).toHaveLength(12);
      }
      const daily = (await demo.admin.get('/api/restoreport/rptsalesdaily?tgl1=2025-03-01&tgl2=2025-03-20')).body;
      expect(daily.labels).toEqual(Array.from({ length: 20 }, (_, i) => `D#${i + 1}`));
      // The daily chart reads the end date's month only.
      const across = (await demo.admin.get('/api/restoreport/rptsalesdaily?tgl1=2025-02-01&tgl2=2025-03-05')).body;
      expect(across).toMatchObject({ tgl1: '2025-03-01', tgl2: '2025-03-05' });
      const menuRes = await demo.admin.get(`/api/restoreport/rptsalesmenu?${MARCH}`);
      expect(menuRes.status, menuRes.text).toBe(200);
      const menu = menuRes.body;
      expect(menu.menuids).toHaveLength(menu.labels.length);
      expect(new Set(menu.menuids)).toEqual(new Set(menuIds));
      const totals = menu.menuids.map((_: number, i: number) => sum(menu.datasets.map((d: { data: number[] }) => d.data[i])));
      expect(totals).toEqual([...totals].sort((x: number, y: number) => y - x));
    });

    it('answers a range too large for the screen with a message that points to the export', async () => {
      await t.app.db.execute(sql`UPDATE rpt_sales_menu_day SET lines = lines + ${REPORT_LIST_LIMIT} WHERE outletid = ${demo.braga}`);
      const res = await demo.admin.get(`/api/restoreport/rptsalesbymenu?${MARCH}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Export/);
      // The rebuild finds the tampered rows and puts them right.
      const rebuilt = await rebuildSummaries(t.database);
      expect(rebuilt.differences.length).toBeGreaterThan(0);
      expect(rebuilt.differences.every((d) => d.table === 'rpt_sales_menu_day' && d.outletid === demo.braga)).toBe(true);
      expect((await rebuildSummaries(t.database)).differences).toEqual([]);
      expect((await demo.admin.get(`/api/restoreport/rptsalesbymenu?${MARCH}`)).status).toBe(200);
    });
  });

  describe('exports and print', () => {
    const workbook = async (raw: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(raw as unknown as ArrayBuffer);
      return wb.worksheets[0];
    };

    it('exports the sales list as sales_{tgl2}.xlsx', async () => {
      const res = await demo.manager.get(`/api/restoreport/rptsalesbyoutletexport?${MARCH}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('sales_2025-03-31.xlsx');
      const sheet = await workbook(res.raw);
      expect(sheet.getRow(1).getCell(1).value).toBe('Outlet Name');
      expect(sheet.rowCount).toBe(1 + expected.get(demo.senayan)!.orders);
      expect(sheet.getRow(2).getCell(3).value).toBe('01-Mar-2025 12:00');
    });

    it('exports sales by menu as sales_{tgl2}.xlsx, one row per order line', async () => {
      const res = await demo.admin.get(`/api/restoreport/rptsalesbymenuexport?${MARCH}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('sales_2025-03-31.xlsx');
      const sheet = await workbook(res.raw);
      const [lines] = (await demo.admin.get(`/api/restoreport/rptsalesbymenu?${MARCH}`)).body;
      expect(sheet.rowCount).toBe(1 + lines.length);
      const nettoColumn = 10;
      const netto: number[] = [];
      sheet.eachRow((row, n) => n > 1 && netto.push(Number(row.getCell(nettoColumn).value)));
      expect(sum(netto)).toBe(all((e) => e.netto));
    });

    it("previews sales by menu as a PDF under /api/printpreview/pdf/{id}, the company's own", async () => {
      const res = await demo.admin.get(`/api/restoreport/rptsalesbymenuprint?${MARCH}`);
      expect(res.status).toBe(200);
      const pdf = await demo.admin.get(`/api/printpreview/pdf/${res.body.id}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
      expect((await demo.admin2.get(`/api/printpreview/pdf/${res.body.id}`)).status).toBe(404);
    });

    it("names an outlet user's own outlet on the PDF (their screen sends no outletid) and writes amounts as the screen does", async () => {
      const res = await demo.manager.get(`/api/restoreport/rptsalesbymenuprint?${MARCH}`);
      const text = pdfText((await demo.manager.get(`/api/printpreview/pdf/${res.body.id}`)).raw);
      const me = (await demo.manager.get('/api/auth/me')).body;
      const [own] = await t.app.db.select({ outletname: outlets.outletname }).from(outlets).where(eq(outlets.outletid, me.outletid));
      expect(text).toContain(`Outlet: ${own.outletname}`);
      expect(text).not.toContain('All outlets');
      const netto = formatMoney(sum(expected.get(me.outletid)?.netto ?? []));
      expect(text).toContain(netto);
      expect(netto).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    });

    it('answers 404 for a preview of an outlet the company does not have', async () => {
      const res = await demo.admin.get(`/api/restoreport/rptsalesbymenuprint?${MARCH}&outletid=999999`);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/Outlet/);
    });
  });
});
