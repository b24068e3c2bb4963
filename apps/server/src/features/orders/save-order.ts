import { campaignKeyOf, endTimeOf, type joinTables, type OrderDetail, type OrderSave, orderAmountProblem, orderNote } from '@saji/core';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { type AppError, badRequest, conflict, type PgError, pgErrorOf } from '../../platform/errors.js';
import { notifyOutlet, outletNotice } from '../../platform/realtime.js';
import { lastRunning, orderPromotions, type RunningCampaigns } from '../campaigns/index.js';
import { checkSave, type WritableSave, withCustomer } from './check-save.js';
import { dispatchKitchen, kitchenLineOf, newOrderKitchen, sentQty } from './kitchen-dispatch.js';
import { insertNewOrder } from './new-order.queries.js';
import { tableTaken } from './order-context.js';
import * as dq from './order-detail.queries.js';
import { priceLines } from './order-lines.js';
import { orderNoPrefix } from './order-number.js';
import { promotedTotals, storedLineOf } from './order-pricing.js';
import * as q from './orders.queries.js';
import * as pq from './payment.queries.js';

/**
 * A new order's key already written by a racing save of it. insertNewOrder writes the lines before the
 * header and every order has a line, so the lines' key is the one that collides; the header's is the
 * same race met at the header.
 */
const SAME_KEY = new Set(['restoorderdt_pkey', 'restoorderho_pkey']);

/**
 * Saves a new or open order. The client's order key makes a retry safe: the same content again
 * changes nothing and answers the stored order; two saves of a new key racing each other end as one
 * order (the loser runs again and finds it).
 */
export async function saveOrder(db: Db, ctx: RequestScope, input: OrderSave): Promise<OrderDetail> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveOnce(db, ctx, input);
    } catch (err) {
      const failure = pgErrorOf(err);
      if (failure?.code === '23505' && SAME_KEY.has(failure.constraint ?? '') && attempt < 3) continue;
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

/**
 * A new order is checked outside any transaction and written by one statement that commits as it
 * ends (insertNewOrder): nothing holds the outlet's order counter but that statement. A save of an
 * open order, and a delivery order whose customer is written first, run in a transaction that
 * begins by locking the order's row.
 */
async function saveOnce(db: Db, ctx: RequestScope, input: OrderSave): Promise<OrderDetail> {
  const campaigns = lastRunning(ctx.user.compcode, ctx.user.outletid ?? input.outletid);
  const checked = await checkSave(db, ctx, input, campaigns, false);
  if (checked.done) return checked.done;
  if (checked.sources.existing || withCustomer(input)) return db.transaction((tx) => saveIn(tx, ctx, input));
  return insertOrder(db, ctx, input, checked, await priceSave(db, ctx, input, checked, campaigns));
}

async function saveIn(tx: Tx, ctx: RequestScope, input: OrderSave): Promise<OrderDetail> {
  const campaigns = lastRunning(ctx.user.compcode, ctx.user.outletid ?? input.outletid);
  const checked = await checkSave(tx, ctx, input, campaigns, true);
  if (checked.done) return checked.done;
  const priced = await priceSave(tx, ctx, input, checked, campaigns);
  return checked.sources.existing ? rewriteOrder(tx, ctx, input, checked, priced) : insertOrder(tx, ctx, input, checked, priced);
}

/** The save priced and its header built: what both writers take. */
async function priceSave(db: DbOrTx, ctx: RequestScope, input: OrderSave, checked: WritableSave, campaigns: RunningCampaigns | undefined) {
  const { user } = ctx;
  const { sources, outletid, joined, savehash } = checked;
  const { existing, outlet } = sources;
  const stored = existing ? await q.storedLines(db, input.orderkey) : [];
  const servicepc = existing?.servicepc ?? outlet.servicepc;
  const pb1pc = existing?.pb1pc ?? outlet.pb1pc;
  const lines = priceLines(sources.menus, sources.modgroups, input, stored);
  const problem = orderAmountProblem(lines, servicepc, pb1pc);
  if (problem) throw badRequest(problem, { field: 'lines' });
  const orderdate = existing?.orderdate ?? (input.offlineat ? new Date(input.offlineat) : new Date());
  const promotions = await orderPromotions(db, user.compcode, outletid, orderdate, ctx.timeZone, {
    version: sources.campaignversion,
    last: campaigns ?? keptCampaigns(user.compcode, outletid, sources.menus),
    menus: sources.menus,
  });
  const totals = promotedTotals({ lines, servicepc, pb1pc, input, outletid, promotions, stored });
  const customerid = withCustomer(input)
    ? await q.customerIdFor(db, {
        compcode: user.compcode,
        outletid,
        PhoneNo: input.PhoneNo as string,
        customernm: input.customernm as string,
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
  // The kitchen makes free lines too, marked so that nobody charges them (also what it takes back).
  const forKitchen = totals.lines.map((l) => kitchenLineOf(l, l.free === true, l.promo));
  const names = new Map(totals.lines.map((l) => [l.campaignid, l.promo]));
  const storedForKitchen = stored.map((s) => kitchenLineOf(s, s.isfree, names.get(s.campaignid)));
  return { header, orderdate, newLines, forKitchen, storedForKitchen };
}

type PricedSave = Awaited<ReturnType<typeof priceSave>>;

/**
 * An admin's order may name its outlet by its tables only, known after the save's read: the campaigns
 * kept for that outlet serve too if that read priced their free menus (it was not asked to).
 */
function keptCampaigns(compcode: string, outletid: number, menus: readonly { menuid: number }[]): RunningCampaigns | undefined {
  const kept = lastRunning(compcode, outletid);
  const priced = new Set(menus.map((m) => m.menuid));
  return kept?.freeMenuIds.every((id) => priced.has(id)) ? kept : undefined;
}

/** What the kitchen's ticket shows of the order. */
const ticketOf = (input: OrderSave, header: PricedSave['header']) => ({
  orderkey: input.orderkey,
  ordertype: input.ordertype,
  tablename: header.tablename,
  pax: input.pax,
  remark: header.remark,
});

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

async function rewriteOrder(tx: Tx, ctx: RequestScope, input: OrderSave, checked: WritableSave, priced: PricedSave) {
  const { orderkey } = input;
  const { existing, outlet } = checked.sources;
  const tableids = checked.joined.tableids;
  const row = await q.updateOrder(tx, orderkey, priced.header);
  const saved = await q.replaceLines(
    tx,
    orderkey,
    priced.newLines.map((l) => ({ ...l, orderkey })),
  );
  // The seated index decides a race for a table here (see saveOrder).
  await q.seatTables(tx, orderkey, tableids);
  const payments = existing && existing.paidamt > 0 ? await pq.storedPayments(tx, orderkey) : [];
  await notifyOutlet(tx, checked.outletid, { type: 'order.changed', orderkey });
  const ticket = { ...ticketOf(input, priced.header), orderno: row.orderno };
  await dispatchKitchen(tx, ctx, outlet, ticket, priced.storedForKitchen, priced.forKitchen);
  return dq.detailOf(row, outlet.outletname, tableids, saved, payments);
}

/** A new order in one statement (insertNewOrder), its kitchen ticket printed before its number is taken. */
async function insertOrder(db: DbOrTx, ctx: RequestScope, input: OrderSave, checked: WritableSave, priced: PricedSave) {
  const { outlet } = checked.sources;
  const { orderdate, newLines } = priced;
  const numberPrefix = orderNoPrefix(outlet.outletcode, orderdate, ctx.timeZone);
  const kitchen = newOrderKitchen(ctx, outlet, ticketOf(input, priced.header), numberPrefix, priced.forKitchen);
  const row = await insertNewOrder(db, {
    order: {
      ...priced.header,
      orderkey: input.orderkey,
      compcode: ctx.user.compcode,
      outletid: checked.outletid,
      orderdate,
      offlineat: input.offlineat ? orderdate : null,
      offlineno: input.offlineno ?? null,
      createby: ctx.user.username,
    },
    numberPrefix,
    lines: newLines,
    tableids: checked.joined.tableids,
    notice: outletNotice(checked.outletid, { type: 'order.opened', orderkey: input.orderkey }),
    kitchenjobs: kitchen.jobs,
    ticket: kitchen.ticket,
  });
  const lines = newLines.map((l) => ({ ...l, orderkey: input.orderkey }));
  return dq.detailOf(row, outlet.outletname, checked.joined.tableids, lines, []);
}
