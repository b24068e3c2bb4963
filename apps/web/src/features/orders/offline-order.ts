import { computeOrderTotals, joinTables, ORDER_STATUS, orderNote, type SettledPayment } from '@saji/core';
import type * as D from './order-draft';
import type { OrderDetail } from './orders.api';

/** Who took an order offline, and where: what the local copy of the order needs besides the draft. */
export interface OfflineStamp {
  offlineno: string;
  offlineat: string;
  outletname: string;
  compcode: string;
  createby: string;
  /** The server's copy when the order was saved online before the line dropped. */
  stored?: OrderDetail | null;
}

/**
 * The order as the till shows and prints it before the server has it (issue 29): priced by the same
 * core engine the server uses, numbered with the provisional number, marked paid once the payment
 * is queued. The server's own copy replaces it when the outbox has sent it.
 */
export function offlineDetail(
  d: D.OrderDraft,
  stamp: OfflineStamp,
  servicepc: number,
  pb1pc: number,
  paid?: SettledPayment & { names: Map<string, string> },
): OrderDetail {
  const rates = { servicepc: d.servicepc ?? servicepc, pb1pc: d.pb1pc ?? pb1pc };
  const { header: totals, lines } = computeOrderTotals({ lines: d.lines, ...rates, context: { ordertype: d.ordertype } });
  const joined = joinTables(d.tables);
  const stored = stamp.stored?.header;
  const dineIn = d.ordertype === 'DINE IN';
  return {
    header: {
      orderkey: d.orderkey,
      orderno: stored?.orderno ?? stamp.offlineno,
      orderdate: stored?.orderdate ?? stamp.offlineat,
      ordertype: d.ordertype,
      tableid: dineIn ? (d.tables[0]?.tableid ?? 0) : 0,
      tableids: dineIn ? d.tables.map((t) => t.tableid) : [],
      tablename: dineIn ? joined.tablename : null,
      tablecapacity: dineIn ? joined.tablecapacity : 0,
      pax: Number(d.pax) || 1,
      ...{ totalitem: totals.totalitem, totalqty: totals.totalqty },
      note: orderNote(lines.map((l) => ({ menuname: l.menuname, qty: l.qty }))),
      customerid: null,
      customernm: d.ordertype === 'DELIVERY' ? d.delivery.customernm : null,
      outletid: d.outletid,
      outletname: stamp.outletname,
      compcode: stamp.compcode,
      adultqty: 0,
      childqty: 0,
      campaignkey: null,
      voucherno: d.voucherno ?? null,
      ...{ subtotal: totals.subtotal, discval: totals.discval, netto: totals.netto },
      ...{ servicepc: rates.servicepc, serviceval: totals.serviceval, dpp: totals.dpp, pb1pc: rates.pb1pc, pb1val: totals.pb1val },
      total: totals.total,
      paidamt: paid?.paidamt ?? 0,
      changeamt: paid?.changeamt ?? 0,
      orderstatus: paid ? ORDER_STATUS.COMPLETED : ORDER_STATUS.OPEN,
      orderstatusnm: paid ? 'Completed' : 'Open',
      isvoid: '0',
      voidreason: null,
      posting: 0,
      paymtime: paid ? stamp.offlineat : null,
      paymethod: paid ? paid.lines.map((l) => l.codepayment).join(', ') : null,
      createby: stored?.createby ?? stamp.createby,
      DeliveryAddr: d.ordertype === 'DELIVERY' ? d.delivery.DeliveryAddr : null,
      PhoneNo: d.ordertype === 'DELIVERY' ? d.delivery.PhoneNo : null,
      deliverby: d.ordertype === 'DELIVERY' ? d.delivery.deliverby : null,
      endtime: null,
      remark: null,
      version: (stored?.version ?? 0) + 1,
      ...{ splitfrom: null, splitfromno: null, splitno: null, splitcount: null, mergedinto: null, mergedintono: null },
      offlineat: stored ? null : stamp.offlineat,
      offlineno: stored ? null : stamp.offlineno,
    },
    lines: lines.map((l, i) => ({
      lineno: i + 1,
      menuid: l.menuid,
      menuname: l.menuname,
      menusize: l.menusize,
      qty: l.qty,
      hargajual: l.hargajual,
      discpc: l.discpc,
      discval: l.discval,
      netto: l.netto,
      categid: null,
      kenapajak: Number(l.kenapajak),
      linenote: l.linenote ?? null,
      kitchenqty: 0,
      modifiers: l.modifiers ?? [],
    })),
    payments: (paid?.lines ?? []).map((p, i) => ({
      lineno: i + 1,
      codepayment: p.codepayment,
      namepayment: paid?.names.get(p.codepayment) ?? p.codepayment,
      paymentnote: p.paymentnote,
      paymentamount: p.paymentamount,
      paymentnettamt: p.paymentnettamt,
      paymentchange: p.paymentchange,
    })),
  };
}
