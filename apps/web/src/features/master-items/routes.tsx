import { IconPackage } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'items', lazy: () => import('./master-items-page').then((m) => ({ Component: m.MasterItemsPage })) },
];

const item = navArea('masterdata', 'masterdata.read');

export const navItems: NavItem[] = [item('/items', 'Master item', 'Master items', IconPackage)];
