import {
  type Bill,
  type BillLine,
  type BillPart,
  billProblem,
  isShareQty,
  partHeader,
  pourInto,
  qtyOfUnits,
  qtyUnits,
  shareOut,
  taxableNetto,
} from './bill-shares.js';
import { sum } from './money.js';
import { SHARE_ORDER_FIXED, splitLeft, splitOver, splitUnknownLine } from './table-service.js';

/** A line as the split names it in its messages. */
export interface SplitLine extends BillLine {
  menuname: string;
}

/** Which portions of which lines a check takes. */
export interface PartPick {
  lines: readonly { lineno: number; qty: number }[];
}

export type SplitResult<L extends SplitLine> = { ok: true; parts: BillPart<L>[] } | { ok: false; message: string; field?: string };

const refused = (message: string, field?: string) => ({ ok: false as const, message, field });

/** What a bill must be for any split: amounts that add up, and whole portions only. */
function splitRefusal(bill: Bill<SplitLine>): string | null {
  if (bill.lines.some((l) => isShareQty(l.qty))) return SHARE_ORDER_FIXED;
  return billProblem(bill);
}

/** The portions each check takes of each line (lineno → one count per check), or why they cannot be taken. */
function portionsOf<L extends SplitLine>(bill: Bill<L>, picks: readonly PartPick[]) {
  const taken = new Map(bill.lines.map((l) => [l.lineno, picks.map(() => 0)]));
  for (const [k, pick] of picks.entries()) {
    for (const [j, p] of pick.lines.entries()) {
      const counts = taken.get(p.lineno);
      if (!counts) return refused(splitUnknownLine(p.lineno), `parts.${k}.lines.${j}.lineno`);
      counts[k] += p.qty;
    }
  }
  for (const l of bill.lines) {
    const given = sum(taken.get(l.lineno) ?? []);
    if (given < l.qty) return refused(splitLeft(l.menuname, l.qty - given), 'parts');
    if (given > l.qty) return refused(splitOver(l.menuname, given - l.qty), 'parts');
  }
  return { ok: true as const, taken };
}

/** The kitchen's sent portions handed out in check order: the first checks take what was sent first. */
function kitchenShares(sent: number, qtys: readonly number[]): number[] {
  let left = sent;
  return qtys.map((q) => {
    const take = Math.max(Math.min(Math.floor(q), left), 0);
    left -= take;
    return take;
  });
}

/** Each check's copy of a line, with its share; null where the check takes none of it. */
function lineShares<L extends SplitLine>(line: L, qtys: readonly number[], discvals: readonly number[], nettos: readonly number[]) {
  const kitchen = kitchenShares(line.kitchenqty, qtys);
  return qtys.map((qty, k) => (qty > 0 ? { ...line, qty, discval: discvals[k], netto: nettos[k], kitchenqty: kitchen[k] } : null));
}

/** Each check's copy of a line goes on that check (a check that takes none of the line skips it). */
function place<L>(perCheck: L[][], shares: readonly (L | null)[]): void {
  shares.forEach((share, k) => {
    if (share) perCheck[k].push(share);
  });
}

/** The checks: their lines numbered from 1, their headers from the lines and their shares of service and PB1. */
function checksOf<L extends SplitLine>(perCheck: L[][], shares: Record<'serviceval' | 'dpp' | 'pb1val', number[]>): BillPart<L>[] {
  return perCheck.map((held, k) => {
    const lines = held.map((l, i) => ({ ...l, lineno: i + 1 }));
    return { lines, header: partHeader(lines, { serviceval: shares.serviceval[k], dpp: shares.dpp[k], pb1val: shares.pb1val[k] }) };
  });
}

/**
 * Splits a bill by items: each check takes whole portions of lines, every portion goes to exactly
 * one check. A line's amount and discount are shared by portions (the first check holding the line
 * takes the rupiah that do not divide), the service by each check's netto and PB1 by its taxable
 * netto; so the checks add up to the bill exactly, and each check's total is its netto + service + PB1.
 */
export function splitByItems<L extends SplitLine>(bill: Bill<L>, picks: readonly PartPick[]): SplitResult<L> {
  const refusal = splitRefusal(bill);
  if (refusal) return refused(refusal);
  const portions = portionsOf(bill, picks);
  if (!portions.ok) return portions;
  const perCheck: L[][] = picks.map(() => []);
  for (const line of bill.lines) {
    const qtys = portions.taken.get(line.lineno) as number[];
    const gross = shareOut(line.netto + line.discval, qtys);
    const discvals = shareOut(line.discval, qtys, gross);
    const shares = lineShares(
      line,
      qtys,
      discvals,
      gross.map((g, k) => g - discvals[k]),
    );
    place(perCheck, shares);
  }
  // Service follows each check's netto, PB1 and its base each check's taxable netto.
  const netto = perCheck.map((lines) => sum(lines.map((l) => l.netto)));
  const taxable = perCheck.map((lines) => sum(lines.map(taxableNetto)));
  const { serviceval, dpp, pb1val } = bill.header;
  const shares = { serviceval: shareOut(serviceval, netto), dpp: shareOut(dpp, taxable), pb1val: shareOut(pb1val, taxable) };
  return { ok: true, parts: checksOf(perCheck, shares) };
}

/**
 * Splits a bill in `ways` equal checks. Each check takes the same share of every line (to 4 decimals
 * of a portion) and pays the total divided by `ways`, rounded down to the rupiah; the first check
 * also pays the rupiah left over (at most ways - 1) and the rest of each line's portion. Line,
 * service and PB1 amounts are shared so that each check's parts add up to its total.
 */
export function splitEqually<L extends SplitLine>(bill: Bill<L>, ways: number): SplitResult<L> {
  const refusal = splitRefusal(bill);
  if (refusal) return refused(refusal);
  const ones = Array.from({ length: ways }, () => 1);
  const even = (amount: number) => Array.from({ length: ways }, () => Math.floor(amount / ways));
  const { total, serviceval, pb1val, dpp } = bill.header;
  const target = shareOut(total, ones);
  const nettoBase = bill.lines.map((l) => even(l.netto));
  const [serviceBase, pb1Base] = [even(serviceval), even(pb1val)];
  const needs = target.map((t, k) => t - sum(nettoBase.map((b) => b[k])) - serviceBase[k] - pb1Base[k]);
  const pools = [...bill.lines.map((l) => l.netto % ways), serviceval % ways, pb1val % ways];
  const poured = pourInto(pools, needs);
  const add = (base: number[], i: number) => base.map((b, k) => b + poured[i][k]);
  const perCheck: L[][] = target.map(() => []);
  bill.lines.forEach((line, i) => {
    const units = qtyUnits(line.qty);
    const qtys = shareOut(units, ones).map(qtyOfUnits);
    place(perCheck, lineShares(line, qtys, shareOut(line.discval, ones), add(nettoBase[i], i)));
  });
  const n = bill.lines.length;
  return {
    ok: true,
    parts: checksOf(perCheck, { serviceval: add(serviceBase, n), pb1val: add(pb1Base, n + 1), dpp: shareOut(dpp, ones) }),
  };
}
