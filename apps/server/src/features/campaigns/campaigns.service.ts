import { alreadyInList, type CampaignDetail, type CampaignValues, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope, ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, invalidForm, notFound } from '../../platform/errors.js';
import { offsetOf } from '../../platform/list-query.js';
import { notifyOutlet } from '../../platform/realtime.js';
import { inPages } from '../../platform/xlsx.js';
import { sanitizeRichText } from '../catalog/index.js';
import * as q from './campaigns.queries.js';
import type { CampaignExportQuery, CampaignListQuery } from './campaigns.schemas.js';

/** The company's campaigns; a manager's (the scope's outlet) are those running at their outlet. */
export async function listCampaigns(db: Db, scope: ScopedTo, query: CampaignListQuery) {
  const [list, total] = await Promise.all([
    q.findCampaigns(db, scope, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countCampaigns(db, scope, query),
  ]);
  return { meta: { total }, list };
}

/** The campaigns of an export, page by page. */
export function exportCampaigns(db: Db, scope: ScopedTo, query: CampaignExportQuery) {
  return inPages((offset, limit) => q.findCampaigns(db, scope, query, { offset, limit }));
}

export async function getCampaign(db: Db, scope: ScopedTo, campaignid: number): Promise<CampaignDetail> {
  const header = await q.findCampaign(db, scope, campaignid);
  if (!header) throw notFound('Campaign');
  const [outlets, menus, menuterm] = await Promise.all([
    q.findCampaignOutlets(db, campaignid),
    q.findCampaignMenus(db, campaignid, 'P'),
    q.findCampaignMenus(db, campaignid, 'T'),
  ]);
  return { header, outlets, menus, menuterm };
}

/** The ids of a list, each the company's and each once; a duplicate answers '{name} already in the list'. */
function checkedIds(field: string, rows: { id: number }[], known: { id: number; name: string }[]): number[] {
  const names = new Map(known.map((k) => [k.id, k.name]));
  const seen = new Set<number>();
  for (const { id } of rows) {
    const name = names.get(id);
    // Another company's row answers like a missing one: its existence is not disclosed.
    if (name === undefined) throw badRequest(`${field}: ${id} not found`, [{ field, message: 'not found' }]);
    if (seen.has(id)) throw badRequest(alreadyInList(name), [{ field, message: 'duplicate' }]);
    seen.add(id);
  }
  return [...seen];
}

/**
 * Open tills price every order with the campaigns they loaded: each outlet the campaign ran at or runs
 * at now is told on commit, over the same push as its tables, so a till picks the change up within
 * seconds rather than at its next refetch.
 */
async function announceCampaign(tx: DbOrTx, outletids: number[]): Promise<void> {
  for (const outletid of new Set(outletids)) await notifyOutlet(tx, outletid, { type: 'campaign.changed' });
}

/**
 * Inserts, or updates when campaignid is given, the header and its three lists together. The
 * outlets and menus must be the company's; the description is stored sanitised.
 */
export async function saveCampaign(db: Db, scope: RequestScope, values: CampaignValues) {
  const campaigndesc = sanitizeRichText(values.campaigndesc);
  if (!campaigndesc.replace(/<[^>]*>/g, '').trim()) throw invalidForm([{ field: 'campaigndesc', message: 'required' }]);
  const { campaignid, outlets, menus, menuterm, ...rest } = values;
  const header = { ...rest, campaigndesc, campaigncateg: rest.campaigncateg ?? null };
  const { compcode } = scope;
  return db.transaction(async (tx) => {
    // Another company's campaign answers 404 before its lists are looked at; a refused list rolls the update back.
    let id = campaignid;
    const before = id === undefined ? undefined : await q.findCampaign(tx, { compcode }, id);
    if (id === undefined) id = await q.insertCampaign(tx, compcode, scope.user.username, header);
    else if (!before || !(await q.updateCampaign(tx, compcode, id, header))) throw notFound('Campaign');
    const ranAt = before ? (await q.findCampaignOutlets(tx, id)).map((o) => o.outletid) : [];
    const outletRows = outlets.map((o) => ({ id: o.outletid }));
    const promo = menus.map((m) => ({ id: m.menuid }));
    const term = menuterm.map((m) => ({ id: m.menuid }));
    const knownMenus = await q.companyMenus(tx, compcode, [...new Set([...promo, ...term].map((m) => m.id))]);
    const lists = {
      outlets: checkedIds('outlets', outletRows, await q.companyOutlets(tx, compcode, [...new Set(outletRows.map((o) => o.id))])),
      menus: checkedIds('menus', promo, knownMenus),
      // Terms by total need no menus: a list left from an earlier rule is dropped.
      menuterm: header.termapply && header.term4menu ? checkedIds('menuterm', term, knownMenus) : [],
    };
    await q.replaceCampaignLists(tx, id, lists);
    await audit(tx, scope, { action: 'campaign.save', objectkey: id, before, after: { ...header, ...lists } });
    await announceCampaign(tx, [...ranAt, ...lists.outlets]);
    return { message: campaignid === undefined ? UPDATE_OK : UPDATE_DATA_OK, campaignid: id };
  });
}

/** Deletes the campaign; orders sold under it keep their discounts and its id. */
export async function removeCampaign(db: Db, scope: RequestScope, campaignid: number) {
  const { compcode } = scope;
  return db.transaction(async (tx) => {
    const before = await q.findCampaign(tx, { compcode }, campaignid);
    const ranAt = before ? (await q.findCampaignOutlets(tx, campaignid)).map((o) => o.outletid) : [];
    if (!before || !(await q.deleteCampaign(tx, compcode, campaignid))) throw notFound('Campaign');
    await audit(tx, scope, { action: 'campaign.delete', objectkey: campaignid, before });
    await announceCampaign(tx, ranAt);
    return { message: 'Delete successfully', campaignid };
  });
}

/** The names of the company's campaigns among `ids` (a deleted campaign has none). */
export const campaignNames = (db: DbOrTx, compcode: string, ids: number[]) => q.campaignNames(db, compcode, ids);
