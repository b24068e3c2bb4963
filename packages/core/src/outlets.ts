import { z } from 'zod';
import { flag, imageDataUrl, optionalId, optionalText, percent, printerAddress, requiredText, textWithDefault } from './form-fields.js';

export const DEFAULT_SERVICE_ACC = '4';
export const DEFAULT_TAX_ACC = '2';
export const DEFAULT_MAX_DINE_TIME = 90;
/** The spec's default port for receipt and kitchen printers. */
export const DEFAULT_PRINTER_PORT = 8008;
export const KITCHEN_PRINTER_MISSING = 'Print Kitchen Order needs a kitchen printer';

export const outletInputSchema = z
  .object({
    outletid: optionalId(),
    outletcode: requiredText(20),
    outletname: requiredText(100),
    alamat1: requiredText(),
    alamat2: requiredText(),
    provinsi: requiredText(100),
    servicepc: percent(),
    pb1pc: percent(),
    ServiceAcc: textWithDefault(DEFAULT_SERVICE_ACC, 20),
    TaxAcc: textWithDefault(DEFAULT_TAX_ACC, 20),
    maxdinetime: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(1440).default(DEFAULT_MAX_DINE_TIME),
    ),
    aktif: flag('1'),
    outletcolor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1E88E5'),
    header1: requiredText(),
    header2: optionalText(),
    header3: optionalText(),
    footer1: requiredText(),
    footer2: optionalText(),
    footer3: optionalText(),
    outletlogo: imageDataUrl(),
    kitchenorder: flag('0'),
    posprinter: printerAddress(),
    kitchenprinter: printerAddress(),
    /** The outlet's `modified` when the form loaded it: an update of an outlet changed since then is refused (409). */
    modified: z.iso.datetime().optional(),
  })
  // Tickets queued for no printer fail on every save: the kitchen gets nothing and the till shows a failure.
  .superRefine((o, ctx) => {
    if (o.kitchenorder === '1' && !o.kitchenprinter)
      ctx.addIssue({ code: 'custom', path: ['kitchenprinter'], message: KITCHEN_PRINTER_MISSING });
  });
export type OutletInput = z.input<typeof outletInputSchema>;
export type OutletValues = z.output<typeof outletInputSchema>;

export const outletSchema = z.object({
  outletid: z.number(),
  outletcode: z.string(),
  outletname: z.string(),
  alamat1: z.string(),
  alamat2: z.string(),
  provinsi: z.string(),
  servicepc: z.number(),
  pb1pc: z.number(),
  ServiceAcc: z.string(),
  ServiceAccNm: z.string().nullable(),
  TaxAcc: z.string(),
  TaxAccNm: z.string().nullable(),
  maxdinetime: z.number(),
  aktif: z.string(),
  outletcolor: z.string(),
  header1: z.string(),
  header2: z.string().nullable(),
  header3: z.string().nullable(),
  footer1: z.string(),
  footer2: z.string().nullable(),
  footer3: z.string().nullable(),
  outletlogo: z.string().nullable(),
  kitchenorder: z.string(),
  posprinter: z.string().nullable(),
  kitchenprinter: z.string().nullable(),
  modified: z.string(),
});
export type Outlet = z.infer<typeof outletSchema>;

/** The list columns' texts, as the spec words them. */
export const dineTimeText = (minutes: number) => `Max. ${minutes} minutes`;
export const serviceText = (pc: number) => `${pc} % * NettTotal`;
export const pb1Text = (pc: number) => `${pc} % *(NettTotal+ ServiceChg)`;
