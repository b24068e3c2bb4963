import type { CampaignDetail, CampaignRow, CampaignValues } from '@saji/core';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useRecord } from '../../lib/use-record';
import { useWrite } from '../../lib/use-write';

/** Every campaign query key starts with this, so a save refreshes the list, the details and the POS's copy. */
export const CAMPAIGN_KEY = 'campaigns';
const PATH = '/api/restocampaign';

export interface CampaignFilters {
  tgl1: string;
  tgl2: string;
  outletid: string;
  outletname: string;
  campaignname: string;
  aktif: string;
  [key: string]: string;
}

export const campaignList = listSource<CampaignRow>(CAMPAIGN_KEY, PATH, { limit: 10, sortBy: 'startdate', sortDir: 'desc' });

export const useCampaign = (campaignid: number | undefined) =>
  useRecord<CampaignDetail>(CAMPAIGN_KEY, campaignid, (id) => `${PATH}/detail/${id}`);

type Saved = { message: string; campaignid: number };

export const useSaveCampaign = () => useWrite([CAMPAIGN_KEY], (values: CampaignValues) => api.post<Saved>(PATH, values));
export const useDeleteCampaign = () => useWrite([CAMPAIGN_KEY], (campaignid: number) => api.delete<Saved>(`${PATH}/${campaignid}`));

export const exportCampaigns = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Resto-Campaign-List.xlsx', params);
