import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { kitchenSettings, kitchenStations, outletUsers, userAccounts } from '../db/schema/index.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { DEMO_PASSWORD, type DemoIds } from './foundation.js';

/**
 * The kitchen display in the demo: every outlet has kitchen screens (so a new order's items appear in
 * kitchenjob at once), drinks and coffee go to the bar at the first outlet, and a `kitchen` user signs
 * in to that outlet's screen.
 */
export async function seedKitchenSetup(db: Db, ids: DemoIds): Promise<void> {
  const all = [...ids.outletIds, ...ids.otherOutletIds];
  await db.insert(kitchenSettings).values(all.map((outletid) => ({ outletid, kitchendisplay: '1' as const, updateby: 'demo' })));
  await db.insert(kitchenStations).values([
    { outletid: ids.outletIds[0], categid: 'BEV', station: 'BAR' },
    { outletid: ids.outletIds[0], categid: 'COFFEE', station: 'BAR' },
  ]);
  await db
    .insert(userAccounts)
    .values({ username: 'kitchen', compcode: ids.compcode, full_name: 'Dapur Senayan', passwordHash: await hashPassword(DEMO_PASSWORD) });
  await db.insert(outletUsers).values({ compcode: ids.compcode, username: 'kitchen', outletid: ids.outletIds[0], usergroup: 'kitchen' });
}

/**
 * Kitchen history over the demo orders: the last two weeks' paid orders were sent and bumped 6 to 19
 * minutes later (the ticket-time report has figures), and the open orders' items are on the screens,
 * the oldest of them already bumped, the newest with a later ADDED batch.
 */
export async function seedKitchenCards(db: Db, ids: DemoIds): Promise<void> {
  const outletids = [...ids.outletIds, ...ids.otherOutletIds];
  const station = sql`coalesce((SELECT s.station FROM kitchenstation s WHERE s.outletid = o.outletid AND s.categid = d.categid), 'KITCHEN')`;
  await db.execute(sql`
    INSERT INTO kitchenjob (compcode, outletid, orderkey, batchno, batch, menuid, menuname, menusize, categid, station, qty, linenote,
      sentat, bumpedat, bumpedby, createby)
    SELECT o.compcode, o.outletid, o.orderkey, 1, 'NEW', d.menuid, d.menuname, d.menusize, d.categid, ${station}, d.qty, d.linenote,
      o.orderdate, o.orderdate + make_interval(mins => 6 + abs(hashtext(o.orderkey::text || ${station})) % 14), 'demo', o.createby
    FROM restoorderho o JOIN restoorderdt d ON d.orderkey = o.orderkey
    WHERE o.outletid IN ${outletids} AND o.orderstatus = 5 AND o.isvoid = '0' AND o.orderdate > now() - interval '14 days'
    ORDER BY o.orderdate, d.lineno`);
  // An open order's last line (when it has several) came as a second batch, ten minutes later.
  await db.execute(sql`
    WITH open AS (
      SELECT o.*, row_number() OVER (PARTITION BY o.outletid ORDER BY o.orderdate) AS rank,
        (SELECT max(lineno) FROM restoorderdt WHERE orderkey = o.orderkey) AS lastline
      FROM restoorderho o WHERE o.outletid IN ${outletids} AND o.orderstatus = 1 AND o.isvoid = '0')
    INSERT INTO kitchenjob (compcode, outletid, orderkey, batchno, batch, menuid, menuname, menusize, categid, station, qty, linenote,
      sentat, bumpedat, bumpedby, createby)
    SELECT o.compcode, o.outletid, o.orderkey, CASE WHEN d.lineno = o.lastline AND d.lineno > 1 THEN 2 ELSE 1 END,
      CASE WHEN d.lineno = o.lastline AND d.lineno > 1 THEN 'ADDED' ELSE 'NEW' END,
      d.menuid, d.menuname, d.menusize, d.categid, ${station}, d.qty, d.linenote,
      least(now(), o.orderdate + CASE WHEN d.lineno = o.lastline AND d.lineno > 1 THEN interval '10 minutes' ELSE interval '0' END),
      CASE WHEN o.rank = 1 THEN o.orderdate + interval '12 minutes' END, CASE WHEN o.rank = 1 THEN 'demo' END, o.createby
    FROM open o JOIN restoorderdt d ON d.orderkey = o.orderkey
    ORDER BY o.orderdate, d.lineno`);
  await db.execute(sql`
    UPDATE restoorderdt d SET kitchenqty = d.qty FROM restoorderho o
    WHERE o.orderkey = d.orderkey AND o.outletid IN ${outletids} AND o.orderstatus = 1 AND o.isvoid = '0'`);
}
