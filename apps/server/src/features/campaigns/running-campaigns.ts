import { liveMenuDiscounts, type PosCampaign, type PreparedCampaign, prepareCampaigns, promotionClock } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { outletScope } from '../../platform/auth/scope.js';
import { badRequest } from '../../platform/errors.js';
import { type PricedMenu, runningCampaigns } from './campaigns.queries.js';

/** What the promotion engine needs for one order: the campaigns, the free menus and the order's clock. */
export interface OrderPromotions {
  prepared: PreparedCampaign[];
  freeMenus: Map<number, PricedMenu>;
  businessDate: string;
  minute: number;
}

/** The campaigns running at one outlet on one business day, as last read, and the campaign version they were read at. */
export interface RunningCampaigns {
  compcode: string;
  outletid: number;
  day: string;
  version: string;
  prepared: PreparedCampaign[];
  /** The promo menus of its free-item campaigns: a save prices them with its own menus (PricedMenu). */
  freeMenuIds: number[];
}

/**
 * The last campaigns read per outlet. Reading them cost a POS save a round trip and a json build of
 * every campaign, at every save; a save now reads only the company's campaign version with its other
 * sources, and the campaigns again when the version changed (any change to a campaign or its lists, by a
 * trigger: migration 0095) or the business day did. The version is the database's, so this holds with
 * several server processes. One entry per outlet, replaced, never more.
 */
const lastRead = new Map<string, RunningCampaigns>();

/** What this process last read of the outlet's campaigns, for a save to check against the version it reads. */
export function lastRunning(compcode: string, outletid: number | null | undefined): RunningCampaigns | undefined {
  return outletid == null ? undefined : lastRead.get(`${compcode}:${outletid}`);
}

/** What a save read in its own transaction: the campaign version and the menus it priced (free ones among them). */
interface SaveReads {
  version: string;
  last: RunningCampaigns | undefined;
  menus: readonly PricedMenu[];
}

/**
 * The campaigns running for an order of the outlet taken at `at` (an order is judged on the clock of
 * its opening, so a line added after a happy hour ended keeps the order's promotion). With what a save
 * read, the campaigns in memory serve when they were read at the same version for the same outlet and
 * day; the free menus' prices then come from the save's own menu read.
 */
export async function orderPromotions(
  db: DbOrTx,
  compcode: string,
  outletid: number,
  at: Date,
  timeZone: string,
  reads?: SaveReads,
): Promise<OrderPromotions> {
  const clock = promotionClock(at, timeZone);
  const last = reads?.last;
  if (
    last &&
    last.compcode === compcode &&
    last.outletid === outletid &&
    last.day === clock.businessDate &&
    last.version === reads.version
  ) {
    const priced = new Map(reads.menus.map((m) => [m.menuid, m]));
    const freeMenus = new Map(last.freeMenuIds.flatMap((id) => (priced.has(id) ? [[id, priced.get(id) as PricedMenu] as const] : [])));
    return { prepared: last.prepared, freeMenus, ...clock };
  }
  const row = await runningCampaigns(db, compcode, outletid, clock.businessDate);
  const prepared = prepareCampaigns(row.campaigns);
  const freeMenuIds = [...new Set(row.campaigns.filter((c) => c.freeitem).flatMap((c) => c.menus))];
  lastRead.set(`${compcode}:${outletid}`, { compcode, outletid, day: clock.businessDate, version: row.version, prepared, freeMenuIds });
  return { prepared, freeMenus: new Map(row.freemenus.map((m) => [m.menuid, m])), ...clock };
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
