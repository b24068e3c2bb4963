import { type OrderDetail, OTHER_OUTLET_ORDER, SAME_ORDER, type TransferItemsInput, transferLines } from '@saji/core';
import type { Db } from '../../db/client.js';
import { auditAll } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { assertChangeable, campaignsOf, visible } from './held-orders.js';
import * as dq from './order-detail.queries.js';
import { pricingReads, repriceOrder } from './reprice-order.js';
import * as tq from './table-service.queries.js';

/**
 * Moves items (whole lines or part of a line's quantity) from this open order to another of its
 * outlet, with their price, options, note and what the kitchen was sent of them; both orders are
 * priced again with the campaigns running. Answers both orders.
 */
export function transferItems(
  db: Db,
  scope: RequestScope,
  orderkey: string,
  input: TransferItemsInput,
): Promise<{ from: OrderDetail; to: OrderDetail }> {
  if (input.toorderkey === orderkey) throw badRequest(SAME_ORDER, { field: 'toorderkey' });
  return db.transaction(async (tx) => {
    const held = await tq.lockOrders(tx, [orderkey, input.toorderkey], scope.timeZone);
    const from = visible(scope, held.get(orderkey));
    const to = visible(scope, held.get(input.toorderkey));
    await assertChangeable(tx, scope, from, input.version, { bill: true });
    await assertChangeable(tx, scope, to, input.toversion, { bill: true });
    if (to.outletid !== from.outletid) throw conflict(OTHER_OUTLET_ORDER);

    const [fromLines, toLines] = await tq.linesOfOrders(tx, [from.orderkey, to.orderkey]);
    const moved = transferLines(fromLines, toLines, input.lines);
    if (!moved.ok) throw moved.field ? badRequest(moved.message, { field: moved.field }) : conflict(moved.message);
    // Each order keeps the campaigns the cashier picked for it; the automatic ones decide afresh, read once for both.
    const reads = await pricingReads(tx, scope, from);
    const left = await repriceOrder(tx, scope, from, moved.from, {
      freeBefore: fromLines.filter((l) => l.isfree),
      picked: campaignsOf(from.campaignkey),
      reads,
    });
    const got = await repriceOrder(tx, scope, to, moved.to, {
      freeBefore: toLines.filter((l) => l.isfree),
      picked: campaignsOf(to.campaignkey),
      reads,
    });

    const items = input.lines.map((p) => ({ menuname: fromLines.find((l) => l.lineno === p.lineno)?.menuname, qty: p.qty }));
    const facts = { from: from.orderno, to: to.orderno, items };
    await auditAll(
      tx,
      scope,
      [from, to].map((o) => ({ action: 'order.transfer' as const, objectkey: o.orderkey, outletid: o.outletid, after: facts })),
      { outletid: from.outletid, event: { type: 'order.transferred', orderkey: from.orderkey } },
    );
    return {
      from: dq.detailOf(left.row, from.outletname, from.tableids, left.lines, []),
      to: dq.detailOf(got.row, to.outletname, to.tableids, got.lines, []),
    };
  });
}
