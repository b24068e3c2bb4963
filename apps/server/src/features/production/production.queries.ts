import type { ProductionLine, ProductionRow } from '@saji/core';
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outlets, productionCounters, productionLines, productions } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { caseless, orderOf } from '../../platform/list-query.js';
import type { ProductionFilter } from './production.schemas.js';

const p = productions;

const rowColumns = {
  productionkey: p.productionkey,
  productioncode: p.productioncode,
  productiondate: sql<string>`${p.productiondate}::text`,
  ttlnetto: p.ttlnetto,
  matauang: p.matauang,
  idStore: p.outletid,
  outlet_outletcode: outlets.outletcode,
  outlet_outletname: outlets.outletname,
  createby: p.createby,
};

const sortable = {
  productioncode: p.productioncode,
  productiondate: p.productiondate,
  ttlnetto: p.ttlnetto,
  outlet_outletname: caseless(outlets.outletname),
  createby: caseless(p.createby),
};

const whereOf = (scope: ScopedTo, f: { tgl1: string; tgl2: string }): SQL =>
  and(
    eq(p.compcode, scope.compcode),
    scope.outletid ? eq(p.outletid, scope.outletid) : undefined,
    gte(p.productiondate, f.tgl1),
    lte(p.productiondate, f.tgl2),
  ) as SQL;

export function findProductions(db: DbOrTx, scope: ScopedTo, f: ProductionFilter, page: { limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(p)
    .innerJoin(outlets, eq(outlets.outletid, p.outletid))
    .where(whereOf(scope, f))
    .orderBy(...orderOf(sortable, f.sortBy, f.sortDir, p.productionkey))
    .limit(page.limit)
    .offset(page.offset) as Promise<ProductionRow[]>;
}

/** How many productions the period holds, and their total cost. */
export async function productionTotals(db: DbOrTx, scope: ScopedTo, f: ProductionFilter) {
  const [row] = await db
    .select({ total: count(), ttlnetto: sql<string>`coalesce(sum(${p.ttlnetto}), 0)::text` })
    .from(p)
    .where(whereOf(scope, f));
  return { total: row?.total ?? 0, ttlnetto: Number(row?.ttlnetto ?? 0) };
}

export async function findProduction(db: DbOrTx, scope: ScopedTo, key: string): Promise<ProductionRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(p)
    .innerJoin(outlets, eq(outlets.outletid, p.outletid))
    .where(and(eq(p.compcode, scope.compcode), scope.outletid ? eq(p.outletid, scope.outletid) : undefined, eq(p.productionkey, key)));
  return row as ProductionRow | undefined;
}

export function findProductionLines(db: DbOrTx, key: string): Promise<ProductionLine[]> {
  const l = productionLines;
  return db
    .select({
      lineno: l.lineno,
      stdrproductionkey: l.stdrproductionkey,
      stdrproductionname: l.stdrproductionname,
      description: l.description,
      estimatedtotal: l.estimatedtotal,
      unitsize: l.unitsize,
      totalyield: l.totalyield,
      weightperportion: l.weightperportion,
      ttlnetto: l.ttlnetto,
      remark: l.remark,
    })
    .from(l)
    .where(eq(l.productionkey, key))
    .orderBy(asc(l.lineno));
}

export async function outletCode(db: DbOrTx, compcode: string, outletid: number): Promise<string | undefined> {
  const [row] = await db
    .select({ outletcode: outlets.outletcode })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row?.outletcode;
}

/** The outlet's next production number: one statement, so two saves at once never get the same one. */
export async function nextProductionNo(db: DbOrTx, outletid: number): Promise<number> {
  const [row] = await db
    .insert(productionCounters)
    .values({ outletid, lastno: 1 })
    .onConflictDoUpdate({ target: productionCounters.outletid, set: { lastno: sql`${productionCounters.lastno} + 1` } })
    .returning({ lastno: productionCounters.lastno });
  return row.lastno;
}

export async function insertProduction(
  db: DbOrTx,
  header: typeof productions.$inferInsert,
  lines: Omit<typeof productionLines.$inferInsert, 'productionkey'>[],
) {
  await db.insert(p).values(header);
  await db.insert(productionLines).values(lines.map((l) => ({ ...l, productionkey: header.productionkey })));
}

/** Issued cost per production date: the food cost report's actual cost. */
export function issuedCostPerDay(db: DbOrTx, scope: ScopedTo, range: { tgl1: string; tgl2: string }) {
  return db
    .select({ productiondate: sql<string>`${p.productiondate}::text`, cost: sql<string>`sum(${p.ttlnetto})::text` })
    .from(p)
    .where(whereOf(scope, range))
    .groupBy(p.productiondate);
}
