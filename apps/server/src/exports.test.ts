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
    type Operation = {
      parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
      responses?: Record<string, unknown>;
    };
    const paths = docs.body.paths as Record<string, { get?: Operation }>;
    // Every route that answers a workbook, whatever its path is called (exportxls, rptsalesbymenuexport, actualexport...).
    const exports = Object.keys(paths).filter((p) => JSON.stringify(paths[p].get?.responses?.['200'] ?? '').includes('.xlsx workbook'));
    // The filters an export requires (a production export's outlet and dates), filled with the demo's.
    const today = new Date().toISOString().slice(0, 10);
    const values: Record<string, string> = {
      tgl1: today,
      tgl2: today,
      outletid: String(t.ids!.outletIds[0]),
      tahun: today.slice(0, 4),
      bulan1: '1',
      bulan2: '12',
    };
    const queryOf = (path: string) =>
      new URLSearchParams(
        (paths[path].get?.parameters ?? [])
          .filter((p) => p.in === 'query' && (p.required || p.name === 'outletid'))
          .map((p): [string, string] => [p.name, values[p.name] ?? '']),
      ).toString();
    expect(exports.length).toBeGreaterThanOrEqual(15);
    // Every integer filter past PostgreSQL's integer is refused before a byte of the file is sent.
    let refused = 0;
    for (const path of exports) {
      const ints = (paths[path].get?.parameters ?? []).filter(
        (p) => p.in === 'query' && JSON.stringify(p).includes('"integer"') && !['page', 'limit'].includes(p.name),
      );
      for (const p of ints) {
        const query = new URLSearchParams(queryOf(path));
        query.set(p.name, '2147483648');
        const res = await admin.get(`${path}?${query}`);
        expect(res.status, `${path}?${query}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.headers['content-type'], path).toMatch(/json/);
        refused++;
      }
    }
    // The year of the accounts and the outlet of campaigns, customers, tables, production, the audit log...
    expect(refused).toBeGreaterThanOrEqual(6);
    const counted = vi.spyOn(t.app.background, 'foregroundStarted');
    const steps = vi.spyOn(t.app.background, 'step');
    for (const path of exports) {
      steps.mockClear();
      counted.mockClear();
      const res = await admin.get(`${path}?${queryOf(path)}`);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
      expect(steps, path).toHaveBeenCalled();
      expect(counted, `${path} counts itself as a till's request, so each of its steps waits for itself`).not.toHaveBeenCalled();
    }
  });
});
