import { z } from 'zod';
import {
  flag,
  INT32_MAX,
  optionalId,
  optionalLines,
  optionalText,
  plainText,
  recordId,
  requiredError,
  requiredText,
} from './form-fields.js';
import { normalizePhone } from './phone.js';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const wholeNumber = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number(requiredError).int('a whole number').min(min).max(max));
const requiredId = () => z.preprocess(blankToUndefined, z.coerce.number(requiredError).int().positive().max(INT32_MAX));
/** The key before an edit (`idlama`): absent on insert. */
const optionalKey = (max = 20) => z.preprocess(blankToUndefined, plainText().min(1).max(max).optional());

export const TABLE_PAGE_SIZE = 15;
export const PAYMENT_TYPE_PAGE_SIZE = 15;
export const CUSTOMER_PAGE_SIZE = 20;
/** The accounting code a payment type gets when none is chosen (the spec's code '1', CASH). */
export const DEFAULT_PAYMENT_ACC = '1';
export const CASH_CODE = 'CASH';

// ---- Table positions (areas) -----------------------------------------------------------------

export const tablePositionInputSchema = z.object({
  outletid: requiredId(),
  tableposcode: requiredText(20),
  tableposname: requiredText(50),
  nourut: wholeNumber(0, 9999).default(0),
  /** The code before the edit; tables follow a renamed code. */
  idlama: optionalKey(),
});
export type TablePositionInput = z.input<typeof tablePositionInputSchema>;
export type TablePositionValues = z.output<typeof tablePositionInputSchema>;

export const tablePositionSchema = z.object({
  outletid: z.number(),
  outletname: z.string(),
  tableposcode: z.string(),
  tableposname: z.string(),
  nourut: z.number(),
  /** How many tables sit in the position. */
  tables: z.number(),
});
export type TablePosition = z.infer<typeof tablePositionSchema>;

// ---- Restaurant tables -----------------------------------------------------------------------

export const tableInputSchema = z.object({
  tablename: requiredText(30),
  tablecapacity: wholeNumber(1, 100),
  tableposcode: requiredText(20),
  tableposname: requiredText(50),
  outletid: requiredId(),
  tableaktif: flag('1'),
  /** The tableid before the edit: present means update. */
  idlama: optionalId(),
});
export type TableInput = z.input<typeof tableInputSchema>;
export type TableValues = z.output<typeof tableInputSchema>;

export const restoTableSchema = z.object({
  tableid: z.number(),
  tablename: z.string(),
  outletid: z.number(),
  outletname: z.string(),
  tablecapacity: z.number(),
  tableposcode: z.string(),
  tableposname: z.string(),
  tableaktif: z.string(),
});
export type RestoTable = z.infer<typeof restoTableSchema>;

/** GET /restotable/usage: what the POS and the table screen need to know before touching a table. */
export const tableUsageSchema = restoTableSchema.extend({
  /** The open order seated at the table, if any. */
  orderkey: z.string().nullable(),
  orderno: z.string().nullable(),
  occupied: z.boolean(),
  /** Orders that ever used the table; above 0 the table can only be set inactive. */
  orders: z.number(),
  lastorder: z.string().nullable(),
});
export type TableUsage = z.infer<typeof tableUsageSchema>;

// ---- Payment types ---------------------------------------------------------------------------

export const paymentTypeInputSchema = z
  .object({
    codepayment: requiredText(20).transform((v) => v.toUpperCase()),
    namepayment: requiredText(50),
    kodeacc: z.preprocess(blankToUndefined, plainText().min(1).max(20).default(DEFAULT_PAYMENT_ACC)),
    nourut: wholeNumber(0, 9999),
    /** Whether the line takes the change; CASH by code when not said. */
    iscash: z.preprocess(
      (v) => (v === '1' || v === 1 || v === 'true' ? true : v === '0' || v === 0 || v === 'false' ? false : blankToUndefined(v)),
      z.boolean().optional(),
    ),
    /** The code before the edit: present means update. */
    idlama: optionalKey(),
  })
  .transform((v) => ({ ...v, iscash: v.iscash ?? v.codepayment === CASH_CODE }));
export type PaymentTypeInput = z.input<typeof paymentTypeInputSchema>;
export type PaymentTypeValues = z.output<typeof paymentTypeInputSchema>;

export const paymentTypeSchema = z.object({
  codepayment: z.string(),
  namepayment: z.string(),
  kodeacc: z.string(),
  kodeaccNm: z.string().nullable(),
  nourut: z.number(),
  iscash: z.boolean(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

// ---- Customers -------------------------------------------------------------------------------

export const PHONE_INVALID = 'not an Indonesian phone number (08…, +628… or 628…)';

/** A phone typed any Indonesian way, stored in its one 08… form. */
export const phoneNumber = () =>
  z
    .string(requiredError)
    .trim()
    .min(1, 'required')
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
        return z.NEVER;
      }
      return phone;
    });

export const customerInputSchema = z.object({
  customerid: optionalId(),
  customernm: requiredText(100),
  PhoneNo: phoneNumber(),
  DeliveryAddr: optionalLines(300),
  City: optionalText(100),
  /** Admins may leave it empty (every outlet's customer); outlet users' customers get their outlet. */
  outletid: z.preprocess((v) => (v === '' || v === 0 ? null : v), recordId().nullable().optional()),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerValues = z.output<typeof customerInputSchema>;

export const customerSchema = z.object({
  customerid: z.number(),
  customernm: z.string(),
  DeliveryAddr: z.string().nullable(),
  City: z.string().nullable(),
  PhoneNo: z.string(),
  outletid: z.number().nullable(),
  outletname: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * The start of a phone number typed in the list filter, in its stored 08… form: '+62812' and
 * '62812' look for '0812…'. Answers the digits as typed when they are no known prefix.
 */
export function phonePrefix(input: string): string {
  const compact = input.replace(/[\s\-.()]/g, '');
  if (compact.startsWith('+62')) return `0${compact.slice(3)}`;
  if (compact.startsWith('62')) return `0${compact.slice(2)}`;
  if (compact.startsWith('8')) return `0${compact}`;
  return compact.replace(/^\+/, '');
}
