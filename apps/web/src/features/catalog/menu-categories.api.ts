import type { MenuCategory, MenuCategoryValues } from '@saji/core';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/use-write';
import { MENU_KEY } from './menus.api';

/** Every category query key starts with this; menus show category names, so a change refreshes them too. */
export const CATEGORY_KEY = 'menu-categories';
const PATH = '/api/restomenucategory';

export const categoryList = listSource<MenuCategory>(CATEGORY_KEY, PATH, { limit: 15, sortBy: 'nourut' });
/** The lookup pages 20 (spec). */
export const categoryLookupList = listSource<MenuCategory>(CATEGORY_KEY, PATH, { limit: 20, sortBy: 'nourut' });

type Saved = { message: string; categid: string };

/** Insert, or update by key (the code before the edit) when one is given. */
export const useSaveCategory = () =>
  useWrite([CATEGORY_KEY, MENU_KEY], ({ key, data }: { key?: string; data: MenuCategoryValues }) =>
    key === undefined ? api.post<Saved>(PATH, data) : api.put<Saved>(`${PATH}/update`, { key, data }),
  );
export const useDeleteCategory = () =>
  useWrite([CATEGORY_KEY], (categid: string) => api.delete<Saved>(`${PATH}/${encodeURIComponent(categid)}`));
