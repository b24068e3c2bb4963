import { IconDiscount } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** Campaign/Promo Policy list (salesresto.admincampaign) and form (salesresto.admincampaignfrm). */
export const routes: RouteObject[] = [
  { path: 'campaigns', lazy: () => import('./campaigns-page').then((m) => ({ Component: m.CampaignsPage })) },
  // 'new' adds a campaign; a number edits that campaign (or shows it, for users who may not write).
  { path: 'campaigns/:campaignid', lazy: () => import('./campaign-form-page').then((m) => ({ Component: m.CampaignFormPage })) },
];

const item = navArea('masterdata', 'campaigns.read');

export const navItems: NavItem[] = [item('/campaigns', 'Kampanye/Promo', 'Campaigns', IconDiscount)];
