import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../test/fixtures/orders.js';
import { type Agent, type DemoCrew, startWithDemoCrew, type TestApp } from '../../test/harness.js';

interface Row {
  auditid: number;
  action: string;
  username: string;
  outletid: number | null;
  objectkey: string | null;
  before: unknown;
  after: unknown;
}

describe('the audit log', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: t.app.env.SAJI_TIMEZONE }).format(new Date());
  const list = async (agent: Agent, query: string) => {
    const res = await agent.get(`/api/auditlog?limit=100&${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as { meta: { total: number }; list: Row[] };
  };

  beforeAll(async () => ({ t, demo } = await startWithDemoCrew()));
  afterAll(() => t.close());

  it('records sign-in successes and failures, sign-out, newest first, with the request id and address', async () => {
    expect((await t.anonymous.post('/api/auth/login', { username: 'manager', password: 'wrong-one' })).status).toBe(401);
    expect((await t.anonymous.post('/api/auth/login', { username: 'nobody-at-all', password: 'wrong-one' })).status).toBe(401);
    const session = await t.login('manager');
    await session.post('/api/auth/logout');
    const rows = (await list(demo.admin, `username=manager&tgl1=${today()}&tgl2=${today()}`)).list;
    expect(rows.slice(0, 3).map((r) => r.action)).toEqual(['auth.signout', 'auth.signin', 'auth.signin.failed']);
    expect(rows[0]).toMatchObject({ compcode: 'SAJI', outletid: demo.senayan, objectkey: 'manager', address: '127.0.0.1' });
    expect(rows[0]).toHaveProperty('requestid', expect.stringMatching(/^[0-9a-f-]{36}$/));
    // A bound user's sign-in belongs to their outlet: their manager sees it.
    expect(rows[1].outletid).toBe(demo.senayan);
    // A username no company knows is logged for no company: no tenant sees it.
    expect((await list(demo.admin, 'username=nobody-at-all')).meta.total).toBe(0);
    const unknown = await t.app.db.execute(sql`SELECT compcode FROM audit_log WHERE username = 'nobody-at-all'`);
    expect(unknown.rows).toEqual([{ compcode: null }]);
  });

  it('records a void, a re-open, a posting and un-posting in the same transaction, and an order shows its own history', async () => {
    const line = { salesacc: '41', qty: 1, hargajual: 30000 };
    const order = await insertOrder(t.app.db, { compcode: 'SAJI', outletid: demo.senayan, lines: [line] });
    const other = await insertOrder(t.app.db, { compcode: 'SAJI', outletid: demo.senayan, lines: [line] });
    expect((await demo.manager.put(`/api/restoorderho/posting/${order.orderkey}`)).status).toBe(200);
    expect((await demo.manager.put(`/api/restoorderho/unposting/${order.orderkey}`)).status).toBe(200);
    expect((await demo.manager.put('/api/restoorderho/status', { orderkey: order.orderkey, orderstatus: 1 })).status).toBe(200);
    expect((await demo.manager.put('/api/restoorderho/void', { orderkey: other.orderkey, voidreason: 'Wrong table' })).status).toBe(200);
    // A repeat by the voider is answered as done, and a void refused to someone else: neither writes a row.
    expect((await demo.manager.put('/api/restoorderho/void', { orderkey: other.orderkey, voidreason: 'Again' })).status).toBe(200);
    expect((await demo.admin.put('/api/restoorderho/void', { orderkey: other.orderkey, voidreason: 'Again' })).status).toBe(409);

    const history = (await list(demo.manager, `objectkey=${order.orderkey}`)).list;
    expect(history.map((r) => r.action)).toEqual(['order.status', 'order.unpost', 'order.post']);
    expect(history[0]).toMatchObject({
      username: 'manager',
      outletid: demo.senayan,
      before: { orderstatus: 5 },
      after: { orderstatus: 1 },
    });
    const voids = (await list(demo.admin, `action=order.void&objectkey=${other.orderkey}`)).list;
    expect(voids).toHaveLength(1);
    expect(voids[0]).toMatchObject({ username: 'manager', after: { voidreason: 'Wrong table' } });
    // Names for the ids, so the log reads as the screens do: the outlet's name and the order's number.
    const [outlet] = (await t.app.db.execute(sql`SELECT outletname FROM restooutlet WHERE outletid = ${demo.senayan}`)).rows as {
      outletname: string;
    }[];
    expect(voids[0]).toMatchObject({ outletname: outlet.outletname, orderno: other.orderno });
  });

  it('records reprints, a drawer opened without a sale, price changes, payment types, periods and exports', async () => {
    const order = await insertOrder(t.app.db, {
      compcode: 'SAJI',
      outletid: demo.senayan,
      lines: [{ salesacc: '41', qty: 1, hargajual: 30000 }],
    });
    await demo.cashier.post(`/api/restoorderho/${order.orderkey}/print`);
    await demo.cashier.post(`/api/restoorderho/${order.orderkey}/print`);
    await demo.cashier.post(`/api/restoorderho/${order.orderkey}/drawer`);
    const menu = (await demo.admin.get('/api/restomenu?limit=1')).body.list[0];
    const detail = (await demo.admin.get(`/api/restomenu/detail/${menu.menuid}`)).body;
    const fields = ['menuid', 'menucode', 'menuname', 'menusize', 'menudesc', 'menucateg', 'salesacc', 'kenapajakstd', 'menuimg', 'aktif'];
    const values = Object.fromEntries(fields.map((f) => [f, detail[f]]));
    const outlets = detail.outlets.map((o: Record<string, unknown>) => ({
      outletid: o.outletid,
      hargajual: o.hargajual,
      kenapajak: o.kenapajak,
    }));
    const saved = await demo.admin.post('/api/restomenu', { ...values, outlets, hargajualstd: detail.hargajualstd + 1000 });
    expect(saved.status, saved.text).toBe(200);
    expect((await demo.admin.put('/api/accperiod', { tahun: 2025, bulan: 1, isclosed: true })).status).toBe(200);
    expect((await demo.manager.get('/api/restocustomer/exportxls')).status).toBe(200);
    expect((await demo.manager.get(`/api/restoorderho/exportxls?tgl1=${today()}&tgl2=${today()}`)).status).toBe(200);

    const actions = (await list(demo.admin, `tgl1=${today()}&tgl2=${today()}`)).list.map((r) => r.action);
    for (const a of ['order.reprint', 'drawer.open', 'menu.save', 'period.close', 'customers.export', 'orders.export']) {
      expect(actions, a).toContain(a);
    }
    expect(actions.filter((a) => a === 'order.reprint')).toHaveLength(1);
    const price = (await list(demo.admin, 'action=menu.save')).list[0];
    expect(price.objectkey).toBe(String(menu.menuid));
    expect((price.after as { hargajualstd: number }).hargajualstd - (price.before as { hargajualstd: number }).hargajualstd).toBe(1000);
  });

  it("shows a manager only their outlet's rows, another company none, and refuses cashiers", async () => {
    await t.app.db.execute(
      sql`INSERT INTO audit_log (compcode, outletid, username, action, objectkey) VALUES ('SAJI', ${demo.braga}, 'admin', 'order.void', 'braga-order')`,
    );
    expect((await list(demo.admin, 'objectkey=braga-order')).meta.total).toBe(1);
    expect((await list(demo.admin, `objectkey=braga-order&outletid=${demo.braga}`)).meta.total).toBe(1);
    expect((await list(demo.manager, 'objectkey=braga-order')).meta.total).toBe(0);
    expect((await demo.manager.get(`/api/auditlog?outletid=${demo.braga}`)).status).toBe(403);
    expect((await list(demo.manager, '')).list.every((r) => r.outletid === demo.senayan)).toBe(true);
    const theirs = await list(demo.admin2, '');
    expect(theirs.list.every((r) => r.username === 'admin2')).toBe(true);
    expect((await list(demo.admin2, 'objectkey=braga-order')).meta.total).toBe(0);
    expect((await demo.cashier.get('/api/auditlog')).status).toBe(403);
  });

  it('takes a day on the business clock or on UTC, so neither misses a row', async () => {
    // 20:00 UTC on 10 March is 03:00 on 11 March in Jakarta.
    await t.app.db.execute(
      sql`INSERT INTO audit_log (at, compcode, username, action, objectkey) VALUES ('2026-03-10T20:00:00Z', 'SAJI', 'admin', 'period.open', 'late-night')`,
    );
    const on = async (day: string) => (await list(demo.admin, `objectkey=late-night&tgl1=${day}&tgl2=${day}`)).meta.total;
    expect(await on('2026-03-10')).toBe(1);
    expect(await on('2026-03-11')).toBe(1);
    expect(await on('2026-03-09')).toBe(0);
    expect(await on('2026-03-12')).toBe(0);
  });

  it('pages, filters by action, refuses unknown actions and bad dates, and exports', async () => {
    const page = await demo.admin.get('/api/auditlog?limit=2&page=1');
    expect(page.body.list).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThan(2);
    for (const bad of ['action=drop', 'tgl1=0000-01-01', 'tgl1=2026-13-01', 'limit=101', 'page=0']) {
      expect((await demo.admin.get(`/api/auditlog?${bad}`)).status, bad).toBe(400);
    }
    const xlsx = await demo.admin.get('/api/auditlog/exportxls?action=order.void');
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it('cannot be changed or deleted: no route does it, and the database refuses it', async () => {
    const [row] = (await list(demo.admin, '')).list;
    expect((await demo.admin.delete(`/api/auditlog/${row.auditid}`)).status).toBe(404);
    expect((await demo.admin.put(`/api/auditlog/${row.auditid}`, { action: 'x' })).status).toBe(404);
    expect((await demo.admin.post('/api/auditlog', { action: 'x' })).status).toBe(404);
    await expect(t.app.db.execute(sql`UPDATE audit_log SET action = 'x' WHERE auditid = ${row.auditid}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`DELETE FROM audit_log WHERE auditid = ${row.auditid}`)).rejects.toThrow();
    expect((await list(demo.admin, '')).list[0]).toEqual(row);
  });
});
