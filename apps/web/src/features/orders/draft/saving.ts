import {
  canSeat,
  computeOrderTotals,
  DELIVERY_INVALID,
  FORM_INVALID,
  joinTables,
  keypadNumber,
  MENU_MISSING,
  normalizePhone,
  type OrderSaveInput,
  type OrderTotals,
  orderAmountProblem,
  PAX_MISSING,
  paxOverCapacity,
} from '@saji/core';
import type { OrderDetail } from '../orders.api';
import { promotionPayload } from '../promotion-draft';
import { type DeliveryInfo, fromDetail, isFixed, type OrderDraft, type PosStep } from './core';
import { paxOf, seatsOf } from './seating';

export interface DraftTotals extends OrderTotals {
  paid: number;
  change: number;
  lineNetto: number[];
}

/** The same engine the server stores amounts with, so the screen and the receipt agree to the rupiah. */
export function draftTotals(d: OrderDraft, outletServicepc: number, outletPb1pc: number): DraftTotals {
  const paid = d.payments.reduce((s, p) => s + keypadNumber(p.amount), 0);
  if (d.stored && isFixed(d)) return { ...d.stored, paid, change: Math.max(0, paid - d.stored.total) };
  const { header, lines } = computeOrderTotals({
    lines: d.lines,
    servicepc: d.servicepc ?? outletServicepc,
    pb1pc: d.pb1pc ?? outletPb1pc,
    context: { ordertype: d.ordertype },
  });
  return { ...header, paid, change: Math.max(0, paid - header.total), lineNetto: lines.map((l) => l.netto) };
}

// ---- Saving ----------------------------------------------------------------------------------

export function savePayload(d: OrderDraft): OrderSaveInput {
  const delivery = d.ordertype === 'DELIVERY' ? d.delivery : undefined;
  return {
    orderkey: d.orderkey,
    outletid: d.outletid,
    ordertype: d.ordertype,
    tableids: d.ordertype === 'DINE IN' ? d.tables.map((t) => t.tableid) : [],
    pax: d.pax,
    ...(delivery ?? {}),
    lines: d.lines.map((l) => ({
      menuid: l.menuid,
      qty: l.qty,
      linenote: l.linenote?.trim() || undefined,
      ...(l.modifiers?.length ? { modifiers: l.modifiers.map((m) => ({ modifierid: m.modifierid })) } : {}),
    })),
    ...(d.version !== undefined ? { version: d.version } : {}),
    ...promotionPayload(d),
  };
}

/**
 * The draft after a save answered: the stored version, except that lines tapped while the save was
 * on its way stay, marked unsaved, on top of it.
 */
export function afterSave(
  current: OrderDraft,
  sent: OrderDraft,
  payload: OrderSaveInput,
  detail: OrderDetail,
  nextStep: PosStep,
): OrderDraft {
  const fresh = fromDetail(detail, nextStep);
  const untouched = JSON.stringify(savePayload({ ...current, version: sent.version })) === JSON.stringify(payload);
  return untouched ? { ...fresh, payments: current.payments } : { ...current, version: fresh.version, orderno: fresh.orderno, dirty: true };
}

// ---- Checks before a save, with the spec's messages ------------------------------------------

export function deliveryComplete(d: DeliveryInfo): boolean {
  return !!(normalizePhone(d.PhoneNo) && d.customernm.trim() && d.DeliveryAddr.trim() && d.deliverby.trim());
}

/**
 * Why the draft cannot be saved yet, and the step where the cashier can fix it; null when it can.
 * `rates` are the order's service and PB1 percentages, for the ceiling on its total.
 */
export function orderProblem(
  d: OrderDraft,
  rates = { servicepc: d.servicepc ?? 0, pb1pc: d.pb1pc ?? 0 },
): { message: string; step?: PosStep } | null {
  if (!d.pax || paxOf(d) < 1) return { message: PAX_MISSING, step: d.ordertype === 'DINE IN' ? 'table' : undefined };
  if (d.ordertype === 'DINE IN' && d.tables.length === 0) return { message: FORM_INVALID, step: 'table' };
  // A table taken away after the guests were counted can leave more guests than seats.
  if (d.ordertype === 'DINE IN' && !canSeat(paxOf(d), seatsOf(d))) {
    return { message: paxOverCapacity(paxOf(d), joinTables(d.tables).tablename, seatsOf(d)), step: 'table' };
  }
  if (d.ordertype === 'DELIVERY' && !deliveryComplete(d.delivery)) return { message: DELIVERY_INVALID, step: 'delivery' };
  if (d.lines.length === 0) return { message: MENU_MISSING, step: 'menu' };
  // The server refuses the same, with the same words (a line or a total past its ceiling).
  const amounts = orderAmountProblem(d.lines, rates.servicepc, rates.pb1pc);
  return amounts ? { message: amounts, step: 'menu' } : null;
}
