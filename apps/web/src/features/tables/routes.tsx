import { IconArmchair } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './tables.text';

export const routes: RouteObject[] = [{ path: 'tables', lazy: () => import('./tables-page').then((m) => ({ Component: m.TablesPage })) }];

export const navItems: NavItem[] = [
  { area: 'masterdata', path: '/tables', label: text.nav, permission: 'masterdata.read', icon: IconArmchair },
];
