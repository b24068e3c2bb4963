import crypto from 'node:crypto';
import {
  canSeat,
  joinTables,
  modifierKey,
  type OrderDetail,
  type OrderSave,
  offlineTimeProblem,
  paxOverCapacity,
  VIEW_ONLY_SAVE,
} from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { closedOrderPeriodError } from '../accounting/index.js';
import type { RunningCampaigns } from '../campaigns/index.js';
import { CHOOSE_OUTLET, inScope, isViewOnly, STALE_ORDER } from './order-context.js';
import * as dq from './order-detail.queries.js';
import * as q from './orders.queries.js';

/** The same content saved twice gives the same fingerprint: the second save is a retry. */
function fingerprint(input: OrderSave): string {
  const content = [
    input.outletid ?? null,
    input.ordertype,
    input.tableids,
    input.pax,
    input.PhoneNo ?? null,
    input.customernm ?? null,
    input.DeliveryAddr ?? null,
    input.deliverby ?? null,
    input.note ?? null,
    input.lines.map((l) => [l.menuid, l.qty, l.linenote ?? null, modifierKey(l.modifiers)]),
    input.campaignids ?? [],
    input.voucherno ?? null,
  ];
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** A save checked against what is stored: the answer to give at once (a retry), or what to write. */
export type CheckedSave =
  | { done: OrderDetail }
  | {
      done?: undefined;
      sources: Awaited<ReturnType<typeof q.saveSources>> & { outlet: q.OutletSettings };
      outletid: number;
      joined: ReturnType<typeof joinTables>;
      savehash: string;
    };

export async function checkSave(
  tx: DbOrTx,
  scope: RequestScope,
  input: OrderSave,
  campaigns: RunningCampaigns | undefined,
  lock: boolean,
): Promise<CheckedSave> {
  const { user } = scope;
  const sources = await q.saveSources(
    tx,
    {
      orderkey: input.orderkey,
      compcode: user.compcode,
      tz: scope.timeZone,
      outletid: user.outletid ?? input.outletid,
      tableids: input.ordertype === 'DINE IN' ? input.tableids : [],
      // The campaigns' free menus are priced with the order's own (see orderPromotions).
      menuids: [...new Set([...input.lines.map((l) => l.menuid), ...(campaigns?.freeMenuIds ?? [])])],
    },
    lock,
  );
  const { existing, outlet } = sources;
  if (existing && !inScope(scope, existing)) throw notFound('Order');
  if (existing && isViewOnly(existing)) throw conflict(VIEW_ONLY_SAVE);
  // New orders are taken in a closed month (a till never stops); an order the books closed on is not changed.
  if (existing && sources.periodclosed) throw closedOrderPeriodError(existing.orderdate, scope.timeZone);
  const savehash = fingerprint(input);
  if (existing?.savehash === savehash) return { done: (await dq.orderDetail(tx, scope, input.orderkey)) as OrderDetail };
  if (existing && input.version !== undefined && input.version !== existing.version) {
    throw conflict(STALE_ORDER, await dq.orderDetail(tx, scope, input.orderkey));
  }
  // Only a new order takes the till's time: a later save of an order sent from offline keeps its date.
  const offline = !existing && input.offlineat ? offlineTimeProblem(new Date(input.offlineat), new Date()) : null;
  if (offline) throw badRequest(offline, { field: 'offlineat' });

  const tables = input.ordertype === 'DINE IN' ? pickTables(scope, input, sources.tables) : [];
  const outletid = existing?.outletid ?? orderOutlet(scope, input, tables);
  if (tables.some((t) => t.outletid !== outletid)) throw badRequest("The tables must belong to the order's outlet.", { field: 'tableids' });
  // saveSources read the outlet the same way; another company's outlet reads as none.
  if (!outlet || outlet.outletid !== outletid) throw notFound('Outlet');

  const joined = joinTables(tables);
  if (input.ordertype === 'DINE IN' && !canSeat(input.pax, joined.tablecapacity)) {
    throw badRequest(paxOverCapacity(input.pax, joined.tablename, joined.tablecapacity), { field: 'pax' });
  }
  return { sources: { ...sources, outlet }, outletid, joined, savehash };
}

/** The order's outlet: a bound user's own; an admin's from the tables, else the body's outletid. */
function orderOutlet(scope: RequestScope, input: OrderSave, tables: { outletid: number }[]): number {
  if (scope.boundOutlet !== null) {
    outletScope(scope, input.outletid);
    return scope.boundOutlet;
  }
  const outletid = input.outletid ?? tables[0]?.outletid;
  if (!outletid) throw badRequest(CHOOSE_OUTLET, { field: 'outletid' });
  return outletid;
}

/** The picked tables in picking order; each must be active and, for a bound user, of their outlet. */
function pickTables(scope: RequestScope, input: OrderSave, rows: q.SaveTable[]) {
  const byId = new Map(rows.map((r) => [r.tableid, r]));
  return input.tableids.map((id) => {
    const t = byId.get(id);
    if (t?.tableaktif !== '1' || (scope.boundOutlet !== null && t.outletid !== scope.boundOutlet)) {
      throw badRequest(`Table ${id} is not available`, { field: 'tableids' });
    }
    return t;
  });
}

export type WritableSave = Exclude<CheckedSave, { done: OrderDetail }>;

/** A delivery order with a customer's phone and name writes the customer too (in the save's transaction). */
export const withCustomer = (input: OrderSave) => input.ordertype === 'DELIVERY' && !!input.PhoneNo && !!input.customernm;
