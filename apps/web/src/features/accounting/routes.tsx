import { IconCalendarStats } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** The accounting periods: closing a month protects its posted orders. */
export const routes: RouteObject[] = [
  { path: '/accounting/periods', lazy: () => import('./periods-page').then((m) => ({ Component: m.PeriodsPage })) },
];

const item = navArea('admin', 'periods.read');

export const navItems: NavItem[] = [item('/accounting/periods', 'Periode Akuntansi', 'Accounting periods', IconCalendarStats)];
