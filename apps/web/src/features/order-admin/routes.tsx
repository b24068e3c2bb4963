import { IconReceipt } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** The order list: void, posting and journal vouchers. */
export const routes: RouteObject[] = [
  { path: '/orders', lazy: () => import('./order-list-page').then((m) => ({ Component: m.OrderListPage })) },
];

export const navItems: NavItem[] = [
  { area: 'orders', path: '/orders', label: { id: 'Daftar Pesanan', en: 'Order list' }, permission: 'orders.read', icon: IconReceipt },
];
