import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../../package.json' with { type: 'json' };
import { pgErrorOf } from '../platform/errors.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { statement } from './statement.js';

// statement() runs through drizzle's session.prepareQuery, which drizzle does not document: the version
// is pinned, and these tests fail first when an upgrade moves that seam.
describe('named prepared statements (db/statement.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('runs on the drizzle version it was written against', () => {
    // drizzle-orm exports no package.json: find it beside its resolved entry point.
    let dir = path.dirname(createRequire(import.meta.url).resolve('drizzle-orm'));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const installed = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    expect(serverPackage.dependencies['drizzle-orm'], 'pin drizzle-orm exactly; statement.ts uses its internal session').toBe(installed);
  });

  it('answers rows for its placeholders, also inside a transaction, and again under the same name', async () => {
    const echo = statement<{ n: number; word: string }>(
      'statement_test_echo',
      sql`SELECT ${sql.placeholder('n')}::int + 1 AS n, upper(${sql.placeholder('word')}::text) AS word`,
    );
    expect(await echo(t.database.db, { n: 1, word: 'saji' })).toEqual([{ n: 2, word: 'SAJI' }]);
    expect(await echo(t.database.db, { n: 41, word: 'pos' })).toEqual([{ n: 42, word: 'POS' }]);
    const inTx = await t.database.db.transaction((tx) => echo(tx, { n: 9, word: 'tx' }));
    expect(inTx).toEqual([{ n: 10, word: 'TX' }]);
  });

  it('carries every kind of value the sale path sends and reads them back as the drizzle session does', async () => {
    const kinds = statement<{ j: { a: number }; ids: number[]; b: string; none: string | null; at: string; ok: boolean; n: string }>(
      'statement_test_kinds',
      sql`SELECT ${sql.placeholder('j')}::jsonb AS j, ${sql.placeholder('ids')}::int[] AS ids,
        encode(${sql.placeholder('b')}::bytea, 'hex') AS b, ${sql.placeholder('none')}::text AS none,
        '2026-11-28 10:00:00+00'::timestamptz AS at, ${sql.placeholder('ok')}::boolean AS ok, ${sql.placeholder('n')}::numeric AS n`,
    );
    const [row] = await kinds(t.database.db, {
      j: JSON.stringify({ a: 1 }),
      ids: [3, 4],
      b: Buffer.from([1, 255]),
      none: null,
      ok: true,
      n: 12500,
    });
    expect(row).toMatchObject({ j: { a: 1 }, ids: [3, 4], b: '01ff', none: null, ok: true, n: '12500' });
    expect(typeof row.at).toBe('string');
  });

  it('fails with the database error, and the next statement runs', async () => {
    const divide = statement<{ q: number }>('statement_test_divide', sql`SELECT 1 / ${sql.placeholder('d')}::int AS q`);
    const failure = await divide(t.database.db, { d: 0 }).catch((err: unknown) => err);
    expect(pgErrorOf(failure)?.code).toBe('22012');
    expect(await divide(t.database.db, { d: 1 })).toEqual([{ q: 1 }]);
  });
});
