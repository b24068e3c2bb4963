import { formatInZone } from './dates.js';
import type { OrderDetail } from './order-detail.js';

/**
 * The printed receipt and kitchen ticket as styled text lines, shared by the server (which encodes
 * them as ESC/POS) and the web's browser-printable fallback, so both print the same thing.
 */
export interface ReceiptLine {
  text: string;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  /** Double width and height: such a line holds half as many characters. */
  double?: boolean;
}

/** Characters per line of the usual roll widths. */
export const PAPER_WIDTHS = { 58: 32, 80: 48 } as const;
export type PaperMm = keyof typeof PAPER_WIDTHS;

export interface ReceiptOutlet {
  outletname: string;
  header1: string | null;
  header2: string | null;
  header3: string | null;
  footer1: string | null;
  footer2: string | null;
  footer3: string | null;
}

export interface ReceiptOptions {
  /** The cashier's name printed on the receipt. */
  cashier: string;
  /** Dates print in the outlet's business time zone. */
  timeZone: string;
  /**
   * A pre-bill: the bill of an order not paid yet, which must not pass for a receipt. It says so at the
   * top and bottom, shows no payment lines, and which print of it this is.
   */
  prebill?: { printcount: number };
}

/** The marks of a pre-bill: big at the top, and again where a receipt's payments would be. */
export const PREBILL_TITLE = 'PRE-BILL';
export const PREBILL_NOT_RECEIPT = 'NOT A RECEIPT - NOT PAID';

/** Whole rupiah with dots between thousands, the Indonesian way: 1.234.500. */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The most checks an equal split makes: a share is read as a fraction of at most this many parts. */
const MAX_SHARE_PARTS = 20;

/**
 * A line's quantity as people read it: whole portions as they are, a share of a bill split in `ways`
 * equal checks as a fraction (0.6667 of 3 ways is 2/3); without `ways`, the simplest fraction of up to
 * 20 parts the stored 4 decimals stand for (0.6668 is 2/3, not 0.6668); anything else to 4 decimals.
 */
export function qtyText(qty: number, ways?: number | null): string {
  if (Number.isInteger(qty)) return String(qty);
  const parts = ways ? qty * ways : 0;
  if (ways && Math.abs(parts - Math.round(parts)) < 0.01) return `${Math.round(parts)}/${ways}`;
  for (let d = 2; !ways && d <= MAX_SHARE_PARTS; d++) {
    // Shares are stored to 4 decimals: 1/7 is 0.1429, 7 of them 1.0003.
    if (Math.abs(qty * d - Math.round(qty * d)) < 0.0005 * d) return `${Math.round(qty * d)}/${d}`;
  }
  return String(Math.round(qty * 10_000) / 10_000);
}

/** DD-MM-YYYY HH:mm in the given time zone. */
export const receiptDate = (iso: string, timeZone: string): string => formatInZone(iso, timeZone, 'DD-MM-YYYY HH:mm');

/** Cuts text into lines of at most `width` characters, breaking at spaces where it can. */
export function wrapText(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = word;
    while (w.length > width) {
      if (line) {
        out.push(line);
        line = '';
      }
      out.push(w.slice(0, width));
      w = w.slice(width);
    }
    if (!line) line = w;
    else if (line.length + 1 + w.length <= width) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/** Left text and right text on one line, the left wrapped above when both do not fit. */
export function leftRight(left: string, right: string, width: number): string[] {
  if (left.length + 1 + right.length <= width) return [left + ' '.repeat(width - left.length - right.length) + right];
  const wrapped = wrapText(left, width);
  const last = wrapped[wrapped.length - 1];
  if (last.length + 1 + right.length <= width) {
    wrapped[wrapped.length - 1] = last + ' '.repeat(width - last.length - right.length) + right;
    return wrapped;
  }
  return [...wrapped, right.padStart(width)];
}

const plain = (texts: string[], extra: Omit<ReceiptLine, 'text'> = {}): ReceiptLine[] => texts.map((text) => ({ text, ...extra }));
const centered = (text: string | null | undefined, width: number, extra: Omit<ReceiptLine, 'text'> = {}): ReceiptLine[] =>
  text?.trim() ? plain(wrapText(text.trim(), extra.double ? Math.floor(width / 2) : width), { align: 'center', ...extra }) : [];
const rule = (width: number, ch = '-'): ReceiptLine => ({ text: ch.repeat(width) });

function placeOf(header: OrderDetail['header']): string {
  if (header.ordertype === 'DINE IN') return `Table: ${header.tablename ?? '-'}  Pax: ${header.pax}`;
  if (header.ordertype === 'DELIVERY') return `DELIVERY ${header.deliverby ?? ''}`.trim();
  return header.ordertype;
}

/** The customer receipt: outlet header, order, lines, totals, payments, change and footer. */
export function receiptLines(order: OrderDetail, outlet: ReceiptOutlet, width: number, options: ReceiptOptions): ReceiptLine[] {
  const { header } = order;
  const amountLine = (label: string, amount: number, extra: Omit<ReceiptLine, 'text'> = {}) =>
    plain(leftRight(label, formatRupiah(amount), width), extra);
  const prebill = options.prebill;
  const out: ReceiptLine[] = [
    ...(prebill
      ? [...centered(PREBILL_TITLE, width, { bold: true, double: true }), ...centered(PREBILL_NOT_RECEIPT, width, { bold: true })]
      : []),
    ...centered(outlet.header1 || outlet.outletname, width, { bold: true, double: true }),
    ...centered(outlet.header2, width),
    ...centered(outlet.header3, width),
    rule(width),
    ...plain(wrapText(`No     : ${header.orderno}`, width)),
    // Taken offline and sent since: the number the till printed then, by which the guest may ask for it
    // (before it is sent, the provisional number is the order's only one).
    ...(header.offlineno && header.offlineno !== header.orderno ? plain(wrapText(`Offline: ${header.offlineno}`, width)) : []),
    ...(header.splitno ? plain(wrapText(`Check  : ${header.splitno} of ${header.splitcount} of ${header.splitfromno}`, width)) : []),
    { text: `Date   : ${receiptDate(header.paymtime ?? header.orderdate, options.timeZone)}` },
    ...plain(wrapText(placeOf(header), width)),
    ...plain(wrapText(`Cashier: ${options.cashier}`, width)),
  ];
  if (header.ordertype === 'DELIVERY') {
    out.push(...plain(wrapText(`${header.customernm ?? ''} ${header.PhoneNo ?? ''}`.trim(), width)));
    out.push(...plain(wrapText(header.DeliveryAddr ?? '', width)));
  }
  out.push(rule(width));
  for (const line of order.lines) {
    const name = [line.menuname, line.menusize].filter(Boolean).join(' ');
    // A share of a bill split in equal checks reads 1/3, with its share of the line's amount.
    const gross = Number.isInteger(line.qty) ? line.qty * line.hargajual : line.netto + line.discval;
    out.push(...amountLine(`${qtyText(line.qty, header.splitcount)} x ${name}`, gross));
    // The options print indented under the item, a price change as part of the amount above it: the
    // item's price already holds them, and '+ Large 5.000' read as 5.000 more to pay.
    for (const m of line.modifiers ?? []) {
      const change = m.pricechange ? ` (incl. ${formatRupiah(m.pricechange)})` : '';
      out.push(...plain(wrapText(`    ${m.modname}${change}`, width)));
    }
    if (line.qty > 1) out.push({ text: `    @ ${formatRupiah(line.hargajual)}` });
    // A campaign's free line reads FREE, not a 100 % discount; a campaign's discount reads as one.
    if (line.isfree) out.push(...amountLine('    FREE', -line.discval));
    else if (line.discval > 0) out.push(...amountLine(`    Disc ${line.discpc}%`, -line.discval));
  }
  out.push(rule(width));
  out.push(...amountLine('Sub Total', header.subtotal));
  if (header.discval > 0) out.push(...amountLine('Discount', -header.discval));
  if (header.serviceval > 0 || header.servicepc > 0) out.push(...amountLine(`Service ${header.servicepc}%`, header.serviceval));
  if (header.pb1val > 0 || header.pb1pc > 0) out.push(...amountLine(`PB1 ${header.pb1pc}%`, header.pb1val));
  out.push(...amountLine('TOTAL', header.total, { bold: true }));
  if (prebill) {
    out.push(
      rule(width),
      ...centered(PREBILL_NOT_RECEIPT, width, { bold: true }),
      ...centered(`Pre-bill print #${prebill.printcount}`, width),
    );
  } else if (order.payments.length) {
    out.push(rule(width));
    for (const p of order.payments) {
      if (p.paymentamount > 0) out.push(...amountLine(p.namepayment, p.paymentamount));
      if (p.paymentnote) out.push(...plain(wrapText(`  ${p.paymentnote}`, width)));
    }
    out.push(...amountLine('Change', header.changeamt, { bold: true }));
  }
  out.push(rule(width));
  out.push(...centered(outlet.footer1, width), ...centered(outlet.footer2, width), ...centered(outlet.footer3, width));
  return out;
}

export interface KitchenItem {
  qty: number;
  menuname: string;
  menusize: string | null;
  linenote: string | null;
  /** The options' names: the kitchen cooks them and sees no prices. */
  modifiers?: readonly string[];
}

export interface KitchenTicket {
  orderno: string;
  ordertype: string;
  tablename: string | null;
  pax: number;
  items: readonly KitchenItem[];
  /** A deliberate second print: the kitchen must not cook it again unless asked. */
  reprint: boolean;
  /** Items taken back after they were sent, or the whole order cancelled: the kitchen must stop them. */
  void?: boolean;
  /** When the ticket was made, ISO. */
  at: string;
}

/** The kitchen ticket: big table and order number, then the items to cook with their notes. */
export function kitchenTicketLines(ticket: KitchenTicket, width: number, timeZone: string): ReceiptLine[] {
  const half = Math.floor(width / 2);
  const where = ticket.ordertype === 'DINE IN' ? `TABLE ${ticket.tablename ?? '-'}` : ticket.ordertype;
  const out: ReceiptLine[] = [];
  if (ticket.void)
    out.push({ text: '*** VOID ***', align: 'center', bold: true, double: true }, { text: 'DO NOT COOK', align: 'center', bold: true });
  else if (ticket.reprint) out.push({ text: '*** REPRINT ***', align: 'center', bold: true, double: true });
  out.push(...plain(wrapText(where, half), { align: 'center', bold: true, double: true }));
  out.push(
    { text: `No  : ${ticket.orderno}` },
    { text: `Pax : ${ticket.pax}` },
    { text: `Time: ${receiptDate(ticket.at, timeZone)}` },
    rule(width, '='),
  );
  for (const item of ticket.items) {
    const name = [item.menuname, item.menusize].filter(Boolean).join(' ');
    out.push(...plain(wrapText(`${item.qty} x ${name}`, half), { bold: true, double: true }));
    for (const m of item.modifiers ?? []) out.push(...plain(wrapText(`  + ${m}`, width), { bold: true }));
    if (item.linenote) out.push(...plain(wrapText(`  >> ${item.linenote}`, width)));
  }
  out.push(rule(width, '='));
  return out;
}
