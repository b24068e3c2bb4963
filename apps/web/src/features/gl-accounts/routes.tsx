import { IconBook2 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'gl-accounts', lazy: () => import('./gl-accounts-page').then((m) => ({ Component: m.GlAccountsPage })) },
];

export const navItems: NavItem[] = [
  { area: 'masterdata', path: '/gl-accounts', label: { id: 'Akun GL', en: 'GL accounts' }, permission: 'masterdata.read', icon: IconBook2 },
];
