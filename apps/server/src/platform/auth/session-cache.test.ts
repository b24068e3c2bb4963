import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';
import type { SessionUser } from './user-key.js';

const user = (compcode: string, username: string): SessionUser => ({
  username,
  name: username,
  group: 'cashier',
  compcode,
  company: compcode,
  outletid: 1,
  outletname: 'Braga',
  matauang: 'IDR',
  awalbln: 1,
  fixedActiveDate: null,
});

describe('the sessions kept for the sale', () => {
  it('keeps a user for its time only, and forgets a token, or every token of one user of one company', () => {
    const cache = new SessionCache(1000);
    cache.set('a', user('SAJI', 'budi'), 0);
    cache.set('b', user('SAJI', 'budi'), 0);
    cache.set('c', user('OTHER', 'budi'), 0);
    expect(cache.get('a', 999)?.username).toBe('budi');
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.set('a', user('SAJI', 'budi'), 0);
    cache.forgetToken('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.forgetUser({ compcode: 'SAJI', username: 'budi' });
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.compcode).toBe('OTHER');
  });
});
