import { outletSchema, recordId } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

const activeFilter = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional());

export const outletListQuerySchema = listQuery(['outletname', 'outletcode', 'provinsi', 'maxdinetime', 'servicepc', 'pb1pc', 'aktif'], {
  sortBy: 'outletname',
  limit: 15,
}).extend({
  provinsi: optionalText,
  outletname: optionalText,
  aktif: activeFilter,
  /** The spec's name for the same filter (Yes '1', No '0', All ''); aktif wins when both are sent. */
  tblaktif: activeFilter,
});
export type OutletListQuery = z.infer<typeof outletListQuerySchema>;

export const outletIdParams = z.object({ outletid: recordId() });
export const outletListSchema = envelopeSchema(outletSchema);
export const savedSchema = z.object({ message: z.string(), outletid: z.number() });
