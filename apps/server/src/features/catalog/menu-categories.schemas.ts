import { menuCategorySchema } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

export const categoryListQuerySchema = listQuery(['nourut', 'categid', 'categname'], {
  sortBy: 'nourut',
  limit: 15,
  maxLimit: 1000,
}).extend({
  /** The lookup's search box: matches the code or the name. */
  categname: optionalText,
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryIdParams = z.object({ categid: z.string().trim().min(1).max(20) });
export const categoryListSchema = envelopeSchema(menuCategorySchema);
export const categorySavedSchema = z.object({ message: z.string(), categid: z.string() });
