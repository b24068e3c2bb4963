import crypto from 'node:crypto';
import {
  canSeat,
  computeOrderTotals,
  DEFAULT_CASH_CODE,
  endTimeOf,
  formatRupiah,
  joinTables,
  type KitchenItem,
  ORDER_STATUS,
  ORDER_VOIDED,
  type OrderDetail,
  type OrderPayment,
  type OrderSave,
  orderNote,
  type PaperMm,
  paxOverCapacity,
  remainingMinutes,
  settlePayment,
  type TableGroup,
  tableStatus,
  VIEW_ONLY_FEATURE,
  VIEW_ONLY_SAVE,
} from '@saji/core';
import type { Db, Tx } from '../../db/client.js';
import { outletScope } from '../../platform/auth/scope.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { type AppError, badRequest, conflict, notFound, type PgError, pgErrorOf } from '../../platform/errors.js';
import { notifyOutlet, outletNotice } from '../../platform/realtime.js';
import type { PrintContext } from './orders.printing.js';
import { queueDrawerKick, queueKitchenTicket, queueReceipt } from './orders.printing.js';
import * as q from './orders.queries.js';

export const STALE_ORDER = 'This order was changed on another terminal; the latest version is shown.';
export const CHOOSE_OUTLET = 'Please choose an outlet';
export const tableTaken = (names: string) => `Table ${names} is already taken by another order`;

export interface OrderContext {
  user: SessionUser;
  timeZone: string;
}

const scopeOf = (user: SessionUser): q.OrderScope => ({ compcode: user.compcode, outletid: user.outletid ?? undefined });
const printContext = ({ user, timeZone }: OrderContext): PrintContext => ({
  compcode: user.compcode,
  username: user.username,
  cashier: user.name,
  timeZone,
});

/** A completed, void or posted order is history: the till may look at it but not change it. */
const isViewOnly = (o: q.StoredOrder) => o.orderstatus === ORDER_STATUS.COMPLETED || o.isvoid === '1' || o.posting === 1;

function inScope(user: SessionUser, o: q.StoredOrder): boolean {
  return o.compcode === user.compcode && (user.outletid === null || o.outletid === user.outletid);
}

export async function getDetail(db: Db, user: SessionUser, orderkey: string): Promise<OrderDetail> {
  const detail = await q.orderDetail(db, scopeOf(user), orderkey);
  if (!detail) throw notFound('Order');
  return detail;
}

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
    input.lines.map((l) => [l.menuid, l.qty, l.linenote ?? null]),
  ];
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/**
 * Saves a new or open order in one transaction. The client's order key makes a retry safe: the
 * same content again changes nothing and answers the stored order; two saves of a new key racing
 * each other end as one order (the loser runs again and finds it).
 */
export async function saveOrder(db: Db, ctx: OrderContext, input: OrderSave): Promise<OrderDetail> {
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

async function saveIn(tx: Tx, ctx: OrderContext, input: OrderSave): Promise<OrderDetail> {
  const { user } = ctx;
  const scope = scopeOf(user);
  const sources = await q.saveSources(tx, {
    orderkey: input.orderkey,
    compcode: user.compcode,
    outletid: user.outletid ?? input.outletid,
    tableids: input.ordertype === 'DINE IN' ? input.tableids : [],
    menuids: [...new Set(input.lines.map((l) => l.menuid))],
  });
  const { existing, outlet } = sources;
  if (existing && !inScope(user, existing)) throw notFound('Order');
  if (existing && isViewOnly(existing)) throw conflict(VIEW_ONLY_SAVE);
  const savehash = fingerprint(input);
  if (existing?.savehash === savehash) return (await q.orderDetail(tx, scope, input.orderkey)) as OrderDetail;
  if (existing && input.version !== undefined && input.version !== existing.version) {
    throw conflict(STALE_ORDER, await q.orderDetail(tx, scope, input.orderkey));
  }

  const tables = input.ordertype === 'DINE IN' ? pickTables(user, input, sources.tables) : [];
  const outletid = existing?.outletid ?? orderOutlet(user, input, tables);
  if (tables.some((t) => t.outletid !== outletid)) throw badRequest("The tables must belong to the order's outlet.", { field: 'tableids' });
  // saveSources read the outlet the same way; another company's outlet reads as none.
  if (outlet?.outletid !== outletid) throw notFound('Outlet');

  const joined = joinTables(tables);
  if (input.ordertype === 'DINE IN' && !canSeat(input.pax, joined.tablecapacity)) {
    throw badRequest(paxOverCapacity(input.pax, joined.tablename, joined.tablecapacity), { field: 'pax' });
  }

  const stored = existing ? await q.storedLines(tx, input.orderkey) : [];
  const lines = priceLines(sources.menus, input, stored);
  const servicepc = existing?.servicepc ?? outlet.servicepc;
  const pb1pc = existing?.pb1pc ?? outlet.pb1pc;
  const totals = computeOrderTotals({ lines, servicepc, pb1pc, context: { ordertype: input.ordertype, outletid } });

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

  const orderdate = existing?.orderdate ?? new Date();
  const header = {
    ordertype: input.ordertype,
    tablename: input.ordertype === 'DINE IN' ? joined.tablename : null,
    tablecapacity: joined.tablecapacity,
    pax: input.pax,
    totalitem: totals.header.totalitem,
    totalqty: totals.header.totalqty,
    note: orderNote(totals.lines),
    customerid,
    customernm: input.customernm ?? null,
    PhoneNo: input.PhoneNo ?? null,
    DeliveryAddr: input.DeliveryAddr ?? null,
    deliverby: input.deliverby ?? null,
    subtotal: totals.header.subtotal,
    discval: totals.header.discval,
    netto: totals.header.netto,
    servicepc,
    serviceval: totals.header.serviceval,
    dpp: totals.header.dpp,
    pb1pc,
    pb1val: totals.header.pb1val,
    total: totals.header.total,
    endtime: input.ordertype === 'DINE IN' ? endTimeOf(orderdate, outlet.maxdinetime) : null,
    remark: input.note ?? null,
    savehash,
    updateby: user.username,
  };

  const kitchen = outlet.kitchenorder === '1' ? kitchenItems(totals.lines) : [];
  const newLines: q.NewLine[] = totals.lines.map((l) => ({
    lineno: l.lineno,
    menuid: l.menuid,
    menuname: l.menuname,
    menusize: l.menusize,
    categid: l.categid ?? null,
    salesacc: l.salesacc ?? '',
    qty: l.qty,
    hargajual: l.hargajual,
    discpc: l.discpc,
    discval: l.discval,
    netto: l.netto,
    kenapajak: Number(l.kenapajak),
    linenote: l.linenote,
    kitchenqty: outlet.kitchenorder === '1' ? Math.max(l.kitchenqty, l.qty) : l.kitchenqty,
  }));
  let row: q.StoredOrder;
  let savedLines: q.StoredLine[];
  let payments: Awaited<ReturnType<typeof q.storedPayments>> = [];
  if (existing) {
    row = await q.updateOrder(tx, input.orderkey, header);
    savedLines = await q.replaceLines(
      tx,
      input.orderkey,
      newLines.map((l) => ({ ...l, orderkey: input.orderkey })),
    );
    // The seated index decides a race for a table here (see saveOrder).
    await q.seatTables(tx, input.orderkey, joined.tableids);
    if (existing.paidamt > 0) payments = await q.storedPayments(tx, input.orderkey);
    await notifyOutlet(tx, outletid, { type: 'order.changed', orderkey: input.orderkey });
  } else {
    row = await q.insertNewOrder(tx, {
      order: { ...header, orderkey: input.orderkey, compcode: user.compcode, outletid, orderdate, createby: user.username },
      numberPrefix: orderNoPrefix(outlet.outletcode, orderdate, ctx.timeZone),
      lines: newLines,
      tableids: joined.tableids,
      notice: outletNotice(outletid, { type: 'order.opened', orderkey: input.orderkey }),
    });
    savedLines = newLines.map((l) => ({ ...l, orderkey: input.orderkey, isfree: false }));
  }
  if (kitchen.length) {
    const ticket = {
      orderkey: input.orderkey,
      orderno: row.orderno,
      ordertype: input.ordertype,
      tablename: header.tablename,
      pax: input.pax,
      remark: header.remark,
    };
    await queueKitchenTicket(tx, printContext(ctx), outlet, ticket, kitchen, false);
  }
  return q.detailOf(row, outlet.outletname, joined.tableids, savedLines, payments);
}

/** The order's outlet: a bound user's own; an admin's from the tables, else the body's outletid. */
function orderOutlet(user: SessionUser, input: OrderSave, tables: { outletid: number }[]): number {
  if (user.outletid !== null) {
    outletScope(user, input.outletid);
    return user.outletid;
  }
  const outletid = input.outletid ?? tables[0]?.outletid;
  if (!outletid) throw badRequest(CHOOSE_OUTLET, { field: 'outletid' });
  return outletid;
}

/** The picked tables in picking order; each must be active and, for a bound user, of their outlet. */
function pickTables(user: SessionUser, input: OrderSave, rows: q.SaveTable[]) {
  const byId = new Map(rows.map((r) => [r.tableid, r]));
  return input.tableids.map((id) => {
    const t = byId.get(id);
    if (t?.tableaktif !== '1' || (user.outletid !== null && t.outletid !== user.outletid)) {
      throw badRequest(`Table ${id} is not available`, { field: 'tableids' });
    }
    return t;
  });
}

interface PricingLine {
  lineno: number;
  menuid: number;
  menuname: string;
  menusize: string | null;
  categid: string | null;
  salesacc: string;
  qty: number;
  hargajual: number;
  discpc: number;
  kenapajak: 0 | 1;
  linenote: string | null;
  kitchenqty: number;
}

/**
 * Prices the lines on the server. A line already on the order keeps the price it was ordered at
 * and what the kitchen has been sent of it; a new line takes the outlet's current price.
 */
function priceLines(menuRows: q.OrderMenu[], input: OrderSave, stored: q.StoredLine[]): PricingLine[] {
  const menus = new Map(menuRows.map((m) => [m.menuid, m]));
  const unused = [...stored];
  const take = (menuid: number, linenote: string | null) => {
    const i = [unused.findIndex((s) => s.menuid === menuid && s.linenote === linenote), unused.findIndex((s) => s.menuid === menuid)].find(
      (n) => n >= 0,
    );
    return i === undefined ? undefined : unused.splice(i, 1)[0];
  };
  return input.lines.map((line, i) => {
    const linenote = line.linenote ?? null;
    const old = take(line.menuid, linenote);
    const base = { lineno: i + 1, qty: line.qty, linenote };
    if (old) {
      return {
        ...base,
        menuid: old.menuid,
        menuname: old.menuname,
        menusize: old.menusize,
        categid: old.categid,
        salesacc: old.salesacc,
        hargajual: old.hargajual,
        discpc: old.discpc,
        kenapajak: old.kenapajak ? 1 : 0,
        kitchenqty: old.kitchenqty,
      };
    }
    const menu = menus.get(line.menuid);
    if (!menu) throw badRequest(`Menu ${line.menuid} is not available`, { field: `lines.${i}.menuid` });
    return { ...base, ...menu, discpc: 0, kenapajak: menu.kenapajak ? 1 : 0, kitchenqty: 0 };
  });
}

/** What the kitchen has not been sent yet: new lines and added quantities, once each. */
function kitchenItems(lines: Pick<PricingLine, 'qty' | 'kitchenqty' | 'menuname' | 'menusize' | 'linenote'>[]): KitchenItem[] {
  return lines
    .filter((l) => l.qty > l.kitchenqty)
    .map((l) => ({ qty: l.qty - l.kitchenqty, menuname: l.menuname, menusize: l.menusize, linenote: l.linenote }));
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

/**
 * Completes an order: the payment rows are checked with the spec's messages, change goes on the
 * CASH line, the tables are freed. Paying again with the same rows (a retry) answers the result.
 */
export async function payOrder(db: Db, ctx: OrderContext, input: OrderPayment): Promise<OrderDetail> {
  const { user } = ctx;
  const scope = scopeOf(user);
  return db.transaction(async (tx) => {
    const { order, types } = await q.paymentSources(tx, input.orderkey, user.compcode);
    if (!order || !inScope(user, order)) throw notFound('Order');
    if (order.isvoid === '1') throw badRequest(ORDER_VOIDED);
    if (order.orderstatus === ORDER_STATUS.COMPLETED) {
      if (samePayments(await q.storedPayments(tx, order.orderkey), input.payments))
        return (await q.orderDetail(tx, scope, order.orderkey)) as OrderDetail;
      throw conflict(VIEW_ONLY_SAVE);
    }
    if (isViewOnly(order)) throw conflict(VIEW_ONLY_SAVE);

    const byCode = new Map(types.map((t) => [t.codepayment, t]));
    const unknown = input.payments.find((p) => p.codepayment && p.paymentamount > 0 && !byCode.has(p.codepayment));
    if (unknown) throw badRequest(`Payment type ${unknown.codepayment} not found`, { field: 'codepayment' });
    const cash = types.find((t) => t.iscash) ?? byCode.get(DEFAULT_CASH_CODE);
    const settled = settlePayment({
      total: order.total,
      cashCode: cash?.codepayment ?? DEFAULT_CASH_CODE,
      payments: input.payments.map((p) => ({ ...p, iscash: byCode.get(p.codepayment)?.iscash ?? false })),
    });
    if (!settled.ok) throw badRequest(settled.message);

    const nameOf = (code: string) => byCode.get(code)?.namepayment ?? 'CASH';
    const payments = settled.lines.map((l, i) => ({
      ...l,
      lineno: i + 1,
      namepayment: nameOf(l.codepayment),
      kodeacc: byCode.get(l.codepayment)?.kodeacc ?? '1',
    }));
    // An order paid before and re-opened in the back office is paid anew.
    if (order.paidamt > 0) await q.deletePayments(tx, order.orderkey);
    const done = await q.completeOrder(tx, {
      orderkey: order.orderkey,
      payments,
      paymtime: new Date(),
      paymethod: [...new Set(settled.lines.filter((l) => l.paymentamount > 0).map((l) => nameOf(l.codepayment)))].join(', '),
      paidamt: settled.paidamt,
      changeamt: settled.changeamt,
      updateby: user.username,
      notice: outletNotice(order.outletid, { type: 'order.paid', orderkey: order.orderkey }),
    });
    return q.detailOf(
      done.order,
      order.outletname,
      done.tableids,
      done.lines,
      payments.map((p) => ({ ...p, orderkey: order.orderkey })),
    );
  });
}

type StoredPayment = Awaited<ReturnType<typeof q.storedPayments>>[number];

function samePayments(stored: StoredPayment[], asked: OrderPayment['payments']): boolean {
  const key = (code: string, amount: number, note: string | null | undefined) => `${code.trim()}|${amount}|${note?.trim() || ''}`;
  const a = stored.filter((p) => p.paymentamount > 0).map((p) => key(p.codepayment, p.paymentamount, p.paymentnote));
  const b = asked.filter((p) => p.paymentamount > 0).map((p) => key(p.codepayment, p.paymentamount, p.paymentnote));
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

// T2 before T10.
const naturalOrder = new Intl.Collator('en', { numeric: true });

/** The table board of section 3, grouped by position for the screen's tabs. */
export async function tableBoard(db: Db, user: SessionUser, requested: number | undefined, now = new Date()): Promise<TableGroup[]> {
  const outletid = outletScope(user, requested);
  if (!outletid) throw badRequest(CHOOSE_OUTLET, { field: 'outletid' });
  const rows = await q.boardRows(db, user.compcode, outletid);
  const groups = new Map<string, TableGroup>();
  for (const r of rows) {
    let group = groups.get(r.tableposcode);
    if (!group) {
      group = { tableposcode: r.tableposcode, tableposname: r.tableposname, tables: [] };
      groups.set(r.tableposcode, group);
    }
    const endtime = r.orderkey ? r.endtime : null;
    group.tables.push({
      tablename: r.tablename,
      orderkey: r.orderkey,
      orderno: r.orderno,
      tableid: r.tableid,
      outletid: r.outletid,
      compcode: r.compcode,
      tablecapacity: r.tablecapacity,
      description: r.orderkey ? `${r.orderno} · ${r.pax} pax · ${formatRupiah(r.total ?? 0)}` : 'No Order',
      pax: r.orderkey ? r.pax : null,
      total: r.orderkey ? r.total : null,
      endtime: endtime ? endtime.toISOString() : null,
      status: tableStatus(endtime, now) ?? '',
      sisa: endtime ? remainingMinutes(endtime, now) : 0,
      position: r.tableposname,
    });
  }
  for (const g of groups.values()) g.tables.sort((a, b) => naturalOrder.compare(a.tablename, b.tablename));
  return [...groups.values()];
}

async function printableOrder(tx: Tx, user: SessionUser, orderkey: string) {
  const detail = await q.orderDetail(tx, scopeOf(user), orderkey);
  if (!detail) throw notFound('Order');
  if (detail.header.isvoid === '1') throw badRequest(VIEW_ONLY_FEATURE);
  const outlet = await q.outletSettings(tx, user.compcode, detail.header.outletid);
  if (!outlet) throw notFound('Outlet');
  return { detail, outlet };
}

export function printReceipt(db: Db, ctx: OrderContext, orderkey: string, paper: PaperMm) {
  return db.transaction(async (tx) => {
    const { detail, outlet } = await printableOrder(tx, ctx.user, orderkey);
    return queueReceipt(tx, printContext(ctx), outlet, detail, paper);
  });
}

/** Sends the kitchen what it has not had yet; a reprint sends the whole order again, marked REPRINT. */
export function printKitchen(db: Db, ctx: OrderContext, orderkey: string, reprint: boolean) {
  return db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderkey);
    if (!order || !inScope(ctx.user, order)) throw notFound('Order');
    const { detail, outlet } = await printableOrder(tx, ctx.user, orderkey);
    const pending = reprint ? detail.lines.map((l) => ({ ...l, kitchenqty: 0 })) : detail.lines.filter((l) => l.qty > l.kitchenqty);
    if (!pending.length) throw badRequest('Nothing new for the kitchen');
    const job = await queueKitchenTicket(tx, printContext(ctx), outlet, detail.header, kitchenItems(pending), reprint);
    if (!reprint)
      await q.setKitchenSent(
        tx,
        orderkey,
        pending.map((l) => ({ lineno: l.lineno, qty: l.qty })),
      );
    return job;
  });
}

export function openDrawer(db: Db, ctx: OrderContext, orderkey: string) {
  return db.transaction(async (tx) => {
    const { detail, outlet } = await printableOrder(tx, ctx.user, orderkey);
    return queueDrawerKick(tx, printContext(ctx), outlet, detail.header.orderkey);
  });
}
