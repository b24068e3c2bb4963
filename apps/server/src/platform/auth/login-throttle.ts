const MINUTE = 60_000;

interface Limit {
  /** Failures within the window that start a lock. */
  max: number;
  windowMs: number;
  /** How long a lock lasts; attempts during it are refused and not counted, so they cannot extend it. */
  lockMs: number;
}

/** Guessing one account's password: checked whatever address the attempts come from. */
export const USER_LIMIT: Limit = { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Password spraying (one address, many usernames): higher, as a restaurant's tills share one address behind NAT. */
export const ADDRESS_LIMIT: Limit = { max: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Usernames and addresses are chosen by the caller: past this many counters, the stalest are forgotten. */
const MAX_KEYS = 50_000;

interface Counter {
  failures: number[];
  lockedUntil: number;
}

/** Failed sign-ins per key within a sliding window, and the time-bounded lock they start. */
class FailureCounter {
  private counters = new Map<string, Counter>();

  constructor(private readonly limit: Limit) {}

  lockedUntil(key: string, now: number): number {
    const counter = this.counters.get(key);
    return counter && counter.lockedUntil > now ? counter.lockedUntil : 0;
  }

  /** Counts a failure; answers true when it starts a lock. */
  fail(key: string, now: number): boolean {
    const old = this.counters.get(key);
    const failures = (old?.failures ?? []).filter((t) => now - t < this.limit.windowMs);
    failures.push(now);
    const locked = failures.length >= this.limit.max;
    // Re-inserted, so the map's order is least recently failed first.
    this.counters.delete(key);
    this.counters.set(key, { failures: locked ? [] : failures, lockedUntil: locked ? now + this.limit.lockMs : 0 });
    if (this.counters.size > MAX_KEYS) this.prune(now);
    return locked;
  }

  clear(key: string): void {
    this.counters.delete(key);
  }

  private prune(now: number): void {
    for (const [key, c] of this.counters) {
      if (c.lockedUntil <= now && c.failures.every((t) => now - t >= this.limit.windowMs)) this.counters.delete(key);
    }
    for (const key of this.counters.keys()) {
      if (this.counters.size <= MAX_KEYS) break;
      this.counters.delete(key);
    }
  }
}

export interface Blocked {
  /** Whole minutes until the next attempt is allowed (at least 1). */
  minutes: number;
  by: 'username' | 'address';
}

/**
 * Counts failed sign-ins per username (from any address) and per address (across usernames), each
 * with its own lock. The address is the socket's unless SAJI_TRUST_PROXY names the proxy in front,
 * so X-Forwarded-For cannot spread a guesser over made-up addresses.
 *
 * The per-username lock is also a way for anyone to keep that user out for a while: the price of
 * stopping a guesser who has many addresses. It is bounded (15 minutes, not extended by attempts
 * during it) and logged, see docs/decisions.md. Kept in memory: a restart forgets it, and each
 * server process counts on its own.
 */
export class LoginThrottle {
  private users = new FailureCounter(USER_LIMIT);
  private addresses = new FailureCounter(ADDRESS_LIMIT);

  blocked(username: string, ip: string, now = Date.now()): Blocked | null {
    const user = this.users.lockedUntil(username.toLowerCase(), now);
    const address = this.addresses.lockedUntil(ip, now);
    if (!user && !address) return null;
    const until = Math.max(user, address);
    return { minutes: Math.max(1, Math.ceil((until - now) / MINUTE)), by: user >= address ? 'username' : 'address' };
  }

  /** Counts a failure; answers what it locked, if anything, so the caller can log it. */
  fail(username: string, ip: string, now = Date.now()): { username: boolean; address: boolean } {
    return { username: this.users.fail(username.toLowerCase(), now), address: this.addresses.fail(ip, now) };
  }

  /**
   * The username's failures are forgotten; the address's are not, or a sprayer could sign in to an
   * account of their own now and then to start counting again.
   */
  succeed(username: string): void {
    this.users.clear(username.toLowerCase());
  }
}
