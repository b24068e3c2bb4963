import {
  BULK_POSTING_MAX_DAYS,
  BULK_POSTING_TOO_LONG,
  buildOrderJournal,
  bulkPostingTooMany,
  ORDER_ALREADY_POSTED,
  ORDER_NOT_COMPLETED,
  ORDER_NOT_POSTED,
  ORDER_STATUS,
  ORDER_VOIDED,
  POSTING_OK,
  UNPOSTING_OK,
  voucherNumberOf,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { type BackgroundWork, inSteps } from '../../platform/background.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { closedPeriodError } from '../accounting/index.js';
import { outletExists } from '../outlets/index.js';
import * as q from './order-admin.queries.js';
import type { storedOrderType } from './order-filters.queries.js';
import { daysOf } from './order-list.service.js';
import * as pq from './posting.queries.js';

/** Why an order may not be posted, or null. */
export function postingRefusal(order: Pick<pq.PostingSource, 'isvoid' | 'orderstatus' | 'posting'>): string | null {
  if (order.isvoid === '1') return ORDER_VOIDED;
  if (order.orderstatus !== ORDER_STATUS.COMPLETED) return ORDER_NOT_COMPLETED;
  if (order.posting === 1) return ORDER_ALREADY_POSTED;
  return null;
}

export const voucherNumber = (src: pq.PostingSource) => voucherNumberOf(src.orderno, src.outletcode);

export function voucherOf(src: pq.PostingSource, parts: Awaited<ReturnType<typeof pq.linesAndPayments>>) {
  try {
    return buildOrderJournal({
      orderno: src.orderno,
      totals: { netto: src.netto, serviceval: src.serviceval, pb1val: src.pb1val, total: src.total },
      lines: parts.lines,
      payments: parts.payments,
      accounts: { ServiceAcc: src.ServiceAcc, TaxAcc: src.TaxAcc },
    });
  } catch (err) {
    // Stored amounts that do not add up are refused rather than posted unbalanced.
    throw conflict(`The order's amounts do not balance: ${(err as Error).message}`);
  }
}

async function lockedSource(tx: DbOrTx, scope: ScopedTo, orderkey: string): Promise<pq.PostingSource> {
  const src = await pq.postingSource(tx, scope, orderkey, true);
  if (!src) throw notFound('Order');
  return src;
}

/**
 * Writes the order's voucher. The order row is locked first, so a second posting of the same order
 * (another terminal, a bulk run) waits, then sees it posted and is refused: one journal, never two.
 */
export async function postOrder(db: Db, scope: ScopedTo, username: string, orderkey: string) {
  return db.transaction(async (tx) => {
    const src = await lockedSource(tx, scope, orderkey);
    const refusal = postingRefusal(src);
    if (refusal) throw conflict(refusal);
    if (src.periodClosed) throw closedPeriodError(src.voucherdate);
    const voucher = voucherOf(src, await pq.linesAndPayments(tx, orderkey));
    const voucherno = voucherNumber(src);
    await pq.writeJournal(tx, {
      compcode: scope.compcode,
      outletid: src.outletid,
      voucherno,
      voucherdate: src.voucherdate,
      orderkey,
      memo: `Sales ${src.orderno}`,
      createby: username,
      lines: voucher.lines,
    });
    await audit(tx, scope, { action: 'order.post', objectkey: orderkey, outletid: src.outletid, after: { voucherno } });
    return { message: POSTING_OK, voucherno };
  });
}

export async function unpostOrder(db: Db, scope: ScopedTo, username: string, orderkey: string) {
  return db.transaction(async (tx) => {
    const src = await lockedSource(tx, scope, orderkey);
    if (src.posting !== 1) throw conflict(ORDER_NOT_POSTED);
    if (src.periodClosed) throw closedPeriodError(src.voucherdate);
    await pq.removeJournal(tx, orderkey, username);
    await audit(tx, scope, { action: 'order.unpost', objectkey: orderkey, outletid: src.outletid });
    return { message: UNPOSTING_OK };
  });
}

export interface BulkOptions {
  /** The app's priority gate (platform/background.ts): the orders are posted in its steps. */
  background: BackgroundWork;
  /** Orders posted at once in a step; each has its own transaction, so more than one needs a connection pool. */
  concurrency: number;
  /** The most orders one run takes (BULK_POSTING_MAX_ORDERS). */
  maxOrders: number;
}

/**
 * Posts (or un-posts) every order of an outlet and date range, each in its own transaction, so one
 * order that cannot be posted is reported and never blocks or half-posts the others. The orders are
 * posted in steps of back-office work (up to 50 orders, about 10 ms, a few at once on PostgreSQL): a
 * POS command waits for at most the step under way, never the run. An order that fails (refused,
 * unbalanced, or a database error) is reported in `skipped` with its reason and the run goes on; what
 * was posted stays posted, so running it again posts the rest.
 */
export async function postingAll(
  db: Db,
  scope: ScopedTo,
  username: string,
  filter: { ordertype: string; tgl1: string; tgl2: string },
  post: boolean,
  options: BulkOptions,
) {
  if (daysOf(filter.tgl1, filter.tgl2) > BULK_POSTING_MAX_DAYS) throw badRequest(BULK_POSTING_TOO_LONG);
  // An outlet the company does not have is not found, rather than a run that posted nothing.
  if (scope.outletid !== undefined && !(await outletExists(db, scope.compcode, scope.outletid))) throw notFound('Outlet');
  const ordertype = (filter.ordertype || undefined) as Parameters<typeof storedOrderType>[0];
  const range = { ordertype, tgl1: filter.tgl1, tgl2: filter.tgl2 };
  const candidates = await options.background.step(() => q.findBulkCandidates(db, scope, range, !post, options.maxOrders + 1));
  if (candidates.length > options.maxOrders) throw badRequest(bulkPostingTooMany(options.maxOrders));
  let posted = 0;
  const skipped: { orderno: string; reason: string }[] = [];
  const one = async (c: (typeof candidates)[number]) => {
    const refusal = post ? postingRefusal({ ...c, posting: 0 }) : null;
    if (refusal) {
      skipped.push({ orderno: c.orderno, reason: refusal });
      return;
    }
    try {
      await (post ? postOrder : unpostOrder)(db, scope, username, c.orderkey);
      posted++;
    } catch (err) {
      skipped.push({ orderno: c.orderno, reason: err instanceof AppError ? err.message : `Failed: ${(err as Error).message}` });
    }
  };
  const groups: (typeof candidates)[] = [];
  for (let i = 0; i < candidates.length; i += options.concurrency) groups.push(candidates.slice(i, i + options.concurrency));
  // Up to 50 orders a step, fewer when the step has used its time budget.
  await inSteps(options.background, groups, Math.ceil(50 / options.concurrency), (group) => Promise.all(group.map(one)));
  skipped.sort((a, b) => a.orderno.localeCompare(b.orderno));
  // Each order's own row was written with it; this one says who ran the bulk run, over what, and how it went.
  const after = { ...filter, posted, skipped: skipped.length };
  await audit(db, scope, { action: post ? 'order.postall' : 'order.unpostall', objectkey: `${filter.tgl1}..${filter.tgl2}`, after });
  return { posted, skipped };
}
