import {
  PRODUCTION_EXPORT_FILE,
  type ProductionDetail,
  type ProductionRow,
  type ProductionValues,
  SAVE_ISSUED_ERROR,
  type StandardProductionRow,
} from '@saji/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';

export type { ProductionDetail, ProductionRow, StandardProductionRow };

const KEY = 'production';
const PATH = '/api/production';

/** The list's filter: the outlet and the period (both dates required). */
export interface ProductionFilter {
  outletid: string;
  outletname: string;
  tgl1: string;
  tgl2: string;
}

export interface ProductionPage {
  filter: ProductionFilter;
  page: number;
  limit: number;
  sortBy: string;
  sortDir: 'asc' | 'desc';
}

interface ProductionList {
  meta: { total: number; ttlnetto: number };
  list: ProductionRow[];
}

/** The list, asked for when Process is pressed (null before). */
export const useProductionList = (request: ProductionPage | null) =>
  useQuery({
    queryKey: [KEY, 'list', request],
    queryFn: () => {
      const { filter, ...paging } = request as ProductionPage;
      return api.get<ProductionList>(PATH, { outletid: filter.outletid, tgl1: filter.tgl1, tgl2: filter.tgl2, ...paging });
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

export const useProduction = (key: string | undefined) =>
  useQuery({ queryKey: [KEY, 'detail', key], queryFn: () => api.get<ProductionDetail>(`${PATH}/detail/${key}`), enabled: !!key });

export const exportProductions = (f: ProductionFilter) =>
  downloadFile(`${PATH}/exportxls`, PRODUCTION_EXPORT_FILE, { outletid: f.outletid, tgl1: f.tgl1, tgl2: f.tgl2 });

/** Saves inventory issued; a failure shows under the spec's 'Save Inventory Issued Error'. */
export function useSaveProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductionValues) => api.post<{ message: string; productionkey: string; productioncode: string }>(PATH, body),
    onSuccess: (saved) => {
      notifySuccess(`${saved.message}: ${saved.productioncode}`);
      void queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err, { title: SAVE_ISSUED_ERROR }),
  });
}
