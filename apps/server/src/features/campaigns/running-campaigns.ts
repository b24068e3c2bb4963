import { liveMenuDiscounts, type PosCampaign, type PreparedCampaign, prepareCampaigns, promotionClock } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { outletScope } from '../../platform/auth/scope.js';
import { badRequest } from '../../platform/errors.js';
import { type FreeMenu, runningCampaigns } from './campaigns.queries.js';

/** What the promotion engine needs for one order: the campaigns, the free menus and the order's clock. */
export interface OrderPromotions {
  prepared: PreparedCampaign[];
  freeMenus: Map<number, FreeMenu>;
  businessDate: string;
  minute: number;
}

/**
 * The campaigns running for an order of the outlet taken at `at` (an order is judged on the clock of
 * its opening, so a line added after a happy hour ended keeps the order's promotion).
 */
export async function orderPromotions(
  db: DbOrTx,
  compcode: string,
  outletid: number,
  at: Date,
  timeZone: string,
): Promise<OrderPromotions> {
  const clock = promotionClock(at, timeZone);
  const row = await runningCampaigns(db, compcode, outletid, clock.businessDate);
  return {
    prepared: prepareCampaigns(row.campaigns),
    freeMenus: new Map(row.freemenus.map((m) => [m.menuid, m])),
    ...clock,
  };
}

/** The outlet a POS lookup is for: a bound user's own, an admin's the one named. */
function posOutlet(scope: RequestScope, outletid: number | undefined): number {
  const id = outletScope(scope, outletid);
  if (id === undefined) throw badRequest('Please choose an outlet', [{ field: 'outletid', message: 'required' }]);
  return id;
}

/** GET /restoorderho/campaign: the campaigns the POS runs today at the outlet, for its own engine. */
export async function posCampaigns(db: DbOrTx, scope: RequestScope, outletid: number | undefined): Promise<PosCampaign[]> {
  const row = await runningCampaigns(db, scope.compcode, posOutlet(scope, outletid), scope.activeDate);
  return row.campaigns;
}

/** The live discount of each menu at the outlet now (GET restoorderho/menu): campaigns without a term that apply by themselves. */
export async function liveDiscounts(
  db: DbOrTx,
  scope: RequestScope,
  outletid: number,
  ordertype: string | undefined,
  now = new Date(),
): Promise<Map<number, number>> {
  const p = await orderPromotions(db, scope.compcode, outletid, now, scope.timeZone);
  return liveMenuDiscounts(p.prepared, { businessDate: p.businessDate, minute: p.minute, outletid, ordertype });
}
