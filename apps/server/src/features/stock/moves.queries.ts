import type { StockKind } from '@saji/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { masterItems, outlets, stockOnHand } from '../../db/schema/index.js';

export interface NewMovement {
  outletid: number;
  itemno: number;
  kind: StockKind;
  qty: number;
  /** null: the average cost of the item at `costoutlet` (default its own outlet) as it stands before this statement. */
  unitcost: number | null;
  costoutlet?: number;
  reason?: string;
}

export interface MoveDocument {
  compcode: string;
  refkey: string;
  refno: string;
  movedate: string;
  createby: string;
}

/**
 * Appends movements in one statement; the trigger of migration 0160 adds them to on hand in the same
 * statement. Outflows are costed at the average cost they leave at.
 */
export async function insertMovements(tx: DbOrTx, doc: MoveDocument, moves: NewMovement[]): Promise<void> {
  if (!moves.length) return;
  const rows = moves.map((m) => ({ ...m, costoutlet: m.costoutlet ?? m.outletid, reason: m.reason ?? '' }));
  await tx.execute(sql`
    INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, reason, movedate, createby)
    SELECT ${doc.compcode}, m.outletid, m.itemno, m.kind, m.qty, coalesce(m.unitcost, s.avgcost, 0), ${doc.refkey}::uuid, ${doc.refno},
      m.reason, ${doc.movedate}::date, ${doc.createby}
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS m (outletid int, itemno int, kind text, qty numeric, unitcost numeric,
      costoutlet int, reason text)
    LEFT JOIN stock_onhand s ON s.outletid = m.costoutlet AND s.itemno = m.itemno
    ORDER BY m.outletid, m.itemno`);
}

/** The items of the company among those named (a line naming another company's item is refused). */
export async function companyItems(tx: DbOrTx, compcode: string, itemnos: number[]) {
  return tx
    .select({
      itemno: masterItems.itemno,
      partnumber: masterItems.partnumber,
      itemname: masterItems.itemname,
      invunitom: masterItems.invunitom,
    })
    .from(masterItems)
    .where(and(eq(masterItems.compcode, compcode), inArray(masterItems.itemno, [...new Set(itemnos)])));
}

export async function outletOf(tx: DbOrTx, compcode: string, outletid: number) {
  const [row] = await tx
    .select({ outletid: outlets.outletid, outletcode: outlets.outletcode, outletname: outlets.outletname })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row;
}

/** The company's active outlets by name: where a transfer may go, whichever outlet sends it. */
export async function companyOutlets(db: DbOrTx, compcode: string) {
  return db
    .select({ outletid: outlets.outletid, outletcode: outlets.outletcode, outletname: outlets.outletname })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.aktif, '1')))
    .orderBy(sql`lower(${outlets.outletname})`, outlets.outletid);
}

/** A document number of waste (WS), a transfer (TR) or a count (CT). */
export async function nextDocNo(tx: DbOrTx, prefix: 'WS' | 'TR' | 'CT'): Promise<string> {
  const rows = await tx.execute<{ n: string }>(sql`SELECT nextval('stock_docno_seq')::text AS n`);
  return `${prefix}-${rows.rows[0].n.padStart(6, '0')}`;
}

/**
 * The outlet's rows of these items, created when missing and locked until commit in key order, so a
 * count compares with a book quantity no sale changes before the count is written.
 */
export async function lockLevels(tx: DbOrTx, compcode: string, outletid: number, itemnos: number[]) {
  const sorted = [...new Set(itemnos)].sort((a, b) => a - b);
  await tx
    .insert(stockOnHand)
    .values(sorted.map((itemno) => ({ outletid, itemno, compcode })))
    .onConflictDoNothing();
  return tx
    .select({ itemno: stockOnHand.itemno, onhand: stockOnHand.onhand, avgcost: stockOnHand.avgcost })
    .from(stockOnHand)
    .where(and(eq(stockOnHand.outletid, outletid), inArray(stockOnHand.itemno, sorted)))
    .orderBy(stockOnHand.itemno)
    .for('update');
}

/** Par levels set per item; a row without movements yet holds 0 on hand, as the sum of no movements. */
export async function setParLevels(tx: DbOrTx, compcode: string, outletid: number, lines: { itemno: number; parlevel: number }[]) {
  await tx
    .insert(stockOnHand)
    .values(lines.map((l) => ({ outletid, itemno: l.itemno, compcode, parlevel: l.parlevel })))
    .onConflictDoUpdate({ target: [stockOnHand.outletid, stockOnHand.itemno], set: { parlevel: sql`excluded.parlevel` } });
}
