import { ORDER_TYPES } from '@saji/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { offsetOf } from '../../platform/list-query.js';
import { liveDiscounts } from '../campaigns/index.js';
import { companyModifierGroups } from '../catalog/index.js';
import * as q from './orders.queries.js';
import type { menuOutletQuery, posMenuQuery, printJobsQuery } from './orders.schemas.js';
import * as pq from './payment.queries.js';
import * as lq from './pos-lookups.queries.js';

/** The menu grid of an outlet: a bound user's own; an admin's asked for, else the company's first. */
export async function posMenus(db: Db, scope: RequestScope, query: z.output<typeof posMenuQuery>) {
  const outletid = outletScope(scope, query.outletid) ?? (await q.companyOutletIds(db, scope.compcode))[0] ?? 0;
  const { menuname, categid, limit } = query;
  const [menus, discounts] = await Promise.all([
    lq.posMenus(db, scope.compcode, { outletid, menuname, categid, limit, offset: offsetOf(query) }),
    liveDiscounts(db, scope, outletid, query.ordertype),
  ]);
  // The menu shows the discount running now; the order itself is priced by the engine on save.
  return discounts.size ? { ...menus, list: menus.list.map((m) => ({ ...m, discpc: discounts.get(m.menuid) ?? m.discpc })) } : menus;
}

export const menuOutlets = (db: Db, scope: RequestScope, query: z.output<typeof menuOutletQuery>) =>
  lq.menuOutletRows(db, scope.compcode, { menuid: query.menuid, outletid: outletScope(scope, query.outletid) });

export const menuCategories = (db: Db, scope: RequestScope) => lq.menuCategoryRows(db, scope.compcode);

/** The modifier groups of the company's active menus: a tap on such a menu asks for its options first. */
export const modifierGroups = (db: Db, scope: RequestScope) => companyModifierGroups(db, scope.compcode);

export const paymentTypes = (db: Db, scope: RequestScope) => pq.paymentTypesOf(db, scope.compcode);

export const orderTypes = () => ORDER_TYPES.map((ordertype) => ({ ordertype }));

export const printJobs = (db: Db, scope: RequestScope, query: z.output<typeof printJobsQuery>) =>
  lq.recentPrintJobs(db, scope.compcode, outletScope(scope, query.outletid), query.limit);

/** The outlets whose table pushes a socket hears: a bound user's own; an admin's asked for, else all of the company's. */
export async function pushOutlets(db: Db, scope: RequestScope, asked: number | undefined): Promise<number[]> {
  const companyOutlets = await q.companyOutletIds(db, scope.compcode);
  const outletid = outletScope(scope, asked);
  return outletid ? companyOutlets.filter((id) => id === outletid) : companyOutlets;
}
