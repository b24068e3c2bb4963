import {
  ALREADY_SPLIT_OTHERWISE,
  type BillPart,
  campaignKeyOf,
  ORDER_STATUS,
  type OrderDetail,
  PART_KEY_TAKEN,
  qtyText,
  type SplitOrderInput,
  shareOut,
  splitByItems,
  splitEqually,
} from '@saji/core';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { auditAll } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound, pgErrorOf } from '../../platform/errors.js';
import { assertChangeable, visible } from './held-orders.js';
import * as dq from './order-detail.queries.js';
import { orderNoPrefix } from './order-number.js';
import * as q from './orders.queries.js';
import * as tq from './table-service.queries.js';

type Checks = { orders: OrderDetail[] };

/**
 * Splits an open order's bill into checks, by items or in equal parts (by seats: one per guest).
 * Each check is an order of its own, numbered, linked to this one, paid, printed and posted like any
 * other; this order closes as SPLIT and counts in no figure. The till names each check's key, so the
 * same split sent again answers the same checks and makes nothing new.
 */
export async function splitOrder(db: Db, scope: RequestScope, orderkey: string, input: SplitOrderInput): Promise<Checks> {
  try {
    return await db.transaction((tx) => splitIn(tx, scope, orderkey, input));
  } catch (err) {
    // Another order took one of the keys meanwhile.
    if (pgErrorOf(err)?.constraint === 'restoorderho_pkey') throw conflict(PART_KEY_TAKEN, { field: 'partkeys' });
    throw err;
  }
}

async function splitIn(tx: Tx, scope: RequestScope, orderkey: string, input: SplitOrderInput): Promise<Checks> {
  const order = visible(scope, (await tq.lockOrders(tx, [orderkey], scope.timeZone)).get(orderkey));
  if (order.orderstatus === ORDER_STATUS.SPLIT) return splitBefore(tx, scope, orderkey, input.partkeys);
  await assertChangeable(tx, scope, order, input.version, { bill: true });
  if ((await tq.takenKeys(tx, input.partkeys)).length) throw conflict(PART_KEY_TAKEN, { field: 'partkeys' });

  const lines = (await q.storedLines(tx, orderkey)).map((l) => ({ ...l, kenapajak: l.kenapajak ? (1 as const) : (0 as const) }));
  const bill = { header: order, lines };
  const split = input.parts ? splitByItems(bill, input.parts) : splitEqually(bill, input.ways ?? 0);
  if (!split.ok) throw split.field ? badRequest(split.message, { field: split.field }) : conflict(split.message);

  // The audit and the push first: the checks' insert bumps the outlet's order counter, a row every
  // till of the outlet needs, which is held from there to the commit (docs/architecture.md).
  const how = input.parts ? { byitems: split.parts.length } : { ways: input.ways };
  const checks = split.parts.map((p, k) => ({ orderkey: input.partkeys[k], total: p.header.total }));
  await auditAll(
    tx,
    scope,
    [
      { action: 'order.split', objectkey: orderkey, outletid: order.outletid, after: { ...how, checks } },
      ...checks.map((c) => ({
        action: 'order.split' as const,
        objectkey: c.orderkey,
        outletid: order.outletid,
        after: { from: order.orderno, ...how },
      })),
    ],
    { outletid: order.outletid, event: { type: 'order.split', orderkey } },
  );
  const rows = await tq.insertChecks(tx, {
    orderkey,
    outletid: order.outletid,
    prefix: orderNoPrefix(order.outletcode, order.orderdate, scope.timeZone),
    username: scope.user.username,
    checks: checksOf(split.parts, input.partkeys, order.pax),
  });
  // After the checks: a check split again is itself a check, and its bill's table stays held while these are open.
  await tq.markSplit(tx, orderkey, rows.length, scope.user.username);
  return {
    orders: rows.map((r, k) =>
      dq.detailOf(
        r,
        order.outletname,
        order.tableids,
        split.parts[k].lines.map((l) => ({ ...l, orderkey: r.orderkey })),
        [],
      ),
    ),
  };
}

/** The checks as written: each its key, its share of the guests (at least one) and its lines and amounts. */
function checksOf(parts: BillPart<q.StoredLine & { kenapajak: 0 | 1 }>[], keys: string[], pax: number): tq.CheckWrite[] {
  const guests = shareOut(
    pax,
    parts.map(() => 1),
  );
  return parts.map((p, k) => ({
    ...p.header,
    // The header counts whole items; a check of shares counts its portions rounded, at least one.
    totalqty: Math.max(Math.round(p.header.totalqty), 1),
    orderkey: keys[k],
    splitno: k + 1,
    pax: Math.max(guests[k], 1),
    // The item summary, a share written as one (1/3 Nasi Goreng).
    note: p.lines.map((l) => `${qtyText(l.qty, parts.length)} ${l.menuname.trim()}`).join(', '),
    campaignkey: campaignKeyOf(p.lines),
    lines: p.lines.map(({ orderkey: _, ...l }) => l),
  }));
}

/** The checks of a split bill, asked of the split order or of one of its checks; none for another order. */
export async function splitChecks(db: DbOrTx, scope: RequestScope, orderkey: string): Promise<Checks> {
  const detail = await dq.orderDetail(db, scope, orderkey);
  if (!detail) throw notFound('Order');
  const { header } = detail;
  const bill = header.orderstatus === ORDER_STATUS.SPLIT ? orderkey : header.splitfrom;
  const orders: OrderDetail[] = [];
  for (const key of bill ? await tq.checksOf(db, bill) : []) orders.push((await dq.orderDetail(db, scope, key)) as OrderDetail);
  return { orders };
}

/** A split already made: the same keys again are a retry and get its checks; other keys are refused. */
async function splitBefore(tx: Tx, scope: RequestScope, orderkey: string, partkeys: string[]): Promise<Checks> {
  if ((await tq.checksOf(tx, orderkey)).join() !== partkeys.join()) throw conflict(ALREADY_SPLIT_OTHERWISE);
  return splitChecks(tx, scope, orderkey);
}
