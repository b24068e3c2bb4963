import { IconPackage } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './master-items.text';

export const routes: RouteObject[] = [
  { path: 'items', lazy: () => import('./master-items-page').then((m) => ({ Component: m.MasterItemsPage })) },
];

export const navItems: NavItem[] = [
  { area: 'masterdata', path: '/items', label: text.itemsNav, permission: 'masterdata.read', icon: IconPackage },
];
