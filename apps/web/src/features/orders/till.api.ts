import type { OpenOrder, PaperMm, PrebillResult } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const BASE = '/api/restoorderho';

export const tillKeys = {
  open: (outletid: number, search: string) => ['pos', 'open', outletid, search] as const,
  noteChips: (outletid: number) => ['pos', 'notechips', outletid] as const,
};

/** The outlet's quick note chips (its own, or the defaults until it sets some). */
export function useNoteChips(outletid: number) {
  return useQuery({
    queryKey: tillKeys.noteChips(outletid),
    queryFn: () => api.get<string[]>(`${BASE}/notechips`, { outletid }),
    staleTime: 5 * 60_000,
  });
}

/** The outlet's open orders for the panel, oldest first; fresh whenever the panel opens. */
export function useOpenOrders(outletid: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: tillKeys.open(outletid, search),
    queryFn: () => api.get<OpenOrder[]>(`${BASE}/open`, { outletid, search }),
    enabled,
    staleTime: 0,
    refetchInterval: enabled ? 15_000 : false,
  });
}

export const tillApi = {
  cancel: (orderkey: string, reason: string) => api.post<{ message: string }>(`${BASE}/${encodeURIComponent(orderkey)}/cancel`, { reason }),
  saveNoteChips: (outletid: number, chips: string[]) => api.put<string[]>(`${BASE}/notechips`, { outletid, chips }),
  prebill: (orderkey: string, width: PaperMm) => api.post<PrebillResult>(`${BASE}/${encodeURIComponent(orderkey)}/prebill?width=${width}`),
};
