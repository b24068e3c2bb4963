const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

/**
 * Counts failed sign-ins per username and address. Kept in memory: a restart forgets it, and
 * each server process counts on its own (docs/decisions.md).
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
  blockedFor(username: string, ip: string, now = Date.now()): number {
    const list = this.recent(`${username.toLowerCase()}|${ip}`, now);
    if (list.length < MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil((list[0] + WINDOW_MS - now) / 60_000));
  }

  fail(username: string, ip: string, now = Date.now()): void {
    const key = `${username.toLowerCase()}|${ip}`;
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(username: string, ip: string): void {
    this.failures.delete(`${username.toLowerCase()}|${ip}`);
  }
}
