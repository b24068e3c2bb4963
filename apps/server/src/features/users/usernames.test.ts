import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Agent, createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';

const SAJI_PASSWORD = 'Nasi-Goreng-Pedas-17';
const DUA_PASSWORD = 'Soto-Betawi-Hangat-23';
const BAD_LOGIN = { message: 'Wrong username or password.' };

/** A username is unique within its company only (docs/decisions/users.md): two companies, one user 'budi' each. */
describe('usernames per company', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const crew: Record<string, number> = {};

  const signIn = (username: string, password: string) => t.anonymous.post('/api/auth/login', { username, password });
  const profileOf = async (agent: Agent) => (await agent.get('/api/auth/me')).body as { username: string; compcode: string };
  /** Creates the user from an employee and sets their password through the answered link. */
  const createWithPassword = async (admin: Agent, body: Record<string, unknown>, password: string) => {
    const res = await admin.post('/api/restooutletuser', body);
    expect(res.status, res.text).toBe(200);
    const token = new URL(res.body.setpasswordurl).searchParams.get('token');
    expect((await t.anonymous.post('/api/auth/setup', { token, password })).status).toBe(200);
    return res;
  };
  const budiOfSaji = () => ({ crewkey: crew['EMP-0900'], username: 'budi', outletid: demo.senayan, usergroup: 'cashier' });
  const cashierOfDua = (crewnik: string, username: string) => ({
    crewkey: crew[crewnik],
    username,
    outletid: t.ids!.otherOutletIds[0],
    usergroup: 'cashier',
  });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    const rows = (
      await t.app.db.execute(sql`INSERT INTO employees (compcode, crewnik, crewname) VALUES
        ('SAJI', 'EMP-0900', 'Budi Saji'), ('DUA', 'D-900', 'Budi Dua'), ('DUA', 'D-901', 'Kasir Dua')
        RETURNING crewnik, crewkey`)
    ).rows as { crewnik: string; crewkey: number }[];
    for (const r of rows) crew[r.crewnik] = r.crewkey;
    await createWithPassword(demo.admin, budiOfSaji(), SAJI_PASSWORD);
  });
  afterAll(() => t.close());

  it("lets another company create a name this one uses, answering exactly as for a name no one has; a name of one's own company is 409", async () => {
    const taken = await createWithPassword(demo.admin2, cashierOfDua('D-900', 'budi'), DUA_PASSWORD);
    const fresh = await demo.admin2.post('/api/restooutletuser', cashierOfDua('D-901', 'kasir.dua'));
    expect(fresh.status).toBe(200);
    for (const res of [taken, fresh]) {
      expect(Object.keys(res.body).sort()).toEqual(['message', 'setpasswordurl', 'setuplinkhours', 'username']);
      expect(res.body.message).toBe(fresh.body.message);
    }
    const own = await demo.admin2.post('/api/restooutletuser', cashierOfDua('D-901', 'budi'));
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('The username budi is already in use: choose another.');
    // Each company lists its own budi only.
    const listed = async (admin: Agent) =>
      (await admin.get('/api/restooutletuser?username=budi')).body.list.filter((u: { username: string }) => u.username === 'budi');
    expect(await listed(demo.admin)).toEqual([expect.objectContaining({ username: 'budi', compcode: 'SAJI', full_name: 'Budi Saji' })]);
    expect(await listed(demo.admin2)).toEqual([expect.objectContaining({ username: 'budi', compcode: 'DUA', full_name: 'Budi Dua' })]);
  });

  it('signs each budi in to their own company by the password alone, or by name@company', async () => {
    expect(await profileOf(await t.login('budi', SAJI_PASSWORD))).toMatchObject({ username: 'budi', compcode: 'SAJI' });
    expect(await profileOf(await t.login('budi', DUA_PASSWORD))).toMatchObject({ username: 'budi', compcode: 'DUA' });
    expect(await profileOf(await t.login('budi@dua', DUA_PASSWORD))).toMatchObject({ username: 'budi', compcode: 'DUA' });
    expect(await profileOf(await t.login('budi@SAJI', SAJI_PASSWORD))).toMatchObject({ compcode: 'SAJI' });
    // The demo's own names sign in as ever.
    expect(await profileOf(await t.login('cashier'))).toMatchObject({ username: 'cashier', compcode: 'SAJI' });
    // The company named is the only one tried.
    const elsewhere = await signIn('budi@DUA', SAJI_PASSWORD);
    expect([elsewhere.status, elsewhere.body]).toEqual([401, BAD_LOGIN]);
  });

  it('answers a wrong password the same whether the name is in one company, several or none', async () => {
    const answers = await Promise.all(
      [
        signIn('budi', 'Wrong-Password-001'),
        signIn('admin2', 'Wrong-Password-001'),
        signIn('nobody-here', 'Wrong-Password-001'),
        signIn('admin2@SAJI', 'saji-demo'),
        signIn('budi@NOPE', SAJI_PASSWORD),
      ].map(async (res) => {
        const r = await res;
        return [r.status, r.body];
      }),
    );
    for (const answer of answers) expect(answer).toEqual([401, BAD_LOGIN]);
    // Each company that has the name sees the failed attempt in its own log.
    const failed = (
      await t.app.db.execute(
        sql`SELECT compcode FROM audit_log WHERE action = 'auth.signin.failed' AND objectkey = 'budi' ORDER BY compcode`,
      )
    ).rows;
    expect(failed).toEqual([{ compcode: 'DUA' }, { compcode: 'SAJI' }]);
  });

  it('keeps sessions, live sockets, sign-out and deactivation of one budi away from the other', async () => {
    const sajiBudi = await t.login('budi', SAJI_PASSWORD);
    const duaBudi = await t.login('budi', DUA_PASSWORD);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const open = async (password: string) => {
      const login = await signIn('budi', password);
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
        headers: { cookie: String(login.headers['set-cookie']).split(';')[0] },
      });
      await new Promise((resolve, reject) => {
        socket.once('message', resolve);
        socket.once('error', reject);
      });
      return socket;
    };
    const [sajiSocket, duaSocket] = [await open(SAJI_PASSWORD), await open(DUA_PASSWORD)];
    const sajiClosed = new Promise<number>((resolve) => sajiSocket.once('close', resolve));

    // Signing out one session ends that session only.
    const spare = await t.login('budi', DUA_PASSWORD);
    expect((await spare.post('/api/auth/logout')).status).toBe(200);
    expect((await spare.get('/api/auth/me')).status).toBe(401);
    expect((await sajiBudi.get('/api/auth/me')).status).toBe(200);
    expect((await duaBudi.get('/api/auth/me')).status).toBe(200);

    // SAJI's admin deactivates their budi: SAJI's sessions and socket end, DUA's budi goes on.
    expect((await demo.admin.put('/api/restooutletuser/budi', { outletid: demo.senayan, isdeleted: 1 })).status).toBe(200);
    expect(await sajiClosed).toBe(4401);
    expect((await sajiBudi.get('/api/auth/me')).status).toBe(401);
    expect(await profileOf(duaBudi)).toMatchObject({ username: 'budi', compcode: 'DUA' });
    expect(duaSocket.readyState).toBe(WebSocket.OPEN);
    expect((await signIn('budi', SAJI_PASSWORD)).status).toBe(401);
    expect(await profileOf(await t.login('budi', DUA_PASSWORD))).toMatchObject({ compcode: 'DUA' });
    // DUA's budi and their row are untouched in the list.
    const theirs = (await demo.admin2.get('/api/restooutletuser?username=budi')).body.list.filter(
      (u: { username: string }) => u.username === 'budi',
    );
    expect(theirs).toEqual([expect.objectContaining({ isdeleted: 0, outletid: t.ids!.otherOutletIds[0] })]);

    // A reset in DUA ends DUA's sessions only; SAJI's budi, back again, is not touched.
    expect((await demo.admin.put('/api/restooutletuser/budi', { outletid: demo.senayan, isdeleted: 0 })).status).toBe(200);
    const sajiAgain = await t.login('budi', SAJI_PASSWORD);
    const duaClosed = new Promise<number>((resolve) => duaSocket.once('close', resolve));
    expect((await demo.admin2.post('/api/restooutletuser/budi/resetpassword')).status).toBe(200);
    expect(await duaClosed).toBe(4401);
    expect((await duaBudi.get('/api/auth/me')).status).toBe(401);
    expect(await profileOf(sajiAgain)).toMatchObject({ compcode: 'SAJI' });
  });

  it('asks for the company when the same password is right in both, and only then', async () => {
    const reset = await demo.admin2.post('/api/restooutletuser/budi/resetpassword');
    const token = new URL(reset.body.setpasswordurl).searchParams.get('token');
    expect((await t.anonymous.post('/api/auth/setup', { token, password: SAJI_PASSWORD })).status).toBe(200);
    const both = await signIn('budi', SAJI_PASSWORD);
    expect(both.status).toBe(401);
    expect(both.body.message).toBe('This username and password are valid in more than one company: add the company code, e.g. budi@SAJI.');
    expect(await profileOf(await t.login('budi@DUA', SAJI_PASSWORD))).toMatchObject({ compcode: 'DUA' });
    expect(await profileOf(await t.login('budi@saji', SAJI_PASSWORD))).toMatchObject({ compcode: 'SAJI' });
  });

  it("changes one budi's password without touching the other's", async () => {
    const duaBudi = await t.login('budi@DUA', SAJI_PASSWORD);
    const sajiBudi = await t.login('budi@SAJI', SAJI_PASSWORD);
    const changed = await duaBudi.post('/api/auth/password', { currentpassword: SAJI_PASSWORD, newpassword: DUA_PASSWORD });
    expect(changed.status, changed.text).toBe(200);
    expect((await sajiBudi.get('/api/auth/me')).status).toBe(200);
    expect(await profileOf(await t.login('budi', SAJI_PASSWORD))).toMatchObject({ compcode: 'SAJI' });
    expect(await profileOf(await t.login('budi', DUA_PASSWORD))).toMatchObject({ compcode: 'DUA' });
  });
});
