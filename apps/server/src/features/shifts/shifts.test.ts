import type { ShiftDetail } from '@saji/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../../db/schema/index.js';
import { decodeText } from '../../platform/escpos.js';
import { cashFor, order, pay, plainMenu, qrisFor } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { type LoopbackPrinter, loopbackPrinter } from '../../test/printer.js';

describe('cashier shifts: open with a float, take payments and cash movements, close with a count, X and Z', () => {
  let t: TestApp;
  let cashier: Agent;
  let manager: Agent;
  let admin: Agent;
  let printer: LoopbackPrinter;
  let outletid: number;
  let menuid: number;

  const open = async (terminal: string, openingfloat: number, agent = cashier) => {
    const res = await agent.post('/api/shift/open', { terminal, openingfloat });
    expect(res.status, res.text).toBe(200);
    return res.body as ShiftDetail;
  };
  const detail = async (shiftid: number, agent = cashier): Promise<ShiftDetail> => {
    const res = await agent.get(`/api/shift/${shiftid}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const printed = async (shiftid: number, report: 'X' | 'Z', width = 80) => {
    const seen = printer.received.length;
    const res = await cashier.post(`/api/shift/${shiftid}/print`, { report, width });
    expect(res.status, res.text).toBe(200);
    return decodeText(await printer.next(seen));
  };

  beforeAll(async () => {
    t = await createTestApp();
    [cashier, manager, admin] = await Promise.all([t.login('cashier'), t.login('manager'), t.login('admin')]);
    outletid = t.ids!.outletIds[0];
    printer = await loopbackPrinter();
    await t.database.db.update(outlets).set({ posprinter: printer.address }).where(eq(outlets.outletid, outletid));
    menuid = (await plainMenu(cashier, outletid)).menuid;
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('runs a day: float, sales on the terminal, cash out and in, X, a close with a difference, the Z and its copy', async () => {
    const shift = await open('kasir-1', 500_000);
    const { shiftid } = shift.header;
    expect(shift.header).toMatchObject({ terminal: 'KASIR-1', status: 'open', openingfloat: 500_000, expected: 500_000, zno: null });
    const again = await cashier.post('/api/shift/open', { terminal: 'KASIR-1', openingfloat: 0 });
    expect([again.status, again.body.message]).toEqual([409, 'A shift is already open on KASIR-1']);

    const a = await order(cashier, menuid, 2);
    const b = await order(cashier, menuid, 1);
    const c = await order(cashier, menuid, 3);
    const paidA = cashFor(a.total);
    expect((await pay(cashier, a.orderkey, [paidA], { terminal: 'KASIR-1' })).status).toBe(200);
    expect((await pay(cashier, b.orderkey, [qrisFor(b.total)], { terminal: 'kasir-1' })).status).toBe(200);
    // Paid without a terminal: the outlet does not require shifts, so it is a sale of no shift.
    expect((await pay(cashier, c.orderkey, [cashFor(c.total)])).status).toBe(200);
    expect((await cashier.post(`/api/shift/${shiftid}/cash`, { amount: -50_000, reason: 'Es batu' })).status).toBe(200);
    const moved = await cashier.post(`/api/shift/${shiftid}/cash`, { amount: 100_000, reason: 'Tambah kembalian' });
    expect(moved.status).toBe(200);

    const expected = 500_000 + a.total - 50_000 + 100_000;
    const mid = moved.body as ShiftDetail;
    expect(mid.header.expected).toBe(expected);
    expect(mid.drawer).toEqual({
      openingfloat: 500_000,
      cashsales: paidA.paymentamount,
      changegiven: paidA.paymentamount - a.total,
      cashin: 100_000,
      cashout: 50_000,
      expected,
    });
    expect(mid.tenders.map((x) => [x.codepayment, x.count, x.net])).toEqual([
      ['CASH', 1, a.total],
      ['QRIS', 1, b.total],
    ]);
    expect(mid.sales).toMatchObject({ count: 2, total: a.total + b.total });
    expect([mid.firstorderno, mid.lastorderno]).toEqual([a.orderno, b.orderno]);

    const x = await printed(shiftid, 'X', 58);
    expect(x).toContain('X REPORT');
    expect(x).toMatch(new RegExp(`Expected cash +${expected.toLocaleString('id-ID')}`));

    // About Rp 7.000 short, in notes and coins.
    const target = expected - 7_000;
    const notes = [
      { denomination: 100_000, count: Math.floor(target / 100_000) },
      { denomination: 1000, kind: 'coin', count: Math.floor((target % 100_000) / 1000) },
      { denomination: 100, count: Math.floor((target % 1000) / 100) },
    ];
    const counted = notes.reduce((acc, n) => acc + n.denomination * n.count, 0);
    const seen = printer.received.length;
    const closed = await cashier.post(`/api/shift/${shiftid}/close`, { counted: notes, print: true });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.header).toMatchObject({ status: 'closed', counted, expected, difference: counted - expected, zno: 1 });
    const z = decodeText(await printer.next(seen));
    expect(z).toContain('Z REPORT #000001');
    expect(z).toMatch(new RegExp(`Short +-${(expected - counted).toLocaleString('id-ID')}`));
    expect(z).not.toContain('COPY');
    expect(await printed(shiftid, 'Z')).toContain('*** COPY ***');
    const pdf = await cashier.get(`/api/shift/${shiftid}/pdf?report=Z`);
    expect([pdf.status, pdf.headers['content-type'], pdf.raw.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);

    // A closed shift takes no money; its X report is its Z.
    const late = await cashier.post(`/api/shift/${shiftid}/cash`, { amount: 10_000, reason: 'late' });
    expect([late.status, late.body.message]).toEqual([409, 'This shift is closed']);
    expect((await cashier.get(`/api/shift/${shiftid}/pdf?report=X`)).status).toBe(409);
    const audit = await t.database.db.execute(
      sql`SELECT action FROM audit_log WHERE objectkey = ${String(shiftid)} AND action LIKE 'shift.%' ORDER BY auditid`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'shift.open',
      'shift.cash',
      'shift.cash',
      'shift.print',
      'shift.close',
      'shift.print',
      'shift.print',
      'shift.print',
    ]);
  });

  it('agrees with the orders it took: the Z sales are the orders of the shift as the order detail has them', async () => {
    const { shiftid } = (await open('KASIR-SUM', 0)).header;
    const sold: Record<string, number>[] = [];
    for (let i = 1; i <= 4; i++) {
      const o = await order(cashier, menuid, i);
      expect((await pay(cashier, o.orderkey, [i % 2 ? cashFor(o.total) : qrisFor(o.total)], { terminal: 'KASIR-SUM' })).status).toBe(200);
      sold.push((await cashier.get(`/api/restoorderho/detail/${o.orderkey}`)).body.header);
    }
    const d = await detail(shiftid, manager);
    const sum = (f: string) => sold.reduce((acc, h) => acc + h[f], 0);
    expect(d.sales).toEqual({
      count: 4,
      gross: sum('subtotal'),
      discount: sum('discval'),
      netto: sum('netto'),
      service: sum('serviceval'),
      pb1: sum('pb1val'),
      total: sum('total'),
    });
    expect(d.tenders.reduce((acc, x) => acc + x.net, 0)).toBe(sum('total'));
    const list = await manager.get(`/api/shift?outletid=${outletid}`);
    const row = list.body.list.find((r: { shiftid: number }) => r.shiftid === shiftid);
    expect(row).toMatchObject({ ordercount: 4, salestotal: sum('total'), expected: d.header.expected, status: 'open' });
  });

  it('counts a cancel at the till in the shift open on its terminal', async () => {
    const { shiftid } = (await open('KASIR-CANCEL', 0)).header;
    const o = await order(cashier, menuid, 2);
    const res = await manager.post(`/api/restoorderho/${o.orderkey}/cancel`, { reason: 'salah pesan', terminal: 'KASIR-CANCEL' });
    expect(res.status, res.text).toBe(200);
    const d = await detail(shiftid);
    expect([d.cancels, d.voids, d.sales.count]).toEqual([{ count: 1, amount: o.total }, { count: 0, amount: 0 }, 0]);
  });

  it('requires an open shift when the outlet says so: a clear 409 naming the terminal', async () => {
    const setting = await manager.put('/api/shift/setting', { shiftrequired: '1', blindclose: '0' });
    expect(setting.status, setting.text).toBe(200);
    expect((await cashier.put('/api/shift/setting', { shiftrequired: '0', blindclose: '0' })).status).toBe(403);
    const o = await order(cashier, menuid);
    const refused = await pay(cashier, o.orderkey, [cashFor(o.total)], { terminal: 'KASIR-9' });
    expect([refused.status, refused.body.message]).toEqual([409, 'Open a shift on KASIR-9 first']);
    const bare = await pay(cashier, o.orderkey, [cashFor(o.total)]);
    expect([bare.status, bare.body.message]).toEqual([409, "Choose this till's terminal first"]);
    const { shiftid } = (await open('KASIR-9', 100_000)).header;
    expect((await pay(cashier, o.orderkey, [cashFor(o.total)], { terminal: 'KASIR-9' })).status).toBe(200);
    expect((await detail(shiftid)).sales.count).toBe(1);
    await manager.put('/api/shift/setting', { shiftrequired: '0', blindclose: '0' });
  });

  it('lets a manager reopen a closed shift with a reason; its Z keeps its number', async () => {
    const { shiftid } = (await open('KASIR-RE', 200_000)).header;
    const first = await cashier.post(`/api/shift/${shiftid}/close`, { counted: [{ denomination: 100_000, count: 2 }] });
    const zno = first.body.header.zno as number;
    expect(first.body.header.difference).toBe(0);
    expect((await cashier.post(`/api/shift/${shiftid}/reopen`, { reason: 'recount' })).status).toBe(403);
    expect((await manager.post(`/api/shift/${shiftid}/reopen`, { reason: '  ' })).status).toBe(400);
    const reopened = await manager.post(`/api/shift/${shiftid}/reopen`, { reason: 'Selisih dihitung ulang' });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body.header).toMatchObject({
      status: 'open',
      zno,
      counted: null,
      reopencount: 1,
      reopenreason: 'Selisih dihitung ulang',
      reopenedby: 'manager',
    });
    expect((await manager.post(`/api/shift/${shiftid}/reopen`, { reason: 'again' })).status).toBe(409);
    const again = await cashier.post(`/api/shift/${shiftid}/close`, {
      counted: [
        { denomination: 100_000, count: 2 },
        { denomination: 500, count: 1 },
      ],
    });
    expect(again.body.header).toMatchObject({ zno, difference: 500 });
    const z = await printed(shiftid, 'Z');
    expect(z).toContain(`Z REPORT #${String(zno).padStart(6, '0')}`);
    expect(z).toContain('REVISED (reopened 1x)');
    const audit = await t.database.db.execute(
      sql`SELECT before, after FROM audit_log WHERE action = 'shift.reopen' AND objectkey = ${String(shiftid)}`,
    );
    expect(audit.rows).toMatchObject([{ before: { zno, counted: 200_000, difference: 0 }, after: { reason: 'Selisih dihitung ulang' } }]);
  });

  it('hides the expected cash from a cashier counting blind, not from the manager', async () => {
    await manager.put('/api/shift/setting', { shiftrequired: '0', blindclose: '1' });
    const { shiftid } = (await open('KASIR-BLIND', 300_000)).header;
    const seen = await detail(shiftid);
    expect([seen.header.expected, seen.header.blind, seen.drawer, seen.tenders]).toEqual([null, true, null, []]);
    expect((await cashier.post(`/api/shift/${shiftid}/print`, { report: 'X' })).status).toBe(403);
    expect((await detail(shiftid, manager)).header.expected).toBe(300_000);
    const closed = await cashier.post(`/api/shift/${shiftid}/close`, { counted: [{ denomination: 100_000, count: 3 }] });
    expect(closed.body.header).toMatchObject({ expected: 300_000, difference: 0, blind: false });
    await manager.put('/api/shift/setting', { shiftrequired: '0', blindclose: '0' });
  });

  it('keeps terminals in the outlet settings: renamed and retired by a manager, payments follow the new name', async () => {
    const { shiftid, terminalid } = (await open('KASIR-OLD', 0)).header;
    const renamed = await manager.put(`/api/shift/terminal/${terminalid}`, { terminal: 'Kasir-New', aktif: '1' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.terminals.find((x: { terminalid: number }) => x.terminalid === terminalid)).toMatchObject({
      terminal: 'KASIR-NEW',
      shift: { shiftid },
    });
    const o = await order(cashier, menuid);
    expect((await pay(cashier, o.orderkey, [cashFor(o.total)], { terminal: 'KASIR-NEW' })).status).toBe(200);
    expect((await detail(shiftid)).sales.count).toBe(1);
    const retire = await manager.put(`/api/shift/terminal/${terminalid}`, { terminal: 'KASIR-NEW', aktif: '0' });
    expect([retire.status, retire.body.message]).toEqual([409, 'Close the shift open on KASIR-NEW first']);
    await cashier.post(`/api/shift/${shiftid}/close`, { counted: [] });
    expect((await manager.put(`/api/shift/terminal/${terminalid}`, { terminal: 'KASIR-NEW', aktif: '0' })).status).toBe(200);
    const refused = await cashier.post('/api/shift/open', { terminal: 'KASIR-NEW', openingfloat: 0 });
    expect([refused.status, refused.body.message]).toEqual([409, 'Terminal KASIR-NEW is retired; a manager can bring it back']);
    const taken = await manager.put(`/api/shift/terminal/${terminalid}`, { terminal: 'KASIR-1', aktif: '1' });
    expect([taken.status, taken.body.message]).toEqual([409, 'Terminal KASIR-1 already exists']);
  });

  it('files a payment taken offline in the shift its terminal had open then, even when it has closed since', async () => {
    const { shiftid } = (await open('KASIR-OFF', 0)).header;
    const takenAt = new Date().toISOString();
    const o = await order(cashier, menuid);
    await cashier.post(`/api/shift/${shiftid}/close`, { counted: [] });
    const next = (await open('KASIR-OFF', 0)).header.shiftid;
    const res = await pay(cashier, o.orderkey, [cashFor(o.total)], { terminal: 'KASIR-OFF', offlineat: takenAt });
    expect(res.status, res.text).toBe(200);
    expect([(await detail(shiftid)).sales.count, (await detail(next)).sales.count]).toEqual([1, 0]);
    const future = await order(cashier, menuid);
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    expect((await pay(cashier, future.orderkey, [cashFor(future.total)], { terminal: 'KASIR-OFF', offlineat: ahead })).status).toBe(400);
  });

  it('keeps each company and outlet to its own shifts, and each group to its rights', async () => {
    const { shiftid } = (await open('KASIR-SCOPE', 0)).header;
    const admin2 = await t.login('admin2');
    for (const url of [`/api/shift/${shiftid}`, `/api/shift/${shiftid}/pdf?report=X`]) expect((await admin2.get(url)).status).toBe(404);
    expect((await admin2.post(`/api/shift/${shiftid}/cash`, { amount: 1000, reason: 'x' })).status).toBe(404);
    expect((await admin2.post(`/api/shift/${shiftid}/close`, { counted: [] })).status).toBe(404);
    expect((await admin2.get(`/api/shift?outletid=${outletid}`)).status).toBe(404);
    // Another outlet of the company: the admin opens there, the outlet's own manager and cashier cannot reach it.
    const braga = t.ids!.outletIds[1];
    const other = await admin.post('/api/shift/open', { outletid: braga, terminal: 'BAR', openingfloat: 0 });
    expect(other.status, other.text).toBe(200);
    expect((await admin.post('/api/shift/open', { terminal: 'BAR', openingfloat: 0 })).body.message).toBe('Please choose an outlet');
    expect((await manager.get(`/api/shift/${other.body.header.shiftid}`)).status).toBe(404);
    expect((await manager.get(`/api/shift?outletid=${braga}`)).status).toBe(403);
    expect((await cashier.get(`/api/shift?outletid=${outletid}`)).status).toBe(403);
    expect((await cashier.post('/api/shift/open', { outletid: braga, terminal: 'X', openingfloat: 0 })).status).toBe(403);
    const kitchen = await t.login('kitchen');
    expect((await kitchen.post('/api/shift/open', { terminal: 'K', openingfloat: 0 })).status).toBe(403);
    const all = await admin.get('/api/shift');
    expect(all.body.list.map((r: { outletid: number }) => r.outletid)).toEqual(expect.arrayContaining([outletid, braga]));
  });
});
