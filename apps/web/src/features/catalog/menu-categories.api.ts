import type { MenuCategory, MenuCategoryValues } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

/** Every category query key starts with this; menus show category names, so a change refreshes them too. */
export const CATEGORY_KEY = 'menu-categories';
const PATH = '/api/restomenucategory';
const NO_FILTERS = {};

export const useCategoryList = (filters: Record<string, string> = NO_FILTERS, limit = 15) =>
  useListQuery<MenuCategory>(CATEGORY_KEY, PATH, filters, { limit, sortBy: 'nourut' });

type Saved = { message: string; categid: string };

/** Insert, or update by key (the code before the edit) when one is given. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, data }: { key?: string; data: MenuCategoryValues }) =>
      key === undefined ? api.post<Saved>(PATH, data) : api.put<Saved>(`${PATH}/update`, { key, data }),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      queryClient.invalidateQueries({ queryKey: [CATEGORY_KEY] });
      queryClient.invalidateQueries({ queryKey: ['menus'] });
    },
    onError: (err) => notifyError(err),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categid: string) => api.delete<Saved>(`${PATH}/${encodeURIComponent(categid)}`),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [CATEGORY_KEY] });
    },
    onError: (err) => notifyError(err),
  });
}
