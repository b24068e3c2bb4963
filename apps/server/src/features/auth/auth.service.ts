import crypto from 'node:crypto';
import type { Profile } from '@saji/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outlets, userAccounts } from '../../db/schema/index.js';
import type { LoginThrottle } from '../../platform/auth/login-throttle.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { activeDate } from '../../platform/auth/scope.js';
import { createSession, type SessionUser } from '../../platform/auth/sessions.js';
import { AppError, badRequest, unauthorized } from '../../platform/errors.js';

const BAD_LOGIN = 'Wrong username or password.';

/**
 * Signs in. Throttled per username and per address (platform/auth/login-throttle.ts); a lock is
 * logged with the address, so an operator sees who is guessing and whom they keep out.
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  input: { username: string; password: string },
  ip: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const blocked = throttle.blocked(input.username, ip);
  if (blocked) {
    const wait = blocked.minutes;
    throw new AppError(429, `Too many failed sign-in attempts. Try again in ${wait} minute${wait > 1 ? 's' : ''}.`);
  }
  const [account] = await db
    .select({ username: userAccounts.username, passwordHash: userAccounts.passwordHash, isdeleted: userAccounts.isdeleted })
    .from(userAccounts)
    .where(eq(userAccounts.username, input.username))
    .limit(1);
  const ok =
    account?.passwordHash && account.isdeleted === 0
      ? await verifyPassword(account.passwordHash, input.password)
      : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!ok || !account) {
    const locked = throttle.fail(input.username, ip);
    // The username is the caller's text: bounded by loginSchema (100 characters).
    if (locked.username) log.warn({ username: input.username, ip }, 'sign-in locked for this username after repeated failures');
    if (locked.address) log.warn({ ip }, 'sign-in locked for this address after repeated failures');
    throw unauthorized(BAD_LOGIN);
  }
  throttle.succeed(input.username);
  return createSession(db, account.username);
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

/** Sets the first password of an account created without one, through its one-time setup link. */
export async function completeSetup(db: Db, token: string, password: string): Promise<string> {
  const [account] = await db
    .select({ username: userAccounts.username })
    .from(userAccounts)
    .where(and(isNotNull(userAccounts.setupTokenHash), eq(userAccounts.setupTokenHash, hashSetupToken(token))))
    .limit(1);
  if (!account) throw badRequest('This setup link is no longer valid.');
  await db
    .update(userAccounts)
    .set({ passwordHash: await hashPassword(password), setupTokenHash: null })
    .where(eq(userAccounts.username, account.username));
  return createSession(db, account.username);
}
