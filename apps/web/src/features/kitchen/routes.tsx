import { IconChefHat, IconClockHour4 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './kitchen.text';

/** The kitchen display (`?station=` for a station screen) and the ticket-time report. */
export const routes: RouteObject[] = [
  { path: '/kitchen', lazy: () => import('./kitchen-page').then((m) => ({ Component: m.KitchenPage })) },
  { path: '/reports/kitchen-time', lazy: () => import('./kitchen-time-page').then((m) => ({ Component: m.KitchenTimePage })) },
];

export const navItems: NavItem[] = [
  { area: 'pos', path: '/kitchen', label: text.nav, permission: 'kitchen.display', icon: IconChefHat },
  { area: 'reports', path: '/reports/kitchen-time', label: text.timeNav, permission: 'reports.read', icon: IconClockHour4 },
];
