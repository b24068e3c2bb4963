import {
  DEFAULT_ORDER_TYPE,
  DEFAULT_PAX,
  type LineModifier,
  ORDER_STATUS,
  type OrderTotals,
  type OrderType,
  type TableRef,
  type TaxFlag,
} from '@saji/core';
import type { OrderDetail } from '../orders.api';
import { type PromoLine, promotionFieldsOf } from '../promotion-draft';

/**
 * The order being taken, as the screen holds it between saves. Everything here is plain data, so
 * the whole draft can sit in localStorage and survive a reload or a crash of the tablet's browser.
 */
export type PosStep = 'table' | 'delivery' | 'menu' | 'payment';

/**
 * A line of the draft: what the campaigns read (PromoLine: a free line is a campaign's, the draft itself
 * holding only bought lines while open; promo names the campaign that changed the line, for the ticket)
 * and what the cashier adds to it.
 */
export interface DraftLine extends PromoLine {
  linenote?: string | null;
  /** The options chosen from the menu's groups; hargajual already includes their price changes. */
  modifiers?: LineModifier[];
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
  /**
   * A check of a split bill: its share of the bill's amounts (and each line's netto), shown and paid as
   * the server stored them; priced afresh only once changed (docs/decisions/table-service.md).
   */
  stored?: OrderTotals & { lineNetto: number[] };
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

/** Completed, void and posted orders, and a bill split into checks or merged into another, are shown, never changed. */
export const isClosed = (d: OrderDraft) =>
  d.orderstatus === ORDER_STATUS.COMPLETED ||
  d.orderstatus === ORDER_STATUS.SPLIT ||
  d.orderstatus === ORDER_STATUS.MERGED ||
  d.isvoid === true ||
  d.posting === 1;

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
  const stored = h.splitfrom ? { ...h, lineNetto: detail.lines.map((l) => l.netto) } : undefined;
  return { ...draft, stored: storedTotals(stored), ...promotionFieldsOf(detail, draft.lines, isClosed(draft) || !!stored) };
}

/** The amounts of a split bill's check that the till takes as they are. */
function storedTotals(h: (OrderTotals & { lineNetto: number[] }) | undefined): OrderDraft['stored'] {
  if (!h) return undefined;
  const { subtotal, discval, netto, servicepc, serviceval, dpp, pb1pc, pb1val, total, totalitem, totalqty, lineNetto } = h;
  return { subtotal, discval, netto, servicepc, serviceval, dpp, pb1pc, pb1val, total, totalitem, totalqty, lineNetto };
}

/**
 * Whether the draft is priced as stored: a check while unchanged, and a check of shares always (its
 * quantities are no whole portions to price; the server refuses to change it).
 */
export const isFixed = (d: OrderDraft) => !!d.stored && (!d.dirty || d.lines.some((l) => !Number.isInteger(l.qty)));

export const taxFlag = (v: number): TaxFlag => (v ? 1 : 0);

/** The draft with `patch` applied, marked unsaved. */
export const changed = (d: OrderDraft, patch: Partial<OrderDraft>): OrderDraft => ({ ...d, ...patch, dirty: true });
