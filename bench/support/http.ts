import { DEMO_PASSWORD } from '../../apps/server/src/demo/foundation.js';

/** A session over real HTTP, for benches that load a listening server from outside its event loop. */
export interface Client {
  cookie: string;
}

/** A request as the web app sends it; the answer parsed, or the error thrown with its text. */
export async function call(base: string, client: Client, method: string, path: string, body?: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { origin: base, 'x-requested-with': 'XMLHttpRequest', cookie: client.cookie };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export async function signIn(base: string, username: string): Promise<Client> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { origin: base, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return { cookie: String(res.headers.get('set-cookie')).split(';')[0] };
}
