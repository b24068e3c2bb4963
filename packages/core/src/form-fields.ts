import { z } from 'zod';
import { controlCharactersMessage } from './form-messages.js';
import { formatLimit } from './money.js';

/** Forms send '' for an untouched field; these helpers turn that into "absent" before validating. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * A schema's own error for a value that is missing (or not of its type): 'required'. Only for that:
 * a schema-level message would also replace the messages of its checks, so a negative Display Seq
 * read 'required'; a broken limit keeps its own words ('At least 0').
 */
export const requiredError = { error: (issue: { code: string }) => (issue.code === 'invalid_type' ? 'required' : undefined) };

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/**
 * Text without control characters (C0, DEL, C1): they are invisible on a screen, end or garble a
 * receipt and a printer's commands, and a code made of one looked empty on the till yet was offered.
 * Every code and name goes through this.
 */
export const plainText = () => z.string().trim().regex(NO_CONTROL, { error: controlCharactersMessage });
/** Text of several lines (an address, a reason): line breaks and tabs are its own, other control characters are not. */
const linesText = () => z.string().trim().regex(NO_CONTROL_BUT_LINES, { error: controlCharactersMessage });

export const requiredText = (max = 200) => plainText().min(1, 'required').max(max);
export const optionalText = (max = 200) => z.preprocess(blankToNull, plainText().max(max).nullable());
export const requiredLines = (max = 200) => linesText().min(1, 'required').max(max);
export const optionalLines = (max = 200) => z.preprocess(blankToNull, linesText().max(max).nullable());
export const textWithDefault = (fallback: string, max = 50) =>
  z.preprocess(blankToUndefined, plainText().min(1).max(max).default(fallback));
/** The largest value of PostgreSQL's integer: a key or year past it fails in the database, after an export has begun. */
export const INT32_MAX = 2_147_483_647;
/** A record's integer key (or an outlet id) as a client sends it: positive and within the database's integer. */
export const recordId = () => z.coerce.number().int().positive().max(INT32_MAX);
/** A rate of 0..100 with at most 2 decimals: the money rules refuse more, so it must not be stored. */
export const percent = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(100)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals')
      .default(0),
  );
/**
 * A whole rupiah amount from a form or a client, between `min` and `max` (one of the ceilings in
 * money.ts): '' is missing (or `fallback`), decimals are refused rather than rounded.
 */
export const rupiahAmount = (max: number, { min = 0, fallback }: { min?: number; fallback?: number } = {}) => {
  const amount = z.coerce
    .number(requiredError)
    .int('whole rupiah only')
    .min(min, `at least ${formatLimit(min)}`)
    .max(max, `at most ${formatLimit(max)}`);
  // The fallback sits inside: '' becomes undefined only there, so only there can it be defaulted.
  return z.preprocess(blankToUndefined, fallback === undefined ? amount : amount.default(fallback));
};
export const flag = (fallback: '0' | '1') =>
  z.preprocess(
    (v) => (v === true || v === 1 ? '1' : v === false || v === 0 ? '0' : blankToUndefined(v)),
    z.enum(['0', '1']).default(fallback),
  );
export const optionalId = () => z.preprocess(blankToUndefined, recordId().optional());
/** A printer address: host or IPv4, with an optional port. */
export const printerAddress = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      // A DNS name has at most 253 characters; the address is resolved and logged on every print.
      .max(259, 'at most 259 characters')
      .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'host or host:port')
      .nullable(),
  );
/** The largest image upload, in bytes: the server redraws every upload to 160x100, so this only bounds its work. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The same limit as characters of a base64 data URL. */
export const IMAGE_DATA_URL_MAX_CHARS = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 32;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/**
 * An uploaded image as a data URL, or, where `kept` is given, the address of the image already
 * stored (the form sends back what it loaded: the image stays as it is). SVG is not accepted at all:
 * it can carry scripts, and a filter for them has always been bypassed. The server checks the bytes
 * again and redraws them.
 */
export const imageDataUrl = (kept?: RegExp) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .max(IMAGE_DATA_URL_MAX_CHARS, 'the image is larger than 2 MB')
      .refine((v) => IMAGE_DATA_URL.test(v) || (kept?.test(v) ?? false), 'PNG, JPEG, GIF or WebP only')
      .nullable(),
  );
