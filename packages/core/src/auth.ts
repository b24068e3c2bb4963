import { z } from 'zod';
import { plainText } from './form-fields.js';
import { USER_GROUPS } from './permissions.js';

export const loginSchema = z.object({
  username: plainText().min(1).max(100),
  password: z.string().min(1).max(200),
});

/** The profile values the spec's screens read from the signed-in user. */
export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  group: z.enum(USER_GROUPS),
  compcode: z.string(),
  company: z.string(),
  outletid: z.number().nullable(),
  outletname: z.string().nullable(),
  matauang: z.string(),
  tglaktif: z.string(),
  awalbln: z.number(),
  /** The business time zone (the server's SAJI_TIMEZONE): screens show dates and times on its clock. */
  timezone: z.string(),
  /** Hours the till may sell on this profile, cached, while the server is unreachable (the company's setting). */
  offlinehours: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;
