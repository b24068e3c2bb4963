import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kitchenSettings, kitchenStations, menuCategories, outlets } from '../../db/schema/index.js';

// An outlet's kitchen settings: whether it shows the kitchen screens, when a card turns late, and
// which station cooks each menu category; with the outlet lookups the settings screen needs.

export async function settingOf(db: DbOrTx, outletid: number) {
  const [row] = await db
    .select({
      kitchendisplay: kitchenSettings.kitchendisplay,
      warnminutes: kitchenSettings.warnminutes,
      lateminutes: kitchenSettings.lateminutes,
    })
    .from(kitchenSettings)
    .where(eq(kitchenSettings.outletid, outletid));
  return row;
}

export async function stationsOf(db: DbOrTx, compcode: string, outletid: number) {
  return db
    .select({ categid: kitchenStations.categid, station: kitchenStations.station, categname: menuCategories.categname })
    .from(kitchenStations)
    .leftJoin(menuCategories, and(eq(menuCategories.compcode, compcode), eq(menuCategories.categid, kitchenStations.categid)))
    .where(eq(kitchenStations.outletid, outletid))
    .orderBy(asc(kitchenStations.station), asc(kitchenStations.categid));
}

export async function outletOf(db: DbOrTx, compcode: string, outletid: number) {
  const [row] = await db
    .select({ outletid: outlets.outletid, kitchenorder: outlets.kitchenorder })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row;
}

export async function firstOutlet(db: DbOrTx, compcode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ outletid: outlets.outletid })
    .from(outlets)
    .where(eq(outlets.compcode, compcode))
    .orderBy(asc(outlets.outletid))
    .limit(1);
  return row?.outletid;
}

export async function writeSetting(
  tx: DbOrTx,
  s: { outletid: number; kitchendisplay: '0' | '1'; warnminutes: number; lateminutes: number; updateby: string },
  stations: { categid: string; station: string }[],
): Promise<void> {
  const values = { ...s, updatetime: sql`now()` };
  await tx.insert(kitchenSettings).values(values).onConflictDoUpdate({ target: kitchenSettings.outletid, set: values });
  await tx.delete(kitchenStations).where(eq(kitchenStations.outletid, s.outletid));
  if (stations.length) await tx.insert(kitchenStations).values(stations.map((r) => ({ ...r, outletid: s.outletid })));
}
