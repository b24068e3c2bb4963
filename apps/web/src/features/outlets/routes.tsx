import { IconBuildingStore } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** Screens load lazily: only this small file is in the first bundle, the page is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'outlets', lazy: () => import('./outlets-page').then((m) => ({ Component: m.OutletsPage })) },
];

const item = navArea('masterdata', 'masterdata.read');

export const navItems: NavItem[] = [item('/outlets', 'Cabang/Outlet', 'Branch/Outlet', IconBuildingStore)];
