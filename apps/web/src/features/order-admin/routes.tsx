import { IconCalendarStats, IconReceipt } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** The order list (void, posting, journal vouchers) and the accounting periods screen. */
export const routes: RouteObject[] = [
  { path: '/orders', lazy: () => import('./order-list-page').then((m) => ({ Component: m.OrderListPage })) },
  { path: '/accounting/periods', lazy: () => import('./periods-page').then((m) => ({ Component: m.PeriodsPage })) },
];

export const navItems: NavItem[] = [
  { area: 'orders', path: '/orders', label: { id: 'Daftar Pesanan', en: 'Order list' }, permission: 'orders.read', icon: IconReceipt },
  {
    area: 'admin',
    path: '/accounting/periods',
    label: { id: 'Periode Akuntansi', en: 'Accounting periods' },
    permission: 'periods.manage',
    icon: IconCalendarStats,
  },
];
