import { glAccountSchema, plainText } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalInt, optionalText } from '../../platform/list-query.js';

export const glAccountListQuerySchema = listQuery(['kodeacc', 'namaacc'], { sortBy: 'kodeacc', limit: 20, maxLimit: 1000 }).extend({
  /** The fiscal year; absent means the year of the user's active date. */
  tahun: optionalInt,
  kodeacc: optionalText,
  namaacc: optionalText,
});
export type GlAccountListQuery = z.infer<typeof glAccountListQuerySchema>;

export const glAccountParams = z.object({ tahun: z.coerce.number().int().min(1900).max(9999), kodeacc: plainText().min(1).max(20) });
export const glAccountListSchema = envelopeSchema(glAccountSchema);
export const glAccountSavedSchema = z.object({ message: z.string(), kodeacc: z.string(), tahun: z.number() });
