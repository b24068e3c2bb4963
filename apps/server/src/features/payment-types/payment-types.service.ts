import { alreadyInList, type PaymentTypeValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import { type AuditScope, audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { conflict, invalidForm, notFound } from '../../platform/errors.js';
import { paged } from '../../platform/list-query.js';
import * as q from './payment-types.queries.js';
import type { PaymentTypeListQuery } from './payment-types.schemas.js';

export function listPaymentTypes(db: Db, scope: ScopedTo, query: PaymentTypeListQuery) {
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  return paged(
    q.findPaymentTypes(db, scope, query, page),
    q.countPaymentTypes(db, scope.compcode).then((total) => [{ total }]),
  );
}

export async function getPaymentType(db: Db, scope: ScopedTo, codepayment: string) {
  const [row] = await q.findPaymentTypes(db, scope, { sortBy: 'codepayment', sortDir: 'asc' }, { limit: 1, offset: 0 }, codepayment);
  if (!row) throw notFound('Payment type');
  return row;
}

/** Inserts, or updates the type whose code was `idlama`; codes are unique within the company. */
export async function savePaymentType(db: Db, scope: ScopedTo, values: PaymentTypeValues) {
  const { idlama, ...row } = values;
  const { compcode } = scope;
  return db.transaction(async (tx) => {
    if (!(await q.accountKnown(tx, scope, row.kodeacc))) {
      throw invalidForm([{ field: 'kodeacc', message: `account ${row.kodeacc} is not in the ${scope.fiscalYear} chart of accounts` }]);
    }
    if (idlama !== undefined && !(await q.paymentTypeExists(tx, compcode, idlama))) throw notFound('Payment type');
    if (row.codepayment !== idlama && (await q.paymentTypeExists(tx, compcode, row.codepayment))) {
      throw conflict(alreadyInList(row.codepayment), { field: 'codepayment' });
    }
    if (idlama === undefined) {
      await q.insertPaymentType(tx, compcode, row);
      await audit(tx, scope, { action: 'paymenttype.save', objectkey: row.codepayment, after: row });
      return { message: UPDATE_OK, codepayment: row.codepayment };
    }
    // Order payments keep the code as text: renaming a used code would split its history in reports.
    if (row.codepayment !== idlama && (await q.paymentTypeUses(tx, compcode, idlama)) > 0) {
      throw conflict(`${idlama} is used by orders; its code cannot change (the name can).`, { field: 'codepayment' });
    }
    await q.updatePaymentType(tx, compcode, idlama, row);
    await audit(tx, scope, { action: 'paymenttype.save', objectkey: idlama, after: row });
    return { message: UPDATE_DATA_OK, codepayment: row.codepayment };
  });
}

export async function removePaymentType(db: Db, compcode: string, codepayment: string, who: AuditScope) {
  return db.transaction(async (tx) => {
    const uses = await q.paymentTypeUses(tx, compcode, codepayment);
    if (uses > 0) throw conflict(`${codepayment} is used by ${uses} order payment(s) and cannot be deleted.`);
    if (!(await q.deletePaymentType(tx, compcode, codepayment))) throw notFound('Payment type');
    await audit(tx, who, { action: 'paymenttype.delete', objectkey: codepayment });
    return { message: 'Delete successfully', codepayment };
  });
}
