import type { OrderDetail, OrderDetailLine, OrderHeader, OrderPaymentLine } from '@saji/core';
import { orderStatusName } from '@saji/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type orderPayments, orders, outlets } from '../../db/schema/index.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { inScope, type StoredLine, type StoredOrder, storedLines } from './orders.queries.js';
import { storedPayments } from './payment.queries.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The order as the screen reads it: header (with its outlet's name and tables), lines, payments. */
export async function orderDetail(
  db: DbOrTx,
  scope: Pick<RequestScope, 'compcode' | 'boundOutlet'>,
  orderkey: string,
): Promise<OrderDetail | undefined> {
  const [h] = await db
    .select({
      order: orders,
      outletname: outlets.outletname,
      tableids: sql<
        number[]
      >`coalesce((SELECT array_agg(ot.tableid ORDER BY ot.seq) FROM restoordertable ot WHERE ot.orderkey = ${orders.orderkey}), '{}')`,
    })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(and(eq(orders.orderkey, orderkey), inScope(scope)));
  if (!h) return undefined;
  const [lines, payments] = [await storedLines(db, orderkey), await storedPayments(db, orderkey)];
  return detailOf(h.order, h.outletname, h.tableids.map(Number), lines, payments);
}

/** The detail answer from rows already at hand (saves read nothing back). */
export function detailOf(
  order: StoredOrder,
  outletname: string,
  tableids: number[],
  lines: StoredLine[],
  payments: (typeof orderPayments.$inferSelect)[],
): OrderDetail {
  return { header: toHeader(order, outletname, tableids), lines: lines.map(toLine), payments: payments.map(toPayment) };
}

function toHeader(o: StoredOrder, outletname: string, tableids: number[]): OrderHeader {
  return {
    orderkey: o.orderkey,
    orderno: o.orderno,
    orderdate: iso(o.orderdate) as string,
    ordertype: o.ordertype,
    tableid: tableids[0] ?? 0,
    tableids,
    tablename: o.tablename,
    tablecapacity: o.tablecapacity,
    pax: o.pax,
    totalitem: o.totalitem,
    totalqty: o.totalqty,
    note: o.note,
    customerid: o.customerid,
    customernm: o.customernm,
    outletid: o.outletid,
    outletname,
    compcode: o.compcode,
    adultqty: o.adultqty,
    childqty: o.childqty,
    campaignkey: o.campaignkey,
    voucherno: o.voucherno,
    subtotal: o.subtotal,
    discval: o.discval,
    netto: o.netto,
    servicepc: o.servicepc,
    serviceval: o.serviceval,
    dpp: o.dpp,
    pb1pc: o.pb1pc,
    pb1val: o.pb1val,
    total: o.total,
    paidamt: o.paidamt,
    changeamt: o.changeamt,
    orderstatus: o.orderstatus,
    orderstatusnm: orderStatusName(o.orderstatus, o.isvoid as '0' | '1', o),
    isvoid: o.isvoid,
    voidreason: o.voidreason,
    posting: o.posting,
    paymtime: iso(o.paymtime),
    paymethod: o.paymethod,
    createby: o.createby,
    DeliveryAddr: o.DeliveryAddr,
    PhoneNo: o.PhoneNo,
    deliverby: o.deliverby,
    endtime: iso(o.endtime),
    remark: o.remark,
    version: o.version,
    splitfrom: o.splitfrom,
    splitfromno: o.splitfromno,
    splitno: o.splitno,
    splitcount: o.splitcount,
    mergedinto: o.mergedinto,
    mergedintono: o.mergedintono,
    offlineat: iso(o.offlineat),
    offlineno: o.offlineno,
  };
}

const toLine = (l: StoredLine): OrderDetailLine => ({
  lineno: l.lineno,
  menuid: l.menuid,
  menuname: l.menuname,
  menusize: l.menusize,
  qty: l.qty,
  hargajual: l.hargajual,
  discpc: l.discpc,
  discval: l.discval,
  netto: l.netto,
  categid: l.categid,
  kenapajak: l.kenapajak,
  linenote: l.linenote,
  kitchenqty: l.kitchenqty,
  modifiers: l.modifiers,
  isfree: l.isfree,
  campaignid: l.campaignid,
});

const toPayment = (p: typeof orderPayments.$inferSelect): OrderPaymentLine => ({
  lineno: p.lineno,
  codepayment: p.codepayment,
  namepayment: p.namepayment,
  paymentnote: p.paymentnote,
  paymentamount: p.paymentamount,
  paymentnettamt: p.paymentnettamt,
  paymentchange: p.paymentchange,
});

/** Active tables of an outlet with the open order seated at each, if any. */
