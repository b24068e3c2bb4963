import crypto from 'node:crypto';
import type { KitchenView, MenuModifiers, OrderDetail } from '@saji/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../../db/schema/index.js';
import { decodeText } from '../../platform/escpos.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { type LoopbackPrinter, loopbackPrinter } from '../../test/printer.js';

interface PosMenu {
  menuid: number;
  menuname: string;
  hargajual: number;
  categid: string;
}

describe('modifier groups: the menu editor, the order save, tickets, kitchen screens and reports', () => {
  let t: TestApp;
  let admin: Agent;
  let manager: Agent;
  let cashier: Agent;
  let kitchen: Agent;
  let admin2: Agent;
  let outletid: number;
  let menus: PosMenu[];
  let kitchenPrinter: LoopbackPrinter;
  let receiptPrinter: LoopbackPrinter;

  const menu = (name: string) => menus.find((m) => m.menuname === name) as PosMenu;
  const groupsOf = async (menuid: number): Promise<MenuModifiers> => (await admin.get(`/api/restomenu/modifiers/${menuid}`)).body;
  const option = (g: MenuModifiers, groupname: string, modname: string) =>
    g.groups.find((x) => x.groupname === groupname)?.options.find((o) => o.modname === modname)?.modifierid as number;
  const takeAway = (lines: unknown[], orderkey: string = crypto.randomUUID()) => ({
    orderkey,
    ordertype: 'TAKE AWAY',
    tableids: [],
    pax: 1,
    lines,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager, cashier, kitchen, admin2] = await Promise.all(
      ['admin', 'manager', 'cashier', 'kitchen', 'admin2'].map((u) => t.login(u)),
    );
    outletid = t.ids!.outletIds[0];
    menus = (await cashier.get(`/api/restoorderho/menu?outletid=${outletid}&limit=100`)).body.list;
    [kitchenPrinter, receiptPrinter] = await Promise.all([loopbackPrinter(), loopbackPrinter()]);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([kitchenPrinter.close(), receiptPrinter.close()]);
  });

  describe('the editor', () => {
    it('saves groups and options in order, keeps their ids on an update and deletes what was left out', async () => {
      const { menuid } = menu('Gado-Gado');
      const saved = await admin.post('/api/restomenu/modifiers', {
        menuid,
        groups: [
          {
            groupname: 'Portion',
            minchoice: 1,
            maxchoice: 1,
            options: [
              { modname: 'Small', pricechange: -5000 },
              { modname: 'Big', pricechange: '' },
            ],
          },
          {
            groupname: 'Extra',
            minchoice: 0,
            maxchoice: 2,
            options: [
              { modname: 'Egg', pricechange: 4000 },
              { modname: 'Tofu', pricechange: 3000 },
            ],
          },
        ],
      });
      expect(saved.status).toBe(200);
      const first = await groupsOf(menuid);
      expect(first.groups.map((g) => [g.groupname, g.minchoice, g.maxchoice, g.options.map((o) => [o.modname, o.pricechange])])).toEqual([
        [
          'Portion',
          1,
          1,
          [
            ['Small', -5000],
            ['Big', 0],
          ],
        ],
        [
          'Extra',
          0,
          2,
          [
            ['Egg', 4000],
            ['Tofu', 3000],
          ],
        ],
      ]);
      const [portion, extra] = first.groups;
      // Extra first now, Tofu renamed, Egg gone, Portion dropped.
      const updated = await admin.post('/api/restomenu/modifiers', {
        menuid,
        groups: [
          {
            modgroupid: extra.modgroupid,
            groupname: 'Extra',
            minchoice: 0,
            maxchoice: 1,
            options: [{ modifierid: extra.options[1].modifierid, modname: 'Tempe', pricechange: 3500 }],
          },
        ],
      });
      expect(updated.status).toBe(200);
      const after = await groupsOf(menuid);
      expect(after.groups).toEqual([
        {
          modgroupid: extra.modgroupid,
          menuid,
          groupname: 'Extra',
          minchoice: 0,
          maxchoice: 1,
          options: [{ modifierid: extra.options[1].modifierid, modname: 'Tempe', pricechange: 3500 }],
        },
      ]);
      // An id of a group that is gone (or never was this menu's) is refused and changes nothing.
      const stale = await admin.post('/api/restomenu/modifiers', {
        menuid,
        groups: [
          {
            modgroupid: portion.modgroupid,
            groupname: 'Portion',
            minchoice: 0,
            maxchoice: 1,
            options: [{ modname: 'Half', pricechange: 0 }],
          },
        ],
      });
      expect(stale.status).toBe(400);
      expect(await groupsOf(menuid)).toEqual(after);
      expect((await admin.post('/api/restomenu/modifiers', { menuid, groups: [] })).status).toBe(200);
      expect((await groupsOf(menuid)).groups).toEqual([]);
    });

    it('refuses a minimum above the maximum, a maximum above the options and a price change out of bounds', async () => {
      const { menuid } = menu('Gado-Gado');
      const group = { groupname: 'Size', minchoice: 1, maxchoice: 1, options: [{ modname: 'Large', pricechange: 5000 }] };
      for (const bad of [{ minchoice: 2 }, { maxchoice: 3 }, { options: [{ modname: 'Gold', pricechange: 10_000_001 }] }]) {
        const res = await admin.post('/api/restomenu/modifiers', { menuid, groups: [{ ...group, ...bad }] });
        expect(res.status).toBe(400);
        expect(res.body.details.length).toBeGreaterThan(0);
      }
    });

    it('is for the admin of the company only; another company sees no menu', async () => {
      const { menuid } = menu('Kopi Susu Gula Aren');
      const body = { menuid, groups: [] };
      expect((await manager.post('/api/restomenu/modifiers', body)).status).toBe(403);
      expect((await cashier.post('/api/restomenu/modifiers', body)).status).toBe(403);
      expect((await admin2.post('/api/restomenu/modifiers', body)).status).toBe(404);
      const foreign = await admin2.get(`/api/restomenu/modifiers/${menuid}`);
      expect(foreign.status).toBe(404);
      expect(JSON.stringify(foreign.body)).not.toContain('Large');
      expect((await groupsOf(menuid)).groups.map((g) => g.groupname)).toEqual(['Size', 'Ice']);
      // The till reads every group of the company's menus; another company's till none of them.
      const till = (await cashier.get('/api/restoorderho/modifiers')).body as { menuid: number }[];
      expect(till.some((g) => g.menuid === menuid)).toBe(true);
      expect((await admin2.get('/api/restoorderho/modifiers')).body).toEqual([]);
      expect((await kitchen.get('/api/restoorderho/modifiers')).status).toBe(403);
    });
  });

  describe('the order save', () => {
    it('prices a line at the outlet price plus its options, and keeps the options on the line', async () => {
      const jus = menu('Kopi Susu Gula Aren');
      const g = await groupsOf(jus.menuid);
      const large = option(g, 'Size', 'Large');
      const lessIce = option(g, 'Ice', 'Less ice');
      const res = await cashier.post(
        '/api/restoorderho',
        takeAway([
          { menuid: jus.menuid, qty: 2, modifiers: [{ modifierid: lessIce }, { modifierid: large }] },
          { menuid: jus.menuid, qty: 1, modifiers: [{ modifierid: option(g, 'Size', 'Regular') }] },
        ]),
      );
      expect(res.status).toBe(200);
      const detail = res.body as OrderDetail;
      expect(detail.lines.map((l) => [l.qty, l.hargajual, l.netto])).toEqual([
        [2, jus.hargajual + 5000, 2 * (jus.hargajual + 5000)],
        [1, jus.hargajual, jus.hargajual],
      ]);
      // In the menu's order, whatever order they were tapped in, with name and price as sold.
      expect(detail.lines[0].modifiers).toEqual([
        { modifierid: large, groupname: 'Size', modname: 'Large', pricechange: 5000 },
        { modifierid: lessIce, groupname: 'Ice', modname: 'Less ice', pricechange: 0 },
      ]);
      expect(detail.header.subtotal).toBe(3 * jus.hargajual + 10_000);
      expect(detail.header.total).toBe(detail.header.netto + detail.header.serviceval + detail.header.pb1val);
      const again = await cashier.get(`/api/restoorderho/detail/${detail.header.orderkey}`);
      expect(again.body.lines[0].modifiers).toEqual(detail.lines[0].modifiers);
    });

    it('refuses a required group left out, too many, an option of another menu, and a client price', async () => {
      const jus = menu('Kopi Susu Gula Aren');
      const tahu = menu('Tahu Isi');
      const g = await groupsOf(jus.menuid);
      const k = await groupsOf(tahu.menuid);
      const cases: [unknown, string][] = [
        [{ menuid: jus.menuid, qty: 1 }, 'Kopi Susu Gula Aren: choose a Size'],
        [
          {
            menuid: jus.menuid,
            qty: 1,
            modifiers: [{ modifierid: option(g, 'Size', 'Large') }, { modifierid: option(g, 'Size', 'Regular') }],
          },
          'Kopi Susu Gula Aren: choose at most 1 of Size',
        ],
        [
          {
            menuid: jus.menuid,
            qty: 1,
            modifiers: [{ modifierid: option(g, 'Size', 'Large') }, { modifierid: option(k, 'Spice level', 'Medium') }],
          },
          'Kopi Susu Gula Aren: an option chosen is not one of its options, choose again',
        ],
      ];
      for (const [line, message] of cases) {
        const res = await cashier.post('/api/restoorderho', takeAway([line]));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      // Amounts from the client are not read: the server prices the line itself.
      const priced = await cashier.post(
        '/api/restoorderho',
        takeAway([{ menuid: jus.menuid, qty: 1, hargajual: 1, modifiers: [{ modifierid: option(g, 'Size', 'Large'), pricechange: 0 }] }]),
      );
      expect(priced.status).toBe(200);
      expect(priced.body.lines[0].hargajual).toBe(jus.hargajual + 5000);
    });

    it('keeps an order as it was sold when the options change later; other options are another line', async () => {
      const tahu = menu('Tahu Isi');
      const k = await groupsOf(tahu.menuid);
      const mild = option(k, 'Spice level', 'Not spicy');
      const chicken = option(k, 'Extra topping', 'Bakso ikan');
      const orderkey = crypto.randomUUID();
      const line = { menuid: tahu.menuid, qty: 1, modifiers: [{ modifierid: mild }, { modifierid: chicken }] };
      const first = await cashier.post('/api/restoorderho', takeAway([line], orderkey));
      expect(first.status).toBe(200);
      // The head office makes the chicken dearer and renames it.
      const edited = structuredClone(k);
      const topping = edited.groups.find((g) => g.groupname === 'Extra topping')!;
      topping.options = topping.options.map((o) => (o.modifierid === chicken ? { ...o, modname: 'Ayam suwir', pricechange: 9000 } : o));
      expect((await admin.post('/api/restomenu/modifiers', edited)).status).toBe(200);
      const resaved = await cashier.post('/api/restoorderho', {
        ...takeAway(
          [
            { ...line, qty: 2 },
            { menuid: tahu.menuid, qty: 1, modifiers: [{ modifierid: mild }, { modifierid: chicken }], linenote: 'x' },
          ],
          orderkey,
        ),
        version: first.body.header.version,
      });
      expect(resaved.status).toBe(200);
      const [kept, added] = (resaved.body as OrderDetail).lines;
      expect([kept.qty, kept.hargajual, kept.modifiers[1].modname]).toEqual([2, tahu.hargajual + 8000, 'Bakso ikan']);
      expect([added.hargajual, added.modifiers[1].modname]).toEqual([tahu.hargajual + 9000, 'Ayam suwir']);
      expect((await admin.post('/api/restomenu/modifiers', k)).status).toBe(200);
    });
  });

  it('prints the options under the item on the kitchen ticket and the receipt, shows them on the kitchen screen, and reports count them under the menu', async () => {
    // The printers are plugged in only now, so the first ticket each one gets is this order's.
    await t.database.db
      .update(outlets)
      .set({ posprinter: receiptPrinter.address, kitchenprinter: kitchenPrinter.address, kitchenorder: '1' })
      .where(eq(outlets.outletid, outletid));
    const tahu = menu('Tahu Isi');
    const k = await groupsOf(tahu.menuid);
    const orderkey = crypto.randomUUID();
    const saved = await cashier.post(
      '/api/restoorderho',
      takeAway(
        [
          {
            menuid: tahu.menuid,
            qty: 1,
            linenote: 'no onion',
            modifiers: [{ modifierid: option(k, 'Extra topping', 'Telur puyuh') }, { modifierid: option(k, 'Spice level', 'Very spicy') }],
          },
        ],
        orderkey,
      ),
    );
    expect(saved.status).toBe(200);
    const ticket = decodeText(await kitchenPrinter.next(0)).split('\n');
    const item = ticket.findIndex((l) => l.includes(`1 x ${tahu.menuname}`));
    expect(ticket.slice(item + 1, item + 4).map((l) => l.trim())).toEqual(['+ Very spicy', '+ Telur puyuh', '>> no onion']);
    expect(ticket.join('\n')).not.toContain('5.000');

    const view: KitchenView = (await kitchen.get(`/api/restoorderho/kitchenview?outletid=${outletid}`)).body;
    const card = view.list.find((c) => c.orderkey === orderkey);
    expect(card?.items.map((i) => [i.menuname, i.modifiers, i.linenote])).toEqual([
      [tahu.menuname, ['Very spicy', 'Telur puyuh'], 'no onion'],
    ]);

    const total = saved.body.header.total as number;
    const paid = await cashier.post('/api/restoorderho/payment', {
      orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: total }],
      printreceipt: true,
    });
    expect(paid.status).toBe(200);
    const receipt = decodeText(await receiptPrinter.next(0));
    // Options print indented under their item, a price change marked as included in the item's price.
    expect(receipt).toMatch(/1 x Tahu Isi[^\n]*\n {4}Very spicy\n {4}Telur puyuh \(incl\. 5\.000\)\n/);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const report = await manager.get(`/api/restoreport/rptsalesbymenu?tgl1=${today}&tgl2=${today}&outletid=${outletid}`);
    expect(report.status).toBe(200);
    const row = (report.body[0] as { orderno: string; menuname: string; gross: number; netto: number; qty: number }[]).find(
      (r) => r.orderno === saved.body.header.orderno,
    );
    expect(row).toMatchObject({ menuname: tahu.menuname, qty: 1, gross: tahu.hargajual + 5000 });
    // The menu chart sums the day's sales per menu: the option's price is counted under the menu.
    const chart = (await manager.get(`/api/restoreport/rptsalesmenu?tgl1=${today}&tgl2=${today}&outletid=${outletid}`)).body;
    const at = (chart.menuids as number[]).indexOf(tahu.menuid);
    expect(chart.datasets.reduce((s: number, d: { data: number[] }) => s + d.data[at], 0)).toBe(row?.netto);
  });
});
