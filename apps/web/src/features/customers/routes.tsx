import { IconAddressBook } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'customers', lazy: () => import('./customers-page').then((m) => ({ Component: m.CustomersPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'masterdata',
    path: '/customers',
    label: { id: 'Pelanggan', en: 'Customers' },
    permission: 'customers.read',
    icon: IconAddressBook,
  },
];
