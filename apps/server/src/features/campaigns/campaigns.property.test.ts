import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUY_TWO_GET_ONE } from '../../test/fixtures/campaigns.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

interface Line {
  menuid: number;
  qty: number;
  gross?: number;
  discval: number;
  netto: number;
  isfree?: boolean;
}

/**
 * Money agrees through campaigns: orders priced by random campaigns (discounts with two decimals,
 * free items with multiples, terms by quantity and by total), paid with change and posted, always
 * add up to the rupiah, and their journals balance with sales credited net.
 */
describe('orders with campaigns: the money always agrees', () => {
  let t: TestApp;
  let admin: Agent;
  let cashier: Agent;
  let manager: Agent;
  let menuids: number[];
  let senayan: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, cashier, manager] = await Promise.all([t.login('admin'), t.login('cashier'), t.login('manager')]);
    senayan = t.ids!.outletIds[0];
    menuids = (await cashier.get('/api/restoorderho/menu')).body.list.slice(0, 8).map((m: { menuid: number }) => m.menuid);
    const year = new Date().getFullYear();
    const base = {
      campaigndesc: '<p>property</p>',
      startdate: `${year - 1}-01-01`,
      enddate: `${year + 1}-12-31`,
      autoapply: 1,
      ordertypes: 'DINE IN,TAKE AWAY,DELIVERY',
      outlets: [{ outletid: senayan }],
    };
    const campaigns = [
      { campaignname: 'P1', discpc: 12.5, termapply: 0, menus: [{ menuid: menuids[0] }, { menuid: menuids[1] }] },
      {
        campaignname: 'P2',
        discpc: 33.33,
        termapply: 1,
        term4menu: 0,
        termtotal: 90_000,
        menus: [{ menuid: menuids[1] }, { menuid: menuids[2] }],
      },
      {
        campaignname: 'P3',
        ...BUY_TWO_GET_ONE,
        termapplymulti: 1,
        menus: [{ menuid: menuids[3] }],
        menuterm: [{ menuid: menuids[4] }, { menuid: menuids[3] }],
      },
      { campaignname: 'P4', freeitem: 1, freeqty: 2, termapply: 1, term4menu: 0, termtotal: 200_000, menus: [{ menuid: menuids[5] }] },
    ];
    for (const c of campaigns) expect((await admin.post('/api/restocampaign', { ...base, ...c })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('total = netto + service + PB1, discounts add up, change is what was paid over, journals balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ i: fc.integer({ min: 0, max: 7 }), qty: fc.integer({ min: 1, max: 9 }) }), {
          minLength: 1,
          maxLength: 6,
          selector: (l) => l.i,
        }),
        fc.constantFrom('TAKE AWAY', 'DELIVERY'),
        fc.integer({ min: 0, max: 50_000 }),
        async (picked, ordertype, over) => {
          const orderkey = crypto.randomUUID();
          const delivery =
            ordertype === 'DELIVERY' ? { PhoneNo: '081234567890', customernm: 'Prop', DeliveryAddr: 'Jl. A 1', deliverby: 'GoFood' } : {};
          const saved = await cashier.post('/api/restoorderho', {
            orderkey,
            ordertype,
            tableids: [],
            pax: 1,
            ...delivery,
            lines: picked.map((p) => ({ menuid: menuids[p.i], qty: p.qty })),
          });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          const h = saved.body.header;
          const lines: Line[] = saved.body.lines;
          expect(h.total).toBe(h.netto + h.serviceval + h.pb1val);
          expect(h.netto).toBe(h.subtotal - h.discval);
          expect(h.discval).toBe(lines.reduce((s, l) => s + l.discval, 0));
          for (const l of lines.filter((x) => x.isfree)) expect(l.netto).toBe(0);

          const paid = await cashier.post('/api/restoorderho/payment', {
            orderkey,
            payments: [{ codepayment: 'CASH', paymentamount: h.total + over }],
          });
          expect(paid.status, JSON.stringify(paid.body)).toBe(200);
          expect(paid.body.header.changeamt).toBe(over);
          expect((await manager.put(`/api/restoorderho/posting/${orderkey}`)).status).toBe(200);
          const [j] = (
            await t.database.db.execute<{ debit: string; credit: string; sales: string | null }>(sql`
              SELECT sum(l.debit) AS debit, sum(l.credit) AS credit, sum(l.credit) FILTER (WHERE l.memo LIKE '%Sales') AS sales
              FROM gl_journal g JOIN gl_journal_line l USING (journalid) WHERE g.orderkey = ${orderkey}`)
          ).rows;
          expect(Number(j.debit)).toBe(Number(j.credit));
          expect(Number(j.debit)).toBe(h.total);
          expect(Number(j.sales ?? 0)).toBe(h.netto);
        },
      ),
      { numRuns: 25 },
    );
  });
});
