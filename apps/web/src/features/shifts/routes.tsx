import { IconCashRegister } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** The manager's shift list; the till's shift dialogs live in the POS header (index.ts). */
export const routes: RouteObject[] = [{ path: '/shifts', lazy: () => import('./shifts-page').then((m) => ({ Component: m.ShiftsPage })) }];

const item = navArea('orders', 'shifts.manage');

export const navItems: NavItem[] = [item('/shifts', 'Shift Kasir', 'Cashier shifts', IconCashRegister)];
