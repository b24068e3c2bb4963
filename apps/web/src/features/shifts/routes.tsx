import { IconCashRegister } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** The manager's shift list; the till's shift dialogs live in the POS header (index.ts). */
export const routes: RouteObject[] = [{ path: '/shifts', lazy: () => import('./shifts-page').then((m) => ({ Component: m.ShiftsPage })) }];

export const navItems: NavItem[] = [
  {
    area: 'orders',
    path: '/shifts',
    label: { id: 'Shift Kasir', en: 'Cashier shifts' },
    permission: 'shifts.manage',
    icon: IconCashRegister,
  },
];
