import {
  PRODUCTION_EXPORT_FILE,
  PRODUCTION_PAGE_SIZE,
  type ProductionDetail,
  type ProductionRow,
  type ProductionValues,
  SAVE_ISSUED_ERROR,
  type StandardProductionRow,
} from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';

export type { ProductionDetail, ProductionRow, StandardProductionRow };

const KEY = 'production';
const PATH = '/api/production';

/** The list's filter: the outlet and the period (both dates required). */
export type ProductionFilter = {
  outletid: string;
  outletname: string;
  tgl1: string;
  tgl2: string;
};

/** The list, asked for when Process is pressed; its meta carries the period's total cost. */
export const productionList = listSource<ProductionRow, { ttlnetto: number }>(KEY, PATH, {
  limit: PRODUCTION_PAGE_SIZE,
  sortBy: 'productioncode',
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
