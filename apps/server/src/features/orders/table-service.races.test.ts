import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Detail, keys, type Table, Till } from '../../test/fixtures/table-service.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Two terminals at one order at the same moment: one wins, the other is told 409 and nothing of its
 * command is written. On PostgreSQL the requests really run side by side.
 */
describe('table service races', () => {
  let t: TestApp;
  let one: Till;
  let two: Till;
  let menuid: number;
  let free: Table[];
  const table = () => (free.shift() as Table).tableid;
  const count = async (query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)).rows[0] as { n: number }).n;
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b] = await Promise.all([t.login('cashier'), t.login('manager')]);
    const outletid = t.ids!.outletIds[0];
    [one, two] = [new Till(a, outletid), new Till(b as Agent, outletid)];
    const groups = (await a.get(`/api/restoorderho/modifiers?outletid=${outletid}`)).body as { menuid: number; minchoice: number }[];
    const menus = (await a.get(`/api/restoorderho/menu?outletid=${outletid}`)).body.list as { menuid: number; hargajual: number }[];
    menuid = menus.find((m) => m.hargajual > 0 && !groups.some((g) => g.menuid === m.menuid && g.minchoice > 0))?.menuid as number;
    free = await one.freeTables(4);
  });
  afterAll(() => t.close());

  it('two terminals splitting one bill: one gets its checks, the other 409, and only one set exists', async () => {
    const o = await one.dineIn([table()], [{ menuid, qty: 4 }], 4);
    const split = (till: Till) =>
      till.agent.post(`/api/restoorderho/${o.header.orderkey}/split`, {
        version: o.header.version,
        partkeys: keys(2),
        parts: [{ lines: [{ lineno: 1, qty: 1 }] }, { lines: [{ lineno: 1, qty: 3 }] }],
      });
    const answers = await Promise.all([split(one), split(two)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(await count(sql`SELECT count(*)::int AS n FROM restoorderho WHERE splitfrom = ${o.header.orderkey}::uuid`)).toBe(2);
    const winner = answers.find((a) => a.status === 200)?.body.orders as Detail[];
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.body.message).toBe('This order was already split into other checks');
    expect(winner.map((c) => c.header.orderkey).sort()).toEqual(
      (
        (await t.app.db.execute(sql`SELECT orderkey FROM restoorderho WHERE splitfrom = ${o.header.orderkey}::uuid`)).rows as {
          orderkey: string;
        }[]
      )
        .map((r) => r.orderkey)
        .sort(),
    );
  });

  it('two terminals merging the same order into two others: it joins one of them, the other is left as it was', async () => {
    const [a, b, c] = [
      await one.dineIn([table()], [{ menuid, qty: 1 }]),
      await one.dineIn([table()], [{ menuid, qty: 2 }]),
      await one.dineIn([table()], [{ menuid, qty: 3 }]),
    ];
    const merge = (till: Till, into: Detail) =>
      till.agent.post(`/api/restoorderho/${into.header.orderkey}/merge`, {
        fromorderkey: b.header.orderkey,
        version: into.header.version,
        fromversion: b.header.version,
      });
    const answers = await Promise.all([merge(one, a), merge(two, c)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const [da, db, dc] = [await one.detail(a.header.orderkey), await one.detail(b.header.orderkey), await one.detail(c.header.orderkey)];
    const winner = [da, dc].find((d) => d.header.orderkey === db.header.mergedinto) as Detail;
    const loser = [da, dc].find((d) => d !== winner) as Detail;
    expect(winner.lines.reduce((s, l) => s + l.qty, 0)).toBe((winner === da ? 1 : 3) + 2);
    expect(loser.header.version).toBe(1);
    expect(loser.lines.map((l) => l.qty)).toEqual([winner === da ? 3 : 1]);
  });

  it('a split and a merge of one order at once: one of them happens, whole', async () => {
    const [a, b] = [await one.dineIn([table()], [{ menuid, qty: 1 }]), await one.dineIn([table()], [{ menuid, qty: 2 }])];
    const answers = await Promise.all([
      one.agent.post(`/api/restoorderho/${a.header.orderkey}/merge`, {
        fromorderkey: b.header.orderkey,
        version: a.header.version,
        fromversion: b.header.version,
      }),
      two.agent.post(`/api/restoorderho/${b.header.orderkey}/split`, { version: b.header.version, partkeys: keys(2), ways: 2 }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const checks = await count(sql`SELECT count(*)::int AS n FROM restoorderho WHERE splitfrom = ${b.header.orderkey}::uuid`);
    const status = (await one.detail(b.header.orderkey)).header.orderstatus;
    expect(status === 9 ? checks === 0 : status === 8 && checks === 2).toBe(true);
  });

  it('the last two checks of a split bill paid at once on two terminals free the table', async () => {
    const tb = table();
    const o = await one.dineIn([tb], [{ menuid, qty: 3 }], 3);
    const res = await one.agent.post(`/api/restoorderho/${o.header.orderkey}/split`, {
      version: o.header.version,
      partkeys: keys(3),
      parts: [1, 1, 1].map((qty) => ({ lines: [{ lineno: 1, qty }] })),
    });
    const checks = res.body.orders as Detail[];
    await one.pay(checks[0]);
    expect(await one.at(tb)).toBe(o.header.orderkey);
    await Promise.all([one.pay(checks[1]), two.pay(checks[2])]);
    expect(await one.at(tb)).toBeNull();
  });

  it('two transfers from one order at the version both were shown: one moves its items, the other is refused', async () => {
    const d = await one.takeAway([{ menuid, qty: 5 }]);
    const e = await one.takeAway([{ menuid, qty: 1 }]);
    const transfer = (till: Till) =>
      till.agent.post(`/api/restoorderho/${d.header.orderkey}/transfer`, {
        toorderkey: e.header.orderkey,
        lines: [{ lineno: 1, qty: 2 }],
        version: d.header.version,
        toversion: e.header.version,
      });
    expect(statuses(await Promise.all([transfer(one), transfer(two)]))).toEqual([200, 409]);
    expect((await one.detail(d.header.orderkey)).lines[0].qty).toBe(3);
    expect((await one.detail(e.header.orderkey)).lines.reduce((s, l) => s + l.qty, 0)).toBe(3);
  });
});
