import type { PaymentType, PaymentTypeValues } from '@saji/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { glAccounts, orderPayments, orders, paymentTypes } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { caseless, orderOf } from '../../platform/list-query.js';
import type { PaymentTypeListQuery } from './payment-types.schemas.js';

const sortable = {
  nourut: paymentTypes.nourut,
  codepayment: caseless(paymentTypes.codepayment),
  namepayment: caseless(paymentTypes.namepayment),
  kodeacc: paymentTypes.kodeacc,
  iscash: paymentTypes.iscash,
};

export function findPaymentTypes(
  db: DbOrTx,
  scope: ScopedTo,
  q: Pick<PaymentTypeListQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
  codepayment?: string,
): Promise<PaymentType[]> {
  return db
    .select({
      codepayment: paymentTypes.codepayment,
      namepayment: paymentTypes.namepayment,
      kodeacc: paymentTypes.kodeacc,
      kodeaccNm: glAccounts.namaacc,
      nourut: paymentTypes.nourut,
      iscash: paymentTypes.iscash,
    })
    .from(paymentTypes)
    .leftJoin(
      glAccounts,
      and(
        eq(glAccounts.compcode, paymentTypes.compcode),
        eq(glAccounts.kodeacc, paymentTypes.kodeacc),
        eq(glAccounts.tahun, scope.fiscalYear),
      ),
    )
    .where(and(eq(paymentTypes.compcode, scope.compcode), codepayment ? eq(paymentTypes.codepayment, codepayment) : undefined))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, paymentTypes.codepayment))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPaymentTypes(db: DbOrTx, compcode: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(paymentTypes).where(eq(paymentTypes.compcode, compcode));
  return row?.total ?? 0;
}

export async function paymentTypeExists(db: DbOrTx, compcode: string, codepayment: string): Promise<boolean> {
  const rows = await db
    .select({ codepayment: paymentTypes.codepayment })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.compcode, compcode), eq(paymentTypes.codepayment, codepayment)));
  return rows.length > 0;
}

/** How many order payment lines of the company used the code. */
export async function paymentTypeUses(db: DbOrTx, compcode: string, codepayment: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.orderkey, orderPayments.orderkey))
    .where(and(eq(orders.compcode, compcode), eq(orderPayments.codepayment, codepayment)));
  return row?.n ?? 0;
}

/** Whether the account is in the year's chart; a year without a chart accepts any code. */
export async function accountKnown(db: DbOrTx, scope: ScopedTo, kodeacc: string): Promise<boolean> {
  const [row] = await db
    .select({ total: count(), found: sql<number>`count(*) FILTER (WHERE ${glAccounts.kodeacc} = ${kodeacc})`.mapWith(Number) })
    .from(glAccounts)
    .where(and(eq(glAccounts.compcode, scope.compcode), eq(glAccounts.tahun, scope.fiscalYear)));
  return !row || row.total === 0 || row.found > 0;
}

type PaymentTypeRow = Omit<PaymentTypeValues, 'idlama'>;

export async function insertPaymentType(db: DbOrTx, compcode: string, values: PaymentTypeRow): Promise<void> {
  await db.insert(paymentTypes).values({ ...values, compcode });
}

export async function updatePaymentType(db: DbOrTx, compcode: string, codepayment: string, values: PaymentTypeRow): Promise<void> {
  await db
    .update(paymentTypes)
    .set(values)
    .where(and(eq(paymentTypes.compcode, compcode), eq(paymentTypes.codepayment, codepayment)));
}

export async function deletePaymentType(db: DbOrTx, compcode: string, codepayment: string): Promise<boolean> {
  const rows = await db
    .delete(paymentTypes)
    .where(and(eq(paymentTypes.compcode, compcode), eq(paymentTypes.codepayment, codepayment)))
    .returning({ codepayment: paymentTypes.codepayment });
  return rows.length > 0;
}
