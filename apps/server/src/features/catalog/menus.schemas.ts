import { menuRowSchema, recordId } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalText, sortParam } from '../../platform/list-query.js';

export const MENU_SORTABLE = [
  'menuname',
  'menucode',
  'menusize',
  'hargajualstd',
  'kenapajakstd',
  'categname',
  'salesacc',
  'modified',
  'menuid',
] as const;

const menuFilters = {
  menuname: optionalText,
  /** The category code picked in the lookup. */
  menucateg: optionalText,
  categname: optionalText,
  /** Lists without the image column: the lookup's 'add all menus' asks for thousands of rows. */
  noimage: z.preprocess((v) => v === '1' || v === 'true', z.boolean()).optional(),
  /** The spec's menu lookup sorts with one word (orders-and-pos.md, "Menu lookup"). */
  sort: sortParam(MENU_SORTABLE),
};

// 'Add all menus' in the menu lookup lists with limit 10000, so the cap is that, not the usual 100.
export const menuListQuerySchema = listQuery(MENU_SORTABLE, { sortBy: 'menuname', limit: 10, maxLimit: 10_000 }).extend(menuFilters);
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;

export const menuExportQuerySchema = menuListQuerySchema.omit({ page: true, limit: true, noimage: true });
export type MenuExportQuery = z.infer<typeof menuExportQuerySchema>;

export const menuIdParams = z.object({ menuid: recordId() });
/** `v` is the picture's version as its address names it (menuImageUrl). */
export const menuImageQuery = z.object({ v: z.string().max(64).optional() });
export const menuListSchema = envelopeSchema(menuRowSchema);
export const menuSavedSchema = z.object({ message: z.string(), menuid: z.number() });
