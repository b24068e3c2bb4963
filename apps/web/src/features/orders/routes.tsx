import { IconCashRegister } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** The POS order screen (salesresto.orderfrm): /pos starts an order, /pos/:orderkey opens one. */
export const routes: RouteObject[] = [
  { path: '/pos', lazy: () => import('./pos-page').then((m) => ({ Component: m.PosPage })) },
  { path: '/pos/:orderkey', lazy: () => import('./pos-page').then((m) => ({ Component: m.PosPage })) },
];

const item = navArea('pos', 'orders.read');

export const navItems: NavItem[] = [item('/pos', 'Kasir (POS)', 'Point of sale', IconCashRegister)];
