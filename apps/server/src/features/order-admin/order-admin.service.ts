import {
  BULK_POSTING_MAX_DAYS,
  BULK_POSTING_TOO_LONG,
  buildOrderJournal,
  bulkPostingTooMany,
  fiscalYearOf,
  type Journal,
  notOpenReason,
  ORDER_ALREADY_POSTED,
  ORDER_NOT_COMPLETED,
  ORDER_NOT_POSTED,
  ORDER_POSTED_UNPOST_FIRST,
  ORDER_STATUS,
  ORDER_VOIDED,
  PAYMENT_NOT_ENOUGH,
  POSTING_OK,
  paymentMethod,
  settlePayment,
  sum,
  UNPOSTING_OK,
  UPDATE_OK,
  voucherNumberOf,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { type BackgroundWork, inSteps } from '../../platform/background.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { storePreview } from '../../platform/print-preview.js';
import { notifyOutlet } from '../../platform/realtime.js';
import { closedOrderPeriodError, closedPeriodError } from '../accounting/index.js';
import { outletExists } from '../outlets/index.js';
import { journalVoucherPdf } from './journal-voucher.pdf.js';
import * as q from './order-admin.queries.js';
import * as changes from './order-changes.queries.js';
import { daysOf } from './order-list.service.js';
import * as pq from './posting.queries.js';

/**
 * The order, locked, when it may still change: a void order stays void, a posted one is un-posted
 * first, and an order of a closed month keeps what the closed books say of it.
 */
async function lockedChangeable(tx: DbOrTx, scope: ScopedTo, orderkey: string): Promise<changes.LockedOrder> {
  const order = await changes.lockOrder(tx, scope, orderkey);
  if (!order) throw notFound('Order');
  if (order.isvoid === '1') throw conflict(ORDER_VOIDED);
  if (order.posting === 1) throw conflict(ORDER_POSTED_UNPOST_FIRST);
  if (order.periodClosed) throw closedOrderPeriodError(order.orderdate, scope.timeZone);
  // A split bill lives on in its checks, a merged order in the order it joined: those are what change.
  if (order.orderstatus === ORDER_STATUS.SPLIT || order.orderstatus === ORDER_STATUS.MERGED)
    throw conflict(notOpenReason({ ...order, isvoid: '0' }) as string);
  return order;
}

export async function voidOrder(db: Db, scope: ScopedTo, username: string, input: { orderkey: string; voidreason: string }) {
  return db.transaction(async (tx) => {
    // A repeated void by the one who voided (a double tap, a retry after a lost answer) got what it asked.
    const current = await changes.lockOrder(tx, scope, input.orderkey);
    if (current?.isvoid === '1' && current.voidby === username) return { message: UPDATE_OK };
    const order = await lockedChangeable(tx, scope, input.orderkey);
    await changes.markVoid(tx, order.orderkey, input.voidreason, username);
    await changes.freeTables(tx, order.orderkey);
    await audit(tx, scope, {
      action: 'order.void',
      objectkey: order.orderkey,
      outletid: order.outletid,
      after: { voidreason: input.voidreason },
    });
    await notifyOutlet(tx, order.outletid, { type: 'order.voided', orderkey: order.orderkey });
    return { message: UPDATE_OK };
  });
}

/**
 * The back office's status switch: a completed order that is not posted may be re-opened (to correct
 * it at the till), and an open order whose payments settle its total may be completed, which frees its
 * tables. A void or posted order keeps its status.
 */
export async function setOrderStatus(db: Db, scope: ScopedTo, username: string, input: { orderkey: string; orderstatus: number }) {
  return db.transaction(async (tx) => {
    const order = await lockedChangeable(tx, scope, input.orderkey);
    if (order.orderstatus === input.orderstatus) return { message: UPDATE_OK };
    if (input.orderstatus === ORDER_STATUS.COMPLETED) await resettlePayments(tx, scope.compcode, order);
    await changes.setStatus(tx, order.orderkey, input.orderstatus, username);
    await audit(tx, scope, {
      action: 'order.status',
      objectkey: order.orderkey,
      outletid: order.outletid,
      before: { orderstatus: order.orderstatus },
      after: { orderstatus: input.orderstatus },
    });
    // A completed order has been paid for: its guests have left, as when paying at the till.
    if (input.orderstatus === ORDER_STATUS.COMPLETED) await changes.freeTables(tx, order.orderkey);
    await notifyOutlet(tx, order.outletid, { type: 'order.status', orderkey: order.orderkey });
    return { message: UPDATE_OK };
  });
}

/**
 * Completing a re-opened order settles its stored payments again against its total, which may have
 * changed at the till since: the change and each line's nett amount follow the total, so the order
 * posts with a balanced voucher. Payments that no longer cover the total are refused.
 */
async function resettlePayments(tx: DbOrTx, compcode: string, order: changes.LockedOrder): Promise<void> {
  const payments = await changes.paymentsToSettle(tx, compcode, order.orderkey);
  if (!payments.some((p) => p.paymentamount > 0) && order.total > 0) throw conflict(PAYMENT_NOT_ENOUGH);
  const settled = settlePayment({ total: order.total, payments });
  if (!settled.ok) throw conflict(settled.message);
  // Lines keep the name and account they were paid with.
  const byCode = new Map(payments.map((p) => [p.codepayment, p]));
  const nameOf = (code: string) => byCode.get(code)?.namepayment ?? 'CASH';
  await changes.replacePayments(tx, order.orderkey, {
    lines: settled.lines.map((l) => ({ ...l, namepayment: nameOf(l.codepayment), kodeacc: byCode.get(l.codepayment)?.kodeacc ?? '1' })),
    paidamt: settled.paidamt,
    changeamt: settled.changeamt,
    paymethod: paymentMethod(settled.lines, nameOf),
  });
}

/** Why an order may not be posted, or null. */
function postingRefusal(order: Pick<pq.PostingSource, 'isvoid' | 'orderstatus' | 'posting'>): string | null {
  if (order.isvoid === '1') return ORDER_VOIDED;
  if (order.orderstatus !== ORDER_STATUS.COMPLETED) return ORDER_NOT_COMPLETED;
  if (order.posting === 1) return ORDER_ALREADY_POSTED;
  return null;
}

const voucherNumber = (src: pq.PostingSource) => voucherNumberOf(src.orderno, src.outletcode);

function voucherOf(src: pq.PostingSource, parts: Awaited<ReturnType<typeof pq.linesAndPayments>>) {
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
  const ordertype = (filter.ordertype || undefined) as Parameters<typeof q.storedOrderType>[0];
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

/**
 * The voucher of an order: the posted one, or for a completed order not posted yet the draft that
 * posting would write (header.posted false), so the JV can be checked before posting.
 */
export async function journalOf(
  db: Db,
  scope: ScopedTo,
  user: Pick<SessionUser, 'username' | 'company' | 'awalbln'>,
  orderkey: string,
): Promise<Journal> {
  const src = await pq.postingSource(db, scope, orderkey, false);
  if (!src) throw notFound('Order');
  const stored = await pq.findJournal(db, scope.compcode, orderkey);
  const voucher = stored ? { ...stored.header, lines: stored.lines } : await draftVoucher(db, src, user.username);
  const tahun = fiscalYearOf(voucher.voucherdate, user.awalbln);
  const names = await pq.accountNames(db, scope.compcode, tahun, [...new Set(voucher.lines.map((l) => l.kodeacc))]);
  return {
    header: {
      posted: !!stored,
      voucherno: voucher.voucherno,
      voucherdate: voucher.voucherdate,
      compcode: scope.compcode,
      company: user.company,
      outletid: src.outletid,
      outletcode: src.outletcode,
      outletname: src.outletname,
      orderkey,
      orderno: src.orderno,
      createby: voucher.createby,
      totaldebit: sum(voucher.lines.map((l) => l.debit)),
      totalcredit: sum(voucher.lines.map((l) => l.credit)),
    },
    lines: voucher.lines.map((l) => ({ ...l, namaacc: names.get(l.kodeacc) ?? '' })),
  };
}

/** Renders the order's voucher as a PDF preview (see platform/print-preview.ts) and answers its id. */
export async function previewJournal(
  db: Db,
  scope: ScopedTo,
  user: Pick<SessionUser, 'username' | 'name' | 'company' | 'awalbln' | 'compcode'>,
  orderkey: string,
  printedAt: string,
): Promise<{ id: string }> {
  const journal = await journalOf(db, scope, user, orderkey);
  const content = await journalVoucherPdf(journal, user.name, printedAt);
  const id = await storePreview(db, {
    compcode: user.compcode,
    createby: user.username,
    filename: `${journal.header.voucherno}.pdf`,
    permission: 'orders.post',
    outletid: journal.header.outletid,
    content,
  });
  return { id };
}

async function draftVoucher(db: DbOrTx, src: pq.PostingSource, username: string) {
  const refusal = postingRefusal(src);
  if (refusal) throw conflict(refusal);
  return {
    voucherno: voucherNumber(src),
    voucherdate: src.voucherdate,
    createby: username,
    lines: voucherOf(src, await pq.linesAndPayments(db, src.orderkey)).lines,
  };
}
