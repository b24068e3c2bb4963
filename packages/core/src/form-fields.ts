import { z } from 'zod';
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

export const requiredText = (max = 200) => z.string().trim().min(1, 'required').max(max);
export const optionalText = (max = 200) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
export const textWithDefault = (fallback: string, max = 50) =>
  z.preprocess(blankToUndefined, z.string().trim().min(1).max(max).default(fallback));
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
export const optionalId = () => z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
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
