import type { MasterItem, MasterItemValues } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';

const KEY = 'items';
const PATH = '/api/item';

export interface ItemFilters {
  itemcode: string;
  itemname: string;
  headcategory: string;
  /** '1' services, '0' materials, '' both. */
  jasa: string;
  [key: string]: string;
}

export const useItemList = (filters: ItemFilters) => useListQuery<MasterItem>(KEY, PATH, filters, { limit: 20, sortBy: 'itemname' });

type Saved = { message: string; itemno: number };

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MasterItemValues) => api.post<Saved>(PATH, values),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemno: number) => api.delete<Saved>(`${PATH}/${itemno}`),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Sends an .xlsx base64 inside JSON: writes stay JSON-only for the CSRF rule. */
export function useImportItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      api.post<{ message: string; inserted: number; updated: number }>(`${PATH}/import`, {
        filename: file.name,
        file: await readAsBase64(file),
      }),
    onSuccess: (result) => {
      notifySuccess(result.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err, { long: true }),
  });
}

export const exportItems = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Master-Item-List.xlsx', params);
