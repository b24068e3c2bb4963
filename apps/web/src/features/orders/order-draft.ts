import {
  addTable,
  canSeat,
  computeOrderTotals,
  DEFAULT_ORDER_TYPE,
  DEFAULT_PAX,
  DELIVERY_INVALID,
  FORM_INVALID,
  joinTables,
  keypadNumber,
  type LineModifier,
  MAX_QTY,
  MENU_MISSING,
  modifiedPrice,
  modifierKey,
  normalizePhone,
  ORDER_STATUS,
  type OrderSaveInput,
  type OrderTotals,
  type OrderType,
  orderAmountProblem,
  PAX_MISSING,
  paxOverCapacity,
  TAKE_AWAY_PAX,
  type TableRef,
  type TaxFlag,
} from '@saji/core';
import type { OrderDetail, PosMenu } from './orders.api';
import { promotionFieldsOf, promotionPayload } from './promotion-draft';

/**
 * The order being taken, as the screen holds it between saves. Everything here is plain data, so
 * the whole draft can sit in localStorage and survive a reload or a crash of the tablet's browser.
 */
export type PosStep = 'table' | 'delivery' | 'menu' | 'payment';

export interface DraftLine {
  menuid: number;
  menuname: string;
  menusize: string | null;
  hargajual: number;
  discpc: number;
  kenapajak: TaxFlag;
  qty: number;
  linenote?: string | null;
  /** The options chosen from the menu's groups; hargajual already includes their price changes. */
  modifiers?: LineModifier[];
  /** A campaign's free line (promotion-draft.ts); the draft itself holds only bought lines while open. */
  free?: boolean;
  campaignid?: number | null;
  /** The campaign that changed the line, by name, for the ticket to say why. */
  promo?: string | null;
}

export interface DeliveryInfo {
  PhoneNo: string;
  customernm: string;
  DeliveryAddr: string;
  deliverby: string;
}

export interface DraftPayment {
  /** Local row id, so React keys survive deleting a row in the middle. */
  rowid: number;
  codepayment: string;
  /** Keypad digits (whole rupiah, up to 24 digits). */
  amount: string;
  paymentnote: string;
}

export interface OrderDraft {
  orderkey: string;
  /** The outlet the order is taken for: the terminal's when new (an admin's choice), its own once saved. */
  outletid: number;
  ordertype: OrderType;
  tables: TableRef[];
  /** Keypad digits: '' is the spec's 'Please enter PAX!'. */
  pax: string;
  delivery: DeliveryInfo;
  lines: DraftLine[];
  payments: DraftPayment[];
  step: PosStep;
  /** The server's copy this draft started from; absent until the first save. */
  version?: number;
  orderno?: string;
  orderstatus?: number;
  isvoid?: boolean;
  posting?: number;
  /** A saved order keeps the rates it opened with (the server prices it so); a new one takes the outlet's. */
  servicepc?: number;
  pb1pc?: number;
  /** Changed since the server last answered: the unsaved part that must never be lost. */
  dirty: boolean;
  /** Campaigns the cashier picked, and a voucher number typed with them (promotion-draft.ts). */
  campaignids?: number[];
  voucherno?: string;
  /** When a saved order was opened: its campaigns are judged on that clock. */
  orderdate?: string;
}

/**
 * A UUID without crypto.randomUUID, which browsers only offer on secure origins: a tablet on the
 * outlet's LAN reaches the server over plain http://192.168..., where getRandomValues still works.
 */
export function newOrderKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const EMPTY_DELIVERY: DeliveryInfo = { PhoneNo: '', customernm: '', DeliveryAddr: '', deliverby: '' };

/** The spec's start: the menu step, DINE IN, 2 guests; the table is chosen from the ticket or with Tables (F3). */
export function newDraft(outletid: number): OrderDraft {
  return {
    orderkey: newOrderKey(),
    outletid,
    ordertype: DEFAULT_ORDER_TYPE,
    tables: [],
    pax: String(DEFAULT_PAX),
    delivery: EMPTY_DELIVERY,
    lines: [],
    payments: [],
    step: 'menu',
    dirty: false,
  };
}

/** Completed, void and posted orders are shown, never changed. */
export const isClosed = (d: OrderDraft) => d.orderstatus === ORDER_STATUS.COMPLETED || d.isvoid === true || d.posting === 1;

export const isSaved = (d: OrderDraft) => d.version !== undefined;

export function fromDetail(detail: OrderDetail, step: PosStep): OrderDraft {
  const h = detail.header;
  const names = (h.tablename ?? '').split(',').map((s) => s.trim());
  const tables = (h.tableids ?? []).map((tableid, i) => ({
    tableid,
    tablename: names[i] ?? String(tableid),
    // The header keeps only the summed capacity; the first table carries it so the sum stays right.
    tablecapacity: i === 0 ? h.tablecapacity : 0,
  }));
  let rowid = 0;
  const draft: OrderDraft = {
    orderkey: h.orderkey,
    outletid: h.outletid,
    ordertype: h.ordertype as OrderType,
    tables,
    pax: String(h.pax),
    delivery: {
      PhoneNo: h.PhoneNo ?? '',
      customernm: h.customernm ?? '',
      DeliveryAddr: h.DeliveryAddr ?? '',
      deliverby: h.deliverby ?? '',
    },
    lines: detail.lines.map((l) => ({
      menuid: l.menuid,
      menuname: l.menuname,
      menusize: l.menusize,
      hargajual: l.hargajual,
      discpc: l.discpc,
      kenapajak: taxFlag(l.kenapajak),
      qty: l.qty,
      linenote: l.linenote,
      ...(l.modifiers?.length ? { modifiers: l.modifiers } : {}),
    })),
    // Stored payments carry the change on the cash line; show what was tendered.
    payments: detail.payments
      .filter((p) => p.paymentamount > 0)
      .map((p) => ({
        rowid: ++rowid,
        codepayment: p.codepayment,
        amount: String(Math.round(p.paymentamount)),
        paymentnote: p.paymentnote ?? '',
      })),
    step,
    version: h.version,
    orderno: h.orderno,
    orderstatus: h.orderstatus,
    isvoid: h.isvoid === '1',
    posting: h.posting,
    servicepc: h.servicepc,
    pb1pc: h.pb1pc,
    dirty: false,
  };
  return { ...draft, ...promotionFieldsOf(detail, draft.lines, isClosed(draft)) };
}

const taxFlag = (v: number): TaxFlag => (v ? 1 : 0);

const changed = (d: OrderDraft, patch: Partial<OrderDraft>): OrderDraft => ({ ...d, ...patch, dirty: true });

// ---- Order type, tables, pax -----------------------------------------------------------------

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

// ---- Lines -----------------------------------------------------------------------------------

/**
 * Adds `qty` of a menu (the quantity typed before tapping it) with the options chosen for it: onto
 * its line without a note and with the same options when there is one.
 */
export function addMenu(d: OrderDraft, menu: PosMenu, qty = 1, modifiers: LineModifier[] = []): OrderDraft {
  // Identical items are one line; a line with a note or other options is another dish and keeps its own.
  const key = modifierKey(modifiers);
  const i = d.lines.findIndex((l) => l.menuid === menu.menuid && !l.linenote && modifierKey(l.modifiers) === key);
  if (i >= 0) return setQty(d, i, d.lines[i].qty + qty);
  const line: DraftLine = {
    menuid: menu.menuid,
    menuname: menu.menuname,
    menusize: menu.menusize,
    // The server prices it the same way on save (and refuses a price that falls below 0).
    hargajual: modifiedPrice(menu.hargajual, modifiers),
    ...(modifiers.length ? { modifiers } : {}),
    discpc: menu.discpc,
    kenapajak: taxFlag(menu.kenapajak),
    qty: Math.min(MAX_QTY, Math.max(1, Math.trunc(qty))),
  };
  return changed(d, { lines: [...d.lines, line] });
}

/** Quantity never goes below 1: removing a line is the delete button's job. */
export function setQty(d: OrderDraft, index: number, qty: number): OrderDraft {
  const lines = d.lines.map((l, i) => (i === index ? { ...l, qty: Math.min(MAX_QTY, Math.max(1, Math.trunc(qty))) } : l));
  return changed(d, { lines });
}

/**
 * Other options for a line: its price is the one it was added at, less its old options' changes, plus
 * the new ones' (the server prices a line of other options afresh when it saves).
 */
export function setLineModifiers(d: OrderDraft, index: number, modifiers: LineModifier[]): OrderDraft {
  const lines = d.lines.map((l, i) => {
    if (i !== index) return l;
    const base = l.hargajual - modifiedPrice(0, l.modifiers);
    return { ...l, hargajual: modifiedPrice(base, modifiers), modifiers: modifiers.length ? modifiers : undefined };
  });
  return changed(d, { lines });
}

/** The line's note for the kitchen, as typed ('' removes it; the save trims it). */
export function setLineNote(d: OrderDraft, index: number, note: string): OrderDraft {
  const linenote = note === '' ? null : note;
  return changed(d, { lines: d.lines.map((l, i) => (i === index ? { ...l, linenote } : l)) });
}

export function removeLine(d: OrderDraft, index: number): OrderDraft {
  return changed(d, { lines: d.lines.filter((_, i) => i !== index) });
}

// ---- Totals ----------------------------------------------------------------------------------

export interface DraftTotals extends OrderTotals {
  paid: number;
  change: number;
  lineNetto: number[];
}

/** The same engine the server stores amounts with, so the screen and the receipt agree to the rupiah. */
export function draftTotals(d: OrderDraft, outletServicepc: number, outletPb1pc: number): DraftTotals {
  const { header, lines } = computeOrderTotals({
    lines: d.lines,
    servicepc: d.servicepc ?? outletServicepc,
    pb1pc: d.pb1pc ?? outletPb1pc,
    context: { ordertype: d.ordertype },
  });
  const paid = d.payments.reduce((s, p) => s + keypadNumber(p.amount), 0);
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
