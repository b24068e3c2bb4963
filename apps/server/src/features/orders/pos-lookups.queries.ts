import { menuImageUrl, ORDER_STATUS } from '@saji/core';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  menuCategories,
  menuOutlets,
  menus,
  orders,
  orderTables,
  outlets,
  printJobs,
  restoTables,
  tablePositions,
} from '../../db/schema/index.js';
import { likePattern } from '../../platform/list-query.js';

/** An aggregate over the open checks of the split bill of the row's order. */
const openChecks = (aggregate: SQL) =>
  sql`(SELECT coalesce(${aggregate}, 0) FROM ${orders} c WHERE c.splitfrom = ${orders.orderkey} AND c.orderstatus = ${ORDER_STATUS.OPEN} AND c.isvoid = '0')`;

export async function boardRows(db: DbOrTx, compcode: string, outletid: number) {
  return db
    .select({
      tableid: restoTables.tableid,
      tablename: restoTables.tablename,
      tablecapacity: restoTables.tablecapacity,
      outletid: restoTables.outletid,
      compcode: restoTables.compcode,
      tableposcode: restoTables.tableposcode,
      tableposname: tablePositions.tableposname,
      nourut: tablePositions.nourut,
      orderkey: orders.orderkey,
      orderno: orders.orderno,
      pax: orders.pax,
      // A split bill holds its table while a check is open: what is still to pay, and how many checks.
      total:
        sql<number>`CASE WHEN ${orders.orderstatus} = ${ORDER_STATUS.SPLIT} THEN ${openChecks(sql`sum(c.total)`)} ELSE ${orders.total} END`.mapWith(
          Number,
        ),
      checks: sql<number | null>`CASE WHEN ${orders.orderstatus} = ${ORDER_STATUS.SPLIT} THEN ${openChecks(sql`count(*)`)} END`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
      endtime: orders.endtime,
    })
    .from(restoTables)
    .innerJoin(
      tablePositions,
      and(eq(tablePositions.outletid, restoTables.outletid), eq(tablePositions.tableposcode, restoTables.tableposcode)),
    )
    .leftJoin(orderTables, and(eq(orderTables.tableid, restoTables.tableid), eq(orderTables.seated, true)))
    .leftJoin(
      orders,
      and(
        eq(orders.orderkey, orderTables.orderkey),
        inArray(orders.orderstatus, [ORDER_STATUS.OPEN, ORDER_STATUS.SPLIT]),
        eq(orders.isvoid, '0'),
      ),
    )
    .where(and(eq(restoTables.compcode, compcode), eq(restoTables.outletid, outletid), eq(restoTables.tableaktif, '1')))
    .orderBy(asc(tablePositions.nourut), asc(tablePositions.tableposcode));
}

export interface MenuFilter {
  outletid: number;
  menuname?: string;
  categid?: string;
  limit: number;
  offset: number;
}

export async function posMenus(db: DbOrTx, compcode: string, f: MenuFilter) {
  const where = and(
    eq(menus.compcode, compcode),
    eq(menus.aktif, '1'),
    f.menuname ? sql`${menus.menuname} ILIKE ${likePattern(f.menuname)}` : undefined,
    f.categid ? eq(menus.menucateg, f.categid) : undefined,
  );
  const [rows, [{ total }]] = [
    await db
      .select({
        menuid: menus.menuid,
        menucode: menus.menucode,
        menuname: menus.menuname,
        menusize: menus.menusize,
        hargajual: sql<number>`coalesce(${menuOutlets.hargajual}, ${menus.hargajualstd})`.mapWith(Number),
        discpc: sql<number>`0`.mapWith(Number),
        kenapajak: sql<number>`coalesce(${menuOutlets.kenapajak}, ${menus.kenapajakstd})`.mapWith(Number),
        // The picture's version only: the grid loads each picture from its own cacheable address.
        menuimgver: menus.menuimgver,
        categid: menus.menucateg,
        categname: menuCategories.categname,
      })
      .from(menus)
      .innerJoin(menuCategories, and(eq(menuCategories.compcode, menus.compcode), eq(menuCategories.categid, menus.menucateg)))
      .leftJoin(menuOutlets, and(eq(menuOutlets.menuid, menus.menuid), eq(menuOutlets.outletid, f.outletid)))
      .where(where)
      .orderBy(asc(menuCategories.nourut), asc(menus.menuname), asc(menus.menuid))
      .limit(f.limit)
      .offset(f.offset),
    await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(menus)
      .where(where),
  ];
  return { meta: { total }, list: rows.map(({ menuimgver, ...m }) => ({ ...m, menuimg: menuImageUrl(m.menuid, menuimgver) })) };
}

export async function menuOutletRows(db: DbOrTx, compcode: string, filter: { menuid?: number; outletid?: number }) {
  return db
    .select({
      menuid: menuOutlets.menuid,
      outletid: menuOutlets.outletid,
      outletname: outlets.outletname,
      hargajual: menuOutlets.hargajual,
      kenapajak: menuOutlets.kenapajak,
    })
    .from(menuOutlets)
    .innerJoin(menus, eq(menus.menuid, menuOutlets.menuid))
    .innerJoin(outlets, eq(outlets.outletid, menuOutlets.outletid))
    .where(
      and(
        eq(menus.compcode, compcode),
        filter.menuid ? eq(menuOutlets.menuid, filter.menuid) : undefined,
        filter.outletid ? eq(menuOutlets.outletid, filter.outletid) : undefined,
      ),
    )
    .orderBy(asc(menuOutlets.menuid), asc(menuOutlets.outletid))
    .limit(10_000);
}

export async function menuCategoryRows(db: DbOrTx, compcode: string) {
  return db
    .select({ categid: menuCategories.categid, categname: menuCategories.categname, nourut: menuCategories.nourut })
    .from(menuCategories)
    .where(eq(menuCategories.compcode, compcode))
    .orderBy(asc(menuCategories.nourut), asc(menuCategories.categname));
}

export async function recentPrintJobs(db: DbOrTx, compcode: string, outletid: number | undefined, limit: number) {
  const rows = await db
    .select({
      id: printJobs.id,
      kind: printJobs.kind,
      orderkey: printJobs.orderkey,
      orderno: orders.orderno,
      target: printJobs.target,
      state: printJobs.state,
      attempts: printJobs.attempts,
      lasterror: printJobs.lasterror,
      createdate: printJobs.createdate,
    })
    .from(printJobs)
    .leftJoin(orders, eq(orders.orderkey, printJobs.orderkey))
    .where(and(eq(printJobs.compcode, compcode), outletid ? eq(printJobs.outletid, outletid) : undefined))
    .orderBy(desc(printJobs.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdate: r.createdate.toISOString() }));
}
