import { outletUserSchema, plainText } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

export const userListQuerySchema = listQuery(['username', 'full_name', 'outletname', 'usergroup', 'company'], {
  sortBy: 'username',
  limit: 15,
}).extend({
  /** The User Name filter: part of the login name or the full name. */
  username: optionalText,
  /** The Company Name filter. */
  company: optionalText,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserFilters = Omit<UserListQuery, 'page' | 'limit'>;

export const userListSchema = envelopeSchema(outletUserSchema);
export const usernameParams = z.object({ username: plainText().min(1).max(100) });
export const messageSchema = z.object({ message: z.string() });
export const setPasswordSchema = z.object({ setpasswordurl: z.string(), setuplinkhours: z.number() });
