import { IconBuildingStore } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './outlets.text';

/** Screens load lazily: only this small file is in the first bundle, the page is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'outlets', lazy: () => import('./outlets-page').then((m) => ({ Component: m.OutletsPage })) },
];

export const navItems: NavItem[] = [
  { area: 'masterdata', path: '/outlets', label: text.nav, permission: 'masterdata.read', icon: IconBuildingStore },
];
