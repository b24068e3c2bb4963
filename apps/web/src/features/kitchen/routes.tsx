import { IconChefHat, IconClockHour4 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** The kitchen display (`?station=` for a station screen) and the ticket-time report. */
export const routes: RouteObject[] = [
  { path: '/kitchen', lazy: () => import('./kitchen-page').then((m) => ({ Component: m.KitchenPage })) },
  { path: '/reports/kitchen-time', lazy: () => import('./kitchen-time-page').then((m) => ({ Component: m.KitchenTimePage })) },
];

export const navItems: NavItem[] = [
  { area: 'pos', path: '/kitchen', label: { id: 'Layar Dapur', en: 'Kitchen display' }, permission: 'kitchen.display', icon: IconChefHat },
  {
    area: 'reports',
    path: '/reports/kitchen-time',
    label: { id: 'Waktu Dapur', en: 'Kitchen ticket time' },
    permission: 'reports.read',
    icon: IconClockHour4,
  },
];
