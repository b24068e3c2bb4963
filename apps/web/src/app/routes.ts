import type { RouteObject } from 'react-router';
import * as accounting from '../features/accounting/routes';
import * as auditLog from '../features/audit-log/routes';
import * as campaigns from '../features/campaigns/routes';
import * as catalog from '../features/catalog/routes';
import * as customers from '../features/customers/routes';
import * as glAccounts from '../features/gl-accounts/routes';
import * as kitchen from '../features/kitchen/routes';
import * as masterItems from '../features/master-items/routes';
import * as orderAdmin from '../features/order-admin/routes';
import * as orders from '../features/orders/routes';
import * as outlets from '../features/outlets/routes';
import * as paymentTypes from '../features/payment-types/routes';
import * as production from '../features/production/routes';
import * as reports from '../features/reports/routes';
import * as salesTargets from '../features/sales-targets/routes';
import * as shifts from '../features/shifts/routes';
import * as standardProduction from '../features/standard-production/routes';
import * as stock from '../features/stock/routes';
import * as tables from '../features/tables/routes';
import * as users from '../features/users/routes';
import type { NavItem } from '../lib/navigation';

/**
 * Every feature's screens and menu entries. A feature's routes.tsx may only import its screens
 * lazily (`lazy: () => import(...)`), so each screen stays in its own chunk, out of the login page.
 */
const features: { routes: RouteObject[]; navItems: NavItem[] }[] = [
  orders,
  kitchen,
  orderAdmin,
  shifts,
  accounting,
  outlets,
  catalog,
  campaigns,
  glAccounts,
  masterItems,
  tables,
  paymentTypes,
  customers,
  standardProduction,
  production,
  stock,
  reports,
  users,
  auditLog,
  salesTargets,
];

export const featureRoutes: RouteObject[] = features.flatMap((f) => f.routes);
export const allNavItems: NavItem[] = features.flatMap((f) => f.navItems);
