import { addTable, canSeat, DEFAULT_PAX, joinTables, keypadNumber, paxOverCapacity, TAKE_AWAY_PAX, type TableRef } from '@saji/core';
import { changed, type OrderDraft } from './core';

/** The order type, the tables and the guests of a draft. */

export function chooseTakeAway(d: OrderDraft): OrderDraft {
  return changed(d, { ordertype: 'TAKE AWAY', tables: [], pax: String(TAKE_AWAY_PAX), step: 'menu' });
}

export function chooseDelivery(d: OrderDraft): OrderDraft {
  return changed(d, { ordertype: 'DELIVERY', tables: [], pax: String(TAKE_AWAY_PAX), step: 'delivery' });
}

export function chooseDineIn(d: OrderDraft): OrderDraft {
  return changed(d, { ordertype: 'DINE IN', pax: d.ordertype === 'DINE IN' ? d.pax : String(DEFAULT_PAX), step: 'table' });
}

export const paxOf = (d: OrderDraft) => keypadNumber(d.pax);
export const seatsOf = (d: OrderDraft) => joinTables(d.tables).tablecapacity;

/** Picks (or joins) a table: refused when it is already picked or the party does not fit. */
export function pickTable(d: OrderDraft, table: TableRef): { ok: true; draft: OrderDraft } | { ok: false; message: string } {
  const added = addTable(d.tables, table);
  if (!added.ok) return added;
  const capacity = joinTables(added.tables).tablecapacity;
  const pax = paxOf(d);
  if (!canSeat(pax, capacity)) return { ok: false, message: paxOverCapacity(pax, joinTables(added.tables).tablename, capacity) };
  return { ok: true, draft: changed(d, { ordertype: 'DINE IN', tables: added.tables, step: 'menu' }) };
}

export function removeTable(d: OrderDraft, tableid: number): OrderDraft {
  return changed(d, { tables: d.tables.filter((t) => t.tableid !== tableid) });
}

/** The pax keypad's ceiling: the picked tables' seats, else no ceiling beyond the keypad's length. */
export const paxMax = (d: OrderDraft) => (d.tables.length ? seatsOf(d) : undefined);

export function paxStep(d: OrderDraft, delta: 1 | -1): OrderDraft {
  const next = Math.max(1, paxOf(d) + delta);
  const max = paxMax(d);
  return changed(d, { pax: String(max !== undefined ? Math.min(next, Math.max(max, 1)) : Math.min(next, 99)) });
}
