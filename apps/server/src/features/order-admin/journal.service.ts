import { fiscalYearOf, type Journal, sum } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import type { SessionUser } from '../../platform/auth/user-key.js';
import { conflict, notFound } from '../../platform/errors.js';
import { storePreview } from '../../platform/print-preview.js';
import { journalVoucherPdf } from './journal-voucher.pdf.js';
import * as pq from './posting.queries.js';
import { postingRefusal, voucherNumber, voucherOf } from './posting.service.js';

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
