import crypto from 'node:crypto';
import { type PasswordChange, type Profile, passwordProblem } from '@saji/core';
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outlets, outletUsers, userAccounts } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import type { LoginThrottle } from '../../platform/auth/login-throttle.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { activeDate, type RequestScope } from '../../platform/auth/scope.js';
import { createSession, deleteSession, endSessions, type SessionUser, userOfSession } from '../../platform/auth/sessions.js';
import { AppError, badRequest, unauthorized } from '../../platform/errors.js';

const BAD_LOGIN = 'Wrong username or password.';

/** Where a sign-in comes from, as the audit log records it. */
export interface SignInOrigin {
  requestId: string;
  address: string;
}

/**
 * Signs in. Throttled per username and per address (platform/auth/login-throttle.ts); a lock is
 * logged with the address, so an operator sees who is guessing and whom they keep out. Successes and
 * failures go to the audit log (refusals by the throttle do not: they would let a guesser flood it).
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  input: { username: string; password: string },
  origin: SignInOrigin,
  log: FastifyBaseLogger,
): Promise<string> {
  const ip = origin.address;
  refuseWhileLocked(throttle, input.username, ip, 'sign-in');
  const [account] = await db
    .select({
      username: userAccounts.username,
      compcode: userAccounts.compcode,
      passwordHash: userAccounts.passwordHash,
      isdeleted: userAccounts.isdeleted,
      // The outlet of a bound user, so their manager sees their sign-ins in the outlet's log.
      outletid: outletUsers.outletid,
    })
    .from(userAccounts)
    .leftJoin(outletUsers, eq(outletUsers.username, userAccounts.username))
    .where(eq(userAccounts.username, input.username))
    .limit(1);
  const ok =
    account?.passwordHash && account.isdeleted === 0
      ? await verifyPassword(account.passwordHash, input.password)
      : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  // The username is the caller's text: bounded by loginSchema (100 characters).
  const who = {
    compcode: account?.compcode ?? null,
    boundOutlet: account?.outletid ?? null,
    actor: { username: input.username, ...origin },
  };
  if (!ok || !account) {
    const locked = throttle.fail(input.username, ip);
    if (locked.username) log.warn({ username: input.username, ip }, 'sign-in locked for this username after repeated failures');
    if (locked.address) log.warn({ ip }, 'sign-in locked for this address after repeated failures');
    await audit(db, who, { action: 'auth.signin.failed', objectkey: input.username });
    throw unauthorized(BAD_LOGIN);
  }
  throttle.succeed(input.username);
  return db.transaction(async (tx) => {
    await audit(tx, who, { action: 'auth.signin', objectkey: account.username });
    return createSession(tx, account.username);
  });
}

/** 429 while the throttle holds the username or the address. */
function refuseWhileLocked(throttle: LoginThrottle, username: string, address: string, what: string): void {
  const blocked = throttle.blocked(username, address);
  if (!blocked) return;
  const wait = blocked.minutes;
  throw new AppError(429, `Too many failed ${what} attempts. Try again in ${wait} minute${wait > 1 ? 's' : ''}.`);
}

/** Signs out: the session ends, and the audit log says who left. */
export async function logout(db: Db, token: string, origin: SignInOrigin): Promise<void> {
  const user = await userOfSession(db, token);
  await db.transaction(async (tx) => {
    if (user)
      await audit(
        tx,
        { compcode: user.compcode, boundOutlet: user.outletid, actor: { username: user.username, ...origin } },
        { action: 'auth.signout', objectkey: user.username },
      );
    await deleteSession(tx, token);
  });
}

/** The profile values of the spec; an admin's default outlet is the company's first active one. */
export async function profileOf(db: Db, user: SessionUser, timeZone: string): Promise<Profile> {
  let { outletid, outletname } = user;
  if (outletid === null) {
    const [first] = await db
      .select({ outletid: outlets.outletid, outletname: outlets.outletname })
      .from(outlets)
      .where(and(eq(outlets.compcode, user.compcode), eq(outlets.aktif, '1')))
      .orderBy(outlets.outletid)
      .limit(1);
    outletid = first?.outletid ?? null;
    outletname = first?.outletname ?? null;
  }
  return {
    username: user.username,
    name: user.name,
    group: user.group,
    compcode: user.compcode,
    company: user.company,
    outletid,
    outletname,
    matauang: user.matauang,
    tglaktif: activeDate(user, timeZone),
    awalbln: user.awalbln,
    timezone: timeZone,
  };
}

export const hashSetupToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Sets a password through a one-time link: the first admin's, a new user's or a reset (valid
 * SETUP_LINK_HOURS; the first admin's has no end). The link then stops working.
 */
/** The account a set-password link is for, while the link still works. */
async function setupAccount(db: Db, token: string) {
  const [account] = await db
    .select({ username: userAccounts.username, compcode: userAccounts.compcode })
    .from(userAccounts)
    .where(
      and(
        isNotNull(userAccounts.setupTokenHash),
        eq(userAccounts.setupTokenHash, hashSetupToken(token)),
        or(isNull(userAccounts.setupTokenExpires), gt(userAccounts.setupTokenExpires, new Date())),
        eq(userAccounts.isdeleted, 0),
        isNull(userAccounts.deletedAt),
      ),
    )
    .limit(1);
  if (!account) throw badRequest('This setup link is no longer valid.');
  return account;
}

/**
 * Who a set-password link is for: the login name is made by the system and read-only, so the
 * setup page shows it before the password is chosen. Only the link's holder knows the token.
 */
export async function setupLoginName(db: Db, token: string): Promise<{ username: string }> {
  const { username } = await setupAccount(db, token);
  return { username };
}

export async function completeSetup(db: Db, token: string, password: string, origin: SignInOrigin): Promise<string> {
  const account = await setupAccount(db, token);
  const problem = passwordProblem(password, account.username);
  if (problem) throw badRequest(problem, [{ field: 'password', message: problem }]);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The token is matched again: of two uses racing, only the first sets a password.
    const used = await tx
      .update(userAccounts)
      .set({ passwordHash, setupTokenHash: null, setupTokenExpires: null })
      .where(and(eq(userAccounts.username, account.username), eq(userAccounts.setupTokenHash, hashSetupToken(token))))
      .returning({ username: userAccounts.username });
    if (!used.length) throw badRequest('This setup link is no longer valid.');
    await audit(
      tx,
      { compcode: account.compcode, actor: { username: account.username, ...origin } },
      {
        action: 'auth.password.set',
        objectkey: account.username,
      },
    );
    return createSession(tx, account.username);
  });
}

/**
 * Changes one's own password: the current one is required (a session left open on a till must not
 * be enough), the new one follows the rules of passwordProblem. The user's other sessions end.
 * Wrong current passwords are throttled like sign-ins (its own counters): otherwise an open session
 * would be a way to guess the password without limit.
 */
export async function changePassword(
  db: Db,
  throttle: LoginThrottle,
  scope: RequestScope,
  token: string,
  input: PasswordChange,
  origin: SignInOrigin,
): Promise<void> {
  const username = scope.user.username;
  refuseWhileLocked(throttle, username, origin.address, 'password');
  const [account] = await db
    .select({ passwordHash: userAccounts.passwordHash })
    .from(userAccounts)
    .where(eq(userAccounts.username, username))
    .limit(1);
  // 400, not 401: the session is fine, the form is not.
  const wrong = 'The current password is not correct.';
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.currentpassword))) {
    throttle.fail(username, origin.address);
    throw badRequest(wrong, [{ field: 'currentpassword', message: wrong }]);
  }
  throttle.succeed(username);
  const problem = passwordProblem(input.newpassword, username);
  if (problem) throw badRequest(problem, [{ field: 'newpassword', message: problem }]);
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction(async (tx) => {
    await tx.update(userAccounts).set({ passwordHash }).where(eq(userAccounts.username, username));
    await endSessions(tx, username, token);
    await audit(tx, scope, { action: 'auth.password.change', objectkey: username });
  });
}
