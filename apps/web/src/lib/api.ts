/**
 * The one way screens talk to the server. Same-origin cookies carry the session; every request sends
 * X-Requested-With, which the server's CSRF guard requires for writes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { field: string; message: string }[] | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** Builds `path?a=1&b=2`, leaving out empty values (the server treats absent and empty alike). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

let onUnauthorized = () => window.location.assign('/login');

/** The router replaces the default full-page redirect with a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Paths whose 401 is an answer for the screen (wrong password), not an expired session. */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/setup', '/api/auth/me'];

/** When the server last answered this session (anything but 401): an offline till counts its limit from it. */
let answeredAt = Date.now();
export const lastAnswerAt = (): number => answeredAt;
/** A page restored from the offline cache starts from the time its session was last answered. */
export const setLastAnswerAt = (at: number): void => {
  answeredAt = at;
};

/** Sends a request and returns the raw response when it succeeded; throws ApiError otherwise. */
export async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  // Content-Type only with a body: Fastify refuses an empty body declared as JSON.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== 401) answeredAt = Date.now();
  if (res.ok) return res;
  const payload = await readBody(res);
  if (res.status === 401 && !AUTH_PATHS.some((p) => path.startsWith(p))) onUnauthorized();
  throw toApiError(res.status, payload);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The message rule of the spec: the body's message, else its sqlMessage, else the body as JSON. */
function toApiError(status: number, payload: unknown): ApiError {
  const obj = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  const message =
    typeof obj?.message === 'string'
      ? obj.message
      : typeof obj?.sqlMessage === 'string'
        ? obj.sqlMessage
        : typeof payload === 'string' && payload
          ? payload
          : JSON.stringify(payload);
  const details = Array.isArray(obj?.details) ? (obj.details as ApiError['details']) : undefined;
  return new ApiError(status, message, details, payload);
}

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await send(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => json<T>('GET', withQuery(path, query)),
  post: <T>(path: string, body?: unknown) => json<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => json<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => json<T>('DELETE', path),
};

/** The list envelope every paged endpoint answers with. */
export interface ListEnvelope<T, Meta extends object = object> {
  /** more: the server stopped counting at `total` and more records match (very long lists). */
  meta: { total: number; more?: boolean } & Meta;
  list: T[];
}
