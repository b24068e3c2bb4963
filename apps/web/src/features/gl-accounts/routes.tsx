import { IconBook2 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './gl-accounts.text';

export const routes: RouteObject[] = [
  { path: 'gl-accounts', lazy: () => import('./gl-accounts-page').then((m) => ({ Component: m.GlAccountsPage })) },
];

export const navItems: NavItem[] = [
  { area: 'masterdata', path: '/gl-accounts', label: text.accountsNav, permission: 'masterdata.read', icon: IconBook2 },
];
