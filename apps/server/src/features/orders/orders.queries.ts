import type { ModifierGroup } from '@saji/core';
import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  campaignVersions,
  customers,
  kitchenSettings,
  menuOutlets,
  menus,
  modifierGroups,
  modifierOptions,
  orderLines,
  orders,
  orderTables,
  outletReceiptTexts,
  outlets,
  printJobs,
  restoTables,
} from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { periodClosedAt } from '../accounting/index.js';
import type { PricedMenu } from '../campaigns/index.js';

/** Whose orders a request may touch: the company's and, for a bound user, one outlet's. */
export const inScope = (scope: Pick<RequestScope, 'compcode' | 'boundOutlet'>) =>
  and(eq(orders.compcode, scope.compcode), scope.boundOutlet !== null ? eq(orders.outletid, scope.boundOutlet) : undefined);

export type StoredOrder = typeof orders.$inferSelect;

/** The order (with its outlet's name), locked for the rest of the transaction; scoping is the caller's (it answers 404 alike). */
export async function lockOrder(tx: DbOrTx, orderkey: string): Promise<(StoredOrder & { outletname: string }) | undefined> {
  const [row] = await tx
    .select({ order: orders, outletname: outlets.outletname })
    .from(orders)
    .innerJoin(outlets, eq(outlets.outletid, orders.outletid))
    .where(eq(orders.orderkey, orderkey))
    .for('update', { of: orders });
  return row && { ...row.order, outletname: row.outletname };
}

/** Whether the outlet's kitchen has screens (the kitchen display's setting; none stored is off). */
const kitchenDisplayOf = sql<
  '0' | '1'
>`coalesce((SELECT ks.kitchendisplay FROM ${kitchenSettings} ks WHERE ks.outletid = ${outlets}.outletid), '0')`;

export async function outletSettings(tx: DbOrTx, compcode: string, outletid: number) {
  const [row] = await tx
    .select({
      outletid: outlets.outletid,
      outletcode: outlets.outletcode,
      outletname: outlets.outletname,
      servicepc: outlets.servicepc,
      pb1pc: outlets.pb1pc,
      maxdinetime: outlets.maxdinetime,
      kitchenorder: outlets.kitchenorder,
      kitchendisplay: kitchenDisplayOf,
      posprinter: outlets.posprinter,
      kitchenprinter: outlets.kitchenprinter,
      ...outletReceiptTexts,
      aktif: outlets.aktif,
    })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row;
}
export type OutletSettings = NonNullable<Awaited<ReturnType<typeof outletSettings>>>;

/** Read only for receipts: a logo is up to 256 KB, too much to carry through every save. */
export async function outletLogo(tx: DbOrTx, outletid: number): Promise<string | null> {
  const [row] = await tx.select({ outletlogo: outlets.outletlogo }).from(outlets).where(eq(outlets.outletid, outletid));
  return row?.outletlogo ?? null;
}

export async function companyOutletIds(db: DbOrTx, compcode: string): Promise<number[]> {
  const rows = await db.select({ outletid: outlets.outletid }).from(outlets).where(eq(outlets.compcode, compcode));
  return rows.map((r) => r.outletid);
}

export async function tableName(db: DbOrTx, tableid: number): Promise<string | undefined> {
  const [row] = await db.select({ tablename: restoTables.tablename }).from(restoTables).where(eq(restoTables.tableid, tableid));
  return row?.tablename;
}

export type StoredLine = typeof orderLines.$inferSelect;

export async function storedLines(tx: DbOrTx, orderkey: string): Promise<StoredLine[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderkey, orderkey)).orderBy(asc(orderLines.lineno));
}

/** An order row read as json (`to_json` of the row): its timestamps arrive as text. */
export type OrderJson = Omit<StoredOrder, OrderTimestamp> & Record<OrderTimestamp, string | null>;
type OrderTimestamp = 'orderdate' | 'voidtime' | 'postingtime' | 'paymtime' | 'endtime' | 'updatetime' | 'offlineat';
const dateOf = (t: string | null) => (t === null ? null : new Date(t));

export function storedOrderOf(j: OrderJson): StoredOrder {
  return {
    ...j,
    orderdate: new Date(j.orderdate as string),
    updatetime: new Date(j.updatetime as string),
    voidtime: dateOf(j.voidtime),
    postingtime: dateOf(j.postingtime),
    paymtime: dateOf(j.paymtime),
    endtime: dateOf(j.endtime),
    offlineat: dateOf(j.offlineat),
  };
}

export interface SaveTable {
  tableid: number;
  tablename: string;
  tablecapacity: number;
  outletid: number;
  tableaktif: string;
}

/** A menu as a new order line takes it: priced as campaigns price a free item's menu. */
export type OrderMenu = PricedMenu;

interface SaveSourcesRow {
  existing: (OrderJson & { outletname: string }) | null;
  /** Whether the existing order's month is closed in the books. */
  periodclosed: boolean | null;
  tables: SaveTable[];
  outlet: OutletSettings | null;
  menus: OrderMenu[];
  /** The modifier groups of those menus, with their options, in the menu's order. */
  modgroups: ModifierGroup[];
  /** The company's campaign version (migration 0095): the running campaigns are read again only when it changed ('' before the first campaign). */
  campaignversion: string;
}

const saveSourcesSql = (lock: SQL) => sql`WITH existing AS (
      SELECT o.*, ou.outletname FROM ${orders} o JOIN ${outlets} ou ON ou.outletid = o.outletid
      WHERE o.orderkey = ${sql.placeholder('orderkey')} ${lock}),
    picked AS (
      SELECT tableid, tablename, tablecapacity, outletid, tableaktif FROM ${restoTables}
      WHERE compcode = ${sql.placeholder('compcode')} AND tableid = ANY(${sql.placeholder('tableids')}::int[])),
    outlet AS (
      SELECT outletid, outletcode, outletname, servicepc, pb1pc, maxdinetime, kitchenorder, ${kitchenDisplayOf} AS kitchendisplay, posprinter, kitchenprinter,
        header1, header2, header3, footer1, footer2, footer3, aktif
      FROM ${outlets}
      WHERE compcode = ${sql.placeholder('compcode')}
        AND outletid = coalesce((SELECT outletid FROM existing), ${sql.placeholder('outletid')}::int,
          (SELECT outletid FROM picked WHERE tableid = (${sql.placeholder('tableids')}::int[])[1])))
    SELECT (SELECT to_json(e) FROM existing e) AS existing,
      (SELECT ${periodClosedAt(sql`e.compcode`, sql`e.orderdate`, sql.placeholder('tz'))} FROM existing e) AS periodclosed,
      coalesce((SELECT json_agg(p) FROM picked p), '[]') AS tables,
      (SELECT to_json(x) FROM outlet x) AS outlet,
      coalesce((SELECT json_agg(json_build_object('menuid', m.menuid, 'menuname', m.menuname, 'menusize', m.menusize,
          'categid', m.menucateg, 'salesacc', m.salesacc, 'hargajual', coalesce(mo.hargajual, m.hargajualstd),
          'kenapajak', coalesce(mo.kenapajak, m.kenapajakstd)))
        FROM ${menus} m LEFT JOIN ${menuOutlets} mo ON mo.menuid = m.menuid AND mo.outletid = (SELECT outletid FROM outlet)
        WHERE m.compcode = ${sql.placeholder('compcode')} AND m.menuid = ANY(${sql.placeholder('menuids')}::int[]) AND m.aktif = '1'), '[]') AS menus,
      coalesce((SELECT json_agg(json_build_object('modgroupid', g.modgroupid, 'menuid', g.menuid, 'groupname', g.groupname,
          'minchoice', g.minchoice, 'maxchoice', g.maxchoice,
          'options', (SELECT coalesce(json_agg(json_build_object('modifierid', o.modifierid, 'modname', o.modname,
              'pricechange', o.pricechange) ORDER BY o.nourut, o.modifierid), '[]')
            FROM ${modifierOptions} o WHERE o.modgroupid = g.modgroupid)) ORDER BY g.menuid, g.nourut, g.modgroupid)
        FROM ${modifierGroups} g
        WHERE g.compcode = ${sql.placeholder('compcode')} AND g.menuid = ANY(${sql.placeholder('menuids')}::int[])), '[]') AS modgroups,
      coalesce((SELECT version FROM ${campaignVersions} WHERE compcode = ${sql.placeholder('compcode')})::text, '') AS campaignversion`;
const saveSourcesLocking = statement<SaveSourcesRow>('order_save_sources', saveSourcesSql(sql`FOR UPDATE OF o`));
const saveSourcesStatement = statement<SaveSourcesRow>('order_save_sources_read', saveSourcesSql(sql``));

/**
 * What a save reads, in one round trip: the order (absent for a new one), in a transaction locked for
 * the rest of it (`lock`), the picked tables of the company, and the settings and menu prices of the order's
 * outlet: its own, else the one given, else its first table's (another company's outlet reads as
 * none), and the company's campaign version. The stored lines are read after the lock (storedLines): a
 * save that waited for it must see the lines the other one committed.
 */
export async function saveSources(
  tx: DbOrTx,
  input: { orderkey: string; compcode: string; tz: string; outletid: number | undefined; tableids: number[]; menuids: number[] },
  lock: boolean,
) {
  const [row] = await (lock ? saveSourcesLocking : saveSourcesStatement)(tx, { ...input, outletid: input.outletid ?? null });
  const { existing, ...rest } = row;
  return { ...rest, existing: existing ? { ...storedOrderOf(existing), outletname: existing.outletname } : undefined };
}

export type NewLine = Omit<StoredLine, 'orderkey'>;

export type NewOrder = typeof orders.$inferInsert;

export async function updateOrder(tx: DbOrTx, orderkey: string, values: Partial<NewOrder>): Promise<StoredOrder> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatetime: sql`now()` })
    .where(eq(orders.orderkey, orderkey))
    .returning();
  return row;
}

export async function replaceLines(tx: DbOrTx, orderkey: string, lines: (typeof orderLines.$inferInsert)[]): Promise<StoredLine[]> {
  await tx.delete(orderLines).where(eq(orderLines.orderkey, orderkey));
  return lines.length ? tx.insert(orderLines).values(lines).returning() : [];
}

/** Seats the order at its tables (in picking order) and lets go of tables it left. */
export async function seatTables(tx: DbOrTx, orderkey: string, tableids: number[]): Promise<void> {
  await tx
    .delete(orderTables)
    .where(and(eq(orderTables.orderkey, orderkey), tableids.length ? notInArray(orderTables.tableid, tableids) : undefined));
  if (!tableids.length) return;
  await tx
    .insert(orderTables)
    .values(tableids.map((tableid, seq) => ({ orderkey, tableid, seated: true, seq })))
    .onConflictDoUpdate({ target: [orderTables.orderkey, orderTables.tableid], set: { seated: true, seq: sql`excluded.seq` } });
}

/** The customer with this phone, created when new; a known customer's record is left as it is. */
export async function customerIdFor(
  tx: DbOrTx,
  c: { compcode: string; outletid: number; PhoneNo: string; customernm: string; DeliveryAddr: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(customers)
    .values(c)
    .onConflictDoUpdate({ target: [customers.compcode, customers.PhoneNo], set: { compcode: sql`excluded.compcode` } })
    .returning({ customerid: customers.customerid });
  return row.customerid;
}

export async function setKitchenSent(tx: DbOrTx, orderkey: string, sent: { lineno: number; qty: number }[]): Promise<void> {
  for (const s of sent) {
    await tx
      .update(orderLines)
      .set({ kitchenqty: s.qty })
      .where(and(eq(orderLines.orderkey, orderkey), eq(orderLines.lineno, s.lineno)));
  }
}

/** Whether a receipt of the order was queued before: printing it again is a reprint, which the audit log records. */
export async function receiptPrinted(tx: DbOrTx, orderkey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(eq(printJobs.orderkey, orderkey), eq(printJobs.kind, 'receipt')))
    .limit(1);
  return rows.length > 0;
}
