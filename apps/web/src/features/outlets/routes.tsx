import { IconBuildingStore } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

/** Screens load lazily: only this small file is in the first bundle, the page is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'outlets', lazy: () => import('./outlets-page').then((m) => ({ Component: m.OutletsPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'masterdata',
    path: '/outlets',
    label: { id: 'Cabang/Outlet', en: 'Branch/Outlet' },
    permission: 'masterdata.read',
    icon: IconBuildingStore,
  },
];
