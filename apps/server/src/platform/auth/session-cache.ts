import type { SessionUser, UserKey } from './user-key.js';

/**
 * How long the sale's own requests (a save, a payment: the routes that name `reuseSession`) take the
 * user last read for a session token instead of reading it again. A sale is two requests a few seconds
 * apart at every till, and the session's read was one round trip of each: at a lunch peak that is a
 * fifth of the database's statements. Every other request reads the session as before (and refreshes
 * what is kept), so a change of a company's settings or a user's name is seen by the back office at
 * once and by the sale within this time.
 */
export const SESSION_REUSE_MS = 2_000;
/** Past this many entries the expired ones are dropped (tokens signed in and never used again). */
const SWEEP_AT = 5_000;

interface Kept {
  user: SessionUser;
  until: number;
}

/**
 * Users read for session tokens (by the token's hash), kept for SESSION_REUSE_MS. A sign-out forgets
 * its token, and ended sessions (a user deactivated, moved, demoted, a password changed) every token
 * of the user: in the process that made the change at once, in every process as the realtime hub
 * hears of it after the commit (notifySessionEnded, notifySignedOut).
 */
export class SessionCache {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly ttlMs = SESSION_REUSE_MS) {}

  get(hash: string, now = Date.now()): SessionUser | undefined {
    const k = this.kept.get(hash);
    if (!k) return undefined;
    if (k.until > now) return k.user;
    this.kept.delete(hash);
    return undefined;
  }

  set(hash: string, user: SessionUser, now = Date.now()): void {
    if (this.kept.size >= SWEEP_AT) {
      for (const [h, k] of this.kept) if (k.until <= now) this.kept.delete(h);
    }
    this.kept.set(hash, { user, until: now + this.ttlMs });
  }

  forgetToken(hash: string): void {
    this.kept.delete(hash);
  }

  forgetUser(user: UserKey): void {
    for (const [h, k] of this.kept) {
      if (k.user.compcode === user.compcode && k.user.username === user.username) this.kept.delete(h);
    }
  }

  /** After notices may have been missed (the listening connection was lost). */
  clear(): void {
    this.kept.clear();
  }
}

/** The server process's one cache: the guard reads it, sign-outs and the realtime hub's notices empty it. */
export const keptSessions = new SessionCache();
