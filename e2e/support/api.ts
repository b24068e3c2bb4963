/** A minimal HTTP client for a running server, sending what the web app sends (Origin, X-Requested-With, JSON). */
export interface ApiClient {
  login(username: string, password?: string): Promise<void>;
  request<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** The session cookie (`name=value`) the client signed in with, for a WebSocket of the same user. */
  cookie(): string;
}

export function apiClient(baseUrl: string): ApiClient {
  let cookie = '';
  const client: ApiClient = {
    cookie: () => cookie,
    async request(method, path, body) {
      const headers: Record<string, string> = { origin: baseUrl, 'x-requested-with': 'XMLHttpRequest' };
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0];
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // files and empty bodies stay text
      }
      return { status: res.status, body: parsed as any };
    },
    async login(username, password = 'saji-demo') {
      const res = await client.request('POST', '/api/auth/login', { username, password });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
  return client;
}
