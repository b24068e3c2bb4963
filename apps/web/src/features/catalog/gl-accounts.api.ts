import type { GlAccount, GlAccountValues } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';

/** The same key as the shell's GL account lookup, so a change here refreshes it too. */
const KEY = 'glaccount';
const PATH = '/api/glaccount';

export interface GlAccountFilters {
  tahun: string;
  kodeacc: string;
  namaacc: string;
  [key: string]: string;
}

export const useGlAccountList = (filters: GlAccountFilters) =>
  useListQuery<GlAccount>(KEY, PATH, filters, { limit: 20, sortBy: 'kodeacc' });

type Saved = { message: string; kodeacc: string; tahun: number };

export function useSaveGlAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: GlAccountValues) => api.post<Saved>(PATH, values),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export function useDeleteGlAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: GlAccount) => api.delete<Saved>(`${PATH}/${a.tahun}/${encodeURIComponent(a.kodeacc)}`),
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export const exportGlAccounts = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, `Chart-of-Accounts-${params.tahun || 'year'}.xlsx`, params);
