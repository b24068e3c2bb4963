import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.ready();
});
afterAll(() => t.close());

/** The planner's row count of a table: -1 while it has never been analysed. */
const reltuples = async (table: string) =>
  Number((await t.database.db.execute(sql`SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass`)).rows[0].reltuples);

describe('the folder', () => {
  it('analyses the tables a fold names as grown once it has folded enough deltas (no autovacuum does it on the embedded database)', async () => {
    // Rounds run here only: the background ones would take the deltas in between.
    await t.app.folds.stop();
    const grown = [999, 1];
    t.app.folds.register({ name: 'test deltas', run: async () => grown.shift() ?? 0, tables: [], grows: ['restoorderpayment'] });
    expect(await reltuples('restoorderpayment')).toBe(-1);
    await t.app.folds.foldAll();
    expect(await reltuples('restoorderpayment')).toBe(-1);
    await t.app.folds.foldAll();
    expect(await reltuples('restoorderpayment')).toBe(0);
  });

  it("vacuums a fold's tables once enough rows were emptied outside its runs too (the notices' sender after each sale)", async () => {
    await t.app.folds.stop();
    const vacuums = async () =>
      Number(
        (await t.database.db.execute(sql`SELECT vacuum_count FROM pg_stat_user_tables WHERE relname = 'notice_outbox'`)).rows[0]
          .vacuum_count,
      );
    const before = await vacuums();
    t.app.folds.emptied('notices', 1_999);
    await t.app.folds.foldAll();
    expect(await vacuums()).toBe(before);
    t.app.folds.emptied('notices', 1);
    await t.app.folds.foldAll();
    expect(await vacuums()).toBe(before + 1);
  });
});
