import type { CampaignMenu, CampaignOutlet, CampaignRow, CampaignValues, PosCampaign } from '@saji/core';
import { and, asc, count, eq, exists, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campaignMenus, campaignOutlets, campaigns, campaignVersions, menuOutlets, menus, outlets } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { CampaignExportQuery, CampaignFilters } from './campaigns.schemas.js';

/** Whose campaigns a query reads: the company's, and for a bound user those running at their outlet. */
export interface CampaignScope {
  compcode: string;
  outletid?: number;
}

const rowColumns = {
  campaignid: campaigns.campaignid,
  campaignname: campaigns.campaignname,
  campaigndesc: campaigns.campaigndesc,
  startdate: campaigns.startdate,
  enddate: campaigns.enddate,
  autoapply: campaigns.autoapply,
  starttime: campaigns.starttime,
  endtime: campaigns.endtime,
  ordertypes: campaigns.ordertypes,
  freeitem: campaigns.freeitem,
  freeqty: campaigns.freeqty,
  discpc: campaigns.discpc,
  termapply: campaigns.termapply,
  term4menu: campaigns.term4menu,
  termqty: campaigns.termqty,
  termtotal: campaigns.termtotal,
  termapplymulti: campaigns.termapplymulti,
  campaigncateg: campaigns.campaigncateg,
  aktif: campaigns.aktif,
  outletid: campaigns.outletid,
  modified: campaigns.modified,
};

const sortable = {
  campaignname: caseless(campaigns.campaignname),
  startdate: campaigns.startdate,
  enddate: campaigns.enddate,
  starttime: campaigns.starttime,
  ordertypes: campaigns.ordertypes,
  modified: campaigns.modified,
};

const runsAt = (outletid: number) =>
  exists(sql`(SELECT 1 FROM ${campaignOutlets} co WHERE co.campaignid = ${campaigns.campaignid} AND co.outletid = ${outletid})`);

function whereOf(scope: CampaignScope, f: Partial<CampaignFilters>): SQL | undefined {
  return and(
    eq(campaigns.compcode, scope.compcode),
    scope.outletid !== undefined ? runsAt(scope.outletid) : undefined,
    f.outletid !== undefined ? runsAt(f.outletid) : undefined,
    f.outletname
      ? exists(
          sql`(SELECT 1 FROM ${campaignOutlets} co JOIN ${outlets} o ON o.outletid = co.outletid
            WHERE co.campaignid = ${campaigns.campaignid} AND o.outletname ILIKE ${likePattern(f.outletname)})`,
        )
      : undefined,
    f.campaignname ? ilike(campaigns.campaignname, likePattern(f.campaignname)) : undefined,
    f.aktif ? eq(campaigns.aktif, f.aktif) : undefined,
    // Overlap of the campaign's dates with the filter's.
    f.tgl2 ? lte(campaigns.startdate, f.tgl2) : undefined,
    f.tgl1 ? gte(campaigns.enddate, f.tgl1) : undefined,
  );
}

const toRow = (r: Omit<CampaignRow, 'modified'> & { modified: Date }): CampaignRow => ({ ...r, modified: r.modified.toISOString() });

export async function findCampaigns(
  db: DbOrTx,
  scope: CampaignScope,
  q: Partial<CampaignFilters> & Pick<CampaignExportQuery, 'sortBy' | 'sortDir'>,
  page: { limit: number; offset: number },
): Promise<CampaignRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(campaigns)
    .where(whereOf(scope, q))
    .orderBy(...orderOf(sortable, q.sortBy, q.sortDir, campaigns.campaignid))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toRow);
}

export async function countCampaigns(db: DbOrTx, scope: CampaignScope, f: Partial<CampaignFilters>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(campaigns).where(whereOf(scope, f));
  return row?.total ?? 0;
}

export async function findCampaign(db: DbOrTx, scope: CampaignScope, campaignid: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(campaigns)
    .where(and(whereOf(scope, {}), eq(campaigns.campaignid, campaignid)));
  return row && toRow(row);
}

export async function findCampaignOutlets(db: DbOrTx, campaignid: number): Promise<CampaignOutlet[]> {
  return db
    .select({
      outletid: outlets.outletid,
      outletname: outlets.outletname,
      alamat1: outlets.alamat1,
      alamat2: outlets.alamat2,
      provinsi: outlets.provinsi,
    })
    .from(campaignOutlets)
    .innerJoin(outlets, eq(outlets.outletid, campaignOutlets.outletid))
    .where(eq(campaignOutlets.campaignid, campaignid))
    .orderBy(asc(outlets.outletname), asc(outlets.outletid));
}

export async function findCampaignMenus(db: DbOrTx, campaignid: number, kind: 'P' | 'T'): Promise<CampaignMenu[]> {
  return db
    .select({ menuid: menus.menuid, menuname: menus.menuname, menusize: menus.menusize })
    .from(campaignMenus)
    .innerJoin(menus, eq(menus.menuid, campaignMenus.menuid))
    .where(and(eq(campaignMenus.campaignid, campaignid), eq(campaignMenus.kind, kind)))
    .orderBy(asc(campaignMenus.seq), asc(menus.menuid));
}

/** The company's outlets among `ids`, with their names. */
export async function companyOutlets(db: DbOrTx, compcode: string, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: outlets.outletid, name: outlets.outletname })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), inArray(outlets.outletid, ids)));
}

/** The company's menus among `ids`, with their names. */
export async function companyMenus(db: DbOrTx, compcode: string, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: menus.menuid, name: menus.menuname })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), inArray(menus.menuid, ids)));
}

type Header = Omit<CampaignValues, 'campaignid' | 'outlets' | 'menus' | 'menuterm'>;

export async function insertCampaign(tx: DbOrTx, compcode: string, createby: string, header: Header): Promise<number> {
  const [row] = await tx
    .insert(campaigns)
    .values({ ...header, compcode, createby })
    .returning({ campaignid: campaigns.campaignid });
  return row.campaignid;
}

export async function updateCampaign(tx: DbOrTx, compcode: string, campaignid: number, header: Header): Promise<boolean> {
  const rows = await tx
    .update(campaigns)
    .set({ ...header, modified: sql`now()` })
    .where(and(eq(campaigns.compcode, compcode), eq(campaigns.campaignid, campaignid)))
    .returning({ campaignid: campaigns.campaignid });
  return rows.length > 0;
}

/** Replaces the campaign's lists with the ones saved, in their order. */
export async function replaceCampaignLists(
  tx: DbOrTx,
  campaignid: number,
  lists: { outlets: number[]; menus: number[]; menuterm: number[] },
): Promise<void> {
  await tx.delete(campaignOutlets).where(eq(campaignOutlets.campaignid, campaignid));
  await tx.delete(campaignMenus).where(eq(campaignMenus.campaignid, campaignid));
  if (lists.outlets.length) await tx.insert(campaignOutlets).values(lists.outlets.map((outletid) => ({ campaignid, outletid })));
  const menuRows = [
    ...lists.menus.map((menuid, seq) => ({ campaignid, kind: 'P', menuid, seq })),
    ...lists.menuterm.map((menuid, seq) => ({ campaignid, kind: 'T', menuid, seq })),
  ];
  if (menuRows.length) await tx.insert(campaignMenus).values(menuRows);
}

export async function deleteCampaign(tx: DbOrTx, compcode: string, campaignid: number): Promise<boolean> {
  const rows = await tx
    .delete(campaigns)
    .where(and(eq(campaigns.compcode, compcode), eq(campaigns.campaignid, campaignid)))
    .returning({ campaignid: campaigns.campaignid });
  return rows.length > 0;
}

/** The names of the company's campaigns among `ids` (a deleted campaign has none). */
export async function campaignNames(db: DbOrTx, compcode: string, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ campaignid: campaigns.campaignid, campaignname: campaigns.campaignname })
    .from(campaigns)
    .where(and(eq(campaigns.compcode, compcode), inArray(campaigns.campaignid, ids)));
  return new Map(rows.map((r) => [r.campaignid, r.campaignname]));
}

/**
 * A menu as an order line takes it, a promo menu's free line as much as an ordered one: the outlet's
 * price, else the standard one.
 */
export interface PricedMenu {
  menuid: number;
  menuname: string;
  menusize: string | null;
  categid: string;
  salesacc: string;
  hargajual: number;
  kenapajak: number;
}

const runningStatement = statement<{ campaigns: PosCampaign[]; freemenus: PricedMenu[]; version: string }>(
  'campaigns_running',
  // Each list is read once: grouped per campaign, and the free menus looked up by key. Re-scanning the
  // lists per campaign and per menu cost 30 ms a save on PGlite.
  sql`WITH c AS (
      SELECT c.* FROM ${campaigns} c
      WHERE c.compcode = ${sql.placeholder('compcode')} AND c.aktif = '1'
        AND c.startdate <= ${sql.placeholder('day')}::date AND c.enddate >= ${sql.placeholder('day')}::date
        AND EXISTS (SELECT 1 FROM ${campaignOutlets} co WHERE co.campaignid = c.campaignid AND co.outletid = ${sql.placeholder('outletid')}::int)),
    lists AS (
      SELECT cm.campaignid,
        coalesce(json_agg(cm.menuid ORDER BY cm.seq, cm.menuid) FILTER (WHERE cm.kind = 'P'), '[]') AS menus,
        coalesce(json_agg(cm.menuid ORDER BY cm.seq, cm.menuid) FILTER (WHERE cm.kind = 'T'), '[]') AS menuterm
      FROM ${campaignMenus} cm WHERE cm.campaignid IN (SELECT campaignid FROM c) GROUP BY cm.campaignid),
    free AS (
      SELECT DISTINCT cm.menuid FROM ${campaignMenus} cm JOIN c ON c.campaignid = cm.campaignid
      WHERE c.freeitem = 1 AND cm.kind = 'P')
    SELECT coalesce((SELECT json_agg(json_build_object('campaignid', c.campaignid, 'campaignname', c.campaignname,
        'autoapply', c.autoapply, 'startdate', c.startdate, 'enddate', c.enddate, 'starttime', c.starttime, 'endtime', c.endtime,
        'ordertypes', string_to_array(c.ordertypes, ','), 'freeitem', c.freeitem, 'freeqty', c.freeqty, 'discpc', c.discpc,
        'termapply', c.termapply, 'term4menu', c.term4menu, 'termqty', c.termqty, 'termtotal', c.termtotal,
        'termapplymulti', c.termapplymulti, 'outlets', json_build_array(${sql.placeholder('outletid')}::int),
        'menus', coalesce(l.menus, '[]'), 'menuterm', coalesce(l.menuterm, '[]'))
        ORDER BY c.campaignid) FROM c LEFT JOIN lists l ON l.campaignid = c.campaignid), '[]') AS campaigns,
      coalesce((SELECT json_agg(json_build_object('menuid', m.menuid, 'menuname', m.menuname, 'menusize', m.menusize,
          'categid', m.menucateg, 'salesacc', m.salesacc, 'hargajual', coalesce(mo.hargajual, m.hargajualstd),
          'kenapajak', coalesce(mo.kenapajak, m.kenapajakstd)))
        FROM free f JOIN ${menus} m ON m.menuid = f.menuid
          LEFT JOIN ${menuOutlets} mo ON mo.menuid = m.menuid AND mo.outletid = ${sql.placeholder('outletid')}::int
        WHERE m.aktif = '1'), '[]') AS freemenus,
      coalesce((SELECT version FROM ${campaignVersions} WHERE compcode = ${sql.placeholder('compcode')})::text, '') AS version`,
);

/**
 * The company's active campaigns running on `day` at the outlet (their lists as ids), the menus they
 * give free priced at that outlet, and the company's campaign version they were read at (one snapshot):
 * what a save needs to run the promotion engine, in one round trip.
 */
export async function runningCampaigns(db: DbOrTx, compcode: string, outletid: number, day: string) {
  const [row] = await runningStatement(db, { compcode, outletid, day });
  return row;
}
