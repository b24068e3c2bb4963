/**
 * The route sweep: every /api route the app registers, read from the app itself, is tried against the
 * permission matrix of docs/permissions.md, by another company's admin, by users of another outlet,
 * and with bad input made from its own schema. A route added later is swept without anyone listing it;
 * a route without a row in the matrix fails the first test.
 */
import fs from 'node:fs';
import { can, PERMISSIONS, type UserGroup } from '@saji/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from './test/fixtures/orders.js';
import { type Agent, createTestApp, type Response, type TestApp } from './test/harness.js';
import { aimed, badRequests, type Operation, operationsOf, type SweepRequest, type Targets } from './test/sweep/inputs.js';
import { PERMISSIONS_DOC, permissionsDoc, readRouteMatrix, requirementOf, routeKey } from './test/sweep/matrix.js';
import { changedSince, changeMark, type Owner, watchChanges } from './test/sweep/snapshot.js';

const GUARD_REFUSAL = 'You are not allowed to do this.';
/** Answers that show another outlet's data on purpose, with the decision that says why. */
const SHARED_ACROSS_OUTLETS: Record<string, string> = {
  'GET /api/restocustomer/byphone/{phone}': 'the phone lookup covers the whole company (docs/decisions/master-data.md, Customers)',
  'GET /api/stock/transfer/outlets':
    "a transfer names where its goods go: the company's outlets, code and name only (docs/decisions/stock.md)",
};
/** Sign-in and sign-out change the session they are sent with; they are tried on their own. */
const SESSION_ROUTES = new Set(['POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/auth/setup']);

interface Route {
  key: string;
  op: Operation | undefined;
  websocket: boolean;
}

describe('route sweep', () => {
  let t: TestApp;
  let agents: Record<UserGroup | 'admin2', Agent>;
  let routes: Route[];
  let own: Targets;
  let company: { targets: Targets; markers: string[] };
  let braga: { id: number; targets: Targets; markers: string[] };
  const covered = new Map<string, Set<string>>();
  const cover = (key: string, check: string) => covered.set(key, (covered.get(key) ?? new Set()).add(check));

  beforeAll(async () => {
    t = await createTestApp();
    const [admin, manager, cashier, kitchen, admin2] = await Promise.all(
      ['admin', 'manager', 'cashier', 'kitchen', 'admin2'].map((u) => t.login(u)),
    );
    agents = { admin, manager, cashier, kitchen, admin2 };
    const ops = operationsOf(t.app.swagger());
    routes = t.app.apiRoutes.map((r) => {
      const key = routeKey(r);
      // A feature's root route ('/' under its prefix) is documented with the trailing slash.
      return { key, op: ops.get(key) ?? ops.get(`${key}/`), websocket: r.websocket };
    });
    const [senayan, bragaId] = t.ids!.outletIds;
    own = await targetsOf(t, admin, senayan);
    const bragaTargets = await targetsOf(t, admin, bragaId);
    braga = { id: bragaId, targets: bragaTargets, markers: await markersOf(t, { outlet: bragaId }, bragaTargets) };
    company = { targets: own, markers: await markersOf(t, { company: 'SAJI' }, own) };
    // What the sweep checks is what requests write: the background folding of sales into the summaries
    // (platform/folds.ts, tested on its own) would otherwise land between a request and its check.
    await t.app.folds.stop();
    await watchChanges(t.app.db);
  });
  afterAll(async () => {
    const present = routes.length;
    const full = routes.filter((r) => (covered.get(r.key)?.size ?? 0) >= (r.websocket ? 1 : 4)).length;
    console.log(`route sweep: routes covered ${full} / routes present ${present}`);
    await t.close();
  });

  /** The answer, or a 599 for an answer broken off midway (a stream that failed after its headers). */
  const send = async (agent: Agent, r: SweepRequest): Promise<Response> => {
    const method = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    try {
      return await (method === 'get' || method === 'delete' ? agent[method](r.url) : agent[method](r.url, r.body));
    } catch (err) {
      const text = `broken answer: ${(err as Error).message}`;
      return { status: 599, body: { message: text }, text, headers: {}, raw: Buffer.from(text) };
    }
  };
  const sweepable = () => routes.filter((r) => r.op && !r.websocket && !SESSION_ROUTES.has(r.key));

  // docs/permissions.md is written from the code (npm run docs:permissions sets SAJI_UPDATE_DOCS=1).
  it('finds docs/permissions.md written from the code: every route under its permission, every permission used', () => {
    const written = permissionsDoc(fs.readFileSync(PERMISSIONS_DOC, 'utf8'), t.app.apiRoutes);
    if (process.env.SAJI_UPDATE_DOCS === '1') fs.writeFileSync(PERMISSIONS_DOC, written);
    const current = fs.readFileSync(PERMISSIONS_DOC, 'utf8');
    const documented = readRouteMatrix();
    const declared = t.app.apiRoutes.map((r) => [routeKey(r), requirementOf(r)] as const);
    const differ = declared
      .filter(([key, req]) => documented.get(key) !== req)
      .map(([key, req]) => `${key}: ${req}, documented ${documented.get(key)}`);
    const stale = [...documented.keys()].filter((key) => !declared.some(([k]) => k === key));
    expect({ differ, stale }, 'docs/permissions.md differs from the routes: run npm run docs:permissions').toEqual({
      differ: [],
      stale: [],
    });
    expect(current === written, 'docs/permissions.md differs from the code: run npm run docs:permissions').toBe(true);
    const unused = Object.keys(PERMISSIONS).filter((p) => !declared.some(([, req]) => req === p));
    expect(unused, 'permissions of the matrix that no route names').toEqual([]);
    expect(
      routes.filter((r) => !r.op && !r.websocket).map((r) => r.key),
      'routes missing from /api/docs',
    ).toEqual([]);
    for (const r of routes) cover(r.key, 'matrix');
  });

  it('refuses each group exactly what the matrix refuses it, and anyone not signed in', async () => {
    const matrix = readRouteMatrix();
    const groups = (['admin', 'manager', 'cashier', 'kitchen'] as const).map((g) => [g, agents[g]] as const);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !SESSION_ROUTES.has(r.key))) {
      const requirement = matrix.get(route.key);
      const request = route.op ? aimed(route.op, BOGUS) : { method: route.key.split(' ')[0], url: route.key.split(' ')[1] };
      const anonymous = await send(t.anonymous, request);
      if (requirement !== 'public' && anonymous.status !== 401) wrong.push(`${route.key} anonymous: ${anonymous.status}`);
      if (route.websocket) {
        cover(route.key, 'roles');
        continue;
      }
      for (const [group, agent] of groups) {
        const res = await send(agent, request);
        const refused = res.status === 403 && res.body?.message === GUARD_REFUSAL;
        const allowed = requirement === 'public' || (!!requirement && can(group, requirement));
        if (res.status >= 500 || res.status === 401 || refused === allowed)
          wrong.push(`${route.key} ${group}: ${res.status} ${res.text.slice(0, 120)}`);
      }
      cover(route.key, 'roles');
    }
    expect(wrong).toEqual([]);
  });

  it("gives another company's admin nothing of this company and lets them change nothing", async () => {
    const wrong = await attack(agents.admin2, company.targets, company.markers, { company: 'SAJI' }, 'company');
    expect(wrong).toEqual([]);
  });

  it("gives an outlet's manager and cashier nothing of another outlet and lets them change nothing", async () => {
    const wrong = [
      ...(await attack(agents.manager, braga.targets, braga.markers, { outlet: braga.id }, 'outlet')),
      ...(await attack(agents.cashier, braga.targets, braga.markers, { outlet: braga.id }, 'outlet')),
    ];
    expect(wrong).toEqual([]);
  });

  /** Each route aimed at the victim's objects: no 5xx, none of the victim's data in the answer, no change to it. */
  async function attack(agent: Agent, targets: Targets, markers: string[], victim: Owner, check: string) {
    const wrong: string[] = [];
    for (const route of sweepable()) {
      const request = aimed(route.op!, targets);
      const writes = request.method !== 'GET';
      const mark = writes ? await changeMark(t.app.db) : undefined;
      const res = await send(agent, request);
      const asked = JSON.stringify(request);
      const shared = check === 'outlet' && route.key in SHARED_ACROSS_OUTLETS;
      const leaked = shared ? [] : markers.filter((m) => !asked.includes(m) && res.text.includes(m));
      if (res.status >= 500) wrong.push(`${route.key}: ${res.status} ${res.text.slice(0, 120)}`);
      if (leaked.length) wrong.push(`${route.key}: answered ${leaked.join(', ')}`);
      // Naming another outlet is refused (403), never quietly answered with one's own; a command naming
      // another company's outlet is not found (404), never a success that did nothing. (A list filtered
      // by an outlet the company does not have is merely empty.) docs/permissions.md, Scope.
      if (res.status < 300 && (check === 'outlet' || writes) && namesOutlet(request, targets.outletid))
        wrong.push(`${route.key}: ${res.status} for the victim's outletid`);
      if (mark !== undefined) {
        const changed = await changedSince(t.app.db, mark, victim);
        if (changed.length) wrong.push(`${route.key}: changed ${changed.join(', ')} (${res.status})`);
      }
      cover(route.key, check);
    }
    return wrong;
  }

  it('answers bad input with 4xx, never 5xx, and writes nothing when it refuses', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    let sent = 0;
    const slow: [string, number, number][] = [];
    for (const route of sweepable()) {
      const started = performance.now();
      const sentBefore = sent;
      const writes = route.op!.method !== 'GET';
      const mark = writes ? await changeMark(t.app.db) : undefined;
      let accepted = false;
      for (const request of badRequests(route.op!, own)) {
        const res = await send(agents.admin, request);
        sent++;
        if (res.status >= 500) wrong.push(`${route.key}: ${res.status} for ${JSON.stringify(request).slice(0, 200)}`);
        if (res.status < 400) accepted = true;
      }
      if (mark !== undefined && !accepted) {
        const changed = await changedSince(t.app.db, mark, 'all');
        if (changed.length) wrong.push(`${route.key}: refused every bad request yet changed ${changed.join(', ')}`);
      }
      cover(route.key, 'input');
      slow.push([route.key, sent - sentBefore, Math.round(performance.now() - started)]);
    }
    console.log(`route sweep: ${sent} bad requests`, slow.sort((a, b) => b[2] - a[2]).slice(0, 12));
    expect(wrong.slice(0, 40)).toEqual([]);
  });

  it('signs in and out with hostile input without a 5xx', async () => {
    const wrong: string[] = [];
    for (const key of SESSION_ROUTES) {
      const route = routes.find((r) => r.key === key);
      if (!route?.op) continue;
      for (const request of badRequests(route.op, { username: 'nobody', password: 'wrong' })) {
        const res = await send(t.anonymous, request);
        if (res.status >= 500) wrong.push(`${key}: ${res.status} for ${JSON.stringify(request).slice(0, 200)}`);
      }
      for (const check of ['roles', 'company', 'outlet', 'input']) cover(key, check);
    }
    const session = await t.login('manager');
    expect((await session.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await session.get('/api/auth/me')).status).toBe(401);
    expect(wrong).toEqual([]);
  });
});

/** Whether the request names the outlet by its outletid (query or body), not only through an object of it. */
function namesOutlet(request: SweepRequest, outletid: string | number): boolean {
  const query = new URL(request.url, 'http://sweep').searchParams.getAll('outletid');
  const body = request.body as Record<string, unknown> | undefined;
  return query.includes(String(outletid)) || (!!body && typeof body === 'object' && body.outletid === outletid);
}

/** Ids that name nothing: what a group may do is decided before anything is looked up. */
const BOGUS: Targets = {
  outletid: 987654,
  orderkey: '00000000-0000-4000-8000-000000000000',
  key: '00000000-0000-4000-8000-000000000000',
  id: '00000000-0000-4000-8000-000000000000',
  tableid: 987654,
  customerid: 987654,
  menuid: 987654,
  itemno: 'NO-SUCH-ITEM',
  codepayment: 'NOSUCH',
  categid: 'NOSUCH',
  kodeacc: '999999',
  tahun: 2000,
  shiftid: 987654,
  terminalid: 987654,
};

/** An outlet's objects of every kind a route names: orders (one open, which payment and save reach), a table, a customer... */
async function targetsOf(t: TestApp, admin: Agent, outletid: number): Promise<Targets> {
  const line = { salesacc: '41', qty: 2, hargajual: 25000 };
  const done = await insertOrder(t.app.db, { compcode: 'SAJI', outletid, lines: [line] });
  const open = await insertOrder(t.app.db, { compcode: 'SAJI', outletid, lines: [line], orderstatus: 1, payments: [] });
  const one = async (query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)).rows[0] ?? {}) as Record<string, string | number>;
  const table = await one(sql`SELECT tableid, tableposcode FROM restotable WHERE outletid = ${outletid} ORDER BY tableid LIMIT 1`);
  const customer = await one(sql`SELECT customerid, "PhoneNo" FROM restocustomer WHERE outletid = ${outletid} ORDER BY customerid LIMIT 1`);
  const menu = await one(sql`SELECT menuid, menucateg FROM restomenu WHERE compcode = 'SAJI' ORDER BY menuid LIMIT 1`);
  const account = await one(sql`SELECT tahun, kodeacc FROM glaccount WHERE compcode = 'SAJI' ORDER BY tahun DESC, kodeacc LIMIT 1`);
  const item = await one(sql`SELECT itemno FROM masteritem WHERE compcode = 'SAJI' ORDER BY itemno LIMIT 1`);
  const payment = await one(sql`SELECT codepayment FROM restopaymenttype WHERE compcode = 'SAJI' AND iscash LIMIT 1`);
  const preview = (await admin.get(`/api/restoorderho/printjv?key=${done.orderkey}`)).body.id;
  const terminal = await one(sql`INSERT INTO restoterminal (compcode, outletid, terminal, createby)
    VALUES ('SAJI', ${outletid}, 'SWEEP', 'admin') RETURNING terminalid`);
  const shift = await one(sql`INSERT INTO restoshift (compcode, outletid, terminalid, terminal, openingfloat, openedby)
    VALUES ('SAJI', ${outletid}, ${terminal.terminalid}, 'SWEEP', 100000, 'admin') RETURNING shiftid`);
  return {
    outletid,
    orderkey: open.orderkey,
    key: done.orderkey,
    id: preview,
    tableid: table.tableid,
    tableids: table.tableid,
    tableposcode: table.tableposcode,
    customerid: customer.customerid,
    phone: customer.PhoneNo,
    PhoneNo: customer.PhoneNo,
    menuid: menu.menuid,
    menucateg: menu.menucateg,
    categid: menu.menucateg,
    tahun: account.tahun,
    kodeacc: account.kodeacc,
    itemno: item.itemno,
    codepayment: payment.codepayment,
    terminalid: terminal.terminalid,
    shiftid: shift.shiftid,
  };
}

/**
 * Text only the victim's rows hold: order keys and numbers, outlet names and addresses, customers'
 * phones, the company's name. The attacker's own data never contains it.
 */
async function markersOf(t: TestApp, victim: Owner, targets: Targets): Promise<string[]> {
  const where =
    victim === 'all' ? sql`true` : 'company' in victim ? sql`o.compcode = ${victim.company}` : sql`o.outletid = ${victim.outlet}`;
  const rows = (
    await t.app.db.execute(sql`
      SELECT o.orderkey::text AS m FROM restoorderho o WHERE ${where}
      UNION SELECT o.orderno FROM restoorderho o WHERE ${where}
      UNION SELECT o.outletname FROM restooutlet o WHERE ${where}
      UNION SELECT o.alamat1 FROM restooutlet o WHERE ${where} AND o.alamat1 <> ''
      UNION SELECT o."PhoneNo" FROM restocustomer o WHERE ${where} AND o."PhoneNo" <> ''`)
  ).rows as { m: string }[];
  const company =
    victim !== 'all' && 'company' in victim
      ? [String((await t.app.db.execute(sql`SELECT company FROM companies WHERE compcode = ${victim.company}`)).rows[0].company)]
      : [];
  return [...rows.map((r) => r.m), ...company, String(targets.orderkey)].filter((m) => m && m.length >= 6);
}
