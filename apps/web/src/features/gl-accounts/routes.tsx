import { IconBook2 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'gl-accounts', lazy: () => import('./gl-accounts-page').then((m) => ({ Component: m.GlAccountsPage })) },
];

const item = navArea('masterdata', 'masterdata.read');

export const navItems: NavItem[] = [item('/gl-accounts', 'Akun GL', 'GL accounts', IconBook2)];
