import { STANDARD_PRODUCTION_PAGE_SIZE, standardProductionRowSchema } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

export const SORTABLE = [
  'createdate',
  'stdrproductionname',
  'totalitems',
  'estimatedtotal',
  'totalyield',
  'weightperportion',
  'ttlnetto',
] as const;

export const recipeListQuerySchema = listQuery(SORTABLE, {
  sortBy: 'createdate',
  sortDir: 'desc',
  limit: STANDARD_PRODUCTION_PAGE_SIZE,
}).extend({
  /** Searches the name and the description. */
  searchtxt: optionalText,
});
export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

export const recipeExportQuerySchema = recipeListQuerySchema.omit({ page: true, limit: true });
export type RecipeExportQuery = z.output<typeof recipeExportQuerySchema>;

export const recipeListSchema = envelopeSchema(standardProductionRowSchema);
export const recipeKeyParams = z.object({ stdrproductionkey: z.uuid() });
export const recipePrintQuerySchema = z.object({ key: z.uuid() });
export const recipeSavedSchema = z.object({ message: z.string(), stdrproductionkey: z.string() });
