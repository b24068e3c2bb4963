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
    const exports = Object.keys(docs.body.paths as Record<string, unknown>).filter((p) => p.endsWith('/exportxls'));
    expect(exports.length).toBeGreaterThanOrEqual(7);
    const counted = vi.spyOn(t.app.background, 'foregroundStarted');
    const steps = vi.spyOn(t.app.background, 'step');
    for (const path of exports) {
      steps.mockClear();
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(steps, path).toHaveBeenCalled();
    }
    expect(counted).not.toHaveBeenCalled();
  });
});
