import { IconClipboardList, IconToolsKitchen } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

const list = () => import('./production-list-page').then((m) => ({ Component: m.ProductionListPage }));

/** Production records: the list (also opened with its period and outlet), a production's detail, and the form. */
export const routes: RouteObject[] = [
  { path: 'production', lazy: list },
  { path: 'production-list/:tgl1/:tgl2/:outletid?/:outletname?', lazy: list },
  { path: 'production/new', lazy: () => import('./production-form-page').then((m) => ({ Component: m.ProductionFormPage })) },
  { path: 'production/detail/:key', lazy: () => import('./production-detail-page').then((m) => ({ Component: m.ProductionDetailPage })) },
];

const item = navArea('production', 'production.write');

export const navItems: NavItem[] = [
  item('/production', 'Daftar Produksi', 'Production list', IconClipboardList),
  item('/production/new', 'Pengeluaran Bahan', 'Inventory issued', IconToolsKitchen),
];
