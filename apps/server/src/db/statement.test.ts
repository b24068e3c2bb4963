import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../../package.json' with { type: 'json' };
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
});
