import { z } from 'zod';
import {
  flag,
  INT32_MAX,
  imageDataUrl,
  optionalId,
  optionalText,
  plainText,
  requiredError,
  requiredText,
  rupiahAmount,
} from './form-fields.js';
import { MAX_PRICE } from './money.js';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A menu price typed in a form: '' is missing, else whole rupiah from 1 to MAX_PRICE. */
const price = () => rupiahAmount(MAX_PRICE, { min: 1 });

/** PB1 applies: the wire value is 0 or 1; checkboxes send booleans. */
const taxFlag = () =>
  z.preprocess(
    (v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : blankToUndefined(v)),
    z.union([z.literal(0), z.literal(1)], { error: 'required' }),
  );

/** Rich text whose visible text is empty (an untouched editor answers '<p></p>') counts as missing. */
export const richTextIsEmpty = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';
const richText = (max = 20_000) =>
  z
    .string(requiredError)
    .max(max)
    .refine((v) => !richTextIsEmpty(v), 'required');

// ---- Menu categories -------------------------------------------------------------------------

export const menuCategoryInputSchema = z.object({
  categid: requiredText(20),
  categname: requiredText(100),
  nourut: z.preprocess(blankToUndefined, z.coerce.number(requiredError).int().min(0).max(9999)),
});
export type MenuCategoryInput = z.input<typeof menuCategoryInputSchema>;
export type MenuCategoryValues = z.output<typeof menuCategoryInputSchema>;

/** PUT /restomenucategory/update: key is the code before the edit, so the code itself can change. */
export const menuCategoryUpdateSchema = z.object({ key: requiredText(20), data: menuCategoryInputSchema });

export const menuCategorySchema = z.object({ categid: z.string(), categname: z.string(), nourut: z.number() });
export type MenuCategory = z.infer<typeof menuCategorySchema>;

// ---- Menus -----------------------------------------------------------------------------------

/**
 * Where a menu's picture is served. The version is a hash of the stored picture, so the browser may
 * keep it for good: a new picture is a new address.
 */
export const menuImageUrl = (menuid: number, version: string | null) => (version ? `/api/restomenu/image/${menuid}?v=${version}` : null);
/** A menu image address as `menuImageUrl` writes it; sent back by the form, it keeps the stored picture. */
export const MENU_IMAGE_URL = /^\/api\/restomenu\/image\/(\d+)(\?v=[0-9a-f]+)?$/;

export const menuOutletInputSchema = z.object({
  outletid: z.coerce.number(requiredError).int().positive().max(INT32_MAX),
  outletname: z.string().optional(),
  hargajual: price(),
  kenapajak: taxFlag(),
});
export type MenuOutletInput = z.input<typeof menuOutletInputSchema>;

// Only outlet rows with an outlet picked are saved; the screen may send half-filled rows.
const hasOutlet = (row: unknown) => {
  const id = (row as { outletid?: unknown } | null)?.outletid;
  return id !== undefined && id !== null && id !== '' && id !== 0;
};

export const menuInputSchema = z.object({
  menuid: optionalId(),
  menucode: requiredText(20),
  menuname: requiredText(100),
  menusize: optionalText(20),
  menudesc: richText(),
  menucateg: requiredText(20),
  salesacc: requiredText(20),
  hargajualstd: price(),
  kenapajakstd: taxFlag(),
  menuimg: imageDataUrl(MENU_IMAGE_URL),
  aktif: flag('1'),
  outlets: z.preprocess(
    (v) => (Array.isArray(v) ? v.filter(hasOutlet) : v === undefined || v === null ? [] : v),
    z.array(menuOutletInputSchema).max(500),
  ),
});
export type MenuInput = z.input<typeof menuInputSchema>;
export type MenuValues = z.output<typeof menuInputSchema>;

/** The header fields the screen checks before it lets an outlet row be added. */
export const menuHeaderSchema = menuInputSchema.omit({ outlets: true });

export const menuRowSchema = z.object({
  menuid: z.number(),
  menucode: z.string(),
  menuname: z.string(),
  menusize: z.string().nullable(),
  menucateg: z.string(),
  categname: z.string(),
  salesacc: z.string(),
  salesaccNm: z.string().nullable(),
  hargajualstd: z.number(),
  kenapajakstd: z.number(),
  aktif: z.string(),
  modified: z.string(),
  /** The picture's address (`menuImageUrl`), never the picture itself; null without one. */
  menuimg: z.string().nullable(),
});
export type MenuRow = z.infer<typeof menuRowSchema>;

export const menuOutletSchema = z.object({
  outletid: z.number(),
  outletname: z.string(),
  alamat1: z.string(),
  alamat2: z.string(),
  provinsi: z.string(),
  hargajual: z.number(),
  kenapajak: z.number(),
});
export type MenuOutlet = z.infer<typeof menuOutletSchema>;

export const menuDetailSchema = menuRowSchema.extend({ menudesc: z.string(), outlets: z.array(menuOutletSchema) });
export type MenuDetail = z.infer<typeof menuDetailSchema>;

/** The spec's TAX Applied column. */
export const taxAppliedText = (flagValue: number | string) => (Number(flagValue) === 1 ? 'Yes' : 'No');

// ---- Suite lookups ---------------------------------------------------------------------------

export const glAccountSchema = z.object({ kodeacc: z.string(), namaacc: z.string(), tahun: z.number() });
export type GlAccount = z.infer<typeof glAccountSchema>;

/** idlama is the code being edited; without it the account is new. */
export const glAccountInputSchema = z.object({
  tahun: z.preprocess(blankToUndefined, z.coerce.number().int().min(1900).max(9999).optional()),
  kodeacc: requiredText(20),
  namaacc: requiredText(100),
  idlama: z.preprocess(blankToUndefined, plainText().max(20).optional()),
});
export type GlAccountInput = z.input<typeof glAccountInputSchema>;
export type GlAccountValues = z.output<typeof glAccountInputSchema>;

export const JASA_SERVICE = 1;
/** Item kind as the spec shows it: jasa 1 is a service, anything else a material. */
export const jasaText = (jasa: number) => (jasa === JASA_SERVICE ? 'Service' : 'Material');

export const masterItemSchema = z.object({
  itemno: z.number(),
  partnumber: z.string(),
  itemname: z.string(),
  invunitom: z.string(),
  unitsize: z.string(),
  itemcategory: z.string().nullable(),
  headcategory: z.string().nullable(),
  jasa: z.number(),
  lastprice: z.number(),
});
export type MasterItem = z.infer<typeof masterItemSchema>;

export const masterItemInputSchema = z.object({
  itemno: optionalId(),
  partnumber: requiredText(40),
  itemname: requiredText(150),
  invunitom: z.preprocess(blankToUndefined, plainText().min(1).max(20).default('EACH')),
  itemcategory: optionalText(60),
  headcategory: optionalText(60),
  jasa: z.preprocess(
    (v) => (v === true || v === '1' ? 1 : v === false || v === '0' || blankToUndefined(v) === undefined ? 0 : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
  lastprice: rupiahAmount(MAX_PRICE, { fallback: 0 }),
});
export type MasterItemInput = z.input<typeof masterItemInputSchema>;
export type MasterItemValues = z.output<typeof masterItemInputSchema>;

/** The largest item workbook, in base64 characters (a file of about 3 MB). */
export const ITEM_IMPORT_MAX_BASE64 = 4_000_000;

/** An .xlsx file of items, base64 inside JSON so the import keeps the JSON-only write rule. */
export const itemImportSchema = z.object({
  filename: z.string().max(200).optional(),
  file: z
    .string()
    .min(1, 'required')
    .max(ITEM_IMPORT_MAX_BASE64, 'the file is too large')
    .transform((v) => v.replace(/^data:[^,]*,/, '')),
});

export const employeeSchema = z.object({
  crewkey: z.number(),
  crewnik: z.string(),
  crewname: z.string(),
  crewmail: z.string().nullable(),
  crewhp: z.string().nullable(),
  jabatan: z.string().nullable(),
  pangkat: z.string().nullable(),
  departemen: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const companySchema = z.object({
  compcode: z.string(),
  company: z.string(),
  compaddr1: z.string().nullable(),
  compaddr2: z.string().nullable(),
  compaddr3: z.string().nullable(),
  compphone: z.string().nullable(),
  compfax: z.string().nullable(),
  /** The list's Address and Phone/Fax columns, joined from the parts that are filled. */
  address: z.string(),
  phonefax: z.string(),
});
export type Company = z.infer<typeof companySchema>;
