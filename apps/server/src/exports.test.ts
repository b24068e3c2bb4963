import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Agent, createTestApp, type TestApp } from './test/harness.js';

describe('the .xlsx exports', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('run as back-office work: none holds back the steps of the background gate, each reads through it', async () => {
    const docs = await t.anonymous.get('/api/docs/json');
    const paths = docs.body.paths as Record<string, { get?: { parameters?: { name: string; in: string; required?: boolean }[] } }>;
    const exports = Object.keys(paths).filter((p) => p.endsWith('/exportxls'));
    // The filters an export requires (a production export's outlet and dates), filled with the demo's.
    const today = new Date().toISOString().slice(0, 10);
    const values: Record<string, string> = { tgl1: today, tgl2: today, outletid: String(t.ids!.outletIds[0]) };
    const queryOf = (path: string) =>
      new URLSearchParams(
        (paths[path].get?.parameters ?? [])
          .filter((p) => p.in === 'query' && p.required)
          .map((p): [string, string] => [p.name, values[p.name] ?? '']),
      ).toString();
    expect(exports.length).toBeGreaterThanOrEqual(7);
    const counted = vi.spyOn(t.app.background, 'foregroundStarted');
    const steps = vi.spyOn(t.app.background, 'step');
    for (const path of exports) {
      steps.mockClear();
      const res = await admin.get(`${path}?${queryOf(path)}`);
      expect(res.status, path).toBe(200);
      expect(steps, path).toHaveBeenCalled();
    }
    expect(counted).not.toHaveBeenCalled();
  });
});
