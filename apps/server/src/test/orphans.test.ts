import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { rowsWithoutOrder } from './orphans.js';

describe('rows without their order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('names a payment written for an order that does not exist, which no foreign key refuses any more', async () => {
    expect(await rowsWithoutOrder(t.database)).toBe('');
    const orderkey = crypto.randomUUID();
    await t.database.db.execute(sql`INSERT INTO restoorderpayment (orderkey, lineno, codepayment, namepayment, kodeacc, paymentamount,
      paymentnettamt) VALUES (${orderkey}, 1, 'CASH', 'Cash', '1-1000', 1000, 1000)`);
    expect(await rowsWithoutOrder(t.database)).toBe('restoorderpayment: 1');
    // Taken out again, or this file's own close would fail on it.
    await t.database.db.execute(sql`DELETE FROM restoorderpayment WHERE orderkey = ${orderkey}`);
    expect(await rowsWithoutOrder(t.database)).toBe('');
  });
});
