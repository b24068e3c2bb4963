import { IconTarget, IconTargetArrow } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/**
 * Sales targets: the year's targets (Restaurant Sales Target), their form (the spec's
 * salesresto.admintargetfrm, by year) and Target vs Realization.
 */
export const routes: RouteObject[] = [
  { path: '/targets', lazy: () => import('./target-list-page').then((m) => ({ Component: m.TargetListPage })) },
  { path: '/targets/form/:tahun', lazy: () => import('./target-form-page').then((m) => ({ Component: m.TargetFormPage })) },
  { path: '/target-realization', lazy: () => import('./realization-page').then((m) => ({ Component: m.RealizationPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'targets',
    path: '/targets',
    label: { id: 'Target Penjualan', en: 'Sales target' },
    permission: 'reports.read',
    icon: IconTarget,
  },
  {
    area: 'targets',
    path: '/target-realization',
    label: { id: 'Target vs Realisasi', en: 'Target vs Realization' },
    permission: 'reports.read',
    icon: IconTargetArrow,
  },
];
