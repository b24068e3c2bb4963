import crypto from 'node:crypto';
import type { UserGroup } from '@saji/core';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { companies, outlets, outletUsers, sessions, userAccounts } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import { notifySessionEnded, notifySignedOut } from '../realtime.js';
import { keptSessions } from './session-cache.js';
import type { SessionUser, UserKey } from './user-key.js';

const SESSION_COOKIE = 'saji_session';
/**
 * The session cookie's name for this request: over HTTPS (behind a proxy, as a trusted
 * X-Forwarded-Proto says) `__Host-saji_session`, which browsers accept only Secure, for path / and
 * from this very host, so neither a sibling subdomain nor a plain-HTTP page can plant or shadow it.
 * Over plain HTTP (a till on the LAN, the demo) the prefix would be refused, so the plain name.
 */
export const sessionCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(db: DbOrTx, user: UserKey): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: sha256(token),
    compcode: user.compcode,
    username: user.username,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  // Housekeeping on sign-in keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  const idHash = sha256(token);
  keptSessions.forgetToken(idHash);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  await notifySessionEnded(db, idHash);
}

/**
 * Ends every session of a user (deactivated, deleted, moved to another outlet, password reset), on
 * every server at once: each request reads its session from the database, and the notice tells each
 * server's realtime hub to close the user's open sockets, which were let in by a session that no
 * longer exists. Run it on the transaction of the change: the notice goes out on commit only.
 * `keep` spares one session (the one that changes its own password; its screen reconnects).
 */
export async function endSessions(tx: DbOrTx, user: UserKey, keep?: string): Promise<void> {
  const spared = keep ? sha256(keep) : '';
  // Forgotten here for this process's next request, and by every process when the notice arrives
  // after the commit (a sale's request between the two may still be let in, as before the commit).
  keptSessions.forgetUser(user);
  await tx
    .delete(sessions)
    .where(and(eq(sessions.compcode, user.compcode), eq(sessions.username, user.username), ne(sessions.idHash, spared)));
  await notifySignedOut(tx, user);
}

/**
 * The user behind a session, read on every request (so a sign-out or a removed account takes effect
 * at once, on every server process; the sale's requests may take it from keptSessions, which those
 * events empty): a prepared statement keeps that read cheap.
 */
const sessionUser = statement<{
  username: string;
  name: string;
  isAdmin: boolean;
  compcode: string;
  company: string;
  matauang: string;
  awalbln: number;
  fixedActiveDate: string | null;
  usergroup: string | null;
  outletid: number | null;
  outletname: string | null;
}>(
  'session_user',
  sql`SELECT u.username, u.full_name AS name, u.is_admin AS "isAdmin", c.compcode, c.company, c.matauang, c.awalbln,
      to_char(c.tglaktif, 'YYYY-MM-DD') AS "fixedActiveDate",
      ou.usergroup, ou.outletid, o.outletname
    FROM ${sessions} s
    JOIN ${userAccounts} u ON u.compcode = s.compcode AND u.username = s.username
    JOIN ${companies} c ON c.compcode = u.compcode
    LEFT JOIN ${outletUsers} ou ON ou.compcode = u.compcode AND ou.username = u.username AND ou.isdeleted = 0
    LEFT JOIN ${outlets} o ON o.outletid = ou.outletid
    WHERE s.id_hash = ${sql.placeholder('idHash')} AND s.expires_at > now() AND u.isdeleted = 0
    LIMIT 1`,
);

/**
 * Loads the user behind a session token; inactive accounts and outlet users lose their sessions.
 * `reuse`: a user read for the token in the last SESSION_REUSE_MS serves (the sale's requests).
 */
export async function userOfSession(db: Db, token: string, reuse = false): Promise<SessionUser | null> {
  const idHash = sha256(token);
  const kept = reuse ? keptSessions.get(idHash) : undefined;
  if (kept) return kept;
  const user = await readSessionUser(db, idHash);
  if (user) keptSessions.set(idHash, user);
  else keptSessions.forgetToken(idHash);
  return user;
}

async function readSessionUser(db: Db, idHash: string): Promise<SessionUser | null> {
  const [r] = await sessionUser(db, { idHash });
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
