import { IconChefHat, IconClockHour4 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** The kitchen display (`?station=` for a station screen) and the ticket-time report. */
export const routes: RouteObject[] = [
  { path: '/kitchen', lazy: () => import('./kitchen-page').then((m) => ({ Component: m.KitchenPage })) },
  { path: '/reports/kitchen-time', lazy: () => import('./kitchen-time-page').then((m) => ({ Component: m.KitchenTimePage })) },
];

const pos = navArea('pos', 'kitchen.display');
const reports = navArea('reports', 'reports.read');

export const navItems: NavItem[] = [
  pos('/kitchen', 'Layar Dapur', 'Kitchen display', IconChefHat),
  reports('/reports/kitchen-time', 'Waktu Dapur', 'Kitchen ticket time', IconClockHour4),
];
