import { type CampaignDetail, type CampaignMenu, type CampaignOutlet, campaignPreview } from '@saji/core';

/** What the campaign form's inputs hold; the shared schema turns it into the wire shape. */
export interface CampaignFormValues {
  campaignid: number | undefined;
  campaignname: string;
  campaigndesc: string;
  startdate: string;
  enddate: string;
  autoapply: boolean;
  starttime: number | string;
  endtime: number | string;
  ordertypes: string[];
  /** '1' free item, '0' discount (a segmented control's value). */
  freeitem: '0' | '1';
  freeqty: number | string;
  discpc: number | string;
  termapply: boolean;
  /** '1' a quantity of the term menus, '0' a shopping total. */
  term4menu: '0' | '1';
  termqty: number | string;
  termtotal: number | string;
  termapplymulti: boolean;
  aktif: boolean;
  outlets: CampaignOutlet[];
  menus: CampaignMenu[];
  menuterm: CampaignMenu[];
}

/**
 * How many days a new campaign runs, its first day counted: a month of trading. Ending on the day it
 * starts made a campaign saved late in the evening run for minutes (docs/decisions.md).
 */
export const CAMPAIGN_DEFAULT_DAYS = 30;

/** The calendar day `days` after an ISO date (YYYY-MM-DD), on the calendar alone (no clock, no zone). */
function dayAfter(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function formValuesOf(d: CampaignDetail | undefined, today: string): CampaignFormValues {
  const h = d?.header;
  return {
    campaignid: h?.campaignid,
    campaignname: h?.campaignname ?? '',
    campaigndesc: h?.campaigndesc ?? '',
    startdate: h?.startdate ?? today,
    enddate: h?.enddate ?? dayAfter(today, CAMPAIGN_DEFAULT_DAYS - 1),
    autoapply: h ? h.autoapply === 1 : true,
    starttime: h?.starttime ?? 0,
    endtime: h?.endtime ?? 24,
    ordertypes: h ? h.ordertypes.split(',').filter(Boolean) : [],
    freeitem: h?.freeitem === 1 ? '1' : '0',
    freeqty: h?.freeqty || '',
    discpc: h && h.freeitem !== 1 ? h.discpc : '',
    termapply: h ? h.termapply === 1 : false,
    term4menu: h && h.term4menu === 0 && h.termapply === 1 ? '0' : '1',
    termqty: h?.termqty || '',
    termtotal: h?.termtotal || '',
    termapplymulti: h?.termapplymulti === 1,
    aktif: h ? h.aktif === '1' : true,
    outlets: d?.outlets ?? [],
    menus: d?.menus ?? [],
    menuterm: d?.menuterm ?? [],
  };
}

const num = (v: number | string) => (v === '' ? 0 : Number(v));
const menuName = (m: CampaignMenu) => [m.menuname, m.menusize && m.menusize !== 'R' ? m.menusize : ''].filter(Boolean).join(' ');

/** The rule in plain words, from what the form holds now. */
export function previewOf(v: CampaignFormValues, lang: 'id' | 'en'): string {
  const termapply = v.termapply ? 1 : 0;
  return campaignPreview(
    {
      termapply,
      term4menu: Number(v.term4menu),
      termqty: num(v.termqty),
      termtotal: num(v.termtotal),
      freeitem: Number(v.freeitem),
      freeqty: num(v.freeqty),
      discpc: v.freeitem === '1' ? 100 : num(v.discpc),
      termapplymulti: v.termapplymulti ? 1 : 0,
      starttime: num(v.starttime),
      endtime: num(v.endtime),
      autoapply: v.autoapply ? 1 : 0,
      ordertypes: v.ordertypes.join(','),
    },
    { outlets: v.outlets.map((o) => o.outletname), menus: v.menus.map(menuName), menuterm: v.menuterm.map(menuName) },
    lang,
  );
}
