import {
  allDayCounts,
  DEFAULT_KITCHEN_LATE_MINUTES,
  DEFAULT_KITCHEN_WARN_MINUTES,
  KITCHEN_RECALL_CARDS,
  type KitchenJob,
  type KitchenQuery,
  type KitchenReady,
  type KitchenSetting,
  type KitchenView,
  kitchenCards,
  type kitchenSettingInputSchema,
  type kitchenTimeQuerySchema,
  MAIN_STATION,
} from '@saji/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { outletScope, type RequestScope } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { notifyOutlet } from '../../platform/realtime.js';
import * as q from './kitchen.queries.js';
import * as settings from './kitchen-settings.queries.js';
import { NextRun } from './next-run.js';

/** The kitchen a request reads: a bound user's own outlet; an admin's asked for, else the company's first. */
async function kitchenOf(db: Db, scope: RequestScope, query: KitchenQuery): Promise<q.KitchenScope> {
  const outletid = outletScope(scope, query.outletid) ?? (await settings.firstOutlet(db, scope.compcode));
  // A bound user's outlet is their company's by construction; an admin's choice must be checked.
  if (!outletid || (scope.boundOutlet === null && !(await settings.outletOf(db, scope.compcode, outletid)))) throw notFound('Outlet');
  return { compcode: scope.compcode, outletid, station: query.station };
}

export async function kitchenJobs(db: Db, scope: RequestScope, query: KitchenQuery) {
  const list = await q.openJobs(db, await kitchenOf(db, scope, query));
  return { meta: { total: list.length }, list };
}

export async function kitchenView(db: Db, scope: RequestScope, query: KitchenQuery): Promise<KitchenView> {
  const kitchen = await kitchenOf(db, scope, query);
  return viewRuns.run(`${kitchen.compcode}:${kitchen.outletid}:${kitchen.station ?? ''}`, () => buildView(db, kitchen));
}

/**
 * Every kitchen screen of an outlet asks for the same view after every push, all at once: requests for
 * one view share a build (see NextRun), so four screens cost one build per change, not four.
 */
const viewRuns = new NextRun<KitchenView>();

async function buildView(db: Db, kitchen: q.KitchenScope): Promise<KitchenView> {
  const [jobs, bumped, setting, stations] = await Promise.all([
    q.openJobs(db, kitchen),
    q.recentlyBumped(db, kitchen, KITCHEN_RECALL_CARDS * 2),
    settings.settingOf(db, kitchen.outletid),
    settings.stationsOf(db, kitchen.compcode, kitchen.outletid),
  ]);
  const list = kitchenCards(jobs).filter((c) => !c.bumpedat);
  const open = new Set(list.map((c) => c.cardkey));
  const recent = kitchenCards(bumped)
    .filter((c) => c.bumpedat && !open.has(c.cardkey))
    .sort((a, b) => (b.bumpedat ?? '').localeCompare(a.bumpedat ?? ''))
    .slice(0, KITCHEN_RECALL_CARDS);
  return {
    meta: { total: list.length },
    outletid: kitchen.outletid,
    station: kitchen.station ?? '',
    stations: [...new Set([MAIN_STATION, ...stations.map((s) => s.station)])],
    warnminutes: setting?.warnminutes ?? DEFAULT_KITCHEN_WARN_MINUTES,
    lateminutes: setting?.lateminutes ?? DEFAULT_KITCHEN_LATE_MINUTES,
    list,
    recent,
    alldaycount: allDayCounts(list),
  };
}

/**
 * Bumps or recalls items in one transaction and answers their state. Only items still in the other
 * state change, so a double tap (or two screens bumping one card) changes them once. Every item must
 * be the caller's: another company's or outlet's id answers 404 and changes nothing.
 */
async function setBumped(db: Db, scope: RequestScope, ids: number[], bumped: boolean): Promise<{ list: KitchenJob[] }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await q.jobsOf(tx, scope.compcode, scope.boundOutlet, wanted);
    if (found.length !== wanted.length) throw notFound('Kitchen item');
    if (bumped) await q.bump(tx, wanted, scope.user.username);
    else await q.recall(tx, wanted);
    const changed = found.filter((j) => !!j.bumpedat !== bumped);
    // Every screen of the outlet, and the tills' ready markers, follow at once.
    // One notice per outlet, however many orders a bump touched: every screen refetches anyway.
    for (const outletid of new Set(changed.map((j) => j.outletid))) {
      await notifyOutlet(tx, outletid, { type: bumped ? 'kitchen.bumped' : 'kitchen.recalled' });
    }
    return { list: await q.jobsOf(tx, scope.compcode, scope.boundOutlet, wanted) };
  });
}

export const bumpJobs = (db: Db, scope: RequestScope, ids: number[]) => setBumped(db, scope, ids, true);
export const recallJobs = (db: Db, scope: RequestScope, ids: number[]) => setBumped(db, scope, ids, false);

export async function kitchenSetting(db: Db, scope: RequestScope, outletid: number | undefined): Promise<KitchenSetting> {
  const kitchen = await kitchenOf(db, scope, { outletid });
  const [outlet, setting, stations] = await Promise.all([
    settings.outletOf(db, scope.compcode, kitchen.outletid),
    settings.settingOf(db, kitchen.outletid),
    settings.stationsOf(db, scope.compcode, kitchen.outletid),
  ]);
  return {
    outletid: kitchen.outletid,
    kitchendisplay: setting?.kitchendisplay ?? '0',
    kitchenorder: outlet?.kitchenorder ?? '0',
    warnminutes: setting?.warnminutes ?? DEFAULT_KITCHEN_WARN_MINUTES,
    lateminutes: setting?.lateminutes ?? DEFAULT_KITCHEN_LATE_MINUTES,
    stations,
  };
}

export async function saveKitchenSetting(db: Db, scope: RequestScope, input: z.output<typeof kitchenSettingInputSchema>) {
  const kitchen = await kitchenOf(db, scope, { outletid: input.outletid });
  const categids = input.stations.map((s) => s.categid);
  if (new Set(categids).size !== categids.length) throw badRequest('A category can go to one station only', { field: 'stations' });
  const { stations, ...setting } = input;
  await db.transaction(async (tx) => {
    await settings.writeSetting(tx, { ...setting, outletid: kitchen.outletid, updateby: scope.user.username }, stations);
    await notifyOutlet(tx, kitchen.outletid, { type: 'kitchen.setting' });
  });
  return kitchenSetting(db, scope, kitchen.outletid);
}

/** Per open order of the outlet: which items the kitchen has bumped (ready to serve). */
export async function kitchenReady(db: Db, scope: RequestScope, outletid: number | undefined): Promise<KitchenReady[]> {
  const kitchen = await kitchenOf(db, scope, { outletid });
  const rows = await q.readiness(db, scope.compcode, kitchen.outletid);
  const byOrder = new Map<string, KitchenReady>();
  for (const r of rows) {
    if (r.sent <= 0) continue;
    const order = byOrder.get(r.orderkey) ?? { orderkey: r.orderkey, sent: 0, bumped: 0, ready: false, items: [] };
    const bumped = Math.min(Math.max(r.bumped, 0), r.sent);
    order.items.push({ menuid: r.menuid, menuname: r.menuname, linenote: r.linenote, sent: r.sent, bumped });
    order.sent += r.sent;
    order.bumped += bumped;
    order.ready = order.bumped >= order.sent;
    byOrder.set(r.orderkey, order);
  }
  return [...byOrder.values()];
}

export async function kitchenTimes(db: Db, scope: RequestScope, query: z.output<typeof kitchenTimeQuerySchema>) {
  if (query.tgl2 < query.tgl1) throw badRequest('The end date is before the start date', { field: 'tgl2' });
  const outletid = outletScope(scope, query.outletid);
  const list = await q.ticketTimes(db, { compcode: scope.compcode, outletid, from: query.tgl1, to: query.tgl2, timeZone: scope.timeZone });
  return { meta: { total: list.length }, list };
}
