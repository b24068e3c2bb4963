import { IconChartArrows, IconChartBar, IconChartLine, IconChartPie, IconListDetails, IconReportMoney } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

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

const item = navArea('reports', 'reports.read');

export const navItems: NavItem[] = [
  item('/reports/sales', 'Daftar Penjualan', 'Sales list', IconListDetails),
  item('/reports/sales-by-menu', 'Penjualan per Menu', 'Sales by menu', IconReportMoney),
  item('/reports/monthly', 'Grafik Bulanan', 'Monthly chart', IconChartBar),
  item('/reports/daily', 'Grafik Harian', 'Daily chart', IconChartLine),
  item('/reports/food-cost', 'Grafik Food Cost', 'Food cost chart', IconChartArrows),
  item('/reports/menu', 'Grafik per Menu', 'Menu chart', IconChartPie),
];
