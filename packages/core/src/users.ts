import { z } from 'zod';
import { INT32_MAX } from './form-fields.js';
import { USER_GROUPS } from './permissions.js';

/** The groups an outlet user can be given (the form's radio); admins are the company's head office. */
export const OUTLET_USER_GROUPS = ['manager', 'cashier'] as const;
export type OutletUserGroup = (typeof OUTLET_USER_GROUPS)[number];

/** A sign-in name: lowercase, so two people never differ by case only; unique within its company; never an '@' (sign-in reads `name@COMPANY`). */
export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(50)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Use lowercase letters, digits, dots, dashes or underscores.');

/**
 * The username the form proposes for an employee: the company code and the employee ID, lowercase,
 * e.g. saji.emp-0004. The NIK is unique within its company, so it never clashes.
 */
export function usernameFor(compcode: string, crewnik: string): string {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${clean(compcode)}.${clean(crewnik)}`.slice(0, 50);
}

/** A row of the List of User: never a password, a hash or a setup token. */
export const outletUserSchema = z.object({
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Null for an admin, who is not bound to an outlet. */
  outletid: z.number().nullable(),
  outletcode: z.string().nullable(),
  outletname: z.string().nullable(),
  company: z.string(),
  compcode: z.string(),
  usergroup: z.enum(USER_GROUPS),
  /** 0 active, 1 inactive. */
  isdeleted: z.number(),
  crewkey: z.number().nullable(),
  crewnik: z.string().nullable(),
});
export type OutletUser = z.infer<typeof outletUserSchema>;

export const outletUserCreateSchema = z.object({
  crewkey: z.number().int().positive().max(INT32_MAX),
  username: usernameSchema,
  outletid: z.number().int().positive().max(INT32_MAX),
  usergroup: z.enum(OUTLET_USER_GROUPS),
});
export type OutletUserCreate = z.infer<typeof outletUserCreateSchema>;

export const outletUserUpdateSchema = z.object({
  outletid: z.number().int().positive().max(INT32_MAX),
  usergroup: z.enum(OUTLET_USER_GROUPS).optional(),
  isdeleted: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type OutletUserUpdate = z.infer<typeof outletUserUpdateSchema>;

export const setPasswordUrlSchema = z.object({
  message: z.string(),
  username: z.string(),
  setpasswordurl: z.string(),
  /** How many hours the link works (the company's setting). */
  setuplinkhours: z.number(),
});

/** How long a set-password link works unless the company's admin sets otherwise. */
export const DEFAULT_SETUP_LINK_HOURS = 24;
/** A week at most: a link is a password for anyone who holds it until it is used. */
export const MAX_SETUP_LINK_HOURS = 168;
/** The company's user settings (Manage Team), set by an admin. */
/** How long a till keeps selling on its cached session with the server unreachable, unless the admin sets otherwise. */
export const DEFAULT_OFFLINE_HOURS = 12;
/** The server takes an offline order up to 72 hours old: a session kept longer could only sell refused orders. */
export const MAX_OFFLINE_HOURS = 72;
export const userSettingsSchema = z.object({
  setuplinkhours: z.coerce.number().int().min(1).max(MAX_SETUP_LINK_HOURS),
  offlinehours: z.coerce.number().int().min(1).max(MAX_OFFLINE_HOURS),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
/** A save names what it changes: a client that knows only the link hours leaves the offline hours as they are. */
export const userSettingsInputSchema = userSettingsSchema.partial({ offlinehours: true });
export type UserSettingsInput = z.infer<typeof userSettingsInputSchema>;

/** The delete modal's words (spec, List of User). */
export const userDeleteQuestion = (name: string) => `${name} will be permanently deleted! Warning: You can't undo this action.`;
