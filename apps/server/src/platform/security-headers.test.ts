import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('security headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SAJI_TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('sends a policy without inline scripts, framing by the app only, nosniff and a referrer policy', async () => {
    for (const url of ['/api/health', '/api/docs/', '/api/auth/me']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('tells caches to keep no API answer, and a 404 names no route', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nothing/here']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    }
    const missing = await get('/api/nothing/here?x=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('sends HSTS only over HTTPS, which behind a proxy only a trusted X-Forwarded-Proto says', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/health', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/health', { 'x-forwarded-proto': 'https' }, '10.0.0.1')).headers['strict-transport-security']).toBe(
      'max-age=15552000',
    );
  });
});
