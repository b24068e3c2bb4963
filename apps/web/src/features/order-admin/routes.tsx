import { IconReceipt } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** The order list: void, posting and journal vouchers. */
export const routes: RouteObject[] = [
  { path: '/orders', lazy: () => import('./order-list-page').then((m) => ({ Component: m.OrderListPage })) },
];

const item = navArea('orders', 'orders.read');

export const navItems: NavItem[] = [item('/orders', 'Daftar Pesanan', 'Order list', IconReceipt)];
