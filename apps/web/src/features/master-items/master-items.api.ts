import type { MasterItem, MasterItemValues } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { ApiError, api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { type Translate, useT } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useWrite } from '../../lib/use-write';
import { text } from './master-items.text';

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

export const itemList = listSource<MasterItem>(KEY, PATH, { limit: 20, sortBy: 'itemname' });

type Saved = { message: string; itemno: number };

export const useSaveItem = () => useWrite([KEY], (values: MasterItemValues) => api.post<Saved>(PATH, values));
export const useDeleteItem = () => useWrite([KEY], (itemno: number) => api.delete<Saved>(`${PATH}/${itemno}`));

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An import refused for some rows names each of them: 'Row 3: partnumber required'. */
function withRows(err: unknown, t: Translate): unknown {
  if (!(err instanceof ApiError)) return err;
  const rows = (err.details ?? []) as { row?: number; field: string; message: string }[];
  if (!rows.some((d) => d.row)) return err;
  return `${err.message} ${rows.map((d) => t(text.importRows, { row: d.row ?? '', field: d.field, message: d.message })).join('; ')}`;
}

/** Sends an .xlsx base64 inside JSON: writes stay JSON-only for the CSRF rule. */
export function useImportItems() {
  const t = useT();
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
    onError: (err) => notifyError(withRows(err, t), { long: true }),
  });
}

export const exportItems = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Master-Item-List.xlsx', params);
