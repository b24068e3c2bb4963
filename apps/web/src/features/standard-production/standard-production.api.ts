import {
  type MasterItem,
  type StandardProductionDetail,
  type StandardProductionRow,
  type StandardProductionValues,
  standardProductionExportFile,
} from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api, type ListEnvelope } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useWrite } from '../../lib/use-write';

export type { MasterItem, StandardProductionDetail, StandardProductionRow };

const KEY = 'standardproduction';
const PATH = '/api/standardproduction';

export const recipeList = listSource<StandardProductionRow>(KEY, PATH, { limit: 15, sortBy: 'createdate', sortDir: 'desc' });

export const useRecipe = (key: string | undefined) =>
  useQuery({
    queryKey: [KEY, 'detail', key],
    queryFn: () => api.get<StandardProductionDetail>(`${PATH}/detail/${key}`),
    enabled: !!key,
  });

type Saved = { message: string; stdrproductionkey: string };
export const useSaveRecipe = () => useWrite([KEY], (body: StandardProductionValues) => api.post<Saved>(PATH, body));
export const useDeleteRecipe = () => useWrite([KEY], (key: string) => api.delete<Saved>(`${PATH}/standard-production/${key}`));

export const exportRecipes = (params: Record<string, string | number | undefined>, today: string) =>
  downloadFile(`${PATH}/exporttoexcell`, standardProductionExportFile(today), params);

export const printRecipe = (key: string) => api.get<{ id: string }>(`${PATH}/print`, { key });

interface MenuOption {
  menuid: number;
  menuname: string;
}
/** The company's menus, to link a recipe to the menu whose portions it makes. */
export const useMenuOptions = () =>
  useQuery({
    queryKey: ['menus', 'options'],
    queryFn: () => api.get<ListEnvelope<MenuOption>>('/api/restomenu', { limit: 2000, noimage: 1, sortBy: 'menuname' }),
    staleTime: 60_000,
  });
