import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../../db/schema/index.js';
import { decodeText } from '../../platform/escpos.js';
import { BUY_TWO_GET_ONE, campaignBody } from '../../test/fixtures/campaigns.js';
import { type Detail, keys, salesToday, type Table, Till } from '../../test/fixtures/table-service.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { type LoopbackPrinter, loopbackPrinter } from '../../test/printer.js';

/**
 * Table service (issue 28) through the API: move, merge, transfer, split by items, each with its
 * refusals (stale version, closed orders, other companies and outlets) and its audit trail.
 */
describe('table service: move, merge, transfer, split', () => {
  let t: TestApp;
  let cashier: Agent;
  let manager: Agent;
  let admin: Agent;
  let admin2: Agent;
  let till: Till;
  let menus: { menuid: number; menuname: string; hargajual: number }[];
  let free: Table[];
  const table = () => {
    const next = free.shift();
    if (!next) throw new Error('out of free tables');
    return next.tableid;
  };
  const history = async (orderkey: string) =>
    (await manager.get(`/api/auditlog?objectkey=${orderkey}&limit=100`)).body.list as { action: string; username: string; at: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    [cashier, manager, admin, admin2] = await Promise.all(['cashier', 'manager', 'admin', 'admin2'].map((u) => t.login(u)));
    const outletid = t.ids!.outletIds[0];
    till = new Till(cashier, outletid);
    const all = (await cashier.get(`/api/restoorderho/menu?outletid=${outletid}`)).body.list;
    const groups = (await cashier.get(`/api/restoorderho/modifiers?outletid=${outletid}`)).body as { menuid: number; minchoice: number }[];
    const needs = new Set(groups.filter((g) => g.minchoice > 0).map((g) => g.menuid));
    menus = all.filter((m: { menuid: number; hargajual: number }) => !needs.has(m.menuid) && m.hargajual > 0).slice(0, 6);
    free = await till.freeTables(4);
  });
  afterAll(() => t.close());

  describe('move', () => {
    it('moves a party to a free table: the old one frees at once, the board and the history say so', async () => {
      const [from, to] = [table(), table()];
      const a = await till.dineIn([from], [{ menuid: menus[0].menuid, qty: 2 }], 3);
      const res = await cashier.post(`/api/restoorderho/${a.header.orderkey}/move`, { tableids: [to], version: a.header.version });
      expect(res.status, res.text).toBe(200);
      expect(res.body.header).toMatchObject({ tableids: [to], pax: 3, version: a.header.version + 1, total: a.header.total });
      expect(res.body.lines).toEqual(a.lines);
      expect(await till.at(from)).toBeNull();
      expect(await till.at(to)).toBe(a.header.orderkey);
      const [entry] = await history(a.header.orderkey);
      expect(entry).toMatchObject({ action: 'order.move', username: 'cashier' });
      // The same move again (a retry after a lost answer) changes nothing.
      const again = await cashier.post(`/api/restoorderho/${a.header.orderkey}/move`, { tableids: [to], version: a.header.version });
      expect(again.status).toBe(200);
      expect(again.body.header.version).toBe(a.header.version + 1);
    });

    it('refuses a stale version, a taken table, a take-away order, and other companies and outlets', async () => {
      const [mine, theirs, spare] = [table(), table(), table()];
      const a = await till.dineIn([mine], [{ menuid: menus[0].menuid, qty: 1 }]);
      const b = await till.dineIn([theirs], [{ menuid: menus[1].menuid, qty: 1 }]);
      const moveA = (body: Record<string, unknown>, agent = cashier) => agent.post(`/api/restoorderho/${a.header.orderkey}/move`, body);
      const taken = await moveA({ tableids: [theirs], version: a.header.version });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toMatch(/is already taken by another order/);
      const stale = await moveA({ tableids: [spare], version: a.header.version - 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.details.header.orderkey).toBe(a.header.orderkey);
      expect((await moveA({ tableids: [spare], version: a.header.version }, admin2)).status).toBe(404);
      const tk = await till.takeAway([{ menuid: menus[0].menuid, qty: 1 }]);
      const away = await cashier.post(`/api/restoorderho/${tk.header.orderkey}/move`, { tableids: [spare], version: tk.header.version });
      expect([away.status, away.body.message]).toEqual([409, 'Only a dine-in order sits at a table']);
      // A table of another outlet is not this order's to take.
      const other = await new Till(admin, t.ids!.outletIds[1]).freeTables(1);
      expect((await moveA({ tableids: [other[0].tableid], version: a.header.version })).status).toBe(400);
      // An order of another outlet is not found by this outlet's cashier.
      const elsewhere = await new Till(admin, t.ids!.outletIds[1]).dineIn([other[0].tableid], [{ menuid: menus[0].menuid, qty: 1 }]);
      const res = await cashier.post(`/api/restoorderho/${elsewhere.header.orderkey}/move`, { tableids: [spare], version: 1 });
      expect(res.status).toBe(404);
      expect(await till.at(mine)).toBe(a.header.orderkey);
      expect(b.header.tableids).toEqual([theirs]);
    });

    it('shows the new table on the kitchen screens open cards', async () => {
      const outletid = till.outletid;
      expect((await manager.post('/api/restokitchen/setting', { outletid, kitchendisplay: '1' })).status).toBe(200);
      const [from, to] = [table(), table()];
      const a = await till.dineIn([from], [{ menuid: menus[2].menuid, qty: 1 }]);
      await cashier.post(`/api/restoorderho/${a.header.orderkey}/move`, { tableids: [to], version: a.header.version });
      const view = (await cashier.get(`/api/restoorderho/kitchenview?outletid=${outletid}`)).body;
      const card = view.list.find((c: { orderkey: string }) => c.orderkey === a.header.orderkey);
      const name = (await till.board()).find((x) => x.tableid === to)?.tablename;
      expect(card.tablename).toBe(name);
      await manager.post('/api/restokitchen/setting', { outletid, kitchendisplay: '0' });
    });
  });

  describe('merge', () => {
    it('keeps every line with its note, options and kitchen count, joins the tables and adds the guests', async () => {
      const [ta, tb] = [table(), table()];
      const a = await till.dineIn([ta], [{ menuid: menus[0].menuid, qty: 2, linenote: 'Less sugar' }], 2);
      const b = await till.dineIn(
        [tb],
        [
          { menuid: menus[1].menuid, qty: 1 },
          { menuid: menus[0].menuid, qty: 1 },
        ],
        1,
      );
      const res = await cashier.post(`/api/restoorderho/${a.header.orderkey}/merge`, {
        fromorderkey: b.header.orderkey,
        version: a.header.version,
        fromversion: b.header.version,
      });
      expect(res.status, res.text).toBe(200);
      const m = res.body as Detail;
      expect(m.header).toMatchObject({ orderkey: a.header.orderkey, pax: 3, tableids: [ta, tb], total: a.header.total + b.header.total });
      expect(m.lines.map((l) => [l.menuid, l.qty, l.linenote, l.kitchenqty])).toEqual([
        [menus[0].menuid, 2, 'Less sugar', a.lines[0].kitchenqty],
        [menus[1].menuid, 1, null, b.lines[0].kitchenqty],
        [menus[0].menuid, 1, null, b.lines[1].kitchenqty],
      ]);
      // Both tables are the merged order's; the absorbed one is off the board and the open orders, kept as merged.
      expect([await till.at(ta), await till.at(tb)]).toEqual([a.header.orderkey, a.header.orderkey]);
      const open = (await cashier.get('/api/restoorderho/open')).body.map((o: { orderkey: string }) => o.orderkey);
      expect(open).toContain(a.header.orderkey);
      expect(open).not.toContain(b.header.orderkey);
      const gone = await till.detail(b.header.orderkey);
      expect(gone.header).toMatchObject({
        orderstatus: 9,
        mergedinto: a.header.orderkey,
        mergedintono: a.header.orderno,
        orderno: b.header.orderno,
      });
      expect(gone.header.orderstatusnm).toBe(`Merged into ${a.header.orderno}`);
      expect((await history(b.header.orderkey))[0]).toMatchObject({ action: 'order.merge', username: 'cashier' });
      // The order list keeps it among the closed orders, saying where it went; the open list has only the merged one.
      const list = async (status: string) =>
        (await manager.get(`/api/restoorderho?status=${status}&limit=50&sortBy=orderno&sortDir=desc`)).body.list as {
          orderkey: string;
          orderstatusnm: string;
        }[];
      expect((await list('0')).find((r) => r.orderkey === b.header.orderkey)?.orderstatusnm).toBe(`Merged into ${a.header.orderno}`);
      expect((await list('1')).map((r) => r.orderkey)).toContain(a.header.orderkey);
      expect((await list('1')).map((r) => r.orderkey)).not.toContain(b.header.orderkey);
      // The same merge again answers the merged order; anything more on the absorbed one is refused.
      const again = await cashier.post(`/api/restoorderho/${a.header.orderkey}/merge`, {
        fromorderkey: b.header.orderkey,
        version: a.header.version,
        fromversion: b.header.version,
      });
      expect([again.status, again.body.header.version]).toEqual([200, m.header.version]);
      const save = await cashier.post('/api/restoorderho', {
        orderkey: b.header.orderkey,
        ordertype: 'DINE IN',
        tableids: [tb],
        pax: 1,
        lines: [{ menuid: menus[1].menuid, qty: 3 }],
        version: gone.header.version,
      });
      expect(save.status).toBe(409);
      const pay = await cashier.post('/api/restoorderho/payment', {
        orderkey: b.header.orderkey,
        payments: [{ codepayment: 'CASH', paymentamount: 1e6 }],
      });
      expect(pay.status).toBe(409);
    });

    it('runs the campaigns again on the merged order: two halves of a buy-2-get-1 earn the free item', async () => {
      const year = new Date().getFullYear();
      const [term, gift] = [menus[4], menus[5]];
      const promo = await admin.post(
        '/api/restocampaign',
        campaignBody({
          campaignname: 'Beli 2 gratis 1',
          startdate: `${year - 1}-01-01`,
          enddate: `${year + 1}-12-31`,
          ordertypes: 'DINE IN',
          ...BUY_TWO_GET_ONE,
          discpc: 0,
          menus: [{ menuid: gift.menuid }],
          menuterm: [{ menuid: term.menuid }],
          outlets: [{ outletid: till.outletid }],
        }),
      );
      expect(promo.status, promo.text).toBe(200);
      const a = await till.dineIn([table()], [{ menuid: term.menuid, qty: 1 }]);
      const b = await till.dineIn([table()], [{ menuid: term.menuid, qty: 1 }]);
      expect(a.lines.some((l) => l.isfree)).toBe(false);
      const res = await cashier.post(`/api/restoorderho/${a.header.orderkey}/merge`, {
        fromorderkey: b.header.orderkey,
        version: a.header.version,
        fromversion: b.header.version,
      });
      expect(res.status, res.text).toBe(200);
      const freeLine = (res.body as Detail).lines.find((l) => l.isfree);
      expect(freeLine).toMatchObject({ menuid: gift.menuid, qty: 1, netto: 0 });
      expect(res.body.header.total).toBe(a.header.total + b.header.total);
      await admin.delete(`/api/restocampaign/${promo.body.campaignid}`);
    });

    it('refuses stale versions, itself, other outlets and companies, and closed orders', async () => {
      const a = await till.takeAway([{ menuid: menus[0].menuid, qty: 1 }]);
      const b = await till.takeAway([{ menuid: menus[1].menuid, qty: 1 }]);
      const merge = (body: Record<string, unknown>, agent = cashier, key = a.header.orderkey) =>
        agent.post(`/api/restoorderho/${key}/merge`, {
          fromorderkey: b.header.orderkey,
          version: a.header.version,
          fromversion: b.header.version,
          ...body,
        });
      expect((await merge({ fromversion: b.header.version + 5 })).status).toBe(409);
      expect((await merge({ version: a.header.version + 5 })).status).toBe(409);
      expect((await merge({ fromorderkey: a.header.orderkey })).status).toBe(400);
      expect((await merge({}, admin2)).status).toBe(404);
      const dine = await till.dineIn([table()], [{ menuid: menus[0].menuid, qty: 1 }]);
      const types = await merge({ fromorderkey: dine.header.orderkey, fromversion: dine.header.version });
      expect([types.status, types.body.message]).toEqual([409, 'Only orders of the same type can be merged']);
      await till.pay(b);
      const paid = await merge({ fromversion: b.header.version + 1 });
      expect([paid.status, paid.body.message]).toEqual([409, `Order ${b.header.orderno} is paid`]);
      // Nothing was written by the refusals.
      expect((await till.detail(a.header.orderkey)).header.version).toBe(a.header.version);
    });
  });

  describe('transfer', () => {
    it('moves part of a line to another order; both totals follow and every portion is kept', async () => {
      const d = await till.takeAway([
        { menuid: menus[0].menuid, qty: 3 },
        { menuid: menus[1].menuid, qty: 1 },
      ]);
      const e = await till.takeAway([{ menuid: menus[1].menuid, qty: 1 }]);
      const res = await cashier.post(`/api/restoorderho/${d.header.orderkey}/transfer`, {
        toorderkey: e.header.orderkey,
        lines: [{ lineno: 1, qty: 2 }],
        version: d.header.version,
        toversion: e.header.version,
      });
      expect(res.status, res.text).toBe(200);
      const { from, to } = res.body as { from: Detail; to: Detail };
      expect(from.lines.map((l) => [l.menuid, l.qty])).toEqual([
        [menus[0].menuid, 1],
        [menus[1].menuid, 1],
      ]);
      expect(to.lines.map((l) => [l.menuid, l.qty])).toEqual([
        [menus[1].menuid, 1],
        [menus[0].menuid, 2],
      ]);
      expect(from.header.total + to.header.total).toBe(d.header.total + e.header.total);
      expect(to.lines[1].kitchenqty).toBe(Math.min(2, d.lines[0].kitchenqty));
      expect([from.header.version, to.header.version]).toEqual([d.header.version + 1, e.header.version + 1]);
      expect((await history(e.header.orderkey))[0]).toMatchObject({ action: 'order.transfer', username: 'cashier' });
      const stale = await cashier.post(`/api/restoorderho/${d.header.orderkey}/transfer`, {
        toorderkey: e.header.orderkey,
        lines: [{ lineno: 2, qty: 1 }],
        version: d.header.version,
        toversion: e.header.version,
      });
      expect(stale.status).toBe(409);
    });

    it('refuses moving everything, more than a line has, a missing line, and another company', async () => {
      const d = await till.takeAway([{ menuid: menus[0].menuid, qty: 2 }]);
      const e = await till.takeAway([{ menuid: menus[1].menuid, qty: 1 }]);
      const move = (lines: unknown, agent = cashier) =>
        agent.post(`/api/restoorderho/${d.header.orderkey}/transfer`, {
          toorderkey: e.header.orderkey,
          lines,
          version: d.header.version,
          toversion: e.header.version,
        });
      const all = await move([{ lineno: 1, qty: 2 }]);
      expect([all.status, all.body.message]).toEqual([
        400,
        'At least one item must stay on the order; to move all of them, merge the orders',
      ]);
      expect((await move([{ lineno: 1, qty: 3 }])).status).toBe(400);
      expect((await move([{ lineno: 9, qty: 1 }])).status).toBe(400);
      expect((await move([])).status).toBe(400);
      expect((await move([{ lineno: 1, qty: 1 }], admin2)).status).toBe(404);
    });
  });

  describe('split by items', () => {
    it('makes numbered checks that add up to the bill, keeps the table until the last is paid, counts each sale once', async () => {
      const before = await salesToday(t, manager, till.outletid);
      const tb = table();
      const o = await till.dineIn(
        [tb],
        [
          { menuid: menus[0].menuid, qty: 3 },
          { menuid: menus[1].menuid, qty: 1 },
          { menuid: menus[2].menuid, qty: 2 },
        ],
        3,
      );
      const partkeys = keys(2);
      const body = {
        version: o.header.version,
        partkeys,
        parts: [
          {
            lines: [
              { lineno: 1, qty: 2 },
              { lineno: 2, qty: 1 },
            ],
          },
          {
            lines: [
              { lineno: 1, qty: 1 },
              { lineno: 3, qty: 2 },
            ],
          },
        ],
      };
      const res = await cashier.post(`/api/restoorderho/${o.header.orderkey}/split`, body);
      expect(res.status, res.text).toBe(200);
      const checks = res.body.orders as Detail[];
      expect(checks.map((c) => c.header.orderkey)).toEqual(partkeys);
      for (const a of ['subtotal', 'discval', 'netto', 'serviceval', 'pb1val', 'total'])
        expect(checks.reduce((s, c) => s + c.header[a], 0)).toBe(o.header[a]);
      for (const c of checks) {
        expect(c.header.total).toBe(c.header.netto + c.header.serviceval + c.header.pb1val);
        expect(c.header).toMatchObject({ splitfrom: o.header.orderkey, splitfromno: o.header.orderno, splitcount: 2, orderstatus: 1 });
        expect(c.header.orderno).not.toBe(o.header.orderno);
      }
      expect(checks.map((c) => c.header.splitno)).toEqual([1, 2]);
      expect(new Set(checks.map((c) => c.header.orderno)).size).toBe(2);
      const split = await till.detail(o.header.orderkey);
      expect(split.header).toMatchObject({ orderstatus: 8, orderstatusnm: 'Split into 2 checks', splitcount: 2 });
      expect(
        (await cashier.get(`/api/restoorderho/${o.header.orderkey}/checks`)).body.orders.map((c: Detail) => c.header.orderkey),
      ).toEqual(partkeys);

      // The same split again answers the same checks; other keys are refused; nothing new was made.
      const again = await cashier.post(`/api/restoorderho/${o.header.orderkey}/split`, body);
      expect(again.body.orders.map((c: Detail) => c.header.orderno)).toEqual(checks.map((c) => c.header.orderno));
      expect((await cashier.post(`/api/restoorderho/${o.header.orderkey}/split`, { ...body, partkeys: keys(2) })).status).toBe(409);

      // The guests still sit at the table until their last check is paid.
      expect(await till.at(tb)).toBe(o.header.orderkey);
      await till.pay(checks[0]);
      expect(await till.at(tb)).toBe(o.header.orderkey);
      await till.pay(checks[1]);
      expect(await till.at(tb)).toBeNull();

      // Reports count the checks, never the split order: the outlet's day grew by the bill, once.
      const after = await salesToday(t, manager, till.outletid);
      expect(after.total - before.total).toBe(o.header.total);
      expect(after.orders.filter((n) => !before.orders.includes(n)).sort()).toEqual(checks.map((c) => c.header.orderno).sort());
      expect(after.netto - before.netto).toBe(o.header.netto);
      expect(after.chart - before.chart).toBe(o.header.netto);
      for (const [i, m] of menus.slice(0, 3).entries())
        expect((after.portions.get(m.menuname) ?? 0) - (before.portions.get(m.menuname) ?? 0)).toBe(o.lines[i].qty);

      // Each check posts to the ledger like any sale; the split order never does.
      expect((await manager.put(`/api/restoorderho/posting/${checks[0].header.orderkey}`)).status).toBe(200);
      expect((await manager.put(`/api/restoorderho/posting/${o.header.orderkey}`)).status).toBe(409);
      const [count] = (
        await t.app.db.execute(sql`SELECT count(*)::int AS n FROM restoorderho WHERE splitfrom = ${o.header.orderkey}::uuid`)
      ).rows as { n: number }[];
      expect(count.n).toBe(2);
      expect((await history(o.header.orderkey))[0]).toMatchObject({ action: 'order.split', username: 'cashier' });
      expect((await history(checks[1].header.orderkey)).map((h) => h.action)).toContain('order.split');
    });
  });

  describe('split in equal parts', () => {
    let printer: LoopbackPrinter;
    beforeAll(async () => {
      printer = await loopbackPrinter();
      await t.database.db.update(outlets).set({ posprinter: printer.address }).where(eq(outlets.outletid, till.outletid));
    });
    afterAll(async () => {
      await t.database.db.update(outlets).set({ posprinter: null }).where(eq(outlets.outletid, till.outletid));
      await printer.close();
    });

    it('splits in 3: the first check pays the rupiah that do not divide, each pays and prints its own receipt', async () => {
      const before = await salesToday(t, manager, till.outletid);
      const o = await till.dineIn(
        [table()],
        [
          { menuid: menus[0].menuid, qty: 1 },
          { menuid: menus[1].menuid, qty: 2 },
        ],
        3,
      );
      const res = await cashier.post(`/api/restoorderho/${o.header.orderkey}/split`, {
        version: o.header.version,
        partkeys: keys(3),
        ways: 3,
      });
      expect(res.status, res.text).toBe(200);
      const checks = res.body.orders as Detail[];
      const even = Math.floor(o.header.total / 3);
      expect(checks.map((c) => c.header.total)).toEqual([even + (o.header.total % 3), even, even]);
      expect(checks.map((c) => c.lines.map((l) => l.qty))).toEqual([
        [0.3334, 0.6668],
        [0.3333, 0.6666],
        [0.3333, 0.6666],
      ]);
      for (const c of checks) expect(c.header.total).toBe(c.header.netto + c.header.serviceval + c.header.pb1val);
      expect(checks.map((c) => c.header.pax)).toEqual([1, 1, 1]);

      // A share cannot be changed, moved to another order or merged: it is paid as it is.
      const share = checks[1];
      const saved = await cashier.post('/api/restoorderho', {
        orderkey: share.header.orderkey,
        ordertype: 'DINE IN',
        tableids: share.header.tableids,
        pax: 1,
        lines: [{ menuid: menus[0].menuid, qty: 1 }],
        version: share.header.version,
      });
      expect([saved.status, saved.body.message]).toEqual([409, 'A check of a bill split in equal parts keeps its items; pay it as it is']);
      const other = await till.takeAway([{ menuid: menus[0].menuid, qty: 2 }]);
      const merged = await cashier.post(`/api/restoorderho/${other.header.orderkey}/merge`, {
        fromorderkey: share.header.orderkey,
        version: other.header.version,
        fromversion: share.header.version,
      });
      expect(merged.status).toBe(409);

      const receipts = printer.received.length;
      for (const c of checks) await till.pay(c, { printreceipt: true });
      const text = decodeText(await printer.next(receipts));
      expect(text).toContain(checks[0].header.orderno);
      expect(text).toContain(`Check  : 1 of 3 of ${o.header.orderno}`);
      expect(text).toContain(`1/3 x ${menus[0].menuname}`);
      expect(text).toContain(`2/3 x ${menus[1].menuname}`);

      const after = await salesToday(t, manager, till.outletid);
      expect(after.total - before.total).toBe(o.header.total);
      expect(after.netto - before.netto).toBe(o.header.netto);
      expect(after.chart - before.chart).toBe(o.header.netto);
      expect((after.portions.get(menus[0].menuname) ?? 0) - (before.portions.get(menus[0].menuname) ?? 0)).toBeCloseTo(1, 6);
      expect((after.portions.get(menus[1].menuname) ?? 0) - (before.portions.get(menus[1].menuname) ?? 0)).toBeCloseTo(2, 6);
      for (const c of checks) expect((await manager.put(`/api/restoorderho/posting/${c.header.orderkey}`)).status).toBe(200);
      // Folded, the menu summary holds whole portions and the whole gross again.
      await t.app.db.execute(sql`SELECT rpt_fold_deltas()`);
      const [wrong] = (
        await t.app.db.execute(sql`SELECT count(*)::int AS n FROM rpt_sales_menu_day WHERE qty <> round(qty) OR gross <> round(gross, 2)`)
      ).rows as { n: number }[];
      expect(wrong.n).toBe(0);
    });
  });

  describe('split by items (refusals)', () => {
    it('refuses checks that leave items out, a stale version, paid, cancelled and other companies orders', async () => {
      const o = await till.takeAway([{ menuid: menus[0].menuid, qty: 2 }]);
      const split = (body: Record<string, unknown>, agent = cashier, key = o.header.orderkey) =>
        agent.post(`/api/restoorderho/${key}/split`, { version: o.header.version, partkeys: keys(2), ...body });
      const one = (qty: number) => ({ lines: [{ lineno: 1, qty }] });
      const left = await split({ parts: [one(1), one(0)] });
      expect(left.status).toBe(400);
      const short = await split({ parts: [one(1), { lines: [{ lineno: 2, qty: 1 }] }] });
      expect([short.status, short.body.message]).toEqual([400, 'Line 2 is not on the order']);
      expect((await split({ parts: [one(1), one(1)], version: o.header.version + 1 })).status).toBe(409);
      expect((await split({ parts: [one(1), one(1)] }, admin2)).status).toBe(404);
      expect((await split({ parts: [one(1), one(1)], partkeys: keys(3) })).status).toBe(400);
      const cancelled = await till.takeAway([{ menuid: menus[0].menuid, qty: 2 }]);
      await manager.post(`/api/restoorderho/${cancelled.header.orderkey}/cancel`, {
        reason: 'guest left',
        version: cancelled.header.version,
      });
      const refused = await split({ parts: [one(1), one(1)], version: cancelled.header.version + 1 }, cashier, cancelled.header.orderkey);
      expect([refused.status, refused.body.message]).toEqual([409, `Order ${cancelled.header.orderno} is voided`]);
      const taken = await split({ parts: [one(1), one(1)], partkeys: [o.header.orderkey, crypto.randomUUID()] });
      expect([taken.status, taken.body.message]).toEqual([409, 'A part key is already used by another order']);
    });
  });
});
