import type { Customer, CustomerValues } from '@saji/core';
import { and, count, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, orders, outlets } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import { EXPORT_STEP_ROWS } from '../../platform/xlsx.js';
import type { CustomerListQuery } from './customers.schemas.js';

export interface CustomerFilters {
  outletid?: number;
  outletname?: string;
  /** Word prefixes, already split and lower-cased: every one must start a word of the name. */
  nameWords?: string[];
  /** The start of the stored 08… number. */
  phonePrefix?: string;
}

const columns = {
  customerid: customers.customerid,
  customernm: customers.customernm,
  DeliveryAddr: customers.DeliveryAddr,
  City: customers.City,
  PhoneNo: customers.PhoneNo,
  outletid: customers.outletid,
  outletname: outlets.outletname,
};

const sortable = {
  customernm: caseless(customers.customernm),
  PhoneNo: customers.PhoneNo,
  City: caseless(customers.City),
  DeliveryAddr: caseless(customers.DeliveryAddr),
  outletname: caseless(outlets.outletname),
  customerid: customers.customerid,
};

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function whereOf(scope: ScopedTo, f: CustomerFilters): SQL | undefined {
  return and(
    eq(customers.compcode, scope.compcode),
    scope.outletid ? or(eq(customers.outletid, scope.outletid), isNull(customers.outletid)) : undefined,
    f.outletid ? eq(customers.outletid, f.outletid) : undefined,
    f.outletname ? ilike(outlets.outletname, likePattern(f.outletname)) : undefined,
    f.nameWords?.length ? sql`${customers.namekeys} @> ${textArray(f.nameWords)}` : undefined,
    // LIKE with a literal prefix uses the text_pattern_ops index.
    f.phonePrefix ? sql`${customers.PhoneNo} LIKE ${`${f.phonePrefix.replace(/[\\%_]/g, '')}%`}` : undefined,
  );
}

const needsOutlet = (f: CustomerFilters) => !!f.outletname;

export function findCustomers(
  db: DbOrTx,
  scope: ScopedTo,
  f: CustomerFilters & Pick<CustomerListQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<Customer[]> {
  return db
    .select(columns)
    .from(customers)
    .leftJoin(outlets, eq(outlets.outletid, customers.outletid))
    .where(whereOf(scope, f))
    .orderBy(...orderOf(sortable, f.sortBy, f.sortDir, customers.customerid))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A filtered page and its total in one pass. The matches are gathered first (name words through the
 * GIN index, phones through the prefix index) and counted by a window in a subquery, then only they
 * are sorted for the page. A subquery with a window function is never merged into the outer query:
 * merged, the planner would rather walk the whole name index in order and test every customer
 * against the filter, which is ten times slower for a few thousand matches among 100,000. Unfiltered
 * pages walk the name index instead, where a separate count is cheaper.
 */
export async function findCustomersCounted(
  db: DbOrTx,
  scope: ScopedTo,
  f: CustomerFilters & Pick<CustomerListQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<{ list: Customer[]; total: number }> {
  const matching = db
    .select({ ...columns, total: sql<number>`count(*) OVER ()`.as('total') })
    .from(customers)
    .leftJoin(outlets, eq(outlets.outletid, customers.outletid))
    .where(whereOf(scope, f))
    .as('matching');
  const m = matching;
  const sortableMatch = {
    customernm: caseless(m.customernm),
    PhoneNo: m.PhoneNo,
    City: caseless(m.City),
    DeliveryAddr: caseless(m.DeliveryAddr),
    outletname: caseless(m.outletname),
    customerid: m.customerid,
  };
  const rows = await db
    .select()
    .from(matching)
    .orderBy(...orderOf(sortableMatch, f.sortBy, f.sortDir, m.customerid))
    .limit(page.limit)
    .offset(page.offset);
  if (!rows.length) return { list: [], total: page.offset === 0 ? 0 : await countCustomers(db, scope, f) };
  return { list: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0].total) };
}

/**
 * The export reads the whole filtered directory in keyset pages (lower-case name, id) on the matching index:
 * an OFFSET would rescan every earlier row for each page of a large directory. Outlet names come
 * from the caller (a company has few outlets), so the pages need no join.
 */
export async function* customersByName(
  db: DbOrTx,
  scope: ScopedTo,
  f: CustomerFilters,
  outletNames: Map<number, string>,
  pageSize = EXPORT_STEP_ROWS,
): AsyncGenerator<Customer> {
  const { outletname: _joinedOnly, ...own } = f;
  const nameKey = caseless(customers.customernm);
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...columns, outletname: sql<string | null>`NULL`, namekey: sql<string>`${nameKey}` })
      .from(customers)
      .where(and(whereOf(scope, own), after ? sql`(${nameKey}, ${customers.customerid}) > (${after.name}, ${after.id})` : undefined))
      .orderBy(nameKey, customers.customerid)
      .limit(pageSize);
    for (const { namekey: _key, ...row } of rows) {
      const outletname = row.outletid === null ? null : (outletNames.get(row.outletid) ?? null);
      if (!f.outletname || outletname?.toLowerCase().includes(f.outletname.toLowerCase())) yield { ...row, outletname };
    }
    if (rows.length < pageSize) return;
    // The key as the database lowered it, so the next page starts exactly where this one ended.
    const last = rows[rows.length - 1];
    after = { name: last.namekey, id: last.customerid };
  }
}

export async function outletNamesOf(db: DbOrTx, compcode: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ outletid: outlets.outletid, outletname: outlets.outletname })
    .from(outlets)
    .where(eq(outlets.compcode, compcode));
  return new Map(rows.map((r) => [r.outletid, r.outletname]));
}

export async function countCustomers(db: DbOrTx, scope: ScopedTo, f: CustomerFilters): Promise<number> {
  const query = db.select({ total: count() }).from(customers);
  const [row] = await (needsOutlet(f) ? query.leftJoin(outlets, eq(outlets.outletid, customers.outletid)) : query).where(whereOf(scope, f));
  return row?.total ?? 0;
}

export async function findCustomer(
  db: DbOrTx,
  scope: ScopedTo,
  by: { customerid?: number; PhoneNo?: string },
): Promise<Customer | undefined> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .leftJoin(outlets, eq(outlets.outletid, customers.outletid))
    .where(
      and(
        whereOf(scope, {}),
        by.customerid ? eq(customers.customerid, by.customerid) : undefined,
        by.PhoneNo ? eq(customers.PhoneNo, by.PhoneNo) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function phoneTaken(db: DbOrTx, compcode: string, phone: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ customerid: customers.customerid })
    .from(customers)
    .where(and(eq(customers.compcode, compcode), eq(customers.PhoneNo, phone), exceptId ? ne(customers.customerid, exceptId) : undefined));
  return rows.length > 0;
}

export async function customerOrderCount(db: DbOrTx, customerid: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerid, customerid));
  return row?.n ?? 0;
}

type CustomerRow = Omit<CustomerValues, 'customerid' | 'outletid'> & { outletid: number | null };

export async function insertCustomer(db: DbOrTx, compcode: string, values: CustomerRow): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ ...values, compcode })
    .returning({ customerid: customers.customerid });
  return row.customerid;
}

export async function updateCustomer(db: DbOrTx, compcode: string, customerid: number, values: CustomerRow): Promise<void> {
  await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.compcode, compcode), eq(customers.customerid, customerid)));
}

export async function deleteCustomer(db: DbOrTx, compcode: string, customerid: number): Promise<void> {
  await db.delete(customers).where(and(eq(customers.compcode, compcode), eq(customers.customerid, customerid)));
}
