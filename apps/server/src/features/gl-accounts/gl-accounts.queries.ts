import type { GlAccount } from '@saji/core';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { glAccounts, menus, outlets, paymentTypes } from '../../db/schema/index.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';

export interface GlAccountFilters {
  tahun: number;
  kodeacc?: string;
  namaacc?: string;
}

const columns = { kodeacc: glAccounts.kodeacc, namaacc: glAccounts.namaacc, tahun: glAccounts.tahun };
const sortable = { kodeacc: glAccounts.kodeacc, namaacc: caseless(glAccounts.namaacc) };

function whereOf(compcode: string, f: GlAccountFilters): SQL | undefined {
  return and(
    eq(glAccounts.compcode, compcode),
    eq(glAccounts.tahun, f.tahun),
    // Codes are typed from their start: '4' finds 4, 41, 42...
    f.kodeacc ? ilike(glAccounts.kodeacc, likePattern(f.kodeacc).slice(1)) : undefined,
    f.namaacc ? ilike(glAccounts.namaacc, likePattern(f.namaacc)) : undefined,
  );
}

export function findGlAccounts(
  db: DbOrTx,
  compcode: string,
  f: GlAccountFilters & { sortBy: string; sortDir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<GlAccount[]> {
  return db
    .select(columns)
    .from(glAccounts)
    .where(whereOf(compcode, f))
    .orderBy(...orderOf(sortable, f.sortBy, f.sortDir, glAccounts.kodeacc))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGlAccounts(db: DbOrTx, compcode: string, f: GlAccountFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(glAccounts).where(whereOf(compcode, f));
  return row?.total ?? 0;
}

const keyOf = (compcode: string, tahun: number, kodeacc: string) =>
  and(eq(glAccounts.compcode, compcode), eq(glAccounts.tahun, tahun), eq(glAccounts.kodeacc, kodeacc));

export async function glAccountExists(db: DbOrTx, compcode: string, tahun: number, kodeacc: string): Promise<boolean> {
  const rows = await db
    .select({ kodeacc: glAccounts.kodeacc })
    .from(glAccounts)
    .where(keyOf(compcode, tahun, kodeacc))
    .limit(1);
  return rows.length > 0;
}

export async function insertGlAccount(db: DbOrTx, compcode: string, account: GlAccount): Promise<void> {
  await db.insert(glAccounts).values({ ...account, compcode });
}

export async function renameGlAccount(db: DbOrTx, compcode: string, tahun: number, kodeacc: string, namaacc: string): Promise<boolean> {
  const rows = await db
    .update(glAccounts)
    .set({ namaacc })
    .where(keyOf(compcode, tahun, kodeacc))
    .returning({ kodeacc: glAccounts.kodeacc });
  return rows.length > 0;
}

export async function deleteGlAccount(db: DbOrTx, compcode: string, tahun: number, kodeacc: string): Promise<boolean> {
  const rows = await db
    .delete(glAccounts)
    .where(keyOf(compcode, tahun, kodeacc))
    .returning({ kodeacc: glAccounts.kodeacc });
  return rows.length > 0;
}

/** What in the catalogue and outlet settings names the account: menus, outlets, payment types. */
export async function glAccountUsers(db: DbOrTx, compcode: string, kodeacc: string): Promise<string[]> {
  const [menu] = await db
    .select({ n: count() })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.salesacc, kodeacc)));
  const [outlet] = await db
    .select({ n: count() })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), or(eq(outlets.ServiceAcc, kodeacc), eq(outlets.TaxAcc, kodeacc))));
  const [payment] = await db
    .select({ n: count() })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.compcode, compcode), eq(paymentTypes.kodeacc, kodeacc)));
  return [
    menu.n ? `${menu.n} menu(s)` : '',
    outlet.n ? `${outlet.n} outlet(s)` : '',
    payment.n ? `${payment.n} payment type(s)` : '',
  ].filter(Boolean);
}
