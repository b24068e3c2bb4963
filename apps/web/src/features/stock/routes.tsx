import {
  IconArrowsExchange,
  IconBuildingWarehouse,
  IconChartBar,
  IconClipboardCheck,
  IconHistory,
  IconPackageImport,
  IconTrashX,
  IconTrendingDown,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** Stock screens: on hand, goods received, waste, transfers, counts (the count form for tablets), movements, variance, low stock. */
export const routes: RouteObject[] = [
  { path: 'stock', lazy: () => import('./on-hand-page').then((m) => ({ Component: m.OnHandPage })) },
  { path: 'stock/receipts', lazy: () => import('./receipts-page').then((m) => ({ Component: m.ReceiptsPage })) },
  { path: 'stock/waste', lazy: () => import('./waste-pages').then((m) => ({ Component: m.WastePage })) },
  { path: 'stock/transfers', lazy: () => import('./waste-pages').then((m) => ({ Component: m.TransfersPage })) },
  { path: 'stock/counts', lazy: () => import('./counts-page').then((m) => ({ Component: m.CountsPage })) },
  { path: 'stock/counts/new', lazy: () => import('./count-form-page').then((m) => ({ Component: m.CountFormPage })) },
  { path: 'stock/counts/:key', lazy: () => import('./counts-page').then((m) => ({ Component: m.CountSheetPage })) },
  { path: 'stock/movements', lazy: () => import('./movements-page').then((m) => ({ Component: m.MovementsPage })) },
  { path: 'stock/variance', lazy: () => import('./variance-page').then((m) => ({ Component: m.VariancePage })) },
  { path: 'stock/low', lazy: () => import('./low-stock-page').then((m) => ({ Component: m.LowStockPage })) },
];

const item = navArea('stock', 'stock.read');

export const navItems: NavItem[] = [
  item('/stock', 'Stok Tersedia', 'Stock on hand', IconBuildingWarehouse),
  item('/stock/receipts', 'Penerimaan Barang', 'Goods received', IconPackageImport),
  item('/stock/waste', 'Barang Terbuang', 'Waste', IconTrashX),
  item('/stock/transfers', 'Transfer Stok', 'Transfers', IconArrowsExchange),
  item('/stock/counts', 'Stok Opname', 'Stock counts', IconClipboardCheck),
  item('/stock/movements', 'Mutasi Barang', 'Item movements', IconHistory),
  item('/stock/variance', 'Selisih Stok', 'Stock variance', IconChartBar),
  item('/stock/low', 'Stok Minimum', 'Low stock', IconTrendingDown),
];
