import { type PosCampaign, type PosMenu, prepareCampaigns } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { notifyWarning } from '../../lib/notify';
import * as D from './order-draft';
import { pickCampaign, promote, unpickCampaign } from './promotion-draft';

// Under 'campaigns', so a campaign saved in the back office on this browser refreshes the till.
export const posCampaignsKey = (outletid: number) => ['campaigns', 'pos', outletid] as const;

/**
 * The campaigns running today at the outlet, as the server's engine reads them; the outlet's push
 * refetches them when a campaign is saved (pos-state.tsx), the interval only covers a socket that is down.
 */
function usePosCampaigns(outletid: number) {
  return useQuery({
    queryKey: posCampaignsKey(outletid),
    queryFn: () => api.get<PosCampaign[]>('/api/restoorderho/campaign', { outletid }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The draft priced by the running campaigns, worked out again on every change of the draft, and the
 * cashier's picks of the campaigns that do not apply by themselves.
 */
export function usePromotions(
  draft: D.OrderDraft | null,
  outletid: number,
  menus: PosMenu[] | undefined,
  timeZone: string,
  update: (fn: (d: D.OrderDraft) => D.OrderDraft) => void,
) {
  const campaigns = usePosCampaigns(outletid);
  const prepared = useMemo(() => prepareCampaigns(campaigns.data ?? []), [campaigns.data]);
  const promoted = useMemo(
    () => (draft ? promote(draft, prepared, menus ?? [], timeZone, new Date(), D.isClosed(draft) || D.isFixed(draft)) : null),
    [draft, prepared, menus, timeZone],
  );
  const pick = (c: Pick<PosCampaign, 'campaignid' | 'campaignname'>) => {
    if (!draft) return;
    const result = pickCampaign(draft, c);
    if ('warning' in result) return notifyWarning(result.warning);
    update((d) => ({ ...d, campaignids: result.draft.campaignids, dirty: true }));
  };
  return {
    /** The draft with its lines priced: what the ticket and the totals show. */
    draft: draft && promoted ? { ...draft, lines: promoted.lines } : draft,
    applied: promoted?.applied ?? [],
    pickable: promoted?.pickable ?? [],
    pick,
    unpick: (campaignid: number) => update((d) => unpickCampaign(d, campaignid)),
    setVoucher: (voucherno: string) => update((d) => ({ ...d, voucherno, dirty: true })),
  };
}

export type Promotions = ReturnType<typeof usePromotions>;
