import { canSeat, joinTables, MOVE_DINE_IN_ONLY, type MoveOrderInput, type OrderDetail, paxOverCapacity } from '@saji/core';
import type { Db, Tx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, pgErrorOf } from '../../platform/errors.js';
import { notifyOutlet } from '../../platform/realtime.js';
import { assertChangeable, visible } from './held-orders.js';
import { tableTaken } from './order-context.js';
import * as dq from './order-detail.queries.js';
import * as q from './orders.queries.js';
import * as pq from './payment.queries.js';
import * as tq from './table-service.queries.js';

/**
 * Moves a party to other tables, or joins more to its own (`tableids` lists every table it sits at
 * afterwards). The old tables free at once; the screens hear of it, so every board and the kitchen's
 * open cards show the new tables; the kitchen is sent nothing. A move already made (a retry after a
 * lost answer) answers the order as it is.
 */
export async function moveOrder(db: Db, scope: RequestScope, orderkey: string, input: MoveOrderInput): Promise<OrderDetail> {
  try {
    return await db.transaction((tx) => moveIn(tx, scope, orderkey, input));
  } catch (err) {
    const failure = pgErrorOf(err);
    // The seated index decides two terminals taking one table; name the table lost.
    if (failure?.code === '23505' && failure.constraint === 'restoordertable_seated_uq') {
      const id = Number(/\(tableid\)=\((\d+)\)/.exec(failure.detail ?? '')?.[1]);
      throw conflict(tableTaken((id && (await q.tableName(db, id))) || input.tableids.join(', ')), { field: 'tableids' });
    }
    throw err;
  }
}

async function moveIn(tx: Tx, scope: RequestScope, orderkey: string, input: MoveOrderInput): Promise<OrderDetail> {
  const order = visible(scope, (await tq.lockOrders(tx, [orderkey], scope.timeZone)).get(orderkey));
  const seated = (await tq.orderTableRows(tx, orderkey)).filter((t) => t.seated).map((t) => t.tableid);
  if (order.orderstatus === 1 && seated.join() === input.tableids.join()) return (await dq.orderDetail(tx, scope, orderkey)) as OrderDetail;
  await assertChangeable(tx, scope, order, input.version, { bill: false });
  if (order.ordertype !== 'DINE IN') throw conflict(MOVE_DINE_IN_ONLY);

  const rows = new Map((await tq.tablesOf(tx, scope.compcode, input.tableids)).map((t) => [t.tableid, t]));
  const tables = input.tableids.map((id) => {
    const t = rows.get(id);
    if (t?.tableaktif !== '1' || t.outletid !== order.outletid) throw badRequest(`Table ${id} is not available`, { field: 'tableids' });
    return t;
  });
  const joined = joinTables(tables);
  if (!canSeat(order.pax, joined.tablecapacity))
    throw badRequest(paxOverCapacity(order.pax, joined.tablename, joined.tablecapacity), { field: 'tableids' });

  await q.seatTables(tx, orderkey, joined.tableids);
  const row = await q.updateOrder(tx, orderkey, {
    tablename: joined.tablename,
    tablecapacity: joined.tablecapacity,
    updateby: scope.user.username,
  });
  // A check that leaves its split bill's table may be the last one sitting there.
  if (order.splitfrom) await tq.releaseSplitHold(tx, order.splitfrom);
  await audit(tx, scope, {
    action: 'order.move',
    objectkey: orderkey,
    outletid: order.outletid,
    before: { tableids: order.tableids, tablename: order.tablename },
    after: { tableids: joined.tableids, tablename: joined.tablename },
  });
  await notifyOutlet(tx, order.outletid, { type: 'order.moved', orderkey });
  const payments = order.paidamt > 0 ? await pq.storedPayments(tx, orderkey) : [];
  return dq.detailOf(row, order.outletname, joined.tableids, await q.storedLines(tx, orderkey), payments);
}
