import type { Outlet, OutletValues } from '@saji/core';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { glAccounts, outletReceiptTexts, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { likePattern, orderOf } from '../../platform/list-query.js';
import type { OutletListQuery } from './outlets.schemas.js';

const serviceAcc = alias(glAccounts, 'service_acc');
const taxAcc = alias(glAccounts, 'tax_acc');

const columns = {
  outletid: outlets.outletid,
  outletcode: outlets.outletcode,
  outletname: outlets.outletname,
  alamat1: outlets.alamat1,
  alamat2: outlets.alamat2,
  provinsi: outlets.provinsi,
  servicepc: outlets.servicepc,
  pb1pc: outlets.pb1pc,
  ServiceAcc: outlets.ServiceAcc,
  ServiceAccNm: serviceAcc.namaacc,
  TaxAcc: outlets.TaxAcc,
  TaxAccNm: taxAcc.namaacc,
  maxdinetime: outlets.maxdinetime,
  aktif: outlets.aktif,
  outletcolor: outlets.outletcolor,
  ...outletReceiptTexts,
  outletlogo: outlets.outletlogo,
  kitchenorder: outlets.kitchenorder,
  posprinter: outlets.posprinter,
  kitchenprinter: outlets.kitchenprinter,
  modified: outlets.modified,
};

const sortable = {
  outletname: outlets.outletname,
  outletcode: outlets.outletcode,
  provinsi: outlets.provinsi,
  maxdinetime: outlets.maxdinetime,
  servicepc: outlets.servicepc,
  pb1pc: outlets.pb1pc,
  aktif: outlets.aktif,
};

type Filters = Partial<Pick<OutletListQuery, 'provinsi' | 'outletname' | 'aktif' | 'tblaktif'>>;

function whereOf(scope: ScopedTo, f: Filters): SQL | undefined {
  const aktif = f.aktif ?? f.tblaktif;
  return and(
    eq(outlets.compcode, scope.compcode),
    scope.outletid ? eq(outlets.outletid, scope.outletid) : undefined,
    f.provinsi ? ilike(outlets.provinsi, likePattern(f.provinsi)) : undefined,
    f.outletname ? ilike(outlets.outletname, likePattern(f.outletname)) : undefined,
    aktif ? eq(outlets.aktif, aktif) : undefined,
  );
}

function selectOutlets(db: DbOrTx, scope: ScopedTo) {
  return db
    .select(columns)
    .from(outlets)
    .leftJoin(
      serviceAcc,
      and(eq(serviceAcc.compcode, outlets.compcode), eq(serviceAcc.kodeacc, outlets.ServiceAcc), eq(serviceAcc.tahun, scope.fiscalYear)),
    )
    .leftJoin(taxAcc, and(eq(taxAcc.compcode, outlets.compcode), eq(taxAcc.kodeacc, outlets.TaxAcc), eq(taxAcc.tahun, scope.fiscalYear)));
}

const toOutlet = (row: Omit<Outlet, 'modified'> & { modified: Date }): Outlet => ({ ...row, modified: row.modified.toISOString() });

export async function findOutlets(
  db: DbOrTx,
  scope: ScopedTo,
  q: Filters & Pick<OutletListQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<Outlet[]> {
  const rows = await selectOutlets(db, scope)
    .where(whereOf(scope, q))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, outlets.outletid))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toOutlet);
}

export async function countOutlets(db: DbOrTx, scope: ScopedTo, f: Filters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outlets).where(whereOf(scope, f));
  return row?.total ?? 0;
}

export async function findOutlet(db: DbOrTx, scope: ScopedTo, outletid: number): Promise<Outlet | undefined> {
  const [row] = await selectOutlets(db, scope)
    .where(and(whereOf(scope, {}), eq(outlets.outletid, outletid)))
    .limit(1);
  return row && toOutlet(row);
}

export async function outletCodeTaken(db: DbOrTx, compcode: string, outletcode: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ outletid: outlets.outletid })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletcode, outletcode)));
  return rows.some((r) => r.outletid !== exceptId);
}

export async function outletExists(db: DbOrTx, compcode: string, outletid: number): Promise<boolean> {
  const rows = await db
    .select({ outletid: outlets.outletid })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return rows.length > 0;
}

/** The outlet's name, or undefined when the company has no such outlet. */
export async function outletNameOf(db: DbOrTx, compcode: string, outletid: number): Promise<string | undefined> {
  const [row] = await db
    .select({ outletname: outlets.outletname })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row?.outletname;
}

export async function insertOutlet(db: DbOrTx, compcode: string, values: OutletValues): Promise<number> {
  const { outletid: _ignored, modified: _new, ...data } = values;
  const [row] = await db
    .insert(outlets)
    .values({ ...data, compcode })
    .returning({ outletid: outlets.outletid });
  return row.outletid;
}

/** Updates the outlet, only if it is unchanged since `values.modified` when that is given; answers whether a row changed. */
export async function updateOutlet(db: DbOrTx, compcode: string, outletid: number, values: OutletValues): Promise<boolean> {
  const { outletid: _ignored, modified: loaded, ...data } = values;
  // The column keeps microseconds; the wire carries milliseconds (toISOString).
  const unchanged = loaded ? sql`date_trunc('milliseconds', ${outlets.modified}) = ${loaded}::timestamptz` : undefined;
  const rows = await db
    .update(outlets)
    .set({ ...data, modified: new Date() })
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid), unchanged))
    .returning({ outletid: outlets.outletid });
  return rows.length > 0;
}

export async function deleteOutlet(db: DbOrTx, compcode: string, outletid: number): Promise<boolean> {
  const rows = await db
    .delete(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)))
    .returning({ outletid: outlets.outletid });
  return rows.length > 0;
}
