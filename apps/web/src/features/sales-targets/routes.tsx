import { IconTarget, IconTargetArrow } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/**
 * Sales targets: the year's targets (Restaurant Sales Target), their form (the spec's
 * salesresto.admintargetfrm, by year) and Target vs Realization.
 */
export const routes: RouteObject[] = [
  { path: '/targets', lazy: () => import('./target-list-page').then((m) => ({ Component: m.TargetListPage })) },
  { path: '/targets/form/:tahun', lazy: () => import('./target-form-page').then((m) => ({ Component: m.TargetFormPage })) },
  { path: '/target-realization', lazy: () => import('./realization-page').then((m) => ({ Component: m.RealizationPage })) },
];

const item = navArea('targets', 'reports.read');

export const navItems: NavItem[] = [
  item('/targets', 'Target Penjualan', 'Sales target', IconTarget),
  item('/target-realization', 'Target vs Realisasi', 'Target vs Realization', IconTargetArrow),
];
