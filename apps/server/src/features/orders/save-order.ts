import crypto from 'node:crypto';
import {
  campaignKeyOf,
  canSeat,
  endTimeOf,
  joinTables,
  modifierKey,
  type OrderDetail,
  type OrderSave,
  orderAmountProblem,
  orderNote,
  paxOverCapacity,
  VIEW_ONLY_SAVE,
} from '@saji/core';
import type { Db, Tx } from '../../db/client.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { type AppError, badRequest, conflict, notFound, type PgError, pgErrorOf } from '../../platform/errors.js';
import { notifyOutlet, outletNotice } from '../../platform/realtime.js';
import { closedOrderPeriodError } from '../accounting/index.js';
import { lastRunning, orderPromotions, type RunningCampaigns } from '../campaigns/index.js';
import { dispatchKitchen, kitchenLineOf, sentQty } from './kitchen-dispatch.js';
import { CHOOSE_OUTLET, inScope, isViewOnly, STALE_ORDER, tableTaken } from './order-context.js';
import * as dq from './order-detail.queries.js';
import { priceLines } from './order-lines.js';
import { promotedTotals, storedLineOf } from './order-pricing.js';
import * as q from './orders.queries.js';
import * as pq from './payment.queries.js';

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

/**
 * Saves a new or open order in one transaction. The client's order key makes a retry safe: the
 * same content again changes nothing and answers the stored order; two saves of a new key racing
 * each other end as one order (the loser runs again and finds it).
 */
export async function saveOrder(db: Db, ctx: RequestScope, input: OrderSave): Promise<OrderDetail> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => saveIn(tx, ctx, input));
    } catch (err) {
      const failure = pgErrorOf(err);
      if (failure?.code === '23505' && failure.constraint === 'restoorderho_pkey' && attempt < 3) continue;
      if (failure?.code === '23505' && failure.constraint === 'restoordertable_seated_uq') throw await tableRace(db, failure, input);
      throw err;
    }
  }
}

/** The loser of two terminals seating one table: name the table it lost. */
async function tableRace(db: Db, failure: PgError, input: OrderSave): Promise<AppError> {
  const id = Number(/\(tableid\)=\((\d+)\)/.exec(failure.detail ?? '')?.[1]);
  const name = (id && (await q.tableName(db, id))) || input.tableids.join(', ');
  return conflict(tableTaken(name), { field: 'tableids' });
}

/** A save checked against what is stored: the answer to give at once (a retry), or what to write. */
type CheckedSave =
  | { done: OrderDetail }
  | {
      done?: undefined;
      sources: Awaited<ReturnType<typeof q.saveSources>> & { outlet: q.OutletSettings };
      outletid: number;
      joined: ReturnType<typeof joinTables>;
      savehash: string;
    };

async function checkSave(tx: Tx, scope: RequestScope, input: OrderSave, campaigns: RunningCampaigns | undefined): Promise<CheckedSave> {
  const { user } = scope;
  const sources = await q.saveSources(tx, {
    orderkey: input.orderkey,
    compcode: user.compcode,
    tz: scope.timeZone,
    outletid: user.outletid ?? input.outletid,
    tableids: input.ordertype === 'DINE IN' ? input.tableids : [],
    // The campaigns' free menus are priced with the order's own (see orderPromotions).
    menuids: [...new Set([...input.lines.map((l) => l.menuid), ...(campaigns?.freeMenuIds ?? [])])],
  });
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

async function saveIn(tx: Tx, ctx: RequestScope, input: OrderSave): Promise<OrderDetail> {
  const { user } = ctx;
  const campaigns = lastRunning(user.compcode, user.outletid ?? input.outletid);
  const checked = await checkSave(tx, ctx, input, campaigns);
  if (checked.done) return checked.done;
  const { sources, outletid, joined, savehash } = checked;
  const { existing, outlet } = sources;

  const stored = existing ? await q.storedLines(tx, input.orderkey) : [];
  const servicepc = existing?.servicepc ?? outlet.servicepc;
  const pb1pc = existing?.pb1pc ?? outlet.pb1pc;
  const lines = priceLines(sources.menus, sources.modgroups, input, stored);
  const problem = orderAmountProblem(lines, servicepc, pb1pc);
  if (problem) throw badRequest(problem, { field: 'lines' });
  const orderdate = existing?.orderdate ?? new Date();
  const promotions = await orderPromotions(tx, user.compcode, outletid, orderdate, ctx.timeZone, {
    version: sources.campaignversion,
    last: campaigns,
    menus: sources.menus,
  });
  const totals = promotedTotals({ lines, servicepc, pb1pc, input, outletid, promotions, stored });
  const customerid =
    input.ordertype === 'DELIVERY' && input.PhoneNo && input.customernm
      ? await q.customerIdFor(tx, {
          compcode: user.compcode,
          outletid,
          PhoneNo: input.PhoneNo,
          customernm: input.customernm,
          DeliveryAddr: input.DeliveryAddr ?? null,
        })
      : null;
  const header = {
    ...headerOf(input, totals, joined),
    campaignkey: campaignKeyOf(totals.lines),
    voucherno: input.voucherno ?? null,
    customerid,
    servicepc,
    pb1pc,
    endtime: input.ordertype === 'DINE IN' ? endTimeOf(orderdate, outlet.maxdinetime) : null,
    savehash,
    updateby: user.username,
  };
  const newLines = totals.lines.map((l, i) => storedLineOf({ ...l, lineno: i + 1 }, sentQty(l, outlet)));
  const written = existing
    ? await rewriteOrder(tx, input.orderkey, existing.paidamt, outletid, header, newLines, joined.tableids)
    : await insertOrder(
        tx,
        ctx,
        { ...header, orderkey: input.orderkey, compcode: user.compcode, outletid, orderdate },
        outlet.outletcode,
        newLines,
        joined.tableids,
      );
  const ticket = {
    orderkey: input.orderkey,
    orderno: written.row.orderno,
    ordertype: input.ordertype,
    tablename: header.tablename,
    pax: input.pax,
    remark: header.remark,
  };
  // The kitchen makes free lines too, marked so that nobody charges them (also what it takes back).
  const forKitchen = totals.lines.map((l) => kitchenLineOf(l, l.free === true, l.promo));
  const names = new Map(totals.lines.map((l) => [l.campaignid, l.promo]));
  const storedForKitchen = stored.map((s) => kitchenLineOf(s, s.isfree, names.get(s.campaignid)));
  await dispatchKitchen(tx, ctx, outlet, ticket, storedForKitchen, forKitchen);
  return dq.detailOf(written.row, outlet.outletname, joined.tableids, written.lines, written.payments);
}

type Totals = ReturnType<typeof promotedTotals>;

/** The header columns that follow from the body and its totals. */
function headerOf(input: OrderSave, totals: Totals, joined: ReturnType<typeof joinTables>) {
  const { totalitem, totalqty, subtotal, discval, netto, serviceval, dpp, pb1val, total } = totals.header;
  return {
    ordertype: input.ordertype,
    tablename: input.ordertype === 'DINE IN' ? joined.tablename : null,
    tablecapacity: joined.tablecapacity,
    pax: input.pax,
    note: orderNote(totals.lines),
    customernm: input.customernm ?? null,
    PhoneNo: input.PhoneNo ?? null,
    DeliveryAddr: input.DeliveryAddr ?? null,
    deliverby: input.deliverby ?? null,
    remark: input.note ?? null,
    ...{ totalitem, totalqty, subtotal, discval, netto, serviceval, dpp, pb1val, total },
  };
}

type Header = Parameters<typeof q.updateOrder>[2];

async function rewriteOrder(
  tx: Tx,
  orderkey: string,
  paidamt: number,
  outletid: number,
  header: Header,
  lines: q.NewLine[],
  tableids: number[],
) {
  const row = await q.updateOrder(tx, orderkey, header);
  const saved = await q.replaceLines(
    tx,
    orderkey,
    lines.map((l) => ({ ...l, orderkey })),
  );
  // The seated index decides a race for a table here (see saveOrder).
  await q.seatTables(tx, orderkey, tableids);
  const payments = paidamt > 0 ? await pq.storedPayments(tx, orderkey) : [];
  await notifyOutlet(tx, outletid, { type: 'order.changed', orderkey });
  return { row, lines: saved, payments };
}

async function insertOrder(
  tx: Tx,
  ctx: RequestScope,
  order: Omit<q.NewOrderWrite['order'], 'createby'>,
  outletcode: string,
  lines: q.NewLine[],
  tableids: number[],
) {
  const row = await q.insertNewOrder(tx, {
    order: { ...order, createby: ctx.user.username },
    numberPrefix: orderNoPrefix(outletcode, order.orderdate, ctx.timeZone),
    lines,
    tableids,
    notice: outletNotice(order.outletid, { type: 'order.opened', orderkey: order.orderkey }),
  });
  return { row, lines: lines.map((l) => ({ ...l, orderkey: order.orderkey })), payments: [] };
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

// Building a date format is costly; one per time zone serves every save.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string) => {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: '2-digit', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f;
};

/** {outletcode}-{YYMMDD}-, to which the outlet's running number is added (6 digits, never restarting). */
export function orderNoPrefix(outletcode: string, at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${outletcode}-${p.year}${p.month}${p.day}-`;
}
