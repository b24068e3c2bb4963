import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Agent, createTestApp, type DemoCrew, signInDemoCrew, type TestApp } from '../../test/harness.js';

const NEW_PASSWORD = 'Kopi-Susu-Gula-42';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe('outlet users (Manage Team) and their sign-in lifecycle', () => {
  let t: TestApp;
  let demo: DemoCrew;
  const crew: Record<string, number> = {};

  const signIn = (username: string, password = NEW_PASSWORD) => t.anonymous.post('/api/auth/login', { username, password });
  const auditOf = async (objectkey: string) =>
    (
      await t.app.db.execute(sql`SELECT username, action, outletid, before, after, requestid, address FROM audit_log
      WHERE objectkey = ${objectkey} ORDER BY auditid`)
    ).rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp();
    demo = await signInDemoCrew(t);
    const rows = (await t.app.db.execute(sql`SELECT crewnik, crewkey FROM employees`)).rows as { crewnik: string; crewkey: number }[];
    for (const r of rows) crew[r.crewnik] = r.crewkey;
  });
  afterAll(() => t.close());

  /** A new outlet user as Manage Team posts it: by default a cashier of Senayan; `over` sets the rest. */
  const addUser = (as: Agent, employee: string, username: string, over: Record<string, unknown> = {}) =>
    as.post('/api/restooutletuser', { crewkey: crew[employee], username, outletid: demo.senayan, usergroup: 'cashier', ...over });

  describe('the list', () => {
    it("answers the company's users in the envelope, 15 a page, never a password or a hash", async () => {
      const res = await demo.admin.get('/api/restooutletuser');
      expect(res.status).toBe(200);
      // The demo's kitchen screen signs in as a user of its own (the kitchen group).
      expect(res.body.meta.total).toBe(4);
      expect(res.body.list.map((u: { username: string }) => u.username)).toEqual(['admin', 'cashier', 'kitchen', 'manager']);
      expect(res.body.list[2]).toMatchObject({ username: 'kitchen', usergroup: 'kitchen', outletid: demo.senayan });
      expect(res.body.list[3]).toEqual({
        username: 'manager',
        full_name: 'Budi Santoso',
        email: 'budi@saji.example',
        mobile: '081200000002',
        outletid: demo.senayan,
        outletcode: 'JKT01',
        outletname: 'Saji Senayan',
        company: 'PT Saji Rasa Nusantara',
        compcode: 'SAJI',
        usergroup: 'manager',
        isdeleted: 0,
        crewkey: crew['EMP-0002'],
        crewnik: 'EMP-0002',
      });
      expect(res.body.list[0]).toMatchObject({ usergroup: 'admin', outletid: null });
      expect(res.text).not.toMatch(/password|argon|setup_token/i);
    });

    it('filters by user name and company name, and sorts by the whitelist only', async () => {
      expect((await demo.admin.get('/api/restooutletuser?username=budi')).body.list.map((u: { username: string }) => u.username)).toEqual([
        'manager',
      ]);
      expect((await demo.admin.get('/api/restooutletuser?company=saji')).body.meta.total).toBe(4);
      expect((await demo.admin.get('/api/restooutletuser?company=warung')).body.meta.total).toBe(0);
      const sorted = await demo.admin.get('/api/restooutletuser?sortBy=full_name&sortDir=desc');
      expect(sorted.body.list.map((u: { full_name: string }) => u.full_name)).toEqual([
        'Dapur Senayan',
        'Citra Dewi',
        'Budi Santoso',
        'Ayu Lestari',
      ]);
      expect((await demo.admin.get('/api/restooutletuser?sortBy=password_hash')).status).toBe(400);
    });

    it("shows a manager their outlet's users only, another company nothing, and refuses cashiers", async () => {
      expect((await demo.manager.get('/api/restooutletuser')).body.list.map((u: { username: string }) => u.username)).toEqual([
        'cashier',
        'kitchen',
        'manager',
      ]);
      const theirs = await demo.admin2.get('/api/restooutletuser?limit=50');
      expect(theirs.body.list.map((u: { username: string }) => u.username)).toEqual(['admin2']);
      expect((await demo.cashier.get('/api/restooutletuser')).status).toBe(403);
    });

    it('exports the list as .xlsx', async () => {
      const res = await demo.admin.get('/api/restooutletuser/exportxls');
      expect(res.status).toBe(200);
      expect(res.raw.subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('creating a user from an employee', () => {
    it('answers a one-time set-password link valid 24 hours by default; the link sets the password once, then they sign in', async () => {
      const res = await addUser(demo.admin, 'EMP-0004', 'saji.emp-0004');
      expect(res.status, res.text).toBe(200);
      expect(res.body.setpasswordurl).toMatch(/^http:\/\/.+\/setup\?token=[\w-]{30,}$/);
      expect(res.body.setuplinkhours).toBe(24);
      const row = (
        await t.app.db.execute(
          sql`SELECT password_hash, extract(epoch FROM setup_token_expires - now())::int AS left FROM user_accounts WHERE username = 'saji.emp-0004'`,
        )
      ).rows[0] as { password_hash: string | null; left: number };
      expect(row.password_hash).toBeNull();
      expect(Number(row.left)).toBeGreaterThan(24 * 3600 - 120);
      expect(Number(row.left)).toBeLessThanOrEqual(24 * 3600);
      const listed = (await demo.admin.get('/api/restooutletuser?username=emp-0004')).body.list[0];
      expect(listed).toMatchObject({
        full_name: 'Dedi Kurniawan',
        crewnik: 'EMP-0004',
        usergroup: 'cashier',
        outletname: 'Saji Senayan',
        isdeleted: 0,
      });

      const token = tokenOf(res.body.setpasswordurl);
      expect((await signIn('saji.emp-0004', 'anything-at-all')).status).toBe(401);
      for (const weak of ['short', 'password123', '1234567890', 'aaaaaaaaaaaa', 'xx-saji.emp-0004-xx']) {
        const refused = await t.anonymous.post('/api/auth/setup', { token, password: weak });
        expect(refused.status, weak).toBe(400);
      }
      expect((await t.anonymous.post('/api/auth/setup', { token, password: NEW_PASSWORD })).status).toBe(200);
      expect((await t.anonymous.post('/api/auth/setup', { token, password: 'Another-Pass-99' })).status).toBe(400);
      expect((await signIn('saji.emp-0004')).status).toBe(200);
    });

    it('refuses a username in use in the company with 409, and a second user for one employee', async () => {
      const taken = await addUser(demo.admin, 'EMP-0006', 'cashier');
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('The username cashier is already in use: choose another.');
      const twice = await addUser(demo.admin, 'EMP-0002', 'budi.two');
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('Budi Santoso already has the user manager.');
    });

    it("refuses a terminated employee, another company's employee or outlet, and a bad username", async () => {
      const gone = await addUser(demo.admin, 'EMP-0007', 'gita');
      expect(gone.status).toBe(400);
      expect(gone.body.message).toBe('Gita Permata no longer works for the company.');
      expect((await addUser(demo.admin, 'D-001', 'hadi')).status).toBe(404);
      const otherOutlet = t.ids!.otherOutletIds[0];
      expect((await addUser(demo.admin, 'EMP-0006', 'fajar', { outletid: otherOutlet })).status).toBe(404);
      expect((await addUser(demo.admin, 'EMP-0006', 'Fajar N')).status).toBe(400);
      expect(
        (await demo.admin.post('/api/restooutletuser', { crewkey: crew['EMP-0006'], username: 'fajar', outletid: demo.senayan })).status,
      ).toBe(400);
    });

    it('lets a manager add cashiers of their own outlet only', async () => {
      const asManager = await addUser(demo.manager, 'EMP-0006', 'fajar', { usergroup: 'manager' });
      expect(asManager.status).toBe(403);
      expect((await addUser(demo.manager, 'EMP-0006', 'fajar', { outletid: demo.braga })).status).toBe(403);
      expect((await addUser(demo.cashier, 'EMP-0006', 'fajar')).status).toBe(403);
      const ok = await addUser(demo.manager, 'EMP-0006', 'fajar');
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.setpasswordurl).toContain('/setup?token=');
    });

    it('lets a link expire after its hours', async () => {
      const res = await addUser(demo.admin, 'EMP-0005', 'eka', { outletid: demo.braga });
      await t.app.db.execute(sql`UPDATE user_accounts SET setup_token_expires = now() - interval '1 minute' WHERE username = 'eka'`);
      const late = await t.anonymous.post('/api/auth/setup', { token: tokenOf(res.body.setpasswordurl), password: NEW_PASSWORD });
      expect(late.status).toBe(400);
      expect(late.body.message).toBe('This setup link is no longer valid.');
    });

    it('makes links last what the company admin sets (1 to 168 hours); a manager may not change it', async () => {
      expect((await demo.admin.get('/api/usersettings')).body).toEqual({ setuplinkhours: 24, offlinehours: 12 });
      expect((await demo.manager.put('/api/usersettings', { setuplinkhours: 72 })).status).toBe(403);
      for (const bad of [0, 169, 1.5, 'x'])
        expect((await demo.admin.put('/api/usersettings', { setuplinkhours: bad })).status, String(bad)).toBe(400);
      expect((await demo.admin.put('/api/usersettings', { setuplinkhours: 2 })).status).toBe(200);
      // Another company keeps its own.
      expect((await demo.admin2.get('/api/usersettings')).body).toEqual({ setuplinkhours: 24, offlinehours: 12 });
      const res = await demo.admin.post('/api/restooutletuser/eka/resetpassword');
      expect(res.status, res.text).toBe(200);
      expect(res.body.setuplinkhours).toBe(2);
      const left = (
        await t.app.db.execute(
          sql`SELECT extract(epoch FROM setup_token_expires - now())::int AS left FROM user_accounts WHERE username = 'eka'`,
        )
      ).rows[0] as { left: number };
      expect(Number(left.left)).toBeGreaterThan(2 * 3600 - 120);
      expect(Number(left.left)).toBeLessThanOrEqual(2 * 3600);
      expect((await auditOf('SAJI')).at(-1)).toMatchObject({
        action: 'user.settings',
        before: { setuplinkhours: 24, offlinehours: 12 },
        after: { setuplinkhours: 2, offlinehours: 12 },
      });
      expect((await demo.admin.put('/api/usersettings', { setuplinkhours: 24 })).status).toBe(200);
    });

    it('keeps a till selling offline as long as the admin sets (1 to 72 hours, 12 unless set), told in the profile', async () => {
      expect((await demo.cashier.get('/api/auth/me')).body.offlinehours).toBe(12);
      expect((await demo.manager.put('/api/usersettings', { setuplinkhours: 24, offlinehours: 4 })).status).toBe(403);
      for (const bad of [0, 73, 2.5, 'x'])
        expect((await demo.admin.put('/api/usersettings', { setuplinkhours: 24, offlinehours: bad })).status, String(bad)).toBe(400);
      expect((await demo.admin.put('/api/usersettings', { setuplinkhours: 24, offlinehours: 4 })).status).toBe(200);
      expect((await demo.cashier.get('/api/auth/me')).body.offlinehours).toBe(4);
      expect((await demo.admin2.get('/api/usersettings')).body.offlinehours).toBe(12);
      expect((await auditOf('SAJI')).at(-1)).toMatchObject({ action: 'user.settings', after: { offlinehours: 4 } });
      expect((await demo.admin.put('/api/usersettings', { setuplinkhours: 24, offlinehours: 12 })).status).toBe(200);
    });
  });

  describe('moving, deactivating, deleting', () => {
    it('ends the sessions at once when a user moves to another outlet, and the next sign-in is at the new outlet', async () => {
      const dedi = await t.login('saji.emp-0004', NEW_PASSWORD);
      expect((await dedi.get('/api/auth/me')).status).toBe(200);
      expect((await demo.admin.put('/api/restooutletuser/saji.emp-0004', { outletid: demo.braga })).status).toBe(200);
      expect((await dedi.get('/api/auth/me')).status).toBe(401);
      const again = await t.login('saji.emp-0004', NEW_PASSWORD);
      expect((await again.get('/api/auth/me')).body).toMatchObject({ outletid: demo.braga, group: 'cashier' });
    });

    it('ends the sessions and refuses sign-in of a deactivated user; re-activating lets them back', async () => {
      const dedi = await t.login('saji.emp-0004', NEW_PASSWORD);
      // A sale's request keeps the session it read (an empty order is refused after the guard: 400).
      expect((await dedi.post('/api/restoorderho', {})).status).toBe(400);
      expect((await demo.admin.put('/api/restooutletuser/saji.emp-0004', { outletid: demo.braga, isdeleted: 1 })).status).toBe(200);
      expect((await dedi.get('/api/auth/me')).status).toBe(401);
      expect((await dedi.post('/api/restoorderho', {})).status).toBe(401);
      expect((await signIn('saji.emp-0004')).status).toBe(401);
      expect((await demo.admin.get('/api/restooutletuser?username=emp-0004')).body.list[0].isdeleted).toBe(1);
      expect((await demo.admin.put('/api/restooutletuser/saji.emp-0004', { outletid: demo.braga, isdeleted: 0 })).status).toBe(200);
      expect((await signIn('saji.emp-0004')).status).toBe(200);
    });

    it('takes back a set-password link at deactivation: reactivating does not revive it', async () => {
      const reset = await demo.admin.post('/api/restooutletuser/eka/resetpassword');
      expect(reset.status, reset.text).toBe(200);
      expect((await demo.admin.put('/api/restooutletuser/eka', { outletid: demo.braga, isdeleted: 1 })).status).toBe(200);
      expect((await demo.admin.put('/api/restooutletuser/eka', { outletid: demo.braga, isdeleted: 0 })).status).toBe(200);
      const late = await t.anonymous.post('/api/auth/setup', { token: tokenOf(reset.body.setpasswordurl), password: NEW_PASSWORD });
      expect(late.status).toBe(400);
      expect(late.body.message).toBe('This setup link is no longer valid.');
    });

    it('closes the open WebSocket of a user whose sessions end', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const login = await signIn('saji.emp-0004');
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie } });
      await new Promise((resolve, reject) => {
        socket.once('message', resolve);
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      expect((await demo.admin.put('/api/restooutletuser/saji.emp-0004', { outletid: demo.senayan })).status).toBe(200);
      expect(await closed).toBe(4401);
    });

    it("keeps a manager to their outlet's cashiers, and another company's admin out", async () => {
      expect((await demo.manager.put('/api/restooutletuser/manager', { outletid: demo.senayan, isdeleted: 1 })).status).toBe(403);
      expect((await demo.manager.put('/api/restooutletuser/eka', { outletid: demo.braga, isdeleted: 1 })).status).toBe(403);
      expect((await demo.manager.put('/api/restooutletuser/cashier', { outletid: demo.braga })).status).toBe(403);
      expect((await demo.manager.put('/api/restooutletuser/cashier', { outletid: demo.senayan, usergroup: 'manager' })).status).toBe(403);
      expect((await demo.manager.delete('/api/restooutletuser/eka')).status).toBe(403);
      expect((await demo.manager.post('/api/restooutletuser/eka/resetpassword')).status).toBe(403);
      for (const res of [
        await demo.admin2.put('/api/restooutletuser/cashier', { outletid: t.ids!.otherOutletIds[0], isdeleted: 1 }),
        await demo.admin2.delete('/api/restooutletuser/cashier'),
        await demo.admin2.post('/api/restooutletuser/cashier/resetpassword'),
      ]) {
        expect(res.status).toBe(404);
      }
      expect((await signIn('cashier', 'saji-demo')).status).toBe(200);
    });

    it('deletes a user for good: gone from the list, no sign-in, the username kept from reuse, history still named', async () => {
      const res = await demo.manager.delete('/api/restooutletuser/fajar');
      expect(res.status).toBe(200);
      expect((await demo.admin.get('/api/restooutletuser?username=fajar')).body.meta.total).toBe(0);
      expect((await signIn('fajar')).status).toBe(401);
      expect((await addUser(demo.admin, 'EMP-0006', 'fajar')).status).toBe(409);
      const name = await t.app.db.execute(sql`SELECT full_name FROM user_accounts WHERE username = 'fajar'`);
      expect(name.rows[0]).toEqual({ full_name: 'Fajar Nugroho' });
      // The employee may be given a new user.
      expect((await addUser(demo.admin, 'EMP-0006', 'fajar.n')).status).toBe(200);
    });
  });

  describe('the last active admin', () => {
    it('can be neither demoted, deactivated nor deleted; with a second admin, one may be demoted', async () => {
      expect((await demo.admin.put('/api/restooutletuser/admin', { outletid: demo.senayan, usergroup: 'manager' })).status).toBe(409);
      const deact = await demo.admin.put('/api/restooutletuser/admin', { outletid: demo.senayan, isdeleted: 1 });
      expect(deact.status).toBe(409);
      expect(deact.body.message).toBe('This is the last active admin of the company: make another user admin first.');
      await t.app.db.execute(
        sql`INSERT INTO user_accounts (username, compcode, full_name, is_admin, password_hash) SELECT 'admin.b', 'SAJI', 'Second Admin', true, password_hash FROM user_accounts WHERE username = 'admin'`,
      );
      const second = await t.login('admin.b');
      expect((await second.put('/api/restooutletuser/admin', { outletid: demo.braga, usergroup: 'manager' })).status).toBe(200);
      expect((await demo.admin.get('/api/auth/me')).status).toBe(401);
      expect((await (await t.login('admin')).get('/api/auth/me')).body).toMatchObject({ group: 'manager', outletid: demo.braga });
      // admin.b is now the last one.
      expect((await second.put('/api/restooutletuser/admin.b', { outletid: demo.senayan, usergroup: 'cashier' })).status).toBe(409);
      expect((await demo.admin2.put('/api/restooutletuser/admin2', { outletid: t.ids!.otherOutletIds[0], isdeleted: 1 })).status).toBe(409);
      demo.admin = second;
    });
  });

  describe('passwords', () => {
    it('resets a password: the old one stops working, sessions end, the new link sets one', async () => {
      const eka = await demo.admin.post('/api/restooutletuser/saji.emp-0004/resetpassword');
      expect(eka.status).toBe(200);
      expect((await signIn('saji.emp-0004')).status).toBe(401);
      const set = await t.anonymous.post('/api/auth/setup', { token: tokenOf(eka.body.setpasswordurl), password: 'Nasi-Goreng-Pedas-7' });
      expect(set.status).toBe(200);
      expect((await signIn('saji.emp-0004', 'Nasi-Goreng-Pedas-7')).status).toBe(200);
    });

    it('changes one’s own password with the current one; weak ones are refused; other sessions end', async () => {
      const here = await t.login('cashier');
      const elsewhere = await t.login('cashier');
      const wrong = await here.post('/api/auth/password', { currentpassword: 'not-it', newpassword: 'Es-Teh-Manis-Dingin-5' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The current password is not correct.');
      for (const weak of ['short1', 'qwertyuiop', 'cashier-rocks-123']) {
        expect((await here.post('/api/auth/password', { currentpassword: 'saji-demo', newpassword: weak })).status, weak).toBe(400);
      }
      expect((await here.post('/api/auth/password', { currentpassword: 'saji-demo', newpassword: 'Es-Teh-Manis-Dingin-5' })).status).toBe(
        200,
      );
      expect((await here.get('/api/auth/me')).status).toBe(200);
      expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
      expect((await signIn('cashier', 'saji-demo')).status).toBe(401);
      expect((await signIn('cashier', 'Es-Teh-Manis-Dingin-5')).status).toBe(200);
    });
  });

  describe('the audit trail of these steps', () => {
    it('records creation, the link, sign-in, the move, deactivation, reset and deletion with request id and address', async () => {
      const rows = await auditOf('saji.emp-0004');
      expect(rows.map((r) => r.action)).toEqual(
        expect.arrayContaining(['user.create', 'auth.password.set', 'auth.signin', 'user.update', 'auth.password.reset']),
      );
      const move = rows.find((r) => r.action === 'user.update');
      expect(move).toMatchObject({
        username: 'admin',
        before: { usergroup: 'cashier', outletid: demo.senayan, isdeleted: 0 },
        after: { usergroup: 'cashier', outletid: demo.braga, isdeleted: 0 },
      });
      expect(String(move?.requestid)).toMatch(/^[0-9a-f-]{36}$/);
      expect(move?.address).toBeTruthy();
      expect((await auditOf('fajar')).map((r) => r.action)).toEqual(['user.create', 'user.delete', 'auth.signin.failed']);
      expect((await auditOf('cashier')).map((r) => r.action)).toContain('auth.password.change');
      const failed = (await auditOf('saji.emp-0004')).filter((r) => r.action === 'auth.signin.failed');
      expect(failed.length).toBeGreaterThan(0);
    });
  });
});
