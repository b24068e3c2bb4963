import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DemoIds } from './foundation.js';

/**
 * A history for the audit log screen: how the demo users came to be, the books closed, a price
 * change, sign-ins, and (with the year of orders) who voided each void order and when. Dated in the
 * past, so what a person does in the demo today stands out at the top.
 */
export async function seedAudit(db: Db, ids: DemoIds): Promise<void> {
  const [senayan] = ids.outletIds;
  const thisYear = new Date().getFullYear();
  const address = '192.168.1.20';
  await db.execute(sql`
    INSERT INTO audit_log (at, compcode, outletid, username, action, objectkey, before, after, address) VALUES
      (now() - interval '40 days', 'SAJI', ${senayan}, 'admin', 'user.create', 'manager', NULL,
        ${JSON.stringify({ crewnik: 'EMP-0002', usergroup: 'manager', outletid: senayan, isdeleted: 0 })}::jsonb, ${address}),
      (now() - interval '40 days', 'SAJI', ${senayan}, 'admin', 'user.create', 'cashier', NULL,
        ${JSON.stringify({ crewnik: 'EMP-0003', usergroup: 'cashier', outletid: senayan, isdeleted: 0 })}::jsonb, ${address}),
      (now() - interval '39 days', 'SAJI', ${senayan}, 'cashier', 'auth.password.set', 'cashier', NULL, NULL, ${address}),
      (now() - interval '30 days', 'SAJI', NULL, 'admin', 'period.close', ${`${thisYear - 2}-12`}, NULL, NULL, ${address}),
      (now() - interval '3 days', 'SAJI', ${senayan}, 'cashier', 'auth.signin.failed', 'cashier', NULL, NULL, '192.168.1.31'),
      (now() - interval '3 days', 'SAJI', ${senayan}, 'cashier', 'auth.signin', 'cashier', NULL, NULL, '192.168.1.31'),
      (now() - interval '2 days', 'SAJI', NULL, 'admin', 'auth.signin', 'admin', NULL, NULL, ${address}),
      (now() - interval '1 day', 'SAJI', ${senayan}, 'manager', 'auth.signin', 'manager', NULL, NULL, '192.168.1.32')`);
  // Each void of the demo year, written as the manager did it, half an hour after the order.
  await db.execute(sql`
    INSERT INTO audit_log (at, compcode, outletid, username, action, objectkey, after, address)
    SELECT o.orderdate + interval '30 minutes', o.compcode, o.outletid, coalesce(o.voidby, 'manager'), 'order.void', o.orderkey::text,
      jsonb_build_object('voidreason', o.voidreason), '192.168.1.32'
    FROM restoorderho o WHERE o.isvoid = '1' AND o.compcode = 'SAJI'`);
}
