import { IconCashRegister } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** The POS order screen (salesresto.orderfrm): /pos starts an order, /pos/:orderkey opens one. */
export const routes: RouteObject[] = [
  { path: '/pos', lazy: () => import('./pos-page').then((m) => ({ Component: m.PosPage })) },
  { path: '/pos/:orderkey', lazy: () => import('./pos-page').then((m) => ({ Component: m.PosPage })) },
];

export const navItems: NavItem[] = [
  { area: 'pos', path: '/pos', label: { id: 'Kasir (POS)', en: 'Point of sale' }, permission: 'orders.read', icon: IconCashRegister },
];
