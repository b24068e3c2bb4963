import crypto from 'node:crypto';
import { CAMPAIGN_MENUS_MISSING, CAMPAIGN_OUTLETS_MISSING, CAMPAIGN_TERM_MENUS_MISSING } from '@saji/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUY_TWO_GET_ONE, campaignBody } from '../../test/fixtures/campaigns.js';
import { takeAwayBody } from '../../test/fixtures/till.js';
import { createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';
import { exportedSheet } from '../../test/xlsx.js';

interface Menu {
  menuid: number;
  menuname: string;
  hargajual: number;
  discpc: number;
}
interface Line {
  menuid: number;
  qty: number;
  hargajual: number;
  discpc: number;
  netto: number;
  isfree?: boolean;
  campaignid?: number | null;
}

const year = new Date().getFullYear();

describe('campaigns', () => {
  let t: TestApp;
  let demo: DemoCrew;
  let menus: Menu[];
  const created: Record<string, number> = {};

  const campaign = (over: Record<string, unknown> = {}) =>
    campaignBody({ menus: [{ menuid: menus[0].menuid }], outlets: [{ outletid: demo.senayan }], ...over });
  const save = async (name: string, over: Record<string, unknown> = {}) => {
    const res = await demo.admin.post('/api/restocampaign', campaign({ campaignname: name, ...over }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    created[name] = res.body.campaignid;
    return res.body.campaignid as number;
  };
  const order = async (lines: { menuid: number; qty: number }[], over: Record<string, unknown> = {}) => {
    const res = await demo.cashier.post('/api/restoorderho', {
      orderkey: crypto.randomUUID(),
      ordertype: 'TAKE AWAY',
      tableids: [],
      pax: 1,
      lines,
      ...over,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { header: Record<string, number & string>; lines: Line[] };
  };
  const setActive = async (id: number, aktif: '0' | '1') => {
    const d = (await demo.admin.get(`/api/restocampaign/detail/${id}`)).body;
    expect(
      (await demo.admin.post('/api/restocampaign', { ...d.header, aktif, outlets: d.outlets, menus: d.menus, menuterm: d.menuterm }))
        .status,
    ).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    menus = (await demo.cashier.get(`/api/restoorderho/menu?outletid=${demo.senayan}`)).body.list;
  });
  afterAll(() => t.close());

  describe('saving', () => {
    it("refuses with the spec's messages and saves nothing", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ outlets: [] }, CAMPAIGN_OUTLETS_MISSING],
        [{ menus: [] }, CAMPAIGN_MENUS_MISSING],
        [{ termapply: 1, term4menu: 1, termqty: 2, menuterm: [] }, CAMPAIGN_TERM_MENUS_MISSING],
      ];
      for (const [over, message] of cases) {
        const res = await demo.admin.post('/api/restocampaign', campaign(over));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      for (const over of [
        { discpc: 0 },
        { freeitem: 1, freeqty: 0 },
        { termapply: 1, term4menu: 0, termtotal: 0 },
        { starttime: 25 },
        { ordertypes: '' },
      ]) {
        expect((await demo.admin.post('/api/restocampaign', campaign(over))).status).toBe(400);
      }
      expect((await demo.admin.get('/api/restocampaign')).body.meta.total).toBe(0);
    });

    it('saves a free item with discpc 100 and sanitises the description', async () => {
      const id = await save('Buy 2 get 1', {
        ...BUY_TWO_GET_ONE,
        discpc: 0,
        termapplymulti: 1,
        menus: [{ menuid: menus[2].menuid }],
        menuterm: [{ menuid: menus[1].menuid }],
        campaigndesc: '<p onclick="x()">Two <script>alert(1)</script>for one</p>',
      });
      const d = (await demo.admin.get(`/api/restocampaign/detail/${id}`)).body;
      expect(d.header).toMatchObject({
        freeitem: 1,
        discpc: 100,
        termqty: 2,
        startdate: `${year}-01-01`,
        campaigndesc: '<p>Two for one</p>',
      });
      expect(d.outlets).toEqual([
        expect.objectContaining({ outletid: demo.senayan, outletname: expect.any(String), alamat1: expect.any(String) }),
      ]);
      expect(d.menus).toEqual([{ menuid: menus[2].menuid, menuname: menus[2].menuname, menusize: expect.anything() }]);
      expect(d.menuterm.map((m: Menu) => m.menuid)).toEqual([menus[1].menuid]);
    });

    it('warns of a duplicate and refuses another company’s menus and outlets', async () => {
      const dup = await demo.admin.post(
        '/api/restocampaign',
        campaign({ outlets: [{ outletid: demo.senayan }, { outletid: demo.senayan }] }),
      );
      expect(dup.status).toBe(400);
      expect(dup.body.message).toMatch(/ already in the list$/);
      const foreign = await demo.admin.post('/api/restocampaign', campaign({ outlets: [{ outletid: t.ids!.otherOutletIds[0] }] }));
      expect(foreign.status).toBe(400);
    });

    it('updates by campaignid and is refused to other groups and companies', async () => {
      const id = await save('Half price', { discpc: 50 });
      expect(
        (await demo.admin.post('/api/restocampaign', campaign({ campaignid: id, campaignname: 'Half price', discpc: 40 }))).status,
      ).toBe(200);
      expect((await demo.admin.get(`/api/restocampaign/detail/${id}`)).body.header.discpc).toBe(40);
      expect((await demo.manager.post('/api/restocampaign', campaign())).status).toBe(403);
      expect((await demo.cashier.get('/api/restocampaign')).status).toBe(403);
      expect((await demo.admin2.get(`/api/restocampaign/detail/${id}`)).status).toBe(404);
      expect(
        (await demo.admin2.post('/api/restocampaign', campaign({ campaignid: id, outlets: [{ outletid: t.ids!.otherOutletIds[0] }] })))
          .status,
      ).toBe(404);
      expect((await demo.admin2.delete(`/api/restocampaign/${id}`)).status).toBe(404);
      expect((await demo.admin2.get('/api/restocampaign')).body.list.map((c: { campaignid: number }) => c.campaignid)).not.toContain(id);
      await setActive(id, '0');
    });

    it('writes each save and delete to the audit log, with what it was before', async () => {
      const id = await save('Audited', { discpc: 15 });
      await demo.admin.post('/api/restocampaign', campaign({ campaignid: id, campaignname: 'Audited', discpc: 25 }));
      expect((await demo.admin.delete(`/api/restocampaign/${id}`)).status).toBe(200);
      const rows = (await demo.admin.get(`/api/auditlog?objectkey=${id}&limit=100`)).body.list.filter((r: { action: string }) =>
        r.action.startsWith('campaign.'),
      );
      expect(rows.map((r: { action: string }) => r.action).sort()).toEqual(['campaign.delete', 'campaign.save', 'campaign.save']);
      const update = rows.find((r: { action: string; before: unknown }) => r.action === 'campaign.save' && r.before);
      expect(update.before).toMatchObject({ discpc: 15 });
      expect(update.after).toMatchObject({ discpc: 25 });
      expect(rows.every((r: { username: string }) => r.username === 'admin')).toBe(true);
    });
  });

  describe('the list', () => {
    it('filters by name, active flag, outlet and overlapping dates, and pages 10 to 50 by 5', async () => {
      await save('Braga lunch', { outlets: [{ outletid: demo.braga }], startdate: `${year}-03-01`, enddate: `${year}-03-31`, aktif: '0' });
      const names = async (query: string) =>
        (await demo.admin.get(`/api/restocampaign?${query}`)).body.list.map((c: { campaignname: string }) => c.campaignname).sort();
      expect(await names('campaignname=braga')).toEqual(['Braga lunch']);
      expect(await names('aktif=0')).toEqual(['Braga lunch', 'Half price']);
      expect(await names(`outletid=${demo.braga}`)).toEqual(['Braga lunch']);
      expect(await names(`tgl1=${year}-04-01&tgl2=${year}-04-30&aktif=`)).not.toContain('Braga lunch');
      expect(await names(`tgl1=${year}-03-31&tgl2=${year}-04-30`)).toContain('Braga lunch');
      expect((await demo.admin.get('/api/restocampaign?limit=15')).status).toBe(200);
      for (const limit of [12, 5, 55]) expect((await demo.admin.get(`/api/restocampaign?limit=${limit}`)).status).toBe(400);
      // A manager sees the campaigns running at their own outlet only.
      const seen = (await demo.manager.get('/api/restocampaign')).body.list.map((c: { campaignname: string }) => c.campaignname);
      expect(seen).not.toContain('Braga lunch');
      expect(seen).toContain('Half price');
      // Naming another outlet in the filters is refused, in the list and the export alike.
      expect((await demo.manager.get(`/api/restocampaign?outletid=${demo.braga}`)).status).toBe(403);
      expect((await demo.manager.get(`/api/restocampaign/exportxls?outletid=${demo.braga}`)).status).toBe(403);
      expect((await demo.manager.get(`/api/restocampaign/detail/${created['Braga lunch']}`)).status).toBe(404);
    });

    it('exports the filtered list as Resto-Campaign-List.xlsx with the list’s wording', async () => {
      const res = await demo.admin.get('/api/restocampaign/exportxls?campaignname=Buy');
      const sheet = await exportedSheet(res, 'Resto-Campaign-List.xlsx');
      const row = sheet.getRow(2).values as unknown[];
      expect(row).toContain('Buy 2 get 1');
      expect(row).toContain('Buy 2 items');
      expect(row).toContain('Get 1 free (Berlaku Kelipatan)');
    });
  });

  describe('orders', () => {
    it('gives free items per multiple of the term, again on every save, never twice', async () => {
      const first = await order([{ menuid: menus[1].menuid, qty: 5 }]);
      const free = first.lines.filter((l) => l.isfree);
      expect(free).toEqual([
        expect.objectContaining({ menuid: menus[2].menuid, qty: 2, discpc: 100, netto: 0, campaignid: created['Buy 2 get 1'] }),
      ]);
      expect(first.header.campaignkey).toBe(String(created['Buy 2 get 1']));
      // The till sends only what was bought; a save with one more makes the free lines again.
      const again = await demo.cashier.post(
        '/api/restoorderho',
        takeAwayBody([{ menuid: menus[1].menuid, qty: 6 }], { orderkey: first.header.orderkey }),
      );
      expect(again.body.lines.filter((l: Line) => l.isfree).map((l: Line) => l.qty)).toEqual([3]);
      const one = await order([{ menuid: menus[1].menuid, qty: 1 }]);
      expect(one.lines.some((l) => l.isfree)).toBe(false);
      expect(one.header.campaignkey).toBeNull();
    });

    it('applies a campaign that is not automatic only when picked, and stores the voucher', async () => {
      const id = await save('Member', { autoapply: 0, discpc: 10, menus: [{ menuid: menus[3].menuid }] });
      const plain = await order([{ menuid: menus[3].menuid, qty: 1 }]);
      expect(plain.lines[0].discpc).toBe(0);
      const picked = await order([{ menuid: menus[3].menuid, qty: 1 }], { campaignids: [id], voucherno: 'V-123' });
      expect(picked.lines[0]).toMatchObject({ discpc: 10, campaignid: id });
      expect(picked.header).toMatchObject({ voucherno: 'V-123', campaignkey: String(id) });
      await setActive(id, '0');
    });

    it('keeps to the order type and outlet, answers the live discount on the menu, and stops when deleted', async () => {
      const id = await save('Delivery only', { discpc: 30, ordertypes: 'DELIVERY', menus: [{ menuid: menus[4].menuid }] });
      expect((await order([{ menuid: menus[4].menuid, qty: 1 }])).lines[0].discpc).toBe(0);
      const live = async (type: string) =>
        (await demo.cashier.get(`/api/restoorderho/menu?ordertype=${type}`)).body.list.find((m: Menu) => m.menuid === menus[4].menuid)
          .discpc;
      expect(await live('DELIVERY')).toBe(30);
      expect(await live('DINE%20IN')).toBe(0);
      const pos = (await demo.cashier.get('/api/restoorderho/campaign')).body;
      expect(pos.find((c: { campaignid: number }) => c.campaignid === id)).toMatchObject({
        menus: [menus[4].menuid],
        ordertypes: ['DELIVERY'],
      });
      expect((await demo.cashier.get(`/api/restoorderho/campaign?outletid=${demo.braga}`)).status).toBe(403);
      expect((await demo.admin.delete(`/api/restocampaign/${id}`)).status).toBe(200);
      expect(await live('DELIVERY')).toBe(0);
    });

    it('prices every save with the campaigns as they are now, though a save keeps them in memory between changes', async () => {
      const m = menus[5].menuid;
      const first = await order([{ menuid: m, qty: 1 }]);
      expect(first.lines[0].discpc).toBe(0);
      const id = await save('Memory', { discpc: 15, menus: [{ menuid: m }] });
      expect((await order([{ menuid: m, qty: 1 }])).lines[0].discpc).toBe(15);
      expect((await order([{ menuid: m, qty: 1 }])).lines[0].discpc).toBe(15);
      await setActive(id, '0');
      expect((await order([{ menuid: m, qty: 1 }])).lines[0].discpc).toBe(0);
      await setActive(id, '1');
      expect((await order([{ menuid: m, qty: 1 }])).lines[0].discpc).toBe(15);
      // A change made outside the API (another process, a script) moves the version too.
      await t.database.db.execute(sql`UPDATE restocampaignmenu SET menuid = ${menus[6].menuid} WHERE campaignid = ${id}`);
      const moved = await order([
        { menuid: m, qty: 1 },
        { menuid: menus[6].menuid, qty: 1 },
      ]);
      expect(moved.lines.map((l) => l.discpc)).toEqual([0, 15]);
      // A free item's price is the outlet's price now, not the one read with the campaigns.
      const free = await save('Memory free', { freeitem: 1, freeqty: 1, discpc: 100, menus: [{ menuid: menus[7].menuid }] });
      await order([{ menuid: m, qty: 1 }]);
      await t.database.db.execute(sql`UPDATE restomenu SET hargajualstd = hargajualstd + 1000 WHERE menuid = ${menus[7].menuid}`);
      await t.database.db.execute(sql`UPDATE restomenuoutlet SET hargajual = hargajual + 1000 WHERE menuid = ${menus[7].menuid}`);
      const priced = await order([{ menuid: m, qty: 1 }]);
      const freeLine = priced.lines.find((l) => l.isfree);
      expect(freeLine?.hargajual).toBe(menus[7].hargajual + 1000);
      for (const c of [id, free]) expect((await demo.admin.delete(`/api/restocampaign/${c}`)).status).toBe(200);
      expect((await order([{ menuid: m, qty: 1 }])).lines).toHaveLength(1);
    });

    it('carries discounts into the ledger exactly: sales credited net, the voucher balanced', async () => {
      const id = await save('Ledger', { discpc: 12.5, menus: [{ menuid: menus[5].menuid }] });
      const o = await order([
        { menuid: menus[5].menuid, qty: 3 },
        { menuid: menus[1].menuid, qty: 2 },
      ]);
      const h = o.header;
      expect(h.total).toBe(h.netto + h.serviceval + h.pb1val);
      expect(h.netto).toBe(h.subtotal - h.discval);
      expect(h.discval).toBeGreaterThan(0);
      const paid = await demo.cashier.post('/api/restoorderho/payment', {
        orderkey: h.orderkey,
        payments: [{ codepayment: 'CASH', paymentamount: h.total + 1000 }],
      });
      expect(paid.body.header.changeamt).toBe(1000);
      expect((await demo.manager.put(`/api/restoorderho/posting/${h.orderkey}`)).status).toBe(200);
      const [j] = (
        await t.database.db.execute<{ debit: string; credit: string; sales: string }>(sql`
          SELECT sum(l.debit) AS debit, sum(l.credit) AS credit, sum(l.credit) FILTER (WHERE l.memo LIKE '%Sales') AS sales
          FROM gl_journal g JOIN gl_journal_line l USING (journalid) WHERE g.orderkey = ${h.orderkey}`)
      ).rows;
      expect(Number(j.debit)).toBe(Number(j.credit));
      expect(Number(j.sales)).toBe(h.netto);
      await setActive(id, '0');
    });
  });
});
