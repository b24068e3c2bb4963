import type { KitchenJob, KitchenReady, KitchenSetting, KitchenSettingInput, KitchenTimeRow, KitchenView } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ListEnvelope } from '../../lib/api';
import { notifyError } from '../../lib/notify';

export type { KitchenReady, KitchenSetting, KitchenTimeRow, KitchenView } from '@saji/core';

export const kitchenKeys = {
  all: ['kitchen'] as const,
  view: (outletid: number, station: string) => ['kitchen', 'view', outletid, station] as const,
  // Under the POS's table-board key: the push that refreshes the board (order saved, items bumped)
  // refreshes the ready markers with it, without a socket of their own.
  ready: (outletid: number | null | undefined) => ['pos', 'tables', outletid, 'kitchenready'] as const,
  setting: (outletid: number) => ['kitchen', 'setting', outletid] as const,
};

/** The screen's cards; the outlet's push refetches them, the interval only covers a socket that is down. */
export function useKitchenView(outletid: number, station: string) {
  return useQuery({
    queryKey: kitchenKeys.view(outletid, station),
    queryFn: () => api.get<KitchenView>('/api/restoorderho/kitchenview', { outletid, station }),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** Bump or recall: the answer is the items' new state, and the view is fetched again at once. */
export function useKitchenAction(kind: 'bump' | 'recall') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ list: KitchenJob[] }>(`/api/restoorderho/kitchenjob/${kind}`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
    onError: (err) => notifyError(err),
  });
}

/** Which items of the outlet's open orders the kitchen has bumped (the POS's ready markers). */
export function useKitchenReady(outletid: number | null | undefined) {
  return useQuery({
    queryKey: kitchenKeys.ready(outletid),
    queryFn: () => api.get<KitchenReady[]>('/api/restoorderho/kitchenready', { outletid }),
    enabled: !!outletid,
    refetchInterval: 30_000,
  });
}

export function useKitchenSetting(outletid: number, enabled: boolean) {
  return useQuery({
    queryKey: kitchenKeys.setting(outletid),
    queryFn: () => api.get<KitchenSetting>('/api/restokitchen/setting', { outletid }),
    enabled,
  });
}

export function useSaveKitchenSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: KitchenSettingInput) => api.post<KitchenSetting>('/api/restokitchen/setting', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
    onError: (err) => notifyError(err),
  });
}

export function useKitchenTimes(query: { tgl1: string; tgl2: string; outletid?: number } | null) {
  return useQuery({
    queryKey: ['kitchen', 'times', query],
    queryFn: () => api.get<ListEnvelope<KitchenTimeRow>>('/api/restokitchen/tickettime', query ?? undefined),
    enabled: query !== null,
    retry: false,
  });
}
