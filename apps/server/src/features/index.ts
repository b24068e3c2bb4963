import type { FastifyInstance } from 'fastify';
import { printPreviewRoutes } from '../platform/print-preview.js';
import { accountingRoutes } from './accounting/accounting.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { customerRoutes } from './customers/customers.routes.js';
import { directoryRoutes } from './directory/directory.routes.js';
import { glAccountRoutes } from './gl-accounts/gl-accounts.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { masterItemRoutes } from './master-items/master-items.routes.js';
import { orderAdminRoutes } from './order-admin/order-admin.routes.js';
import { orderRoutes } from './orders/orders.routes.js';
import { outletRoutes } from './outlets/outlets.routes.js';
import { paymentTypeRoutes } from './payment-types/payment-types.routes.js';
import { reportRoutes } from './reports/reports.routes.js';
import { salesTargetRoutes } from './sales-targets/sales-targets.routes.js';
import { tableRoutes } from './tables/tables.routes.js';

/** Every feature's routes; each feature registers its own paths under /api. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(outletRoutes, { prefix: '/api/restooutlet' });
  await app.register(glAccountRoutes, { prefix: '/api' });
  await app.register(directoryRoutes, { prefix: '/api' });
  await app.register(masterItemRoutes, { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(tableRoutes, { prefix: '/api' });
  await app.register(paymentTypeRoutes, { prefix: '/api/restopaymenttype' });
  await app.register(customerRoutes, { prefix: '/api/restocustomer' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(orderAdminRoutes, { prefix: '/api' });
  await app.register(accountingRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api/restoreport' });
  await app.register(salesTargetRoutes, { prefix: '/api/restotargetsales' });
  await app.register(printPreviewRoutes, { prefix: '/api/printpreview' });
}
