import { IconAddressBook } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'customers', lazy: () => import('./customers-page').then((m) => ({ Component: m.CustomersPage })) },
];

const item = navArea('masterdata', 'customers.read');

export const navItems: NavItem[] = [item('/customers', 'Pelanggan', 'Customers', IconAddressBook)];
