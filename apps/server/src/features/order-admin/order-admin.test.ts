import {
  BULK_POSTING_TOO_LONG,
  bulkPostingTooMany,
  FORM_INVALID,
  ORDER_ALREADY_POSTED,
  ORDER_EXPORT_TOO_LONG,
  ORDER_NOT_COMPLETED,
  ORDER_NOT_POSTED,
  ORDER_POSTED_UNPOST_FIRST,
  ORDER_VOIDED,
  orderExportTooMany,
  POSTING_OK,
  UNPOSTING_OK,
} from '@saji/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH, insertOrder, insertTable, QRIS, seatedTables } from '../../test/fixtures/orders.js';
import { takeAwayBody } from '../../test/fixtures/till.js';
import { type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { exportedSheet, firstSheet } from '../../test/xlsx.js';
import { findOrders, gatherOrderKeys } from './order-admin.queries.js';
import { ORDER_SORTABLE } from './order-admin.schemas.js';
import { exportOrders } from './order-list.service.js';
import { findCursorsAfter, findOrdersAfter, type OrderCursor, walkPhases } from './order-walk.queries.js';
import { postingAll } from './posting.service.js';

/** The business day of a test: today in Jakarta, as the server sees it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const rows = async (t: TestApp, query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows as Record<string, unknown>[];

describe('order administration', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const order = (extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(t.app.db, { compcode: 'SAJI', outletid: demo.senayan, lines: [{ salesacc: '41', qty: 2, hargajual: 25000 }], ...extra });

  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  describe('order list', () => {
    let listed: Record<string, { orderkey: string; orderno: string }>;
    beforeAll(async () => {
      listed = {
        takeAway: await order({ ordertype: 'TAKE AWAY' }),
        dineIn: await order({ ordertype: 'DINE IN', tablename: 'Meja 07' }),
        delivery: await order({ deliverby: 'GoFood Budi', payments: [{ ...QRIS, paymentamount: 57750 }] }),
        open: await order({ orderstatus: 1, ordertype: 'DINE IN', tablename: 'Meja 08, Meja 09' }),
        lateNight: await order({ orderdate: new Date('2025-03-10T23:30:00+07:00') }),
        earlyMorning: await order({ orderdate: new Date('2025-03-11T00:15:00+07:00') }),
        braga: await insertOrder(t.app.db, {
          compcode: 'SAJI',
          outletid: demo.braga,
          lines: [{ salesacc: '42', qty: 1, hargajual: 18000 }],
        }),
        other: await insertOrder(t.app.db, {
          compcode: 'DUA',
          outletid: t.ids!.otherOutletIds[0],
          lines: [{ salesacc: '41', qty: 1, hargajual: 20000 }],
        }),
      };
    });
    const keys = (res: { body: { list: { orderkey: string }[] } }) => res.body.list.map((o) => o.orderkey);

    it('answers the envelope with the spec defaults: 25 rows, by order number, closed and not void', async () => {
      const res = await demo.admin.get('/api/restoorderho');
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(6);
      expect(keys(res)).not.toContain(listed.open.orderkey);
      expect(keys(res)).not.toContain(listed.other.orderkey);
      const numbers = res.body.list.map((o: { orderno: string }) => o.orderno);
      expect(numbers).toEqual([...numbers].sort());
      expect(res.body.list[0]).toMatchObject({ orderstatusnm: 'Completed', isvoid: '0', posting: 0, outletname: expect.any(String) });
      expect(Object.keys(res.body.list[0])).toEqual(
        expect.arrayContaining([
          'orderno',
          'orderdate',
          'ordertype',
          'pax',
          'deliverby',
          'netto',
          'serviceval',
          'pb1val',
          'total',
          'createby',
          'orderstatusnm',
          'posting',
          'paymethod',
          'note',
          'isvoid',
          'voidreason',
          'orderkey',
          'outletid',
          'outletname',
          'tablename',
        ]),
      );
    });

    it('filters by every filter of the screen', async () => {
      expect(keys(await demo.admin.get('/api/restoorderho?status=1'))).toEqual([listed.open.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?ordertype=TAKEAWAY&tgl1=2025-01-01&tgl2=2025-12-31')).sort()).toEqual(
        [listed.lateNight.orderkey, listed.earlyMorning.orderkey].sort(),
      );
      expect(keys(await demo.admin.get('/api/restoorderho?ordertype=DELIVERY'))).toEqual([listed.delivery.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?ordertype=ALL')).length).toBe(6);
      expect(keys(await demo.admin.get('/api/restoorderho?deliverby=gofood'))).toEqual([listed.delivery.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?tablename=meja%2007'))).toEqual([listed.dineIn.orderkey]);
      // A table of joined tables matches, and so does part of a name ('VIP' finds 'VIP3').
      expect(keys(await demo.admin.get('/api/restoorderho?status=1&tablename=MEJA%2009'))).toEqual([listed.open.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?tablename=meja%200'))).toEqual([listed.dineIn.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?status=1&tablename=eja%200'))).toEqual([listed.open.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?deliverby=food%20bu'))).toEqual([listed.delivery.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?paymethod=QRIS'))).toEqual([listed.delivery.orderkey]);
      expect(keys(await demo.admin.get(`/api/restoorderho?outletid=${demo.braga}`))).toEqual([listed.braga.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?outletname=braga'))).toEqual([listed.braga.orderkey]);
      expect((await demo.admin.get('/api/restoorderho?posting=1')).body.meta.total).toBe(0);
      expect((await demo.admin.get('/api/restoorderho?posting=0')).body.meta.total).toBe(6);
    });

    it('reads dates as days in the business time zone', async () => {
      expect(keys(await demo.admin.get('/api/restoorderho?tgl1=2025-03-10&tgl2=2025-03-10'))).toEqual([listed.lateNight.orderkey]);
      expect(keys(await demo.admin.get('/api/restoorderho?tgl1=2025-03-11&tgl2=2025-03-11'))).toEqual([listed.earlyMorning.orderkey]);
      const res = await demo.admin.get('/api/restoorderho?tgl1=2025-03-10&tgl2=2025-03-10');
      expect(res.body.list[0].orderdate).toBe('2025-03-10T16:30:00.000Z');
    });

    it('sorts by whitelisted columns only, and pages within 50 rows', async () => {
      const byTotal = await demo.admin.get('/api/restoorderho?sortBy=total&sortDir=desc');
      const totals = byTotal.body.list.map((o: { total: number }) => o.total);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      const page2 = await demo.admin.get('/api/restoorderho?page=2&limit=5');
      expect(page2.body.list.length).toBe(1);
      expect((await demo.admin.get('/api/restoorderho?sortBy=voidby')).status).toBe(400);
      expect((await demo.admin.get('/api/restoorderho?limit=500')).status).toBe(400);
      expect((await demo.admin.get('/api/restoorderho?status=7')).body.message).toBe(FORM_INVALID);
    });

    it('pages the same whether the matches are gathered first or read in sort order', async () => {
      // A list of at most ORDER_COUNT_CAP matches gathers them and sorts; a longer one reads the sort
      // column's index in order. Both must give the same pages for every sortable column and direction.
      const scope = { compcode: 'SAJI', timeZone: 'Asia/Jakarta', fiscalYear: 2026 };
      for (const sortBy of ORDER_SORTABLE) {
        for (const sortDir of ['asc', 'desc'] as const) {
          for (const offset of [0, 2, 4]) {
            const q = { status: '0' as const, isvoid: 0, sortBy, sortDir };
            const gathered = await findOrders(t.app.db, scope, q, { limit: 2, offset }, true);
            const indexed = await findOrders(t.app.db, scope, q, { limit: 2, offset }, false);
            const keysOf = (page: typeof gathered) => page.rows.map((o) => o.orderkey);
            expect(keysOf(gathered), `${sortBy} ${sortDir} from ${offset}`).toEqual(keysOf(indexed));
            expect(gathered.matches).toBe(6);
          }
        }
        const res = await demo.admin.get(`/api/restoorderho?sortBy=${sortBy}&limit=10`);
        expect(res.status, sortBy).toBe(200);
        expect(res.body.list.length).toBe(6);
      }
    });

    it('walks the list order by key a few rows at a time, as the export reads more orders than a gathering holds', async () => {
      const scope = { compcode: 'SAJI', timeZone: 'Asia/Jakarta', fiscalYear: 2026 };
      for (const sortBy of ORDER_SORTABLE) {
        for (const sortDir of ['asc', 'desc'] as const) {
          const q = { status: '0' as const, isvoid: 0, sortBy, sortDir };
          const listed = (await findOrders(t.app.db, scope, q, { limit: 50, offset: 0 }, true)).rows.map((o) => o.orderkey);
          const walked: string[] = [];
          let counted = 0;
          for (const phase of walkPhases(q)) {
            let after: OrderCursor | undefined;
            let cursor: OrderCursor | undefined;
            do {
              const page = await findOrdersAfter(t.app.db, scope, q, phase, after, 2);
              walked.push(...page.rows.map((o) => o.orderkey));
              after = page.rows.length === 2 ? page.next : undefined;
            } while (after);
            do {
              const chunk = await findCursorsAfter(t.app.db, scope, q, phase, cursor, 4);
              counted += chunk.count;
              cursor = chunk.count === 4 ? chunk.next : undefined;
            } while (cursor);
          }
          expect(walked, `${sortBy} ${sortDir}`).toEqual(listed);
          expect(counted, `${sortBy} ${sortDir}`).toBe(6);
          expect(await gatherOrderKeys(t.app.db, scope, q), `${sortBy} ${sortDir}`).toEqual(listed);
        }
      }
    });

    it('exports at most a year between its dates and at most its number of orders, refused before a byte is sent', async () => {
      const long = await demo.manager.get('/api/restoorderho/exportxls?tgl1=2024-01-01&tgl2=2025-01-01');
      expect(long.status).toBe(400);
      expect(long.body.message).toBe(ORDER_EXPORT_TOO_LONG);
      expect((await demo.manager.get('/api/restoorderho/exportxls?tgl1=2024-01-01&tgl2=2024-12-31')).status).toBe(200);
      const scope = { compcode: 'SAJI', timeZone: 'Asia/Jakarta', fiscalYear: 2026 };
      const query = { status: '0' as const, isvoid: 0, sortBy: 'orderno' as const, sortDir: 'asc' as const };
      const options = { background: t.app.background, maxRows: 5 };
      await expect(exportOrders(t.app.db, scope, query, options)).rejects.toMatchObject({
        statusCode: 400,
        message: orderExportTooMany(5),
      });
      expect(orderExportTooMany(100_000)).toBe('At most 100,000 orders can be exported at once; narrow the filter.');
      const rowsOf = async (max: number) => {
        const got: string[] = [];
        for await (const o of await exportOrders(t.app.db, scope, query, { ...options, maxRows: max })) got.push(o.orderno);
        return got;
      };
      expect(await rowsOf(6)).toHaveLength(6);
    });

    it('keeps a bound user to their outlet and another company out', async () => {
      const mine = await demo.cashier.get('/api/restoorderho');
      expect(mine.body.list.every((o: { outletid: number }) => o.outletid === demo.senayan)).toBe(true);
      expect(keys(mine)).not.toContain(listed.braga.orderkey);
      expect((await demo.manager.get(`/api/restoorderho?outletid=${demo.braga}`)).status).toBe(403);
      const theirs = await demo.admin2.get('/api/restoorderho');
      expect(keys(theirs)).toEqual([listed.other.orderkey]);
      expect((await demo.admin2.get(`/api/restoorderho?outletid=${demo.senayan}`)).body.meta.total).toBe(0);
    });

    it('exports the filtered list as Resto-Order.xlsx', async () => {
      const res = await demo.manager.get('/api/restoorderho/exportxls?ordertype=DELIVERY');
      const sheet = await exportedSheet(res, 'Resto-Order.xlsx');
      expect(sheet.getRow(1).getCell(1).value).toBe('Order No');
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe(listed.delivery.orderno);
      expect(sheet.getRow(2).getCell(7).value).toBe('GoFood Budi');
      expect((await demo.cashier.get('/api/restoorderho/exportxls')).status).toBe(403);
      // Take-away is written TAKEAWAY, as the list's type filter writes it.
      const takeAway = await demo.manager.get('/api/restoorderho/exportxls?ordertype=TAKEAWAY&tgl1=2025-01-01&tgl2=2025-12-31');
      expect((await firstSheet(takeAway.raw)).getColumn(3).values.slice(2)).toEqual(['TAKEAWAY', 'TAKEAWAY']);
    });

    it('answers the lookup lists the spec names', async () => {
      for (const list of ['paymenttype', 'ordernumber', 'ordertype', 'outlet', 'menu', 'menuoutlet', 'menucategory']) {
        const res = await demo.manager.get(`/api/restoorderho/${list}`);
        expect(res.status, list).toBe(200);
        expect(JSON.stringify(res.body).length, list).toBeGreaterThan(2);
      }
      const detail = await demo.manager.get(`/api/restoorderho/detail/${listed.dineIn.orderkey}`);
      expect(detail.status).toBe(200);
      expect(Object.keys(detail.body).sort()).toEqual(['header', 'lines', 'payments']);
      expect((await demo.admin2.get(`/api/restoorderho/detail/${listed.dineIn.orderkey}`)).status).toBe(404);
    });

    it('offers the outlet and order number lookups of the scope', async () => {
      const outletsOfManager = await demo.manager.get('/api/restoorderho/outlet');
      expect(outletsOfManager.body.map((o: { outletid: number }) => o.outletid)).toEqual([demo.senayan]);
      const numbers = await demo.admin.get(`/api/restoorderho/ordernumber?search=${listed.braga.orderno}`);
      expect(numbers.body).toEqual([{ orderkey: listed.braga.orderkey, orderno: listed.braga.orderno }]);
      expect((await demo.admin2.get(`/api/restoorderho/ordernumber?search=${listed.braga.orderno}`)).body).toEqual([]);
    });
  });

  describe('void', () => {
    it('requires a reason', async () => {
      const o = await order();
      for (const voidreason of ['', '   ', undefined]) {
        const res = await demo.manager.put('/api/restoorderho/void/', { orderkey: o.orderkey, voidreason });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FORM_INVALID);
      }
    });

    it('voids with a reason, frees the tables, and leaves the order voided for good', async () => {
      const tableid = await insertTable(t.app.db, 'SAJI', demo.senayan, 'V-01');
      const o = await order({ orderstatus: 1, ordertype: 'DINE IN', tablename: 'V-01', tableids: [tableid] });
      expect(await seatedTables(t.app.db, o.orderkey)).toBe(1);
      const res = await demo.manager.put('/api/restoorderho/void/', { orderkey: o.orderkey, voidreason: 'Customer left' });
      expect(res.status).toBe(200);
      expect(await seatedTables(t.app.db, o.orderkey)).toBe(0);
      const [row] = await rows(t, sql`SELECT isvoid, voidreason, voidby, voidtime FROM restoorderho WHERE orderkey = ${o.orderkey}`);
      expect(row).toMatchObject({ isvoid: '1', voidreason: 'Customer left', voidby: 'manager' });
      expect(row.voidtime).not.toBeNull();
      const listed = await demo.manager.get('/api/restoorderho?isvoid=1&status=0');
      expect(listed.body.list.find((l: { orderkey: string }) => l.orderkey === o.orderkey)).toMatchObject({
        orderstatusnm: 'VOID',
        voidreason: 'Customer left',
      });
      expect((await demo.manager.get('/api/restoorderho?status=1')).body.list.map((l: { orderkey: string }) => l.orderkey)).not.toContain(
        o.orderkey,
      );
      // The same user again (a double tap): done, and the first reason stays; anyone else: refused.
      const again = await demo.manager.put('/api/restoorderho/void/', { orderkey: o.orderkey, voidreason: 'twice' });
      expect(again.status).toBe(200);
      const [kept] = await rows(t, sql`SELECT voidreason FROM restoorderho WHERE orderkey = ${o.orderkey}`);
      expect(kept.voidreason).toBe('Customer left');
      const other = await demo.admin.put('/api/restoorderho/void/', { orderkey: o.orderkey, voidreason: 'twice' });
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(ORDER_VOIDED);
      const post = await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      expect(post.body.message).toBe(ORDER_VOIDED);
      const status = await demo.manager.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 5 });
      expect(status.body.message).toBe(ORDER_VOIDED);
    });

    it('refuses to void a posted order until it is un-posted', async () => {
      const o = await order();
      await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      const res = await demo.manager.put('/api/restoorderho/void', { orderkey: o.orderkey, voidreason: 'wrong' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ORDER_POSTED_UNPOST_FIRST);
      await demo.manager.put(`/api/restoorderho/unposting/${o.orderkey}`);
      expect((await demo.manager.put('/api/restoorderho/void', { orderkey: o.orderkey, voidreason: 'wrong' })).status).toBe(200);
    });

    it('lets only managers and admins void, each within their company', async () => {
      const o = await order();
      expect((await demo.cashier.put('/api/restoorderho/void/', { orderkey: o.orderkey, voidreason: 'x' })).status).toBe(403);
      expect((await demo.admin2.put('/api/restoorderho/void/', { orderkey: o.orderkey, voidreason: 'x' })).status).toBe(404);
      const b = await insertOrder(t.app.db, {
        compcode: 'SAJI',
        outletid: demo.braga,
        lines: [{ salesacc: '41', qty: 1, hargajual: 10000 }],
      });
      expect((await demo.manager.put('/api/restoorderho/void/', { orderkey: b.orderkey, voidreason: 'x' })).status).toBe(404);
      const [row] = await rows(
        t,
        sql`SELECT count(*)::int AS n FROM restoorderho WHERE orderkey IN (${o.orderkey}, ${b.orderkey}) AND isvoid = '1'`,
      );
      expect(row.n).toBe(0);
      expect((await demo.admin.put('/api/restoorderho/void/', { orderkey: b.orderkey, voidreason: 'x' })).status).toBe(200);
    });
  });

  describe('status', () => {
    it('re-opens a completed order and completes it again only when paid', async () => {
      const o = await order();
      expect((await demo.manager.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 1 })).status).toBe(200);
      expect((await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`)).body.message).toBe(ORDER_NOT_COMPLETED);
      expect((await demo.manager.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 5 })).status).toBe(200);
      // Completing an open order that its payments settle frees its table, as paying does.
      const tableid = await insertTable(t.app.db, 'SAJI', demo.senayan, 'S-01');
      const seated = await order({
        orderstatus: 1,
        ordertype: 'DINE IN',
        tablename: 'S-01',
        tableids: [tableid],
        payments: (total) => [{ ...CASH, paymentamount: total }],
      });
      expect(await seatedTables(t.app.db, seated.orderkey)).toBe(1);
      expect((await demo.manager.put('/api/restoorderho/status/', { orderkey: seated.orderkey, orderstatus: 5 })).status).toBe(200);
      expect(await seatedTables(t.app.db, seated.orderkey)).toBe(0);
      const unpaid = await order({ orderstatus: 1 });
      const res = await demo.manager.put('/api/restoorderho/status/', { orderkey: unpaid.orderkey, orderstatus: 5 });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Payment is not enough !');
      expect((await demo.manager.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 3 })).status).toBe(400);
      expect((await demo.cashier.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 1 })).status).toBe(403);
      expect((await demo.admin2.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 1 })).status).toBe(404);
    });
  });

  describe('status after a change at the till', () => {
    it('settles the payments again when it completes a re-opened order whose total changed', async () => {
      const [cash] = await rows(
        t,
        sql`SELECT codepayment, namepayment, kodeacc FROM restopaymenttype WHERE compcode = 'SAJI' AND iscash LIMIT 1`,
      );
      const o = await order({ payments: (total) => [{ ...(cash as typeof CASH), iscash: true, paymentamount: total + 50000 }] });
      expect((await demo.manager.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 1 })).status).toBe(200);
      // The till took a line off: the total fell by 10,000.
      await t.app.db.execute(sql`UPDATE restoorderho SET netto = netto - 10000, total = total - 10000 WHERE orderkey = ${o.orderkey}`);
      await t.app.db.execute(sql`UPDATE restoorderdt SET netto = netto - 10000 WHERE orderkey = ${o.orderkey} AND lineno = 1`);
      expect((await demo.manager.put('/api/restoorderho/status/', { orderkey: o.orderkey, orderstatus: 5 })).status).toBe(200);
      const [h] = await rows(t, sql`SELECT total::int, paidamt::int, changeamt::int FROM restoorderho WHERE orderkey = ${o.orderkey}`);
      expect(h.changeamt).toBe(60000);
      const [p] = await rows(t, sql`SELECT sum(paymentnettamt)::int AS nett FROM restoorderpayment WHERE orderkey = ${o.orderkey}`);
      expect(p.nett).toBe(h.total);
      expect((await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`)).status).toBe(200);
    });
  });

  describe('a closed month', () => {
    const may = new Date('2025-05-20T12:00:00+07:00');
    const close = (isclosed: boolean) => demo.admin.put('/api/accperiod', { tahun: 2025, bulan: 5, isclosed });
    const closedMessage = 'Accounting period May 2025 is closed';

    it('protects its orders from void, re-open, completion, edit and payment', async () => {
      const done = await order({ orderdate: may });
      const open = await order({ orderdate: may, orderstatus: 1, payments: [] });
      const [menu] = await rows(t, sql`SELECT menuid FROM restomenu WHERE compcode = 'SAJI' AND aktif = '1' LIMIT 1`);
      expect((await close(true)).status).toBe(200);
      try {
        for (const res of [
          await demo.manager.put('/api/restoorderho/void', { orderkey: done.orderkey, voidreason: 'closed month' }),
          await demo.manager.put('/api/restoorderho/status/', { orderkey: done.orderkey, orderstatus: 1 }),
          await demo.manager.put('/api/restoorderho/status/', { orderkey: open.orderkey, orderstatus: 5 }),
          await demo.cashier.post('/api/restoorderho', takeAwayBody([{ menuid: menu.menuid, qty: 1 }], { orderkey: open.orderkey })),
          await demo.cashier.post('/api/restoorderho/payment', {
            orderkey: open.orderkey,
            payments: [{ codepayment: 'CASH', paymentamount: 10000000 }],
          }),
        ]) {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe(closedMessage);
        }
        const [state] = await rows(
          t,
          sql`SELECT count(*) FILTER (WHERE isvoid = '1')::int AS voided, count(*) FILTER (WHERE orderstatus = 5)::int AS completed
            FROM restoorderho WHERE orderkey IN (${done.orderkey}, ${open.orderkey})`,
        );
        expect(state).toEqual({ voided: 0, completed: 1 });
      } finally {
        await close(false);
      }
      expect((await demo.manager.put('/api/restoorderho/void', { orderkey: done.orderkey, voidreason: 'open again' })).status).toBe(200);
    });

    it('is closed and re-opened by an admin, with nothing but true or false', async () => {
      expect((await demo.manager.put('/api/accperiod', { tahun: 2025, bulan: 5, isclosed: true })).status).toBe(403);
      expect((await close(true)).status).toBe(200);
      try {
        for (const isclosed of ['yes', '1', 'no', null, 2]) {
          const res = await demo.admin.put('/api/accperiod', { tahun: 2025, bulan: 5, isclosed });
          expect(res.status).toBe(400);
        }
        const periods = await demo.manager.get('/api/accperiod?tahun=2025');
        expect(periods.body.months.find((m: { bulan: number }) => m.bulan === 5).isclosed).toBe(true);
      } finally {
        await close(false);
      }
    });
  });

  describe('posting', () => {
    it('refuses an order that is not completed', async () => {
      const o = await order({ orderstatus: 1 });
      const res = await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ORDER_NOT_COMPLETED);
    });

    it('posts a balanced voucher: payments debited, sales, service and PB1 credited', async () => {
      // Senayan: service 5 %, PB1 10 %. 2 x 25,000 at 10 % off + 1 x 18,000 drink = 63,000 netto.
      const o = await order({
        lines: [
          { salesacc: '41', qty: 2, hargajual: 25000, discpc: 10 },
          { salesacc: '42', qty: 1, hargajual: 18000 },
          { salesacc: '42', qty: 1, hargajual: 12000, free: true },
        ],
        payments: [
          { ...QRIS, paymentamount: 50000 },
          { ...CASH, paymentamount: 50000 },
        ],
      });
      const res = await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(POSTING_OK);
      const j = await demo.manager.get(`/api/restoorderho/journal/${o.orderkey}`);
      expect(j.status).toBe(200);
      expect(j.body.header).toMatchObject({
        posted: true,
        orderno: o.orderno,
        company: 'PT Saji Rasa Nusantara',
        voucherdate: today,
        createby: 'manager',
      });
      // netto 63,000; service 3,150; PB1 10 % of 66,150 = 6,615; total 72,765; change 27,235 off the cash.
      const byAcc = Object.fromEntries(
        j.body.lines.map((l: { kodeacc: string; debit: number; credit: number }) => [l.kodeacc, [l.debit, l.credit]]),
      );
      expect(byAcc).toEqual({ '14': [50000, 0], '1': [22765, 0], '41': [0, 45000], '42': [0, 18000], '4': [0, 3150], '2': [0, 6615] });
      expect(j.body.header.totaldebit).toBe(72765);
      expect(j.body.header.totalcredit).toBe(72765);
      expect(j.body.lines.find((l: { kodeacc: string }) => l.kodeacc === '41').namaacc).toBe('Penjualan Makanan');
      const [row] = await rows(t, sql`SELECT posting, postedby FROM restoorderho WHERE orderkey = ${o.orderkey}`);
      expect(row).toMatchObject({ posting: 1, postedby: 'manager' });
      const again = await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(ORDER_ALREADY_POSTED);
    });

    it('un-posts: the journal is removed and the order can be posted again', async () => {
      const o = await order();
      await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      const res = await demo.manager.put(`/api/restoorderho/unposting/${o.orderkey}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(UNPOSTING_OK);
      const [row] = await rows(t, sql`SELECT count(*)::int AS n FROM gl_journal WHERE orderkey = ${o.orderkey}`);
      expect(row.n).toBe(0);
      const draft = await demo.manager.get(`/api/restoorderho/journal/${o.orderkey}`);
      expect(draft.body.header.posted).toBe(false);
      const twice = await demo.manager.put(`/api/restoorderho/unposting/${o.orderkey}`);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe(ORDER_NOT_POSTED);
      expect((await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`)).status).toBe(200);
    });

    it('posting the same order from several places at once writes one journal', async () => {
      const o = await order();
      const results = await Promise.all(Array.from({ length: 6 }, () => demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`)));
      expect(results.filter((r) => r.status === 200).length).toBe(1);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.message === ORDER_ALREADY_POSTED)).toBe(true);
      const [row] = await rows(t, sql`SELECT count(*)::int AS n FROM gl_journal WHERE orderkey = ${o.orderkey}`);
      expect(row.n).toBe(1);
    });

    it('names the voucher after the order, with the outlet code once', async () => {
      const o = await order();
      await t.app.db.execute(sql`UPDATE restoorderho SET orderno = 'JKT01-250101-009999' WHERE orderkey = ${o.orderkey}`);
      expect((await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`)).body).toEqual({
        message: POSTING_OK,
        voucherno: 'JV-JKT01-250101-009999',
      });
      const plain = await order();
      expect((await demo.manager.put(`/api/restoorderho/posting/${plain.orderkey}`)).body.voucherno).toBe(`JV-JKT01-${plain.orderno}`);
    });

    it('a bulk run and single postings of the same orders at once write one journal per order', async () => {
      const day = new Date('2025-09-09T12:00:00+07:00');
      const orders = await Promise.all(Array.from({ length: 8 }, () => order({ orderdate: day })));
      const body = { ordertype: '', outletid: demo.senayan, tgl1: '2025-09-09', tgl2: '2025-09-09' };
      const [bulk, ...singles] = await Promise.all([
        demo.manager.put('/api/restoorderho/postingall', body),
        ...orders.map((x) => demo.admin.put(`/api/restoorderho/posting/${x.orderkey}`)),
      ]);
      const singlesPosted = singles.filter((r) => r.status === 200).length;
      expect(bulk.body.posted + singlesPosted).toBe(orders.length);
      expect(bulk.body.skipped.every((s: { reason: string }) => s.reason === ORDER_ALREADY_POSTED)).toBe(true);
      expect(singles.filter((r) => r.status !== 200).every((r) => r.body.message === ORDER_ALREADY_POSTED)).toBe(true);
      const [row] = await rows(
        t,
        sql`SELECT count(*)::int AS n, count(DISTINCT orderkey)::int AS d FROM gl_journal WHERE voucherdate = '2025-09-09'`,
      );
      expect(row).toEqual({ n: orders.length, d: orders.length });
      const balanced = await rows(
        t,
        sql`SELECT j.orderkey FROM gl_journal j JOIN gl_journal_line l USING (journalid) WHERE j.voucherdate = '2025-09-09'
          GROUP BY j.orderkey HAVING sum(l.debit) <> sum(l.credit)`,
      );
      expect(balanced).toEqual([]);
    });

    it('keeps a closed period closed: no un-posting, no posting', async () => {
      const day = new Date('2025-06-15T12:00:00+07:00');
      const posted = await order({ orderdate: day });
      const waiting = await order({ orderdate: day });
      expect((await demo.manager.put(`/api/restoorderho/posting/${posted.orderkey}`)).status).toBe(200);
      expect((await demo.admin.put('/api/accperiod', { tahun: 2025, bulan: 6, isclosed: true })).status).toBe(200);
      const un = await demo.manager.put(`/api/restoorderho/unposting/${posted.orderkey}`);
      expect(un.status).toBe(409);
      expect(un.body.message).toBe('Accounting period Juni 2025 is closed');
      expect((await demo.manager.put(`/api/restoorderho/posting/${waiting.orderkey}`)).body.message).toBe(
        'Accounting period Juni 2025 is closed',
      );
      expect((await demo.admin.put('/api/accperiod', { tahun: 2025, bulan: 6, isclosed: false })).status).toBe(200);
      expect((await demo.manager.put(`/api/restoorderho/unposting/${posted.orderkey}`)).status).toBe(200);
    });

    it('lets neither a cashier nor another company post, un-post or read the journal', async () => {
      const o = await order();
      expect((await demo.cashier.put(`/api/restoorderho/posting/${o.orderkey}`)).status).toBe(403);
      expect((await demo.admin2.put(`/api/restoorderho/posting/${o.orderkey}`)).status).toBe(404);
      await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      expect((await demo.cashier.put(`/api/restoorderho/unposting/${o.orderkey}`)).status).toBe(403);
      expect((await demo.admin2.put(`/api/restoorderho/unposting/${o.orderkey}`)).status).toBe(404);
      expect((await demo.admin2.get(`/api/restoorderho/journal/${o.orderkey}`)).status).toBe(404);
      expect((await demo.admin2.get(`/api/restoorderho/printjv?key=${o.orderkey}`)).status).toBe(404);
      expect((await demo.cashier.get(`/api/restoorderho/journal/${o.orderkey}`)).status).toBe(403);
      expect((await demo.cashier.get(`/api/restoorderho/printjv?key=${o.orderkey}`)).status).toBe(403);
      const day = { ordertype: '', outletid: demo.senayan, tgl1: today, tgl2: today };
      expect((await demo.cashier.put('/api/restoorderho/unpostingall', day)).status).toBe(403);
      // Another company's admin naming this outlet reaches none of its orders: the outlet is not found.
      expect((await demo.admin2.put('/api/restoorderho/unpostingall', day)).status).toBe(404);
      expect((await demo.admin2.put('/api/restoorderho/postingall', day)).status).toBe(404);
      const [row] = await rows(t, sql`SELECT posting FROM restoorderho WHERE orderkey = ${o.orderkey}`);
      expect(row.posting).toBe(1);
    });
  });

  describe('bulk posting', () => {
    it('needs the outlet and both dates', async () => {
      for (const body of [
        { ordertype: '' },
        { ordertype: '', outletid: demo.senayan, tgl1: '2025-01-01' },
        { ordertype: '', outletid: '', tgl1: '2025-01-01', tgl2: '2025-01-02' },
      ]) {
        const res = await demo.manager.put('/api/restoorderho/postingall', body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FORM_INVALID);
      }
      expect(
        (await demo.cashier.put('/api/restoorderho/postingall', { ordertype: '', outletid: demo.senayan, tgl1: today, tgl2: today }))
          .status,
      ).toBe(403);
      expect(
        (await demo.manager.put('/api/restoorderho/postingall', { ordertype: '', outletid: demo.braga, tgl1: today, tgl2: today })).status,
      ).toBe(403);
    });

    it('posts at most a month of dates that exist at a time', async () => {
      const base = { ordertype: '', outletid: demo.senayan };
      for (const path of ['postingall', 'unpostingall']) {
        const long = await demo.manager.put(`/api/restoorderho/${path}`, { ...base, tgl1: '2025-01-01', tgl2: '2025-02-01' });
        expect(long.status).toBe(400);
        expect(long.body.message).toBe(BULK_POSTING_TOO_LONG);
      }
      expect((await demo.manager.put('/api/restoorderho/postingall', { ...base, tgl1: '2025-01-01', tgl2: '2025-01-31' })).status).toBe(
        200,
      );
      // A day that does not exist is the form's mistake, not the database's.
      const missing = await demo.manager.put('/api/restoorderho/postingall', { ...base, tgl1: '2025-02-30', tgl2: '2025-03-01' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(FORM_INVALID);
    });

    it('refuses a run of more orders than its cap before posting any of them', async () => {
      const day = new Date('2025-05-05T12:00:00+07:00');
      const four = await Promise.all(Array.from({ length: 4 }, () => order({ orderdate: day })));
      const scope = { compcode: 'SAJI', outletid: demo.senayan, timeZone: 'Asia/Jakarta', fiscalYear: 2025 };
      const options = { background: t.app.background, concurrency: 1, maxOrders: 3 };
      const range = { ordertype: '', tgl1: '2025-05-05', tgl2: '2025-05-05' };
      await expect(postingAll(t.app.db, scope, 'manager', range, true, options)).rejects.toMatchObject({
        statusCode: 400,
        message: bulkPostingTooMany(3),
      });
      const [row] = await rows(t, sql`SELECT count(*)::int AS n FROM gl_journal WHERE voucherdate = '2025-05-05'`);
      expect(row.n).toBe(0);
      expect(bulkPostingTooMany(10_000)).toBe('At most 10,000 orders can be posted at once; choose a shorter period.');
      await expect(postingAll(t.app.db, scope, 'manager', range, true, { ...options, maxOrders: 4 })).resolves.toEqual({
        posted: 4,
        skipped: [],
      });
      expect(four).toHaveLength(4);
    });

    it('posts a day order by order and reports what it skipped and why', async () => {
      const day = new Date('2025-08-20T10:00:00+07:00');
      const good = await Promise.all([
        order({ orderdate: day }),
        order({ orderdate: day, ordertype: 'DINE IN' }),
        order({ orderdate: day, deliverby: 'Grab' }),
      ]);
      const open = await order({ orderdate: day, orderstatus: 1 });
      const voided = await order({ orderdate: day });
      await demo.manager.put('/api/restoorderho/void/', { orderkey: voided.orderkey, voidreason: 'test' });
      const bad = await order({ orderdate: day });
      // A payment that no longer settles the total: the voucher would not balance.
      await t.app.db.execute(sql`UPDATE restoorderpayment SET paymentnettamt = paymentnettamt - 1 WHERE orderkey = ${bad.orderkey}`);
      const other = await order({ orderdate: new Date('2025-08-21T10:00:00+07:00') });

      const res = await demo.manager.put('/api/restoorderho/postingall', {
        ordertype: 'ALL',
        outletid: String(demo.senayan),
        tgl1: '2025-08-20',
        tgl2: '2025-08-20',
      });
      expect(res.status).toBe(200);
      expect(res.body.posted).toBe(3);
      const reasons = Object.fromEntries(res.body.skipped.map((s: { orderno: string; reason: string }) => [s.orderno, s.reason]));
      expect(reasons[open.orderno]).toBe(ORDER_NOT_COMPLETED);
      expect(reasons[voided.orderno]).toBe(ORDER_VOIDED);
      expect(reasons[bad.orderno]).toMatch(/do not balance/);
      expect(Object.keys(reasons).length).toBe(3);
      const posted = await rows(t, sql`SELECT orderkey FROM gl_journal WHERE voucherdate = '2025-08-20'`);
      expect(posted.map((r) => r.orderkey).sort()).toEqual(good.map((g) => g.orderkey).sort());
      const [untouched] = await rows(t, sql`SELECT posting FROM restoorderho WHERE orderkey = ${other.orderkey}`);
      expect(untouched.posting).toBe(0);

      // The day's journals at Senayan taken back: of one order type, then of every type ('').
      const unpostDay = (ordertype: string) =>
        demo.manager.put('/api/restoorderho/unpostingall', { ordertype, outletid: demo.senayan, tgl1: '2025-08-20', tgl2: '2025-08-20' });
      const onlyDelivery = await unpostDay('DELIVERY');
      expect(onlyDelivery.body).toEqual({ posted: 1, skipped: [] });
      const rest = await unpostDay('');
      expect(rest.body).toEqual({ posted: 2, skipped: [] });
      expect((await rows(t, sql`SELECT orderkey FROM gl_journal WHERE voucherdate = '2025-08-20'`)).length).toBe(0);
    });
  });

  describe('journal voucher preview', () => {
    it('renders the voucher as a PDF preview of the company, which expires', async () => {
      const o = await order({ lines: [{ salesacc: '43', qty: 3, hargajual: 15000 }] });
      await demo.manager.put(`/api/restoorderho/posting/${o.orderkey}`);
      const res = await demo.manager.get(`/api/restoorderho/printjv?key=${o.orderkey}`);
      expect(res.status).toBe(200);
      const pdf = await demo.manager.get(`/api/printpreview/pdf/${res.body.id}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
      const text = pdfText(pdf.raw);
      for (const expected of [
        'PT Saji Rasa Nusantara',
        'Saji Senayan',
        'JOURNAL VOUCHER',
        `JV-JKT01-${o.orderno}`,
        'Penjualan Dessert',
        'Prepared by',
        'manager',
        '45.000,00',
      ]) {
        expect(text).toContain(expected);
      }
      expect((await demo.admin2.get(`/api/printpreview/pdf/${res.body.id}`)).status).toBe(404);
      await t.app.db.execute(sql`UPDATE print_preview SET expires_at = now() - interval '1 minute' WHERE id = ${res.body.id}`);
      expect((await demo.manager.get(`/api/printpreview/pdf/${res.body.id}`)).status).toBe(404);
    });

    it('opens only under the permission and outlet of the call that rendered it', async () => {
      const own = await order();
      const ownPreview = (await demo.manager.get(`/api/restoorderho/printjv?key=${own.orderkey}`)).body.id;
      expect((await demo.cashier.get(`/api/printpreview/pdf/${ownPreview}`)).status).toBe(403);
      const other = await insertOrder(t.app.db, {
        compcode: 'SAJI',
        outletid: demo.braga,
        lines: [{ salesacc: '42', qty: 1, hargajual: 18000 }],
      });
      const otherPreview = (await demo.admin.get(`/api/restoorderho/printjv?key=${other.orderkey}`)).body.id;
      expect((await demo.admin.get(`/api/printpreview/pdf/${otherPreview}`)).status).toBe(200);
      expect((await demo.manager.get(`/api/printpreview/pdf/${otherPreview}`)).status).toBe(404);
    });

    it('previews a completed unposted order as a draft and refuses an open one', async () => {
      const o = await order();
      const res = await demo.manager.get(`/api/restoorderho/printjv?key=${o.orderkey}`);
      const text = pdfText((await demo.manager.get(`/api/printpreview/pdf/${res.body.id}`)).raw);
      expect(text).toContain('DRAFT');
      const open = await order({ orderstatus: 1 });
      expect((await demo.manager.get(`/api/restoorderho/printjv?key=${open.orderkey}`)).body.message).toBe(ORDER_NOT_COMPLETED);
    });
  });

  describe('accounting periods', () => {
    it('lays the months out from the fiscal year start and opens and closes them', async () => {
      await t.app.db.execute(sql`UPDATE companies SET awalbln = 4 WHERE compcode = 'SAJI'`);
      const res = await demo.manager.get('/api/accperiod?tahun=2030');
      expect(res.status).toBe(200);
      expect(res.body.months.map((m: { tahun: number; bulan: number }) => `${m.tahun}-${m.bulan}`)).toEqual([
        '2030-4',
        '2030-5',
        '2030-6',
        '2030-7',
        '2030-8',
        '2030-9',
        '2030-10',
        '2030-11',
        '2030-12',
        '2031-1',
        '2031-2',
        '2031-3',
      ]);
      expect(res.body.months.every((m: { isclosed: boolean }) => !m.isclosed)).toBe(true);
      expect((await demo.admin.put('/api/accperiod', { tahun: 2031, bulan: 2, isclosed: 1 })).status).toBe(200);
      const after = await demo.manager.get('/api/accperiod?tahun=2030');
      expect(after.body.months[10]).toMatchObject({ tahun: 2031, bulan: 2, isclosed: true, closedby: 'admin', label: 'February 2031' });
      expect((await demo.admin2.get('/api/accperiod?tahun=2030')).body.months.every((m: { isclosed: boolean }) => !m.isclosed)).toBe(true);
      expect((await demo.cashier.get('/api/accperiod')).status).toBe(403);
      expect((await demo.cashier.put('/api/accperiod', { tahun: 2031, bulan: 2, isclosed: false })).status).toBe(403);
      expect((await demo.admin.put('/api/accperiod', { tahun: 2031, bulan: 13, isclosed: false })).status).toBe(400);
      await t.app.db.execute(sql`UPDATE companies SET awalbln = 1 WHERE compcode = 'SAJI'`);
    });
  });
});
