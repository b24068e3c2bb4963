import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

describe('OpenAPI at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('describes the answer of every route', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    // A route without a response schema still shows a bare 200 'Default Response', without content.
    const undescribed = operations.filter(
      ({ op }) => !Object.entries(op.responses ?? {}).some(([code, r]) => /^2|^3/.test(code) && r.content),
    );
    expect(undescribed.map((o) => o.route)).toEqual([]);
  });

  it('documents the error answers and sends files under their own media type, not JSON', async () => {
    const paths = (await t.anonymous.get('/api/docs/json')).body.paths as Record<string, Record<string, Operation>>;
    const op = (method: string, path: string) => paths[path][method];
    const errorOf = (o: Operation, code: string) =>
      o.responses?.[code]?.content?.['application/json'] as { schema?: { required?: string[] } };
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, o] of Object.entries(methods)) {
        expect(errorOf(o, '400')?.schema?.required, `${method} ${path}`).toEqual(['message']);
        expect(Object.keys(o.responses ?? {}), `${method} ${path}`).toEqual(expect.arrayContaining(['404', '503']));
      }
    }
    expect(Object.keys(op('get', '/api/restooutlet/').responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(Object.keys(op('get', '/api/health').responses ?? {})).not.toContain('401');
    expect(Object.keys(op('post', '/api/auth/login').responses ?? {})).toContain('429');
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(Object.keys(op('get', '/api/restocustomer/exportxls').responses?.['200']?.content ?? {})).toEqual([xlsx]);
    expect(Object.keys(op('get', '/api/printpreview/pdf/{id}').responses?.['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(op('get', '/api/restomenu/image/{menuid}').responses?.['200']?.content ?? {})).toEqual(['image/webp']);
  });
});
