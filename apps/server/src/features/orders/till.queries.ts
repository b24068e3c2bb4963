import { OPEN_ORDERS_LIMIT, type OpenOrder, ORDER_STATUS } from '@saji/core';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { noteChips, orderLines, orderPayments, orderPrebills, orders, outlets } from '../../db/schema/index.js';
import { likePattern } from '../../platform/list-query.js';

/**
 * The open orders of the outlet (every outlet of the company when null), oldest first;
 * `search` matches part of the order number, the table or the customer.
 */
export async function openOrders(db: DbOrTx, compcode: string, outletid: number | null, search: string | undefined): Promise<OpenOrder[]> {
  const pattern = search ? likePattern(search) : undefined;
  const rows = await db
    .select({
      orderkey: orders.orderkey,
      orderno: orders.orderno,
      ordertype: orders.ordertype,
      tablename: orders.tablename,
      customernm: orders.customernm,
      PhoneNo: orders.PhoneNo,
      deliverby: orders.deliverby,
      pax: orders.pax,
      total: orders.total,
      orderdate: orders.orderdate,
      outletid: orders.outletid,
    })
    .from(orders)
    .where(
      and(
        eq(orders.compcode, compcode),
        outletid !== null ? eq(orders.outletid, outletid) : undefined,
        // Open ones only (not split or merged away); the first condition is the partial index's.
        ne(orders.orderstatus, ORDER_STATUS.COMPLETED),
        eq(orders.orderstatus, ORDER_STATUS.OPEN),
        eq(orders.isvoid, '0'),
        pattern
          ? or(
              ilike(orders.orderno, pattern),
              ilike(orders.tablename, pattern),
              ilike(orders.customernm, pattern),
              ilike(orders.PhoneNo, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(orders.orderdate), asc(orders.orderkey))
    .limit(OPEN_ORDERS_LIMIT);
  return rows.map((r) => ({ ...r, orderdate: r.orderdate.toISOString() }));
}

/** Whether any payment row was stored for the order (a cancelled order must have none). */
export async function hasPayments(tx: DbOrTx, orderkey: string): Promise<boolean> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderPayments).where(eq(orderPayments.orderkey, orderkey));
  return row.n > 0;
}

/** What the kitchen was sent of the order, to tell it to stop. */
export async function sentToKitchen(tx: DbOrTx, orderkey: string) {
  return tx
    .select({
      qty: orderLines.kitchenqty,
      menuname: orderLines.menuname,
      menusize: orderLines.menusize,
      linenote: orderLines.linenote,
      modifiers: orderLines.modifiers,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderkey, orderkey), sql`${orderLines.kitchenqty} > 0`))
    .orderBy(asc(orderLines.lineno));
}

/** Counts one more print of the order's pre-bill; answers the new count. */
export async function countPrebill(tx: DbOrTx, orderkey: string, username: string): Promise<number> {
  const [row] = await tx
    .insert(orderPrebills)
    .values({ orderkey, printcount: 1, lastby: username })
    .onConflictDoUpdate({
      target: orderPrebills.orderkey,
      set: { printcount: sql`${orderPrebills.printcount} + 1`, lastprinted: sql`now()`, lastby: username },
    })
    .returning({ printcount: orderPrebills.printcount });
  return row.printcount;
}

/** The outlet's note chips; undefined when it never set them. */
export async function noteChipsOf(db: DbOrTx, outletid: number): Promise<string[] | undefined> {
  const [row] = await db.select({ chips: noteChips.chips }).from(noteChips).where(eq(noteChips.outletid, outletid));
  return row?.chips;
}

export async function saveNoteChips(tx: DbOrTx, outletid: number, chips: string[], username: string): Promise<void> {
  await tx
    .insert(noteChips)
    .values({ outletid, chips, updateby: username })
    .onConflictDoUpdate({ target: noteChips.outletid, set: { chips, updateby: username, updatetime: sql`now()` } });
}

/** Whether the outlet belongs to the company (an outlet id from a request is checked before use). */
export async function outletOfCompany(db: DbOrTx, compcode: string, outletid: number): Promise<boolean> {
  const [row] = await db
    .select({ outletid: outlets.outletid })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return !!row;
}
