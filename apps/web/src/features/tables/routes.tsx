import { IconArmchair } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [{ path: 'tables', lazy: () => import('./tables-page').then((m) => ({ Component: m.TablesPage })) }];

export const navItems: NavItem[] = [
  { area: 'masterdata', path: '/tables', label: { id: 'Meja', en: 'Tables' }, permission: 'masterdata.read', icon: IconArmchair },
];
