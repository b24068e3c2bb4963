import {
  joinTables,
  type MergeOrderInput,
  mergeLines,
  ORDER_STATUS,
  type OrderDetail,
  OTHER_OUTLET_ORDER,
  OTHER_TYPE_ORDER,
  SAME_ORDER,
} from '@saji/core';
import type { Db, Tx } from '../../db/client.js';
import { auditAll } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { assertChangeable, campaignsOf, visible } from './held-orders.js';
import * as dq from './order-detail.queries.js';
import { repriceOrder } from './reprice-order.js';
import * as tq from './table-service.queries.js';

/** The cashier's free notes of both orders, as one. */
const remarkOf = (a: string | null, b: string | null) => [a, b].filter(Boolean).join(' · ').slice(0, 500) || null;

/**
 * Merges `fromorderkey` into this order: every line of both kept as it was (price, options, note,
 * kitchen count), the campaigns run again on the whole, the tables joined and the guests added. The
 * absorbed order closes as MERGED naming this one (its number is not reused) and its kitchen items
 * join this order's cards. A merge already made (a retry after a lost answer) answers the merged order.
 */
export function mergeOrders(db: Db, scope: RequestScope, orderkey: string, input: MergeOrderInput): Promise<OrderDetail> {
  if (input.fromorderkey === orderkey) throw badRequest(SAME_ORDER, { field: 'fromorderkey' });
  return db.transaction(async (tx) => {
    const held = await tq.lockOrders(tx, [orderkey, input.fromorderkey], scope.timeZone);
    const into = visible(scope, held.get(orderkey));
    const from = visible(scope, held.get(input.fromorderkey));
    if (from.orderstatus === ORDER_STATUS.MERGED && from.mergedinto === orderkey)
      return (await dq.orderDetail(tx, scope, orderkey)) as OrderDetail;
    await assertChangeable(tx, scope, into, input.version, { bill: true });
    await assertChangeable(tx, scope, from, input.fromversion, { bill: true });
    if (from.outletid !== into.outletid) throw conflict(OTHER_OUTLET_ORDER);
    if (from.ordertype !== into.ordertype) throw conflict(OTHER_TYPE_ORDER);
    return mergeIn(tx, scope, into, from);
  });
}

async function mergeIn(tx: Tx, scope: RequestScope, into: tq.HeldOrder, from: tq.HeldOrder): Promise<OrderDetail> {
  const [intoLines, fromLines] = await tq.linesOfOrders(tx, [into.orderkey, from.orderkey]);
  const merged = mergeLines(intoLines, fromLines);
  if (!merged.ok) throw conflict(merged.message);

  await tq.passSeats(tx, from.orderkey, into.orderkey);
  const tables = joinTables(await tq.orderTableRows(tx, into.orderkey));
  const { row, lines } = await repriceOrder(tx, scope, into, merged.to, {
    freeBefore: [...intoLines, ...fromLines].filter((l) => l.isfree),
    picked: campaignsOf(into.campaignkey, from.campaignkey),
    changes: {
      pax: into.pax + from.pax,
      tablename: into.ordertype === 'DINE IN' ? tables.tablename : into.tablename,
      tablecapacity: tables.tablecapacity,
      remark: remarkOf(into.remark, from.remark),
    },
  });
  await tq.markMerged(tx, from.orderkey, into, scope.user.username);
  const facts = { into: into.orderno, from: from.orderno, lines: fromLines.length, pax: from.pax };
  await auditAll(
    tx,
    scope,
    [into, from].map((o) => ({ action: 'order.merge' as const, objectkey: o.orderkey, outletid: o.outletid, after: facts })),
    { outletid: into.outletid, event: { type: 'order.merged', orderkey: into.orderkey } },
  );
  return dq.detailOf(row, into.outletname, tables.tableids, lines, []);
}
