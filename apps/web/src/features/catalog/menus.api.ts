import type { MenuDetail, MenuModifiers, MenuModifiersValues, MenuRow, MenuValues } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api, type ListEnvelope } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useRecord } from '../../lib/use-record';
import { useWrite } from '../../lib/use-write';

/** Every menu query key starts with this, so one invalidation refreshes lists, details and lookups. */
export const MENU_KEY = 'menus';
/** The key of the till's modifier groups (the POS reads them with its menus). */
const POS_MODIFIERS_KEY = 'pos-modifiers';
const PATH = '/api/restomenu';
/** 'Add all menus' in the lookup lists everything with this limit (spec). */
export const ALL_MENUS_LIMIT = 10_000;

export interface MenuFilters {
  menucateg: string;
  menuname: string;
  categname: string;
  [key: string]: string;
}

export const menuList = listSource<MenuRow>(MENU_KEY, PATH, { limit: 10, sortBy: 'menuname' });
/** The lookup shows 5 rows by default (spec). */
export const menuLookupList = listSource<MenuRow>(MENU_KEY, PATH, { limit: 5, sortBy: 'menuname' });

export const useMenu = (menuid: number | undefined) => useRecord<MenuDetail>(MENU_KEY, menuid, (id) => `${PATH}/detail/${id}`);

/** Every menu matching the filters, without images: what 'Add all menus' hands over. */
export const fetchAllMenus = (filters: Partial<MenuFilters>) =>
  api.get<ListEnvelope<MenuRow>>(PATH, { ...filters, page: 1, limit: ALL_MENUS_LIMIT, sortBy: 'menuname', noimage: 1 }).then((r) => r.list);

type Saved = { message: string; menuid: number };

export const useSaveMenu = () => useWrite([MENU_KEY], (values: MenuValues) => api.post<Saved>(PATH, values));
export const useDeleteMenu = () => useWrite([MENU_KEY], (menuid: number) => api.delete<Saved>(`${PATH}/${menuid}`));

export const exportMenus = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Resto-Menu-List.xlsx', params);

/** A menu's modifier groups (Size, Topping...) with their options. */
export const useMenuModifiers = (menuid: number) =>
  useQuery({
    queryKey: [MENU_KEY, 'modifiers', menuid],
    queryFn: () => api.get<MenuModifiers>(`${PATH}/modifiers/${menuid}`),
  });

// The till's own list of groups sits under its key, so a save here refreshes an open till too.
export const useSaveMenuModifiers = () =>
  useWrite([MENU_KEY, POS_MODIFIERS_KEY], (values: MenuModifiersValues) => api.post<Saved>(`${PATH}/modifiers`, values));
