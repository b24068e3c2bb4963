import { formatRupiah, remainingMinutes, type TableGroup, tableStatus } from '@saji/core';
import type { Db } from '../../db/client.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { badRequest } from '../../platform/errors.js';
import { CHOOSE_OUTLET } from './order-context.js';
import * as lq from './pos-lookups.queries.js';

const naturalOrder = new Intl.Collator('en', { numeric: true });

/** The table board of section 3, grouped by position for the screen's tabs. */
export async function tableBoard(db: Db, scope: RequestScope, requested: number | undefined, now = new Date()): Promise<TableGroup[]> {
  const outletid = outletScope(scope, requested);
  if (!outletid) throw badRequest(CHOOSE_OUTLET, { field: 'outletid' });
  const rows = await lq.boardRows(db, scope.compcode, outletid);
  const groups = new Map<string, TableGroup>();
  for (const r of rows) {
    let group = groups.get(r.tableposcode);
    if (!group) {
      group = { tableposcode: r.tableposcode, tableposname: r.tableposname, tables: [] };
      groups.set(r.tableposcode, group);
    }
    const endtime = r.orderkey ? r.endtime : null;
    group.tables.push({
      tablename: r.tablename,
      orderkey: r.orderkey,
      orderno: r.orderno,
      tableid: r.tableid,
      outletid: r.outletid,
      compcode: r.compcode,
      tablecapacity: r.tablecapacity,
      description: r.orderkey
        ? `${r.orderno} · ${r.checks === null ? `${r.pax} pax` : `${r.checks} checks`} · ${formatRupiah(r.total ?? 0)}`
        : 'No Order',
      pax: r.orderkey ? r.pax : null,
      total: r.orderkey ? r.total : null,
      checks: r.orderkey ? r.checks : null,
      endtime: endtime ? endtime.toISOString() : null,
      status: tableStatus(endtime, now) ?? '',
      sisa: endtime ? remainingMinutes(endtime, now) : 0,
      position: r.tableposname,
    });
  }
  for (const g of groups.values()) g.tables.sort((a, b) => naturalOrder.compare(a.tablename, b.tablename));
  return [...groups.values()];
}
