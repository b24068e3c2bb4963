import type { ModifierGroup } from '@saji/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { menus, modifierGroups, modifierOptions } from '../db/schema/index.js';
import type { DemoIds } from './foundation.js';

type DemoGroup = { groupname: string; minchoice: number; maxchoice: number; options: [string, number][] };

const SIZE: DemoGroup = {
  groupname: 'Size',
  minchoice: 1,
  maxchoice: 1,
  options: [
    ['Regular', 0],
    ['Large', 5000],
  ],
};
const ICE: DemoGroup = {
  groupname: 'Ice',
  minchoice: 0,
  maxchoice: 1,
  options: [
    ['Normal ice', 0],
    ['Less ice', 0],
    ['No ice', 0],
  ],
};

/**
 * A few menus with modifier groups, so the till shows its choice of options: coffees by size, ice and
 * milk, a snack by spice level and extra toppings, a dessert with toppings. They sit past the first
 * 40 menus of the till's grid, which the other browser tests, the tap count and the benchmarks tap
 * or save by position: those stay one tap.
 */
const DEMO_MODIFIERS: Record<string, DemoGroup[]> = {
  'Kopi Susu Gula Aren': [SIZE, ICE],
  'Vietnam Drip': [
    SIZE,
    {
      groupname: 'Milk',
      minchoice: 0,
      maxchoice: 1,
      options: [
        ['Oat milk', 6000],
        ['Less milk', 0],
      ],
    },
  ],
  'Tahu Isi': [
    {
      groupname: 'Spice level',
      minchoice: 1,
      maxchoice: 1,
      options: [
        ['Not spicy', 0],
        ['Medium', 0],
        ['Very spicy', 0],
      ],
    },
    {
      groupname: 'Extra topping',
      minchoice: 0,
      maxchoice: 2,
      options: [
        ['Telur puyuh', 5000],
        ['Bakso ikan', 8000],
      ],
    },
  ],
  'Martabak Manis Cokelat': [
    {
      groupname: 'Extra topping',
      minchoice: 0,
      maxchoice: 3,
      options: [
        ['Keju', 8000],
        ['Kacang', 5000],
        ['Susu', 3000],
      ],
    },
  ],
};

export async function seedModifiers(db: Db, ids: DemoIds): Promise<void> {
  const rows = await db
    .select({ menuid: menus.menuid, menuname: menus.menuname })
    .from(menus)
    .where(and(eq(menus.compcode, ids.compcode), inArray(menus.menuname, Object.keys(DEMO_MODIFIERS))));
  for (const menu of rows) {
    for (const [nourut, g] of DEMO_MODIFIERS[menu.menuname].entries()) {
      const { groupname, minchoice, maxchoice } = g;
      const [group] = await db
        .insert(modifierGroups)
        .values({ compcode: ids.compcode, menuid: menu.menuid, groupname, minchoice, maxchoice, nourut })
        .returning({ modgroupid: modifierGroups.modgroupid });
      await db.insert(modifierOptions).values(
        g.options.map(([modname, pricechange], i) => ({
          compcode: ids.compcode,
          modgroupid: group.modgroupid,
          modname,
          pricechange,
          nourut: i,
        })),
      );
    }
  }
}

/** The company's modifier groups by menu, with their options in order: what the demo orders choose from. */
export async function demoModifierGroups(db: Db, compcode: string): Promise<Map<number, ModifierGroup[]>> {
  const groups = await db.select().from(modifierGroups).where(eq(modifierGroups.compcode, compcode)).orderBy(asc(modifierGroups.nourut));
  const options = await db
    .select()
    .from(modifierOptions)
    .where(eq(modifierOptions.compcode, compcode))
    .orderBy(asc(modifierOptions.nourut));
  const byMenu = new Map<number, ModifierGroup[]>();
  for (const g of groups) {
    const { modgroupid, menuid, groupname, minchoice, maxchoice } = g;
    const own = options
      .filter((o) => o.modgroupid === modgroupid)
      .map(({ modifierid, modname, pricechange }) => ({ modifierid, modname, pricechange }));
    byMenu.set(menuid, [...(byMenu.get(menuid) ?? []), { modgroupid, menuid, groupname, minchoice, maxchoice, options: own }]);
  }
  return byMenu;
}
