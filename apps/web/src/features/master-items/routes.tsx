import { IconPackage } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'items', lazy: () => import('./master-items-page').then((m) => ({ Component: m.MasterItemsPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'masterdata',
    path: '/items',
    label: { id: 'Master item', en: 'Master items' },
    permission: 'masterdata.read',
    icon: IconPackage,
  },
];
