import { AUDIT_ACTIONS, auditRowSchema } from '@saji/core';
import { z } from 'zod';
import { optionalInt, optionalText } from '../../platform/list-query.js';

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
// Years PostgreSQL and a person both read as dates: year 0 or 99999 would be a database error, not a filter.
const date = z.preprocess(
  blank,
  z.iso
    .date()
    .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'not a date')
    .optional(),
);

/** The audit log's filters; newest first, always (the indexes read that way). */
export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  tgl1: date,
  tgl2: date,
  username: optionalText,
  action: z.preprocess(blank, z.enum(AUDIT_ACTIONS).optional()),
  outletid: optionalInt,
  objectkey: optionalText,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditFilters = Omit<AuditListQuery, 'page' | 'limit'>;

/** meta.more: the count stopped at its cap (AUDIT_COUNT_CAP) and more rows match. */
export const auditListSchema = z.object({
  meta: z.object({ total: z.number(), more: z.boolean().optional() }),
  list: z.array(auditRowSchema),
});
