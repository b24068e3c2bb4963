import { IconChartArrows, IconChartBar, IconChartLine, IconChartPie, IconListDetails, IconReportMoney } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

const salesList = () => import('./sales-list-page').then((m) => ({ Component: m.SalesListPage }));
const salesByMenu = () => import('./sales-by-menu-page').then((m) => ({ Component: m.SalesByMenuPage }));

/**
 * The sales reports. The two lists also answer the spec's drill-down routes, which fill their form
 * and run; the chart screens are the only ones that load Chart.js.
 */
export const routes: RouteObject[] = [
  { path: '/reports/sales', lazy: salesList },
  { path: '/sales-by-outlet/:tgl1/:tgl2/:outletid?/:outletname?', lazy: salesList },
  { path: '/reports/sales-by-menu', lazy: salesByMenu },
  { path: '/sales-menu/:start/:end/:menuName/:outletId?/:outletName?', lazy: salesByMenu },
  { path: '/reports/monthly', lazy: () => import('./chart-pages').then((m) => ({ Component: m.MonthlyChartPage })) },
  { path: '/reports/daily', lazy: () => import('./chart-pages').then((m) => ({ Component: m.DailyChartPage })) },
  { path: '/reports/menu', lazy: () => import('./chart-pages').then((m) => ({ Component: m.MenuChartPage })) },
  { path: '/reports/food-cost', lazy: () => import('./food-cost-page').then((m) => ({ Component: m.FoodCostPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'reports',
    path: '/reports/sales',
    label: { id: 'Daftar Penjualan', en: 'Sales list' },
    permission: 'reports.read',
    icon: IconListDetails,
  },
  {
    area: 'reports',
    path: '/reports/sales-by-menu',
    label: { id: 'Penjualan per Menu', en: 'Sales by menu' },
    permission: 'reports.read',
    icon: IconReportMoney,
  },
  {
    area: 'reports',
    path: '/reports/monthly',
    label: { id: 'Grafik Bulanan', en: 'Monthly chart' },
    permission: 'reports.read',
    icon: IconChartBar,
  },
  {
    area: 'reports',
    path: '/reports/daily',
    label: { id: 'Grafik Harian', en: 'Daily chart' },
    permission: 'reports.read',
    icon: IconChartLine,
  },
  {
    area: 'reports',
    path: '/reports/food-cost',
    label: { id: 'Grafik Food Cost', en: 'Food cost chart' },
    permission: 'reports.read',
    icon: IconChartArrows,
  },
  {
    area: 'reports',
    path: '/reports/menu',
    label: { id: 'Grafik per Menu', en: 'Menu chart' },
    permission: 'reports.read',
    icon: IconChartPie,
  },
];
