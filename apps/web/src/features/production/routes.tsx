import { IconClipboardList, IconToolsKitchen } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

const list = () => import('./production-list-page').then((m) => ({ Component: m.ProductionListPage }));

/** Production records: the list (also opened with its period and outlet), a production's detail, and the form. */
export const routes: RouteObject[] = [
  { path: 'production', lazy: list },
  { path: 'production-list/:tgl1/:tgl2/:outletid?/:outletname?', lazy: list },
  { path: 'production/new', lazy: () => import('./production-form-page').then((m) => ({ Component: m.ProductionFormPage })) },
  { path: 'production/detail/:key', lazy: () => import('./production-detail-page').then((m) => ({ Component: m.ProductionDetailPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'production',
    path: '/production',
    label: { id: 'Daftar Produksi', en: 'Production list' },
    permission: 'production.write',
    icon: IconClipboardList,
  },
  {
    area: 'production',
    path: '/production/new',
    label: { id: 'Pengeluaran Bahan', en: 'Inventory issued' },
    permission: 'production.write',
    icon: IconToolsKitchen,
  },
];
