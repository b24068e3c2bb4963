import crypto from 'node:crypto';
import {
  COMPLETE_OK,
  DEFAULT_SETUP_LINK_HOURS,
  type OutletUserCreate,
  type OutletUserUpdate,
  UPDATE_DATA_OK,
  type UserSettings,
  type UserSettingsInput,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { assertOutletAccess, type RequestScope, scopedTo } from '../../platform/auth/scope.js';
import { endSessions } from '../../platform/auth/sessions.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import { hashSetupToken } from '../auth/index.js';
import * as q from './users.queries.js';
import type { UserListQuery } from './users.schemas.js';

const MANAGER_LIMIT = 'A manager can manage only the cashiers of their own outlet.';
const LAST_ADMIN = 'This is the last active admin of the company: make another user admin first.';

export function listUsers(db: Db, scope: RequestScope, query: UserListQuery) {
  const s = scopedTo(scope);
  return paged(
    q.findUsers(db, s, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countUsers(db, s, query).then((total) => [{ total }]),
  );
}

/** The users of an export, page by page. */
export function exportUsers(db: Db, scope: RequestScope, query: Parameters<typeof q.findUsers>[2]) {
  const s = scopedTo(scope);
  return inPages((offset, limit) => q.findUsers(db, s, query, { offset, limit }));
}

/**
 * A new one-time set-password link, working for the hours the company's admin set: the token itself
 * is shown once, the database keeps its hash.
 */
async function newSetupLink(tx: DbOrTx, scope: RequestScope, linkBase: string) {
  const hours = (await q.userSettingsOf(tx, scope.compcode))?.setuplinkhours ?? DEFAULT_SETUP_LINK_HOURS;
  const token = crypto.randomBytes(24).toString('base64url');
  return {
    url: `${linkBase}/setup?token=${token}`,
    hours,
    values: { setupTokenHash: hashSetupToken(token), setupTokenExpires: new Date(Date.now() + hours * 3_600_000) },
  };
}

/** A link no longer works, whether issued to set a first password or a reset. */
const NO_LINK = { setupTokenHash: null, setupTokenExpires: null };

/** Managers work only on the cashiers of their own outlet, and give no other group; admins on their whole company. */
function assertMayManage(scope: RequestScope, target: q.LockedUser | null, wanted: { outletid?: number; usergroup?: string }) {
  if (scope.boundOutlet === null) return;
  if (target && (target.isAdmin || target.usergroup !== 'cashier' || target.outletid !== scope.boundOutlet)) throw forbidden(MANAGER_LIMIT);
  if (wanted.usergroup && wanted.usergroup !== 'cashier') throw forbidden(MANAGER_LIMIT);
  if (wanted.outletid !== undefined) assertOutletAccess(scope, wanted.outletid);
}

async function lockedTarget(tx: DbOrTx, scope: RequestScope, username: string) {
  const target = await q.lockUser(tx, scope.compcode, username);
  if (!target) throw notFound('User');
  return target;
}

async function assertNotLastAdmin(tx: DbOrTx, scope: RequestScope, target: q.LockedUser) {
  if (target.isAdmin && target.isdeleted === 0 && (await q.otherActiveAdmins(tx, scope.compcode, target.username)) === 0) {
    throw conflict(LAST_ADMIN);
  }
}

/** What the audit log keeps of a user: ids only, so an outlet's log never names another outlet. */
const stateOf = (u: { isAdmin: boolean; outletid: number | null; usergroup: string | null; isdeleted: number }) => ({
  usergroup: u.isAdmin ? 'admin' : u.usergroup,
  outletid: u.isAdmin ? null : u.outletid,
  isdeleted: u.isdeleted,
});

/** A user made from an employee, bound to an outlet, answered with the one-time link that sets the password. */
export async function createUser(db: Db, scope: RequestScope, input: OutletUserCreate, linkBase: string) {
  assertMayManage(scope, null, input);
  return db.transaction(async (tx) => {
    if (!(await q.outletOf(tx, scope.compcode, input.outletid))) throw notFound('Outlet');
    const employee = await q.findEmployee(tx, scope.compcode, input.crewkey);
    if (!employee) throw notFound('Employee');
    if (employee.terminated) throw badRequest(`${employee.crewname} no longer works for the company.`);
    if (await q.usernameTaken(tx, { compcode: scope.compcode, username: input.username }))
      throw conflict(`The username ${input.username} is already in use: choose another.`);
    const existing = await q.accountOfEmployee(tx, input.crewkey);
    if (existing) throw conflict(`${employee.crewname} already has the user ${existing.username}.`);
    const link = await newSetupLink(tx, scope, linkBase);
    await q.insertUser(
      tx,
      {
        username: input.username,
        compcode: scope.compcode,
        crewkey: employee.crewkey,
        full_name: employee.crewname,
        email: employee.crewmail,
        mobile: employee.crewhp,
        ...link.values,
      },
      { outletid: input.outletid, usergroup: input.usergroup },
    );
    const after = { crewnik: employee.crewnik, usergroup: input.usergroup, outletid: input.outletid, isdeleted: 0 };
    await audit(tx, scope, { action: 'user.create', objectkey: input.username, outletid: input.outletid, after });
    return { message: COMPLETE_OK, username: input.username, setpasswordurl: link.url, setuplinkhours: link.hours };
  });
}

/**
 * Moves a user to another outlet or group, or (de)activates them. An admin stays an admin unless a
 * group is given (a demotion); the last active admin can be neither demoted nor deactivated. A move,
 * a new group or a deactivation ends the user's sessions at once, on every server.
 */
export async function updateUser(db: Db, scope: RequestScope, username: string, input: OutletUserUpdate) {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, scope, username);
    assertMayManage(scope, target, input);
    if (!(await q.outletOf(tx, scope.compcode, input.outletid))) throw notFound('Outlet');
    const demoted = target.isAdmin && !!input.usergroup;
    const isdeleted = input.isdeleted ?? target.isdeleted;
    if (demoted || (isdeleted === 1 && target.isdeleted === 0)) await assertNotLastAdmin(tx, scope, target);
    if (username === scope.user.username && isdeleted === 1) throw conflict('You cannot deactivate your own user.');
    const before = stateOf(target);
    const isAdmin = target.isAdmin && !demoted;
    const usergroup = input.usergroup ?? target.usergroup ?? 'cashier';
    const after = stateOf({ isAdmin, outletid: input.outletid, usergroup, isdeleted });
    const deactivated = isdeleted === 1 && target.isdeleted === 0;
    const user = { compcode: scope.compcode, username };
    // A deactivation also takes back a set-password link not used yet: reactivating must not revive it.
    await q.updateAccount(tx, user, { isAdmin, isdeleted, ...(deactivated ? NO_LINK : {}) });
    if (!isAdmin) await q.bindToOutlet(tx, user, { outletid: input.outletid, usergroup, isdeleted });
    const ended = before.outletid !== after.outletid || before.usergroup !== after.usergroup || deactivated;
    if (ended) await endSessions(tx, user);
    await audit(tx, scope, { action: 'user.update', objectkey: username, outletid: after.outletid ?? before.outletid, before, after });
    return { message: UPDATE_DATA_OK };
  });
}

/**
 * Deletes a user for good as far as anyone can tell: gone from the list, no password, no sessions.
 * The row stays (marked deleted) so orders and the audit log keep naming them and the username is
 * never given to someone else (docs/decisions/users.md).
 */
export async function deleteUser(db: Db, scope: RequestScope, username: string) {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, scope, username);
    assertMayManage(scope, target, {});
    if (username === scope.user.username) throw conflict('You cannot delete your own user.');
    await assertNotLastAdmin(tx, scope, target);
    const user = { compcode: scope.compcode, username };
    await q.updateAccount(tx, user, {
      deletedAt: new Date(),
      isdeleted: 1,
      passwordHash: null,
      ...NO_LINK,
    });
    if (!target.isAdmin && target.outletid !== null) {
      await q.bindToOutlet(tx, user, { outletid: target.outletid, usergroup: target.usergroup ?? 'cashier', isdeleted: 1 });
    }
    await endSessions(tx, user);
    await audit(tx, scope, { action: 'user.delete', objectkey: username, outletid: target.outletid, before: stateOf(target) });
    return { message: COMPLETE_OK };
  });
}

/** A forgotten password: the old one stops working, the sessions end, and a new one-time link is answered once. */
export async function resetPassword(db: Db, scope: RequestScope, username: string, linkBase: string) {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, scope, username);
    assertMayManage(scope, target, {});
    if (username === scope.user.username) throw conflict('Change your own password with your current one instead.');
    if (target.isdeleted === 1) throw conflict('The user is inactive: activate them first.');
    const link = await newSetupLink(tx, scope, linkBase);
    const user = { compcode: scope.compcode, username };
    await q.updateAccount(tx, user, { passwordHash: null, ...link.values });
    await endSessions(tx, user);
    await audit(tx, scope, { action: 'auth.password.reset', objectkey: username, outletid: target.outletid });
    return { setpasswordurl: link.url, setuplinkhours: link.hours };
  });
}

export async function userSettings(db: Db, scope: RequestScope): Promise<UserSettings> {
  const row = await q.userSettingsOf(db, scope.compcode);
  if (!row) throw notFound('Company');
  return row;
}

/** The company's user settings, set by an admin; links already issued keep their end. */
export async function saveUserSettings(db: Db, scope: RequestScope, input: UserSettingsInput) {
  return db.transaction(async (tx) => {
    const before = await q.userSettingsOf(tx, scope.compcode);
    if (!before) throw notFound('Company');
    const after = { ...before, ...input };
    await q.saveUserSettings(tx, scope.compcode, after);
    await audit(tx, scope, { action: 'user.settings', objectkey: scope.compcode, before, after });
    return { message: UPDATE_DATA_OK };
  });
}
