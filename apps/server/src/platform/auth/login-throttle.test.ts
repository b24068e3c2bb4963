import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

const MINUTE = 60_000;

describe('LoginThrottle', () => {
  const failTimes = (throttle: LoginThrottle, n: number, username: string, ip: string, at: number) => {
    for (let i = 0; i < n; i++) throttle.fail(username, ip, at);
  };

  it('locks a username for 15 minutes after 10 failures from any addresses, then lets it try again', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 9; i++) throttle.fail('Manager', `10.0.0.${i}`, 0);
    expect(throttle.blocked('manager', '10.0.1.1', 0)).toBeNull();
    expect(throttle.fail('manager', '10.0.0.9', 0)).toEqual({ username: true, address: false });
    expect(throttle.blocked('MANAGER', '10.0.1.1', 0)).toEqual({ minutes: 15, by: 'username' });
    expect(throttle.blocked('manager', '10.0.1.1', 14 * MINUTE)).toEqual({ minutes: 1, by: 'username' });
    expect(throttle.blocked('manager', '10.0.1.1', 15 * MINUTE)).toBeNull();
  });

  it('keeps the lock time-bounded: attempts refused during it are not counted and do not extend it', () => {
    const throttle = new LoginThrottle();
    failTimes(throttle, 10, 'cashier', '10.0.0.1', 0);
    // The login refuses these before counting; the throttle never sees them as failures.
    for (let m = 1; m < 15; m++) expect(throttle.blocked('cashier', '10.0.0.2', m * MINUTE)).not.toBeNull();
    expect(throttle.blocked('cashier', '10.0.0.2', 15 * MINUTE)).toBeNull();
    // After the lock, counting starts from nothing: one more failure does not lock again.
    throttle.fail('cashier', '10.0.0.1', 15 * MINUTE);
    expect(throttle.blocked('cashier', '10.0.0.2', 15 * MINUTE)).toBeNull();
  });

  it('forgets failures older than the window', () => {
    const throttle = new LoginThrottle();
    failTimes(throttle, 9, 'admin', '10.0.0.1', 0);
    throttle.fail('admin', '10.0.0.1', 15 * MINUTE);
    expect(throttle.blocked('admin', '10.0.0.1', 15 * MINUTE)).toBeNull();
  });

  it('locks an address after 30 failures across usernames; a success clears the username, not the address', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 29; i++) throttle.fail(`user${i}`, '10.0.0.1', 0);
    throttle.fail('admin', '10.0.0.1', 0);
    expect(throttle.blocked('someone', '10.0.0.1', 0)).toEqual({ minutes: 15, by: 'address' });
    expect(throttle.blocked('someone', '10.0.0.2', 0)).toBeNull();
    throttle.succeed('admin');
    expect(throttle.blocked('admin', '10.0.0.1', 0)).toEqual({ minutes: 15, by: 'address' });
  });
});
