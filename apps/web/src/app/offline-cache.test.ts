import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptOffline, offlineExpired, putBack } from './offline-cache';

describe('the offline cache', () => {
  it('keeps the profile and the till lookups, not the back office nor what changes by the second', () => {
    for (const key of [
      ['auth', 'me'],
      ['pos', 'menus', 1],
      ['pos-modifiers'],
      ['pos', 'tables', 1],
      ['campaigns', 'pos', 1],
      ['shift', 'setting', 1],
    ])
      expect(keptOffline(key), String(key)).toBe(true);
    for (const key of [['pos', 'printjobs', 1], ['pos', 'checks', 'k'], ['campaigns', 'list'], ['shift', 'detail', 3], ['users'], ['auth']])
      expect(keptOffline(key), String(key)).toBe(false);
  });

  it('ends an offline session the company offline hours after the server last answered', () => {
    const answered = Date.UTC(2026, 10, 28, 8);
    const hours = (h: number) => answered + h * 3_600_000;
    expect(offlineExpired({ offlinehours: 12 }, answered, hours(11.9))).toBe(false);
    expect(offlineExpired({ offlinehours: 12 }, answered, hours(12.1))).toBe(true);
    expect(offlineExpired({ offlinehours: 1 }, answered, hours(1.5))).toBe(true);
  });

  it('puts the kept answers back stale, so a reload online asks the server again (a 401 then signs out)', async () => {
    const before = new QueryClient();
    before.setQueryData(['auth', 'me'], { username: 'cashier' });
    before.setQueryData(['kitchen', 'setting', 1], { kitchendisplay: '1' });
    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    await putBack(after, dehydrate(before));
    expect(after.getQueryData(['auth', 'me'])).toEqual({ username: 'cashier' });
    for (const key of [
      ['auth', 'me'],
      ['kitchen', 'setting', 1],
    ])
      expect(after.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
