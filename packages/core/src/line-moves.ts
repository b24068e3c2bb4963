import { isShareQty } from './bill-shares.js';
import { freeItemStays, KEEP_ONE_ITEM, SHARE_ORDER_FIXED, splitUnknownLine, transferTooMany } from './table-service.js';

/**
 * Lines moving between open orders (transfer and merge). Only quantities, the kitchen's count and
 * the line's own facts (menu, price, options, note) move: the orders' amounts are priced afresh
 * afterwards, campaigns included. A campaign's free lines never move: the campaigns make them again
 * from what each order holds.
 */
export interface MovingLine {
  lineno: number;
  menuname: string;
  qty: number;
  kitchenqty: number;
  isfree?: boolean | null;
}

export type MoveResult<L> = { ok: true; from: L[]; to: L[] } | { ok: false; message: string; field?: string };

const numbered = <L extends MovingLine>(lines: readonly L[]): L[] => lines.map((l, i) => ({ ...l, lineno: i + 1 }));
const bought = <L extends MovingLine>(lines: readonly L[]) => lines.filter((l) => !l.isfree);

/**
 * Moves portions of `from`'s lines to `to`: each picked portion becomes a new line at the end of
 * `to`, carrying what the kitchen was sent first (moving 2 of 3 sent dishes moves 2 sent ones). At
 * least one bought portion must stay on `from` (moving everything is a merge).
 */
export function transferLines<L extends MovingLine>(
  from: readonly L[],
  to: readonly L[],
  picks: readonly { lineno: number; qty: number }[],
): MoveResult<L> {
  if ([...from, ...to].some((l) => isShareQty(l.qty))) return { ok: false, message: SHARE_ORDER_FIXED };
  const byNo = new Map(from.map((l) => [l.lineno, l]));
  const moved = new Map<number, number>();
  for (const [j, p] of picks.entries()) {
    const line = byNo.get(p.lineno);
    const field = `lines.${j}`;
    if (!line) return { ok: false, message: splitUnknownLine(p.lineno), field: `${field}.lineno` };
    if (line.isfree) return { ok: false, message: freeItemStays(line.menuname), field: `${field}.lineno` };
    if (p.qty > line.qty) return { ok: false, message: transferTooMany(line.menuname, line.qty), field: `${field}.qty` };
    moved.set(p.lineno, p.qty);
  }
  const kept: L[] = [];
  const arriving: L[] = [];
  for (const line of bought(from)) {
    const qty = moved.get(line.lineno) ?? 0;
    const sent = Math.min(qty, Math.max(line.kitchenqty, 0));
    if (qty > 0) arriving.push({ ...line, qty, kitchenqty: sent });
    if (line.qty > qty) kept.push({ ...line, qty: line.qty - qty, kitchenqty: Math.max(line.kitchenqty - sent, 0) });
  }
  if (!kept.length) return { ok: false, message: KEEP_ONE_ITEM, field: 'lines' };
  return { ok: true, from: numbered(kept), to: numbered([...bought(to), ...arriving]) };
}

/** The bought lines of both orders as one order's: `into`'s first, then `from`'s, each as it was. */
export function mergeLines<L extends MovingLine>(into: readonly L[], from: readonly L[]): MoveResult<L> {
  if ([...into, ...from].some((l) => isShareQty(l.qty))) return { ok: false, message: SHARE_ORDER_FIXED };
  return { ok: true, from: [], to: numbered([...bought(into), ...bought(from)]) };
}
