import { IconCalendarStats } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** The accounting periods: closing a month protects its posted orders. */
export const routes: RouteObject[] = [
  { path: '/accounting/periods', lazy: () => import('./periods-page').then((m) => ({ Component: m.PeriodsPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'admin',
    path: '/accounting/periods',
    label: { id: 'Periode Akuntansi', en: 'Accounting periods' },
    permission: 'periods.read',
    icon: IconCalendarStats,
  },
];
