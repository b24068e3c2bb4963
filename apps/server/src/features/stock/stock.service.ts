import crypto from 'node:crypto';
import {
  COMPLETE_OK,
  type CountValues,
  fromUnits,
  type ParLevelValues,
  type ReceiptValues,
  stockValue,
  type TransferValues,
  units,
  type WasteValues,
} from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { type AuditEntry, audit } from '../../platform/audit.js';
import { assertOutletAccess, type RequestScope, scopedTo } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import * as dq from './documents.queries.js';
import * as mq from './moves.queries.js';
import { foldAllSales } from './sale-fold.js';

/** The outlet named, when it is the company's and the user may write to it; else 404 or 403. */
async function writableOutlet(tx: DbOrTx, scope: RequestScope, outletid: number) {
  const outlet = await mq.outletOf(tx, scope.compcode, outletid);
  if (!outlet) throw notFound('Outlet');
  assertOutletAccess(scope, outletid);
  return outlet;
}

/** The items the lines name, each the company's; a line naming another is refused with its field. */
async function itemsOf(tx: DbOrTx, scope: RequestScope, lines: { itemno: number }[]) {
  const items = new Map(
    (
      await mq.companyItems(
        tx,
        scope.compcode,
        lines.map((l) => l.itemno),
      )
    ).map((it) => [it.itemno, it]),
  );
  const missing = lines.findIndex((l) => !items.has(l.itemno));
  if (missing >= 0) throw badRequest(`Line ${missing + 1}: the item is not in the list`, { field: `lines.${missing}.itemno` });
  return items;
}

/** Refuses the second line of an item where each item may appear once (a count, par levels). */
function assertOnce(lines: { itemno: number }[]): void {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.itemno)) throw badRequest(`Line ${i + 1}: the item is on the sheet twice`, { field: `lines.${i}.itemno` });
    seen.add(l.itemno);
  });
}

const doc = (scope: RequestScope, refkey: string, refno: string, movedate: string) => ({
  compcode: scope.compcode,
  refkey,
  refno,
  movedate,
  createby: scope.user.username,
});

export function saveReceipt(db: Db, scope: RequestScope, input: ReceiptValues) {
  const receiptdate = input.receiptdate ?? scope.activeDate;
  if (receiptdate > scope.activeDate) throw badRequest('Goods cannot be received after today', { field: 'receiptdate' });
  return db.transaction(async (tx) => {
    await writableOutlet(tx, scope, input.outletid);
    await itemsOf(tx, scope, input.lines);
    const receiptkey = crypto.randomUUID();
    const totalvalue = input.lines.reduce((sum, l) => sum + stockValue(l.qty, l.unitcost), 0);
    const header = { receiptkey, compcode: scope.compcode, outletid: input.outletid, supplier: input.supplier, docno: input.docno };
    await dq.insertReceipt(tx, { ...header, receiptdate, totalvalue, createby: scope.user.username }, input.lines);
    const moves = input.lines.map((l) => ({
      outletid: input.outletid,
      itemno: l.itemno,
      kind: 'RECEIPT' as const,
      qty: l.qty,
      unitcost: l.unitcost,
    }));
    await mq.insertMovements(tx, doc(scope, receiptkey, input.docno, receiptdate), moves);
    await dq.followLastPrice(
      tx,
      scope.compcode,
      input.lines.map((l) => l.itemno),
    );
    await audit(tx, scope, {
      action: 'stock.receipt',
      objectkey: receiptkey,
      outletid: input.outletid,
      after: { ...header, receiptdate, lines: input.lines },
    });
    return { message: COMPLETE_OK, key: receiptkey, refno: input.docno };
  });
}

/** Takes a receipt's goods back out at the cost they came in at; the receipt stays, marked with the reason. */
export function reverseReceipt(db: Db, scope: RequestScope, key: string, reason: string) {
  return db.transaction(async (tx) => {
    const receipt = await dq.findReceipt(tx, scopedTo(scope), key, true);
    if (!receipt) throw notFound('Receipt');
    if (receipt.reversed) throw conflict('This receipt was reversed already');
    const lines = await dq.receiptLines(tx, key);
    const moves = lines.map((l) => ({
      outletid: receipt.outletid,
      itemno: l.itemno,
      kind: 'RECEIPT' as const,
      qty: -l.qty,
      unitcost: l.unitcost,
      reason,
    }));
    await mq.insertMovements(tx, doc(scope, key, receipt.docno, scope.activeDate), moves);
    await dq.markReversed(tx, key, reason, scope.user.username);
    await dq.followLastPrice(
      tx,
      scope.compcode,
      lines.map((l) => l.itemno),
    );
    await audit(tx, scope, {
      action: 'stock.receipt.reverse',
      objectkey: key,
      outletid: receipt.outletid,
      before: receipt,
      after: { reason },
    });
    return { message: COMPLETE_OK, key, refno: receipt.docno };
  });
}

/**
 * A document of today that only moves stock (waste, a transfer): numbered with its prefix, its
 * movements written and the write audited under that number.
 */
async function movingDocument(
  tx: DbOrTx,
  scope: RequestScope,
  prefix: 'WS' | 'TR',
  moves: Parameters<typeof mq.insertMovements>[2],
  entry: Omit<AuditEntry, 'objectkey'>,
) {
  const key = crypto.randomUUID();
  const refno = await mq.nextDocNo(tx, prefix);
  await mq.insertMovements(tx, doc(scope, key, refno, scope.activeDate), moves);
  await audit(tx, scope, { ...entry, objectkey: refno });
  return { message: COMPLETE_OK, key, refno };
}

export function recordWaste(db: Db, scope: RequestScope, input: WasteValues) {
  return db.transaction(async (tx) => {
    await writableOutlet(tx, scope, input.outletid);
    await itemsOf(tx, scope, input.lines);
    const moves = input.lines.map((l) => ({
      outletid: input.outletid,
      itemno: l.itemno,
      kind: 'WASTE' as const,
      qty: -l.qty,
      unitcost: null,
      reason: l.reason,
    }));
    return movingDocument(tx, scope, 'WS', moves, { action: 'stock.waste', outletid: input.outletid, after: input });
  });
}

/** Out of one outlet and into another of the company at the first's average cost, in one statement. */
export function transferStock(db: Db, scope: RequestScope, input: TransferValues) {
  return db.transaction(async (tx) => {
    // A manager sends from their own outlet; taking another outlet's stock is its manager's (or an admin's) call.
    await writableOutlet(tx, scope, input.fromoutletid);
    if (!(await mq.outletOf(tx, scope.compcode, input.tooutletid))) throw notFound('Outlet');
    await itemsOf(tx, scope, input.lines);
    const moves = input.lines.flatMap((l) => [
      { outletid: input.fromoutletid, itemno: l.itemno, kind: 'TRANSFER_OUT' as const, qty: -l.qty, unitcost: null },
      {
        outletid: input.tooutletid,
        itemno: l.itemno,
        kind: 'TRANSFER_IN' as const,
        qty: l.qty,
        unitcost: null,
        costoutlet: input.fromoutletid,
      },
    ]);
    return movingDocument(tx, scope, 'TR', moves, { action: 'stock.transfer', outletid: input.fromoutletid, after: input });
  });
}

/**
 * A count sheet: every line's book quantity is read with its row locked (after every sale noted so far
 * became movements), a COUNT movement makes up the difference, and the sheet is kept as counted.
 */
export function countStock(db: Db, scope: RequestScope, input: CountValues) {
  const countdate = input.countdate ?? scope.activeDate;
  if (countdate > scope.activeDate) throw badRequest('Stock cannot be counted after today', { field: 'countdate' });
  assertOnce(input.lines);
  return db.transaction(async (tx) => {
    await writableOutlet(tx, scope, input.outletid);
    const items = await itemsOf(tx, scope, input.lines);
    await foldAllSales(tx);
    const levels = new Map(
      (
        await mq.lockLevels(
          tx,
          scope.compcode,
          input.outletid,
          input.lines.map((l) => l.itemno),
        )
      ).map((l) => [l.itemno, l]),
    );
    const lines = input.lines.map((l) => {
      const level = levels.get(l.itemno) ?? { onhand: 0, avgcost: 0 };
      return { itemno: l.itemno, book: level.onhand, counted: l.counted, unitcost: level.avgcost };
    });
    const countkey = crypto.randomUUID();
    const countno = await mq.nextDocNo(tx, 'CT');
    const header = { countkey, compcode: scope.compcode, outletid: input.outletid, countno, countdate, createby: scope.user.username };
    await dq.insertCount(tx, header, lines);
    const moves = lines
      .map((l) => ({
        outletid: input.outletid,
        itemno: l.itemno,
        kind: 'COUNT' as const,
        qty: fromUnits(units(l.counted) - units(l.book)),
        unitcost: l.unitcost,
      }))
      .filter((m) => m.qty !== 0);
    await mq.insertMovements(tx, doc(scope, countkey, countno, countdate), moves);
    await audit(tx, scope, { action: 'stock.count', objectkey: countno, outletid: input.outletid, after: { countdate, lines } });
    const sheetLines = lines.map((l) => {
      const item = items.get(l.itemno);
      return {
        ...l,
        partnumber: item?.partnumber ?? '',
        itemname: item?.itemname ?? '',
        invunitom: item?.invunitom ?? '',
        difference: fromUnits(units(l.counted) - units(l.book)),
      };
    });
    return {
      countkey,
      countno,
      outletid: input.outletid,
      countdate,
      createby: scope.user.username,
      createdate: new Date().toISOString(),
      lines: sheetLines,
    };
  });
}

export function setParLevels(db: Db, scope: RequestScope, input: ParLevelValues) {
  assertOnce(input.lines);
  return db.transaction(async (tx) => {
    await writableOutlet(tx, scope, input.outletid);
    await itemsOf(tx, scope, input.lines);
    await mq.setParLevels(tx, scope.compcode, input.outletid, input.lines);
    await audit(tx, scope, { action: 'stock.parlevel', objectkey: input.outletid, outletid: input.outletid, after: input.lines });
    return { message: COMPLETE_OK, key: String(input.outletid), refno: '' };
  });
}
