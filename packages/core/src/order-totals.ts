import { lineTooLarge, orderTooLarge, priceNotValid } from './messages.js';
import {
  assertRupiah,
  formatLimit,
  isPrice,
  MAX_LINE_AMOUNT,
  MAX_ORDER_TOTAL,
  multiply,
  percentOf,
  type Rupiah,
  sum,
  toBasisPoints,
} from './money.js';
import type { OrderType } from './orders.js';

/** PB1 applies to the line's menu: the spec stores it as '0'/'1' or 0/1. */
export type TaxFlag = '0' | '1' | 0 | 1 | boolean;

export interface OrderLineInput {
  menuid: number;
  qty: number;
  /** Unit price in whole rupiah. */
  hargajual: Rupiah;
  /** Line discount percent, 0..100, at most 2 decimals. */
  discpc: number;
  kenapajak: TaxFlag;
  categid?: string | null;
  salesacc?: string | null;
  /** A free line (campaign reward): its whole gross is discounted. */
  free?: boolean;
  /** The campaign that set this line's discount or added it, so the order can say why. */
  promo?: string | null;
  /** The campaign (campaignid) that set this line's discount or added it. */
  campaignid?: number | null;
}

/** What a campaign may look at when it decides (hour, order type, outlet). */
export interface PricingContext {
  ordertype?: OrderType;
  outletid?: number;
  at?: Date;
}

/**
 * A pricing rule applied before totals: it returns the lines with discounts set and/or free lines
 * added. Rules never compute amounts themselves, so every discount goes through the same rounding.
 */
export type PricingAdjustment<L extends OrderLineInput = OrderLineInput> = (lines: readonly L[], context: PricingContext) => L[];

export interface LineTotals {
  gross: Rupiah;
  discval: Rupiah;
  netto: Rupiah;
}

export type PricedLine<L extends OrderLineInput = OrderLineInput> = L & LineTotals;

/** The order header's amounts, named as the spec's order header. */
export interface OrderTotals {
  subtotal: Rupiah;
  discval: Rupiah;
  netto: Rupiah;
  servicepc: number;
  serviceval: Rupiah;
  /** PB1 base: taxable netto plus the service charge on it. */
  dpp: Rupiah;
  pb1pc: number;
  pb1val: Rupiah;
  total: Rupiah;
  totalitem: number;
  totalqty: number;
}

export interface OrderTotalsInput<L extends OrderLineInput = OrderLineInput> {
  lines: readonly L[];
  servicepc: number;
  pb1pc: number;
  adjustments?: readonly PricingAdjustment<L>[];
  context?: PricingContext;
}

export interface OrderTotalsResult<L extends OrderLineInput = OrderLineInput> {
  header: OrderTotals;
  lines: PricedLine<L>[];
}

export const isTaxable = (flag: TaxFlag): boolean => flag === '1' || flag === 1 || flag === true;

function assertPercent(pc: number, field: string): void {
  toBasisPoints(pc);
  if (pc < 0 || pc > 100) throw new RangeError(`${field} must be between 0 and 100, got ${pc}`);
}

/** One line's gross, discount and netto. A free line is discounted by its whole gross. */
export function lineTotals(line: OrderLineInput): LineTotals {
  if (!Number.isSafeInteger(line.qty) || line.qty < 0) throw new RangeError(`qty must be a whole number >= 0, got ${line.qty}`);
  if (assertRupiah(line.hargajual, 'hargajual') < 0) throw new RangeError('hargajual must not be negative');
  assertPercent(line.discpc, 'discpc');
  const gross = multiply(line.qty, line.hargajual);
  const discval = line.free ? gross : percentOf(gross, line.discpc);
  return { gross, discval, netto: gross - discval };
}

export function applyAdjustments<L extends OrderLineInput>(
  lines: readonly L[],
  adjustments: readonly PricingAdjustment<L>[] = [],
  context: PricingContext = {},
): L[] {
  return adjustments.reduce<L[]>((current, adjust) => adjust(current, context), [...lines]);
}

/**
 * The order's amounts, recomputed from scratch (the server never trusts client amounts).
 * Service is servicepc of all netto; PB1 is pb1pc of dpp, where dpp = taxable netto plus
 * servicepc of taxable netto (each rounded half-up), so untaxed menus carry no PB1 at all.
 * total = netto + serviceval + pb1val, exactly, by construction.
 */
export function computeOrderTotals<L extends OrderLineInput>(input: OrderTotalsInput<L>): OrderTotalsResult<L> {
  const { servicepc, pb1pc } = input;
  assertPercent(servicepc, 'servicepc');
  assertPercent(pb1pc, 'pb1pc');

  const lines = applyAdjustments(input.lines, input.adjustments, input.context).map(
    (line): PricedLine<L> => ({ ...line, ...(line.free ? { discpc: 100 } : {}), ...lineTotals(line) }),
  );

  const netto = sum(lines.map((l) => l.netto));
  const taxableNetto = sum(lines.filter((l) => isTaxable(l.kenapajak)).map((l) => l.netto));
  const serviceval = percentOf(netto, servicepc);
  const dpp = taxableNetto + percentOf(taxableNetto, servicepc);
  const pb1val = percentOf(dpp, pb1pc);

  const header: OrderTotals = {
    subtotal: sum(lines.map((l) => l.gross)),
    discval: sum(lines.map((l) => l.discval)),
    netto,
    servicepc,
    serviceval,
    dpp,
    pb1pc,
    pb1val,
    total: sum([netto, serviceval, pb1val]),
    totalitem: lines.length,
    totalqty: sum(lines.map((l) => l.qty)),
  };
  return { header, lines };
}

/**
 * Why an order cannot be priced and stored, or null: a line whose unit price is not a price (a row
 * stored before prices were bounded), a line past MAX_LINE_AMOUNT or a total past MAX_ORDER_TOTAL.
 * Checked before a save, on the screen and on the server, so the amounts never overflow and every
 * order that is saved can also be paid.
 */
export function orderAmountProblem(
  lines: readonly (OrderLineInput & { menuname: string })[],
  servicepc: number,
  pb1pc: number,
): string | null {
  const badPrice = lines.find((l) => !isPrice(l.hargajual));
  if (badPrice) return priceNotValid(badPrice.menuname);
  const big = lines.find((l) => l.qty * l.hargajual > MAX_LINE_AMOUNT);
  if (big) return lineTooLarge(big.menuname, formatLimit(MAX_LINE_AMOUNT));
  const { header } = computeOrderTotals({ lines, servicepc, pb1pc });
  return header.total > MAX_ORDER_TOTAL ? orderTooLarge(formatLimit(MAX_ORDER_TOTAL)) : null;
}
