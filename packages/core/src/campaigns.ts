import { z } from 'zod';
import { richTextIsEmpty } from './catalog.js';
import { flag, optionalId, optionalText, recordId, requiredError, requiredText, rupiahAmount } from './form-fields.js';
import { CAMPAIGN_MENUS_MISSING, CAMPAIGN_OUTLETS_MISSING, CAMPAIGN_TERM_MENUS_MISSING } from './messages.js';
import { MAX_ORDER_TOTAL, MAX_QTY } from './money.js';
import { ORDER_TYPES } from './orders.js';

/**
 * Campaigns (restocampaign): a header of rules plus three child lists, the outlets it runs at, the
 * promo menus (rewarded) and the term menus (bought to earn the reward). The engine that applies
 * them to an order is promotions.ts.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A 0/1 switch: checkboxes send booleans, the wire 0/1 or '0'/'1'. */
const bit = (fallback?: 0 | 1) =>
  z.preprocess(
    (v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : blankToUndefined(v)),
    fallback === undefined
      ? z.union([z.literal(0), z.literal(1)], { error: 'required' })
      : z.union([z.literal(0), z.literal(1)]).default(fallback),
  );
const count = () => z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_QTY).default(0));
const hour = (fallback: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(24).default(fallback));
const day = () =>
  z.preprocess(
    // A date picker may send a full ISO instant; the campaign keeps the calendar day.
    (v) => (typeof v === 'string' && v.length > 10 && CALENDAR_DATE.test(v.slice(0, 10)) ? v.slice(0, 10) : blankToUndefined(v)),
    z
      .string(requiredError)
      .regex(CALENDAR_DATE, 'YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'not a date'),
  );

/** The order types, sent comma-joined (the spec's wire form) or as a list; stored comma-joined, in the usual order. */
const orderTypes = () =>
  z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v
        : typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    z
      .array(z.enum(ORDER_TYPES), requiredError)
      .max(ORDER_TYPES.length)
      .min(1, 'required')
      .transform((list) => ORDER_TYPES.filter((t) => list.includes(t)).join(',')),
  );

const menuRef = z.object({ menuid: recordId(), menuname: z.string().optional(), menusize: z.string().nullish() });
const outletRef = z.object({ outletid: recordId(), outletname: z.string().optional() });
const refs = <T extends z.ZodType>(row: T) =>
  z.preprocess((v) => (v === undefined || v === null ? [] : v), z.array(row).max(2000, 'at most 2,000 rows'));

const campaignFields = z.object({
  campaignid: optionalId(),
  campaignname: requiredText(100),
  campaigndesc: z
    .string(requiredError)
    .max(20_000)
    .refine((v) => !richTextIsEmpty(v), 'required'),
  startdate: day(),
  enddate: day(),
  autoapply: bit(0),
  starttime: hour(0),
  endtime: hour(24),
  ordertypes: orderTypes(),
  freeitem: bit(0),
  freeqty: count(),
  /** A free item is saved as a 100 % discount (preprocessed below), so the minimum holds for both rewards. */
  discpc: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(requiredError)
      .min(1, 'at least 1')
      .max(100, 'at most 100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals'),
  ),
  termapply: bit(),
  term4menu: bit(0),
  termqty: count(),
  termtotal: rupiahAmount(MAX_ORDER_TOTAL, { fallback: 0 }),
  termapplymulti: bit(0),
  campaigncateg: optionalText(50).optional(),
  aktif: flag('1'),
  outlets: refs(outletRef),
  menus: refs(menuRef),
  menuterm: refs(menuRef),
});

/** The save rules of the spec (section 5), on the screen and on the server alike. */
function checkCampaign(c: z.output<typeof campaignFields>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (c.enddate < c.startdate) issue('enddate', 'the end date is before the start date');
  if (c.starttime === c.endtime) issue('endtime', 'the end hour must differ from the start hour');
  if (c.freeitem === 1 && c.freeqty === 0) issue('freeqty', 'required when the reward is a free item');
  if (c.termapply === 1 && c.term4menu === 1 && c.termqty === 0) issue('termqty', 'required when the term is a quantity');
  if (c.termapply === 1 && c.term4menu === 0 && c.termtotal === 0) issue('termtotal', 'required when the term is a total');
  if (c.termapply === 1 && c.term4menu === 1 && c.menuterm.length === 0) issue('menuterm', CAMPAIGN_TERM_MENUS_MISSING);
  if (c.menus.length === 0) issue('menus', CAMPAIGN_MENUS_MISSING);
  if (c.outlets.length === 0) issue('outlets', CAMPAIGN_OUTLETS_MISSING);
}

/** POST /restocampaign: the header plus outlets, menus and menuterm; with campaignid an update. */
export const campaignInputSchema = z.preprocess((v) => {
  // Choosing a free item sets the discount to 100 on save (spec section 4).
  const o = v as Record<string, unknown> | null;
  return o && typeof o === 'object' && (o.freeitem === 1 || o.freeitem === '1' || o.freeitem === true) ? { ...o, discpc: 100 } : v;
}, campaignFields.superRefine(checkCampaign));
/** What a client sends: every field may be missing or blank before validation. */
export type CampaignInput = Partial<z.input<typeof campaignFields>>;
export type CampaignValues = z.output<typeof campaignFields>;

/** A campaign's reward and term, as stored and as the POS runs them. */
const campaignRuleFields = {
  freeitem: z.number(),
  freeqty: z.number(),
  discpc: z.number(),
  termapply: z.number(),
  term4menu: z.number(),
  termqty: z.number(),
  termtotal: z.number(),
  termapplymulti: z.number(),
};

export const campaignRowSchema = z.object({
  campaignid: z.number(),
  campaignname: z.string(),
  campaigndesc: z.string(),
  startdate: z.string(),
  enddate: z.string(),
  autoapply: z.number(),
  starttime: z.number(),
  endtime: z.number(),
  ordertypes: z.string(),
  ...campaignRuleFields,
  campaigncateg: z.string().nullable(),
  aktif: z.string(),
  outletid: z.number().nullable(),
  modified: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignOutletSchema = z.object({
  outletid: z.number(),
  outletname: z.string(),
  alamat1: z.string(),
  alamat2: z.string(),
  provinsi: z.string(),
});
export type CampaignOutlet = z.infer<typeof campaignOutletSchema>;

export const campaignMenuSchema = z.object({ menuid: z.number(), menuname: z.string(), menusize: z.string().nullable() });
export type CampaignMenu = z.infer<typeof campaignMenuSchema>;

export const campaignDetailSchema = z.object({
  header: campaignRowSchema,
  outlets: z.array(campaignOutletSchema),
  menus: z.array(campaignMenuSchema),
  menuterm: z.array(campaignMenuSchema),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** What the POS needs of a campaign to run it: the rules and the ids of its lists. */
export const posCampaignSchema = z.object({
  campaignid: z.number(),
  campaignname: z.string(),
  autoapply: z.number(),
  startdate: z.string(),
  enddate: z.string(),
  starttime: z.number(),
  endtime: z.number(),
  ordertypes: z.array(z.string()),
  ...campaignRuleFields,
  outlets: z.array(z.number()),
  menus: z.array(z.number()),
  menuterm: z.array(z.number()),
});
export type PosCampaign = z.infer<typeof posCampaignSchema>;

// ---- How a campaign reads in lists and previews ------------------------------------------------

export type CampaignRules = Pick<
  CampaignRow,
  'termapply' | 'term4menu' | 'termqty' | 'termtotal' | 'freeitem' | 'freeqty' | 'discpc' | 'termapplymulti'
>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The list's time range: 14:00 - 17:00. */
export const campaignHours = (c: Pick<CampaignRow, 'starttime' | 'endtime'>) => `${pad2(c.starttime)}:00 - ${pad2(c.endtime)}:00`;
