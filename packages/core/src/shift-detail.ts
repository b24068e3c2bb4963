import { z } from 'zod';
import type { Rupiah } from './money.js';
import {
  countedDrawer,
  countedLineSchema,
  differenceOf,
  drawerOf,
  drawerSchema,
  type ShiftOrderRow,
  shiftSales,
  shiftSalesSchema,
  summarizeTenders,
  type TenderRow,
  tenderSchema,
} from './shift-figures.js';
import { type CountedCash, SHIFT_STATUSES } from './shifts.js';

/** A shift as the API answers it (GET /api/shift/{shiftid}), assembled from its stored rows. */
export const shiftHeaderSchema = z.object({
  shiftid: z.number(),
  outletid: z.number(),
  outletname: z.string(),
  terminalid: z.number(),
  terminal: z.string(),
  status: z.enum(SHIFT_STATUSES),
  openingfloat: z.number(),
  openedby: z.string(),
  openedat: z.string(),
  closedby: z.string().nullable(),
  closedat: z.string().nullable(),
  /** The Z report's number in the outlet, given at the first close and kept through reopening. */
  zno: z.number().nullable(),
  /** The counted drawer of the last close; null while open. */
  counted: z.number().nullable(),
  /** Null when withheld from a cashier before a blind count. */
  expected: z.number().nullable(),
  difference: z.number().nullable(),
  reopencount: z.number(),
  reopenreason: z.string().nullable(),
  reopenedby: z.string().nullable(),
  reopenedat: z.string().nullable(),
  /** The expected cash is withheld: blind close is on, the reader is a cashier and the shift is open. */
  blind: z.boolean(),
});
export type ShiftHeader = z.infer<typeof shiftHeaderSchema>;

export const cashMovementSchema = z.object({
  cashid: z.number(),
  amount: z.number(),
  reason: z.string(),
  createby: z.string(),
  createtime: z.string(),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

export const discountRowSchema = z.object({ campaignid: z.number().nullable(), campaignname: z.string(), amount: z.number() });
export type DiscountRow = z.infer<typeof discountRowSchema>;

export const shiftDetailSchema = shiftSalesSchema.extend({
  header: shiftHeaderSchema,
  /** Null when withheld (blind). */
  drawer: drawerSchema.nullable(),
  /** Totals by payment type with their counts; empty when withheld (blind). */
  tenders: z.array(tenderSchema),
  movements: z.array(cashMovementSchema),
  /** The last close's count by denomination; empty while open. */
  denominations: z.array(countedLineSchema),
  /** Discounts of the shift's sales by campaign. */
  discounts: z.array(discountRowSchema),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;

/** A shift row as stored, with its outlet's name: the header without its figures, and the count as kept. */
export type StoredShift = Omit<ShiftHeader, 'counted' | 'expected' | 'difference' | 'blind'> & { counted: CountedCash[] | null };

export interface ShiftParts {
  shift: StoredShift;
  tenders: readonly TenderRow[];
  movements: readonly CashMovement[];
  orders: readonly ShiftOrderRow[];
  discounts: readonly DiscountRow[];
}

/** The counted total, expected cash and difference of a shift (counted and difference null while open). */
function cashFigures(shift: StoredShift, tenders: readonly TenderRow[], movements: readonly { amount: Rupiah }[]) {
  const drawer = drawerOf({ openingfloat: shift.openingfloat, tenders, movements });
  const count = shift.counted ? countedDrawer(shift.counted) : null;
  return { drawer, count, difference: count ? differenceOf(count.total, drawer.expected) : null };
}

/** The shift with every figure; `blind` withholds what tells the expected cash. */
export function shiftDetail({ shift, tenders, movements, orders, discounts }: ShiftParts, { blind }: { blind: boolean }): ShiftDetail {
  const { counted, ...stored } = shift;
  const { drawer, count, difference } = cashFigures(shift, tenders, movements);
  return {
    header: {
      ...stored,
      counted: count?.total ?? null,
      expected: blind ? null : drawer.expected,
      difference: blind ? null : difference,
      blind,
    },
    drawer: blind ? null : drawer,
    tenders: blind ? [] : summarizeTenders(tenders),
    movements: [...movements],
    denominations: count?.lines ?? [],
    discounts: [...discounts].sort((a, b) => b.amount - a.amount || a.campaignname.localeCompare(b.campaignname)),
    ...shiftSales(orders),
  };
}

/** A shift in the manager's list: its figures at a glance. */
export const shiftRowSchema = shiftHeaderSchema
  .pick({
    shiftid: true,
    outletid: true,
    outletname: true,
    terminal: true,
    status: true,
    openingfloat: true,
    openedby: true,
    openedat: true,
    closedby: true,
    closedat: true,
    zno: true,
    counted: true,
    expected: true,
    difference: true,
    reopencount: true,
  })
  .extend({ ordercount: z.number(), salestotal: z.number() });
export type ShiftRow = z.infer<typeof shiftRowSchema>;

export interface ShiftRowParts {
  shift: StoredShift;
  tenders: readonly TenderRow[];
  /** The sum of its cash in and of its cash out (negative), or each movement. */
  movements: readonly { amount: Rupiah }[];
  ordercount: number;
  salestotal: Rupiah;
}

export function shiftRow({ shift, tenders, movements, ordercount, salestotal }: ShiftRowParts): ShiftRow {
  const { drawer, count, difference } = cashFigures(shift, tenders, movements);
  const { counted, terminalid, reopenreason, reopenedby, reopenedat, ...listed } = shift;
  return { ...listed, counted: count?.total ?? null, expected: drawer.expected, difference, ordercount, salestotal };
}
