import type { Outlet, OutletValues } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRecord } from '../../lib/use-record';

/** Every outlet query key starts with this, so one invalidation refreshes lists, details and the lookup. */
const KEY = 'outlets';
const PATH = '/api/restooutlet';
/** The spec's pause between a save and the list refresh. */
const REFRESH_DELAY_MS = 500;

export interface OutletFilters {
  provinsi: string;
  outletname: string;
  /** '1' Yes, '0' No, '' ALL. */
  aktif: string;
  [key: string]: string;
}

export const outletList = listSource<Outlet>(KEY, PATH, { limit: 15, sortBy: 'outletname' });

export const useOutlet = (outletid: number | undefined) => useRecord<Outlet>(KEY, outletid, (id) => `${PATH}/${id}`);

type Saved = { message: string; outletid: number };

export function useSaveOutlet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OutletValues) => api.post<Saved>(PATH, values),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      setTimeout(() => queryClient.invalidateQueries({ queryKey: [KEY] }), REFRESH_DELAY_MS);
    },
    onError: (err) => notifyError(err),
  });
}

export function useDeleteOutlet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outletid: number) => api.delete<Saved>(`${PATH}/${outletid}`),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export const exportOutlets = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Resto-Outlet-List.xlsx', params);
