import { z } from 'zod';
import { flag, optionalId, requiredError, requiredLines } from './form-fields.js';
import { formatLimit } from './money.js';

/**
 * Cashier shifts (issue 31): a terminal (a named till of an outlet) is opened with a float, takes
 * payments and cash movements, and is closed with a counted drawer. The amounts are computed in
 * shift-figures.ts, the printed X and Z reports in shift-report.ts.
 */

export const SHIFT_STATUSES = ['open', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
export const SHIFT_REPORTS = ['X', 'Z'] as const;
export type ShiftReportKind = (typeof SHIFT_REPORTS)[number];
export const CASH_KINDS = ['note', 'coin'] as const;
export type CashKind = (typeof CASH_KINDS)[number];

/** The rupiah notes and coins a drawer is counted in, largest first (Rp 1.000 exists as both). */
export const DENOMINATIONS: readonly { denomination: number; kind: CashKind }[] = [
  { denomination: 100_000, kind: 'note' },
  { denomination: 50_000, kind: 'note' },
  { denomination: 20_000, kind: 'note' },
  { denomination: 10_000, kind: 'note' },
  { denomination: 5_000, kind: 'note' },
  { denomination: 2_000, kind: 'note' },
  { denomination: 1_000, kind: 'note' },
  { denomination: 1_000, kind: 'coin' },
  { denomination: 500, kind: 'coin' },
  { denomination: 200, kind: 'coin' },
  { denomination: 100, kind: 'coin' },
];

/** An opening float, and one cash in or out: Rp 1 billion, far above any till's drawer. */
export const MAX_SHIFT_CASH = 1_000_000_000;
/** Notes or coins of one denomination in a drawer. */
export const MAX_DENOMINATION_COUNT = 100_000;
export const SHIFT_REASON_MAX = 200;
export const TERMINAL_NAME_MAX = 20;

// Messages of the shift rules, shared by the server and the screens.
export const openShiftFirst = (terminal: string) => `Open a shift on ${terminal} first`;
export const shiftAlreadyOpen = (terminal: string) => `A shift is already open on ${terminal}`;
export const terminalRetired = (terminal: string) => `Terminal ${terminal} is retired; a manager can bring it back`;
export const terminalExists = (terminal: string) => `Terminal ${terminal} already exists`;
export const terminalHasOpenShift = (terminal: string) => `Close the shift open on ${terminal} first`;
export const CHOOSE_TERMINAL = "Choose this till's terminal first";
export const SHIFT_CLOSED = 'This shift is closed';
export const SHIFT_NOT_CLOSED = 'Only a closed shift can be reopened';
export const Z_NEEDS_CLOSE = 'The shift is still open: close it for its Z report';
export const X_NEEDS_OPEN = 'The shift is closed: its report is the Z report';
export const BLIND_X_REPORT = 'Blind close is on: the X report of an open shift is for managers';

/**
 * A terminal's name as people write it on the till (KASIR-1, BAR): letters, digits, spaces, dots,
 * dashes and underscores, kept in capitals so KASIR-1 and kasir-1 are one terminal.
 */
export const terminalNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(TERMINAL_NAME_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, 'letters, digits, spaces, dots and dashes only')
  .transform((s) => s.replace(/\s+/g, ' ').toUpperCase());

/** A terminal a till may name: blank or absent when the device has none chosen yet. */
export const optionalTerminalSchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), terminalNameSchema.optional());

const cashAmount = (min: number) =>
  z.coerce
    .number(requiredError)
    .int('whole rupiah only')
    .min(min, `at least ${formatLimit(min)}`)
    .max(MAX_SHIFT_CASH, `at most ${formatLimit(MAX_SHIFT_CASH)}`);
const reason = requiredLines(SHIFT_REASON_MAX);
const paperWidth = z.union([z.literal(58), z.literal(80)]).default(80);

export const shiftOpenSchema = z.object({
  /** An admin names the outlet; a bound user's is always their own. */
  outletid: optionalId(),
  terminal: terminalNameSchema,
  openingfloat: cashAmount(0),
});
export type ShiftOpenInput = z.input<typeof shiftOpenSchema>;

/** A cash movement: positive puts cash in (a change top-up), negative takes it out (petty cash). */
export const shiftCashSchema = z.object({
  amount: cashAmount(-MAX_SHIFT_CASH).refine((v) => v !== 0, 'not zero'),
  reason,
});
export type ShiftCashInput = z.input<typeof shiftCashSchema>;

export const countedCashSchema = z.object({
  denomination: z.coerce.number().int(),
  /** Note or coin; only Rp 1.000 needs it (it exists as both), the others have one kind. */
  kind: z.enum(CASH_KINDS).optional(),
  count: z.coerce.number().int().min(0).max(MAX_DENOMINATION_COUNT),
});
export type CountedCash = z.output<typeof countedCashSchema>;

/** The kind of a counted entry: as given, else the only kind the denomination has (a note for Rp 1.000). */
export function kindOf(entry: { denomination: number; kind?: CashKind }): CashKind | undefined {
  const kinds = DENOMINATIONS.filter((d) => d.denomination === entry.denomination).map((d) => d.kind);
  if (entry.kind) return kinds.includes(entry.kind) ? entry.kind : undefined;
  return kinds[0];
}

export const shiftCloseSchema = z
  .object({
    counted: z.array(countedCashSchema).max(DENOMINATIONS.length),
    /** Queue the Z report on the receipt printer with the close. */
    print: z.boolean().default(false),
    width: paperWidth,
  })
  .superRefine((close, ctx) => {
    const seen = new Set<string>();
    close.counted.forEach((c, i) => {
      const kind = kindOf(c);
      if (!kind) ctx.addIssue({ code: 'custom', path: ['counted', i, 'denomination'], message: 'not a rupiah note or coin' });
      else if (seen.has(`${c.denomination}${kind}`))
        ctx.addIssue({ code: 'custom', path: ['counted', i, 'denomination'], message: 'counted twice' });
      seen.add(`${c.denomination}${kind}`);
    });
  });
export type ShiftCloseInput = z.input<typeof shiftCloseSchema>;

export const shiftReopenSchema = z.object({ reason });
export const shiftPrintSchema = z.object({ report: z.enum(SHIFT_REPORTS), width: paperWidth });
export const shiftPdfQuerySchema = z.object({ report: z.enum(SHIFT_REPORTS) });

export const shiftSettingInputSchema = z.object({
  outletid: optionalId(),
  /** '1': a payment on a terminal without an open shift is refused. */
  shiftrequired: flag('0'),
  /** '1': the cashier counts the drawer without seeing the expected cash. */
  blindclose: flag('0'),
});
export type ShiftSettingInput = z.input<typeof shiftSettingInputSchema>;

export const terminalInputSchema = z.object({ terminal: terminalNameSchema, aktif: flag('1') });
export type TerminalInput = z.input<typeof terminalInputSchema>;

/** The open shift of a terminal as the till needs it. */
export const openShiftSchema = z.object({
  shiftid: z.number(),
  openedby: z.string(),
  openedat: z.string(),
  openingfloat: z.number(),
});

export const terminalSchema = z.object({
  terminalid: z.number(),
  terminal: z.string(),
  aktif: z.enum(['0', '1']),
  /** The shift open on it now, or null. */
  shift: openShiftSchema.nullable(),
});
export type Terminal = z.infer<typeof terminalSchema>;

/** An outlet's shift settings and its terminals (GET /api/shift/setting). */
export const shiftSettingSchema = z.object({
  outletid: z.number(),
  shiftrequired: z.enum(['0', '1']),
  blindclose: z.enum(['0', '1']),
  terminals: z.array(terminalSchema),
});
export type ShiftSetting = z.infer<typeof shiftSettingSchema>;

/**
 * Why a payment is refused for want of a shift, or null. Only an outlet that requires shifts refuses,
 * and never a payment taken offline: that sale happened, and refusing it would only lose it.
 */
export function paymentShiftRefusal(p: { required: boolean; terminal: string | undefined; shiftid: number | null; offline: boolean }) {
  if (!p.required || p.offline || p.shiftid !== null) return null;
  return p.terminal ? openShiftFirst(p.terminal) : CHOOSE_TERMINAL;
}
