import crypto from 'node:crypto';
import type { UserGroup } from '@saji/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, outlets, outletUsers, sessions, userAccounts } from '../../db/schema/index.js';

export const SESSION_COOKIE = 'saji_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The signed-in user, as every service receives it. */
export interface SessionUser {
  username: string;
  name: string;
  group: UserGroup;
  compcode: string;
  company: string;
  /** The outlet a manager or cashier is bound to; null for an admin, who sees every outlet. */
  outletid: number | null;
  outletname: string | null;
  matauang: string;
  awalbln: number;
  /** A fixed active date of the company, or null for today. */
  fixedActiveDate: string | null;
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, username: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: sha256(token), username, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  // Housekeeping on sign-in keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

export async function deleteSessionsOf(db: Db, username: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.username, username));
}

/** Loads the user behind a session token; inactive accounts and outlet users lose their sessions. */
export async function userOfSession(db: Db, token: string): Promise<SessionUser | null> {
  const rows = await db
    .select({
      username: userAccounts.username,
      name: userAccounts.full_name,
      isAdmin: userAccounts.isAdmin,
      compcode: companies.compcode,
      company: companies.company,
      matauang: companies.matauang,
      awalbln: companies.awalbln,
      fixedActiveDate: companies.tglaktif,
      usergroup: outletUsers.usergroup,
      outletid: outletUsers.outletid,
      outletname: outlets.outletname,
    })
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.username, sessions.username))
    .innerJoin(companies, eq(companies.compcode, userAccounts.compcode))
    .leftJoin(outletUsers, and(eq(outletUsers.username, userAccounts.username), eq(outletUsers.isdeleted, 0)))
    .leftJoin(outlets, eq(outlets.outletid, outletUsers.outletid))
    .where(and(eq(sessions.idHash, sha256(token)), gt(sessions.expiresAt, sql`now()`), eq(userAccounts.isdeleted, 0)))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const group: UserGroup | null = r.isAdmin ? 'admin' : (r.usergroup as UserGroup | null);
  if (!group) return null;
  return {
    username: r.username,
    name: r.name,
    group,
    compcode: r.compcode,
    company: r.company,
    outletid: r.isAdmin ? null : r.outletid,
    outletname: r.isAdmin ? null : r.outletname,
    matauang: r.matauang,
    awalbln: r.awalbln,
    fixedActiveDate: r.fixedActiveDate,
  };
}
