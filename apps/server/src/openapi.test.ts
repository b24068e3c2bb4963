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
});
