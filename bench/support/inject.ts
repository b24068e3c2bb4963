import { DEMO_PASSWORD } from '../../apps/server/src/demo/foundation.js';
import type { TestApp } from '../../apps/server/src/test/harness.js';

/** A demo user's session cookie, signed in through the app itself (no network). */
export async function loginCookie(t: TestApp, username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { username, password: DEMO_PASSWORD },
  });
  return String(res.headers['set-cookie']).split(';')[0];
}

/** One API call as the web app sends it; anything but 200 stops the bench. */
export async function call(t: TestApp, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
