import type { CountedCash, ShiftOrderRow, ShiftParts, StoredShift, TenderRow } from '@saji/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outlets, shiftCash, shifts, shiftZNumbers, terminals } from '../../db/schema/index.js';

/**
 * The SQL of shifts. Amounts are read as stored rows or sums of stored numeric columns; every figure
 * made of them (expected cash, difference, totals) is computed by @saji/core.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const shiftColumns = {
  shiftid: shifts.shiftid,
  compcode: shifts.compcode,
  outletid: shifts.outletid,
  outletname: outlets.outletname,
  terminalid: shifts.terminalid,
  terminal: shifts.terminal,
  status: shifts.status,
  openingfloat: shifts.openingfloat,
  openedby: shifts.openedby,
  openedat: shifts.openedat,
  closedby: shifts.closedby,
  closedat: shifts.closedat,
  counted: shifts.counted,
  zno: shifts.zno,
  zprints: shifts.zprints,
  reopencount: shifts.reopencount,
  reopenreason: shifts.reopenreason,
  reopenedby: shifts.reopenedby,
  reopenedat: shifts.reopenedat,
};

/** Shifts with their outlet's name. */
export const selectShifts = (tx: DbOrTx) => tx.select(shiftColumns).from(shifts).innerJoin(outlets, eq(outlets.outletid, shifts.outletid));
type ShiftSelect = Awaited<ReturnType<typeof selectShifts>>[number];

export type LoadedShift = StoredShift & { compcode: string; zprints: number };

export const storedShiftOf = (r: ShiftSelect): LoadedShift => ({
  ...r,
  openedat: r.openedat.toISOString(),
  closedat: iso(r.closedat),
  reopenedat: iso(r.reopenedat),
});

/**
 * A shift of the company, or undefined. `lock`: 'update' for a close, reopen or Z print (they wait for
 * the payments holding it); 'key share' for a cash movement, which must not slip past a close.
 */
export async function shiftOf(tx: DbOrTx, compcode: string, shiftid: number, lock?: 'update' | 'key share') {
  const query = selectShifts(tx).where(and(eq(shifts.compcode, compcode), eq(shifts.shiftid, shiftid)));
  const [row] = await (lock ? query.for(lock, { of: shifts }) : query);
  return row ? storedShiftOf(row) : undefined;
}

interface PartsRow {
  tenders: TenderRow[];
  movements: ShiftParts['movements'];
  orders: ShiftOrderRow[];
  discounts: ShiftParts['discounts'];
}

/** Cash is the payment types marked so, or the spec's code '1' in a company that marks none (as paying decides). */
const isCashType = (compcode: string) => sql`(coalesce(pt.iscash, false) OR (p.codepayment = '1' AND NOT EXISTS (
  SELECT 1 FROM restopaymenttype x WHERE x.compcode = ${compcode} AND x.iscash)))`;

/** The payments of a shift (`shiftid`: an expression) summed per payment type, as a json array in the types' order. */
export const tendersOf = (shiftid: SQL, compcode: string) => sql`(SELECT coalesce(json_agg(t ORDER BY t.nourut, t.codepayment), '[]') FROM (
      SELECT p.codepayment, max(p.namepayment) AS namepayment, bool_or(${isCashType(compcode)}) AS iscash,
        count(DISTINCT p.orderkey)::int AS count, sum(p.paymentamount) AS amount, sum(p.paymentchange) AS change,
        min(pt.nourut) AS nourut
      FROM restoorderpayment p JOIN restoorderho o ON o.orderkey = p.orderkey
      LEFT JOIN restopaymenttype pt ON pt.compcode = o.compcode AND pt.codepayment = p.codepayment
      WHERE o.shiftid = ${shiftid} AND p.paymentamount > 0 GROUP BY p.codepayment) t)`;

/** Sums arrive as numeric, which json carries as numbers; a driver may still hand some over as text. */
export const tenderRowsOf = (rows: TenderRow[]): TenderRow[] =>
  rows.map((t) => ({ ...t, amount: Number(t.amount), change: Number(t.change) }));

/** What a shift's figures are made of, in one round trip: its payments by type, cash movements, orders and discounts. */
export async function shiftParts(tx: DbOrTx, shift: { shiftid: number; compcode: string }): Promise<Omit<ShiftParts, 'shift'>> {
  const { shiftid, compcode } = shift;
  const result = await tx.execute(sql`SELECT
    ${tendersOf(sql`${shiftid}`, compcode)} AS tenders,
    (SELECT coalesce(json_agg(json_build_object('cashid', cashid, 'amount', amount, 'reason', reason, 'createby', createby,
        'createtime', to_char(createtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY cashid), '[]')
      FROM restoshiftcash WHERE shiftid = ${shiftid}) AS movements,
    (SELECT coalesce(json_agg(json_build_object('orderno', orderno, 'subtotal', subtotal, 'discval', discval, 'netto', netto,
        'serviceval', serviceval, 'pb1val', pb1val, 'total', total, 'completed', orderstatus = 5, 'isvoid', isvoid = '1',
        'paid', paidamt > 0)), '[]')
      FROM restoorderho WHERE shiftid = ${shiftid}) AS orders,
    (SELECT coalesce(json_agg(c ORDER BY c.campaignid NULLS LAST), '[]') FROM (
      SELECT d.campaignid, coalesce(max(k.campaignname), 'Other discounts') AS campaignname, sum(d.discval) AS amount
      FROM restoorderdt d JOIN restoorderho o ON o.orderkey = d.orderkey LEFT JOIN restocampaign k ON k.campaignid = d.campaignid
      WHERE o.shiftid = ${shiftid} AND o.orderstatus = 5 AND o.isvoid = '0' AND d.discval <> 0 GROUP BY d.campaignid) c) AS discounts`);
  const row = result.rows[0] as unknown as PartsRow;
  return {
    tenders: tenderRowsOf(row.tenders),
    movements: row.movements.map((m) => ({ ...m, amount: Number(m.amount) })),
    orders: row.orders,
    discounts: row.discounts.map((d) => ({ ...d, amount: Number(d.amount) })),
  };
}

export interface NewShift {
  compcode: string;
  outletid: number;
  terminalid: number;
  terminal: string;
  openingfloat: number;
  openedby: string;
}

export async function insertShift(tx: DbOrTx, shift: NewShift): Promise<number> {
  const [row] = await tx.insert(shifts).values(shift).returning({ shiftid: shifts.shiftid });
  return row.shiftid;
}

/** The terminal of the outlet by its name, added when the outlet does not know it yet (locked until commit). */
export async function terminalNamed(tx: DbOrTx, t: { compcode: string; outletid: number; terminal: string; createby: string }) {
  const [row] = await tx
    .insert(terminals)
    .values(t)
    .onConflictDoUpdate({ target: [terminals.outletid, terminals.terminal], set: { terminal: sql`excluded.terminal` } })
    .returning({ terminalid: terminals.terminalid, aktif: terminals.aktif });
  return row;
}

/** The open shift of a terminal, if any. */
export async function openShiftOf(tx: DbOrTx, terminalid: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ shiftid: shifts.shiftid })
    .from(shifts)
    .where(and(eq(shifts.terminalid, terminalid), eq(shifts.status, 'open')));
  return row?.shiftid;
}

export async function insertCash(
  tx: DbOrTx,
  c: { shiftid: number; compcode: string; outletid: number; amount: number; reason: string; createby: string },
) {
  await tx.insert(shiftCash).values(c);
}

/** The outlet's next Z number. */
export async function nextZNumber(tx: DbOrTx, outletid: number): Promise<number> {
  const [row] = await tx
    .insert(shiftZNumbers)
    .values({ outletid, lastno: 1 })
    .onConflictDoUpdate({ target: shiftZNumbers.outletid, set: { lastno: sql`${shiftZNumbers.lastno} + 1` } })
    .returning({ lastno: shiftZNumbers.lastno });
  return row.lastno;
}

export async function markClosed(tx: DbOrTx, shiftid: number, c: { closedby: string; counted: CountedCash[]; zno: number }) {
  await tx
    .update(shifts)
    .set({ status: 'closed', closedby: c.closedby, closedat: sql`now()`, counted: c.counted, zno: c.zno, zprints: 0 })
    .where(eq(shifts.shiftid, shiftid));
}

export async function markReopened(tx: DbOrTx, shiftid: number, r: { reason: string; by: string }) {
  await tx
    .update(shifts)
    .set({
      status: 'open',
      closedby: null,
      closedat: null,
      counted: null,
      zprints: 0,
      reopencount: sql`${shifts.reopencount} + 1`,
      reopenreason: r.reason,
      reopenedby: r.by,
      reopenedat: sql`now()`,
    })
    .where(eq(shifts.shiftid, shiftid));
}

/** Counts one more print of the shift's Z report; answers how many came before it. */
export async function countZPrint(tx: DbOrTx, shiftid: number): Promise<number> {
  const [row] = await tx
    .update(shifts)
    .set({ zprints: sql`${shifts.zprints} + 1` })
    .where(eq(shifts.shiftid, shiftid))
    .returning({ zprints: shifts.zprints });
  return row.zprints - 1;
}

/** The outlet's name and receipt printer. */
export async function outletOf(tx: DbOrTx, compcode: string, outletid: number) {
  const [row] = await tx
    .select({ outletid: outlets.outletid, outletname: outlets.outletname, posprinter: outlets.posprinter })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row;
}
