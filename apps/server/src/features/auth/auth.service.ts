import crypto from 'node:crypto';
import { DEFAULT_OFFLINE_HOURS, type PasswordChange, type Profile, passwordProblem } from '@saji/core';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { companies, outlets, outletUsers, userAccounts } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import type { LoginThrottle } from '../../platform/auth/login-throttle.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { activeDate, type RequestScope } from '../../platform/auth/scope.js';
import { createSession, deleteSession, endSessions, userOfSession } from '../../platform/auth/sessions.js';
import type { SessionUser } from '../../platform/auth/user-key.js';
import { AppError, badRequest, unauthorized } from '../../platform/errors.js';

const BAD_LOGIN = 'Wrong username or password.';
const NAME_COMPANY = 'This username and password are valid in more than one company: add the company code, e.g. budi@SAJI.';

/** Where a sign-in comes from, as the audit log records it. */
export interface SignInOrigin {
  requestId: string;
  address: string;
}

/**
 * The name typed at sign-in: a username, or a username and its company's code, `budi@SAJI`.
 * Usernames never hold '@' (usernameSchema), so the last one splits the two.
 */
function signInName(text: string): { username: string; compcode: string | null } {
  const at = text.lastIndexOf('@');
  return at < 0 ? { username: text, compcode: null } : { username: text.slice(0, at), compcode: text.slice(at + 1) };
}

/** The accounts a sign-in name may mean: one per company that has the name, or the one of the company named. */
function accountsNamed(db: Db, name: { username: string; compcode: string | null }) {
  return db
    .select({
      username: userAccounts.username,
      compcode: userAccounts.compcode,
      passwordHash: userAccounts.passwordHash,
      isdeleted: userAccounts.isdeleted,
      // The outlet of a bound user, so their manager sees their sign-ins in the outlet's log.
      outletid: outletUsers.outletid,
    })
    .from(userAccounts)
    .leftJoin(outletUsers, and(eq(outletUsers.compcode, userAccounts.compcode), eq(outletUsers.username, userAccounts.username)))
    .where(
      and(
        eq(userAccounts.username, name.username),
        name.compcode === null ? undefined : sql`lower(${userAccounts.compcode}) = lower(${name.compcode})`,
      ),
    );
}
type SignInAccount = Awaited<ReturnType<typeof accountsNamed>>[number];

/**
 * The accounts whose password this is. Every candidate is verified, at once (hashes run in parallel,
 * platform/auth/passwords.ts), and a name no company has against the decoy: the time taken says
 * little about how many companies have the name.
 */
async function passwordMatches(accounts: SignInAccount[], password: string): Promise<SignInAccount[]> {
  const usable = accounts.filter((a) => a.passwordHash && a.isdeleted === 0);
  if (!usable.length) {
    await verifyPassword(await decoyPasswordHash(), password);
    return [];
  }
  const ok = await Promise.all(usable.map((a) => verifyPassword(a.passwordHash as string, password)));
  return usable.filter((_, i) => ok[i]);
}

/**
 * Signs in. A username is unique within its company only (docs/decisions/users.md): the name alone
 * signs in when the password is right for exactly one company's user of that name; when it is right
 * for several, the user is asked to add the company (`budi@SAJI`). No answer says whether another
 * company has the name: a wrong password reads the same whether it does or not.
 * Throttled per username and per address (platform/auth/login-throttle.ts); a lock is
 * logged with the address, so an operator sees who is guessing and whom they keep out. Successes and
 * failures go to the audit log of the companies that have the name (refusals by the throttle do not:
 * they would let a guesser flood it).
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  input: { username: string; password: string },
  origin: SignInOrigin,
  log: FastifyBaseLogger,
): Promise<string> {
  const ip = origin.address;
  const name = signInName(input.username);
  // One count per name, with or without its company: adding one gives a guesser no more tries.
  refuseWhileLocked(throttle, name.username, ip, 'sign-in');
  const accounts = await accountsNamed(db, name);
  const matches = await passwordMatches(accounts, input.password);
  // The username is the caller's text: bounded by loginSchema (100 characters).
  const whoFor = (account: SignInAccount | undefined, username: string) => ({
    compcode: account?.compcode ?? null,
    boundOutlet: account?.outletid ?? null,
    actor: { username, ...origin },
  });
  const [account] = matches;
  if (!account) {
    const locked = throttle.fail(name.username, ip);
    if (locked.username) log.warn({ username: input.username, ip }, 'sign-in locked for this username after repeated failures');
    if (locked.address) log.warn({ ip }, 'sign-in locked for this address after repeated failures');
    // Each company that has the name sees the attempt in its own log; a name no company has, none.
    for (const a of accounts.length ? accounts : [undefined]) {
      await audit(db, whoFor(a, input.username), { action: 'auth.signin.failed', objectkey: input.username });
    }
    throw unauthorized(BAD_LOGIN);
  }
  // Only the holder of the password hears this: the same name and password in two companies.
  if (matches.length > 1) throw unauthorized(NAME_COMPANY);
  throttle.succeed(name.username);
  return db.transaction(async (tx) => {
    await audit(tx, whoFor(account, account.username), { action: 'auth.signin', objectkey: account.username });
    return createSession(tx, account);
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
  const [company] = await db.select({ offlinehours: companies.offlinehours }).from(companies).where(eq(companies.compcode, user.compcode));
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
    offlinehours: company?.offlinehours ?? DEFAULT_OFFLINE_HOURS,
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
      .where(
        and(
          eq(userAccounts.compcode, account.compcode),
          eq(userAccounts.username, account.username),
          eq(userAccounts.setupTokenHash, hashSetupToken(token)),
        ),
      )
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
    return createSession(tx, account);
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
  const { username, compcode } = scope.user;
  const user = { compcode, username };
  // The throttle's key names the company too: another company's user of that name has their own count.
  const key = `${username}@${compcode}`;
  refuseWhileLocked(throttle, key, origin.address, 'password');
  const [account] = await db
    .select({ passwordHash: userAccounts.passwordHash })
    .from(userAccounts)
    .where(and(eq(userAccounts.compcode, compcode), eq(userAccounts.username, username)))
    .limit(1);
  // 400, not 401: the session is fine, the form is not.
  const wrong = 'The current password is not correct.';
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.currentpassword))) {
    throttle.fail(key, origin.address);
    throw badRequest(wrong, [{ field: 'currentpassword', message: wrong }]);
  }
  throttle.succeed(key);
  const problem = passwordProblem(input.newpassword, username);
  if (problem) throw badRequest(problem, [{ field: 'newpassword', message: problem }]);
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction(async (tx) => {
    await tx
      .update(userAccounts)
      .set({ passwordHash })
      .where(and(eq(userAccounts.compcode, compcode), eq(userAccounts.username, username)));
    await endSessions(tx, user, token);
    await audit(tx, scope, { action: 'auth.password.change', objectkey: username });
  });
}
