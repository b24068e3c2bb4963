import { z } from 'zod';

/** Forms send '' for an untouched field; these helpers turn that into "absent" before validating. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const requiredText = (max = 200) => z.string().trim().min(1, 'required').max(max);
export const optionalText = (max = 200) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
export const textWithDefault = (fallback: string, max = 50) =>
  z.preprocess(blankToUndefined, z.string().trim().min(1).max(max).default(fallback));
export const percent = () => z.preprocess(blankToUndefined, z.coerce.number().min(0).max(100).default(0));
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
/** An uploaded image as a data URL; the server checks its bytes again. */
export const imageDataUrl = (maxChars = 400_000) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .max(maxChars, 'image too large')
      .regex(/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, 'must be an image')
      .nullable(),
  );
