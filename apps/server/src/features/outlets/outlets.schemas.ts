import { outletSchema } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

export const outletListQuerySchema = listQuery(['outletname', 'outletcode', 'provinsi', 'maxdinetime', 'servicepc', 'pb1pc', 'aktif'], {
  sortBy: 'outletname',
  limit: 15,
}).extend({
  provinsi: optionalText,
  outletname: optionalText,
  aktif: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
});
export type OutletListQuery = z.infer<typeof outletListQuerySchema>;

export const outletIdParams = z.object({ outletid: z.coerce.number().int().positive() });
export const outletListSchema = envelopeSchema(outletSchema);
export const savedSchema = z.object({ message: z.string(), outletid: z.number() });
