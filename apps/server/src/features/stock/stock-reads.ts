import { costPercent, type VarianceReport, type VarianceRow, varianceOf } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { salesPerDay } from '../reports/index.js';
import * as dq from './documents.queries.js';
import * as lq from './levels.queries.js';
import * as mq from './moves.queries.js';
import { foldAllSales, stockOutletRow } from './sale-fold.js';
import type { DocumentQuery, MovementQuery, OnHandQuery, VarianceQuery } from './stock.schemas.js';
import { varianceSources } from './variance.queries.js';

/**
 * The one outlet a stock read is about: a bound user's own, an admin's the one asked for. Stock is per
 * outlet, so an admin must name one; another company's outlet is not found.
 */
export async function stockOutlet(db: DbOrTx, scope: ScopedTo) {
  if (!scope.outletid) throw badRequest('Choose an outlet', { field: 'outletid' });
  const outlet = await stockOutletRow(db, scope.compcode, scope.outletid);
  if (!outlet) throw notFound('Outlet');
  return outlet;
}

/**
 * Every read of stock first turns the sales noted so far into movements, so it agrees with the orders;
 * with none waiting (the background folder keeps up) it costs no more than finding the outlet.
 */
async function settled(db: DbOrTx, scope: ScopedTo) {
  const outlet = await stockOutlet(db, scope);
  if (outlet.pending) await foldAllSales(db);
  return outlet;
}

export async function onHand(db: DbOrTx, scope: ScopedTo, query: OnHandQuery) {
  const outlet = await settled(db, scope);
  return lq.findOnHand(db, scope.compcode, outlet.outletid, query);
}

export async function lowStock(db: DbOrTx, scope: ScopedTo) {
  const outlet = await settled(db, scope);
  return lq.findLow(db, scope.compcode, outlet.outletid);
}

export async function movements(db: DbOrTx, scope: ScopedTo, query: MovementQuery) {
  const outlet = await settled(db, scope);
  return lq.findMovements(db, scope.compcode, outlet.outletid, query);
}

/**
 * The outlets a transfer may go to: every active outlet of the company, also for a manager, who may
 * read no other outlet's data but must name where the goods go.
 */
export async function transferOutlets(db: DbOrTx, compcode: string) {
  const list = await mq.companyOutlets(db, compcode);
  return { meta: { total: list.length }, list };
}

export const receipts = (db: DbOrTx, scope: ScopedTo, query: DocumentQuery) => dq.findReceipts(db, scope, query);

export async function receiptDetail(db: DbOrTx, scope: ScopedTo, key: string) {
  const header = await dq.findReceipt(db, scope, key);
  if (!header) throw notFound('Receipt');
  return { header, lines: await dq.receiptLines(db, key) };
}

export const counts = (db: DbOrTx, scope: ScopedTo, query: DocumentQuery) => dq.findCounts(db, scope, query);

export async function countSheet(db: DbOrTx, scope: ScopedTo, key: string) {
  const sheet = await dq.findCount(db, scope, key);
  if (!sheet) throw notFound('Count');
  return sheet;
}

/**
 * Actual against theoretical usage per item for an outlet's period, and the food cost of both as a
 * share of the period's net sales, read from the sales summaries like every sales report.
 */
export async function variance(db: DbOrTx, scope: ScopedTo, query: VarianceQuery): Promise<VarianceReport & { outletcode: string }> {
  const outlet = await settled(db, scope);
  const [sources, sales] = await Promise.all([
    varianceSources(db, scope.compcode, outlet.outletid, query.tgl1, query.tgl2),
    salesPerDay(db, { ...scope, outletid: outlet.outletid }, query),
  ]);
  const list: VarianceRow[] = sources.map((s) => ({ ...s, ...pick(varianceOf(s)) }));
  const sum = (of: (r: ReturnType<typeof varianceOf>) => number) => sources.reduce((t, s) => t + of(varianceOf(s)), 0);
  const netsales = sales.reduce((t, d) => t + Number(d.sales), 0);
  const theoreticalcost = sum((v) => v.theoreticalcost);
  const actualcost = sum((v) => v.actualcost);
  return {
    outletcode: outlet.outletcode,
    meta: { total: list.length },
    list,
    totals: {
      netsales,
      theoreticalcost,
      actualcost,
      variancevalue: sum((v) => v.variancevalue),
      theoreticalpct: costPercent(theoreticalcost, netsales),
      actualpct: costPercent(actualcost, netsales),
    },
  };
}

const pick = ({ actualusage, variance, variancevalue }: ReturnType<typeof varianceOf>) => ({ actualusage, variance, variancevalue });
