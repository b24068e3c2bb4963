import type { ModifierGroup, ModifierGroupValues } from '@saji/core';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menus, modifierGroups, modifierOptions } from '../../db/schema/index.js';

/**
 * The modifier groups of some menus of the company, each with its options, in their order. Without
 * menu ids: every group of the company's active menus (what a till offers).
 */
export async function findGroups(db: DbOrTx, compcode: string, menuids?: number[]): Promise<ModifierGroup[]> {
  const groups = await db
    .select({
      modgroupid: modifierGroups.modgroupid,
      menuid: modifierGroups.menuid,
      groupname: modifierGroups.groupname,
      minchoice: modifierGroups.minchoice,
      maxchoice: modifierGroups.maxchoice,
    })
    .from(modifierGroups)
    .innerJoin(menus, eq(menus.menuid, modifierGroups.menuid))
    .where(and(eq(modifierGroups.compcode, compcode), menuids ? inArray(modifierGroups.menuid, menuids) : eq(menus.aktif, '1')))
    .orderBy(asc(modifierGroups.menuid), asc(modifierGroups.nourut), asc(modifierGroups.modgroupid));
  if (!groups.length) return [];
  const options = await db
    .select({
      modgroupid: modifierOptions.modgroupid,
      modifierid: modifierOptions.modifierid,
      modname: modifierOptions.modname,
      pricechange: modifierOptions.pricechange,
    })
    .from(modifierOptions)
    .where(
      and(
        eq(modifierOptions.compcode, compcode),
        inArray(
          modifierOptions.modgroupid,
          groups.map((g) => g.modgroupid),
        ),
      ),
    )
    .orderBy(asc(modifierOptions.nourut), asc(modifierOptions.modifierid));
  return groups.map((g) => ({
    ...g,
    options: options.filter((o) => o.modgroupid === g.modgroupid).map(({ modgroupid: _, ...o }) => o),
  }));
}

/** Deletes the menu's groups that are not kept (their options go with them). */
export async function deleteGroupsBut(tx: DbOrTx, menuid: number, kept: number[]): Promise<void> {
  await tx
    .delete(modifierGroups)
    .where(and(eq(modifierGroups.menuid, menuid), kept.length ? notInArray(modifierGroups.modgroupid, kept) : undefined));
}

/** Writes one group at its place (inserted when it has no id yet) and answers its id. */
export async function writeGroup(tx: DbOrTx, compcode: string, menuid: number, g: ModifierGroupValues, nourut: number): Promise<number> {
  const values = { groupname: g.groupname, minchoice: g.minchoice, maxchoice: g.maxchoice, nourut };
  if (g.modgroupid !== undefined) {
    await tx.update(modifierGroups).set(values).where(eq(modifierGroups.modgroupid, g.modgroupid));
    return g.modgroupid;
  }
  const [row] = await tx
    .insert(modifierGroups)
    .values({ ...values, compcode, menuid })
    .returning({ modgroupid: modifierGroups.modgroupid });
  return row.modgroupid;
}

/** Replaces a group's options: kept ones (by id) are updated in place, others deleted, new ones added. */
export async function writeOptions(tx: DbOrTx, compcode: string, modgroupid: number, options: ModifierGroupValues['options']) {
  const kept = options.flatMap((o) => (o.modifierid === undefined ? [] : [o.modifierid]));
  await tx
    .delete(modifierOptions)
    .where(and(eq(modifierOptions.modgroupid, modgroupid), kept.length ? notInArray(modifierOptions.modifierid, kept) : undefined));
  for (const [nourut, o] of options.entries()) {
    const values = { modname: o.modname, pricechange: o.pricechange, nourut };
    if (o.modifierid !== undefined) await tx.update(modifierOptions).set(values).where(eq(modifierOptions.modifierid, o.modifierid));
    else await tx.insert(modifierOptions).values({ ...values, compcode, modgroupid });
  }
}

/** The company's menu, locked so two editors of its groups write one after the other. */
export async function lockMenu(tx: DbOrTx, compcode: string, menuid: number) {
  const [row] = await tx
    .select({ menuid: menus.menuid, menuname: menus.menuname })
    .from(menus)
    .where(and(eq(menus.compcode, compcode), eq(menus.menuid, menuid)))
    .for('update');
  return row;
}
