import type { GlAccount, GlAccountValues } from '@saji/core';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useWrite } from '../../lib/use-write';

/** The same key as the shell's GL account lookup, so a change here refreshes it too. */
const KEY = 'glaccount';
const PATH = '/api/glaccount';

export interface GlAccountFilters {
  tahun: string;
  kodeacc: string;
  namaacc: string;
  [key: string]: string;
}

export const glAccountList = listSource<GlAccount>(KEY, PATH, { limit: 20, sortBy: 'kodeacc' });

type Saved = { message: string; kodeacc: string; tahun: number };

export const useSaveGlAccount = () => useWrite([KEY], (values: GlAccountValues) => api.post<Saved>(PATH, values));
export const useDeleteGlAccount = () =>
  useWrite([KEY], (a: GlAccount) => api.delete<Saved>(`${PATH}/${a.tahun}/${encodeURIComponent(a.kodeacc)}`));

export const exportGlAccounts = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, `Chart-of-Accounts-${params.tahun || 'year'}.xlsx`, params);
