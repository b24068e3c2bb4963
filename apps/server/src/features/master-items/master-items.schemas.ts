import { masterItemSchema, recordId } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

export const itemListQuerySchema = listQuery(['partnumber', 'itemname', 'invunitom', 'itemcategory', 'headcategory', 'jasa', 'lastprice'], {
  sortBy: 'itemname',
  limit: 20,
  maxLimit: 1000,
}).extend({
  /** The spec's item list call names the part number itemcode; partnumber is accepted too. */
  itemcode: optionalText,
  partnumber: optionalText,
  itemname: optionalText,
  headcategory: optionalText,
  jasa: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

export const itemExportQuerySchema = itemListQuerySchema.omit({ page: true, limit: true });
export type ItemExportQuery = z.output<typeof itemExportQuerySchema>;
export const itemParams = z.object({ itemno: recordId() });
export const itemListSchema = envelopeSchema(masterItemSchema);
export const itemSavedSchema = z.object({ message: z.string(), itemno: z.number() });
export const itemImportResultSchema = z.object({ message: z.string(), inserted: z.number(), updated: z.number() });
