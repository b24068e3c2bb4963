import crypto from 'node:crypto';
import { lineCost, productionCode, recipeFigures, sumCosts } from '@saji/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  masterItems,
  menus,
  outlets,
  productionCounters,
  productionLines,
  productions,
  salesMenuDay,
  standardProductionLines,
  standardProductions,
} from '../db/schema/index.js';
import type { DemoIds } from './foundation.js';

/**
 * A recipe for every demo menu and, when there are demo orders, a year of production: each outlet
 * issues batches of a menu's recipe whenever the portions it has prepared run short of what it
 * sells, so the issued cost follows the sales and the food cost lands near 30 % of nett sales.
 */

/** [partnumber, share of the portion's cost] */
type Ingredients = [string, number][];

/** What a batch of each category makes: portions and the weight (or volume) of one. */
const BATCH: Record<string, { totalyield: number; weight: number; unitsize: 'GR' | 'ML' }> = {
  FOOD: { totalyield: 5, weight: 350, unitsize: 'GR' },
  BEV: { totalyield: 10, weight: 300, unitsize: 'ML' },
  COFFEE: { totalyield: 10, weight: 200, unitsize: 'ML' },
  DESSERT: { totalyield: 8, weight: 250, unitsize: 'GR' },
  SNACK: { totalyield: 8, weight: 150, unitsize: 'GR' },
};

const PROTEINS: [RegExp, string][] = [
  [/Seafood|Capcay/, 'SF-001'],
  [/Kambing|Klathak/, 'DG-006'],
  [/Iga/, 'DG-004'],
  [/Buntut/, 'DG-005'],
  [/Bebek/, 'DG-007'],
  [/Rendang|Rawon|Betawi|Bakso/, 'DG-003'],
  [/Ikan/, 'SF-003'],
  [/Lele/, 'SF-004'],
  [/Gado|Pecel/, 'SY-008'],
];

function ingredientsOf(categ: string, name: string): Ingredients {
  if (categ === 'FOOD') {
    const protein = PROTEINS.find(([re]) => re.test(name))?.[1] ?? 'DG-001';
    const base = /Mie|Kwetiau|Bakmi/.test(name) ? 'BB-006' : 'BB-001';
    return [
      [protein, 0.55],
      [base, 0.15],
      ['BB-003', 0.08],
      ['BM-001', 0.08],
      ['BM-002', 0.06],
      ['BM-003', 0.08],
    ];
  }
  if (categ === 'COFFEE')
    return [
      [/Tubruk|Joss/.test(name) ? 'MN-002' : 'MN-001', 0.55],
      ['MN-003', 0.25],
      ['BB-005', 0.1],
      ['KM-002', 0.1],
    ];
  if (categ === 'BEV') {
    const main = /Jeruk|Lemon/.test(name)
      ? 'MN-005'
      : /Alpukat/.test(name)
        ? 'MN-006'
        : /Mineral/.test(name)
          ? 'MN-007'
          : /Jahe|Uwuh/.test(name)
            ? 'BM-008'
            : 'MN-004';
    return [
      [main, 0.6],
      ['BB-004', 0.25],
      ['KM-002', 0.15],
    ];
  }
  if (categ === 'DESSERT')
    return [
      [/Klepon|Dadar|Doger/.test(name) ? 'BB-002' : 'MN-006', 0.4],
      ['BB-009', 0.3],
      ['BB-004', 0.2],
      ['BB-006', 0.1],
    ];
  const main = /Tahu/.test(name)
    ? 'SY-007'
    : /Tempe/.test(name)
      ? 'SY-008'
      : /Kentang/.test(name)
        ? 'SY-005'
        : /Otak/.test(name)
          ? 'SF-005'
          : 'SY-004';
  return [
    [main, 0.45],
    ['BB-006', 0.3],
    ['BB-003', 0.25],
  ];
}

/** 27 % to 34 % of the standard price, the same for a menu on every start. */
const costShare = (menuid: number, name: string) => 0.27 + ([...name].reduce((n, c) => n + c.charCodeAt(0), menuid) % 8) / 100;

type Item = typeof masterItems.$inferSelect;

function recipeOf(menu: { menuid: number; menuname: string; menucateg: string; hargajualstd: number }, items: Map<string, Item>) {
  const batch = BATCH[menu.menucateg] ?? BATCH.FOOD;
  const portionCost = menu.hargajualstd * costShare(menu.menuid, menu.menuname);
  const lines = ingredientsOf(menu.menucateg, menu.menuname)
    .map(([part, share]) => ({ item: items.get(part), share }))
    .filter((l): l is { item: Item; share: number } => l.item !== undefined)
    .map(({ item, share }, i) => {
      const quantity = Math.max(0.001, Math.round(((share * portionCost * batch.totalyield) / item.lastprice) * 1000) / 1000);
      return {
        lineno: i + 1,
        itemno: item.itemno,
        partnumber: item.partnumber,
        itemname: item.itemname,
        description: item.itemname,
        quantity,
        unitsize: item.invunitom,
        unitprice: item.lastprice,
        nilai: lineCost(quantity, item.lastprice),
      };
    });
  const estimatedtotal = batch.totalyield * batch.weight;
  const figures = recipeFigures({ estimatedtotal, totalyield: batch.totalyield }, lines);
  return {
    header: {
      stdrproductionname: `Resep ${menu.menuname}`,
      description: `${batch.totalyield} porsi ${menu.menuname}`,
      estimatedtotal,
      unitsize: batch.unitsize,
      totalyield: batch.totalyield,
      weightperportion: figures.weightperportion,
      totalitems: figures.totalitems,
      ttlnetto: figures.ttlnetto,
      menuid: menu.menuid,
    },
    lines,
  };
}

interface DemoRecipe {
  stdrproductionkey: string;
  menuid: number;
  stdrproductionname: string;
  description: string;
  estimatedtotal: number;
  unitsize: string;
  totalyield: number;
  weightperportion: number;
  ttlnetto: number;
}

/** A recipe for each menu of a company that has items for it; answers them by menu. */
async function seedRecipes(db: Db, compcode: string, createby: string): Promise<Map<number, DemoRecipe>> {
  const items = new Map((await db.select().from(masterItems).where(eq(masterItems.compcode, compcode))).map((i) => [i.partnumber, i]));
  const menuRows = await db
    .select({ menuid: menus.menuid, menuname: menus.menuname, menucateg: menus.menucateg, hargajualstd: menus.hargajualstd })
    .from(menus)
    .where(eq(menus.compcode, compcode))
    .orderBy(asc(menus.menuid));
  const recipes = new Map<number, DemoRecipe>();
  // Created a minute apart in menu order, so the list's default order (createdate) is the menu order.
  const start = Date.now() - menuRows.length * 60_000;
  for (const [i, menu] of menuRows.entries()) {
    const { header, lines } = recipeOf(menu, items);
    if (!lines.length) continue;
    const key = crypto.randomUUID();
    const createdate = new Date(start + i * 60_000);
    await db
      .insert(standardProductions)
      .values({ ...header, stdrproductionkey: key, compcode, createby, createdate, modified: createdate });
    await db.insert(standardProductionLines).values(lines.map((l) => ({ ...l, stdrproductionkey: key })));
    recipes.set(menu.menuid, { ...header, stdrproductionkey: key });
  }
  return recipes;
}

type Production = { header: typeof productions.$inferInsert; lines: (typeof productionLines.$inferInsert)[] };

const lineOf = (r: DemoRecipe, productionkey: string, lineno: number) => ({
  productionkey,
  lineno,
  stdrproductionkey: r.stdrproductionkey,
  stdrproductionname: r.stdrproductionname,
  description: r.description,
  estimatedtotal: r.estimatedtotal,
  unitsize: r.unitsize,
  totalyield: r.totalyield,
  weightperportion: r.weightperportion,
  ttlnetto: r.ttlnetto,
  remark: '',
});

/**
 * An outlet's productions from its sales. The kitchen preps every `every` days for the sales until its
 * next prep: every menu whose prepared portions fall short of them gets as many batches as cover them,
 * and what is left over is sold later. The small outlet preps every third day, so a month of its
 * production fits the list's first page.
 */
function productionsFromSales(
  outlet: { outletid: number; outletcode: string; compcode: string },
  sold: { salesdate: string; menuid: number; qty: number }[],
  recipes: Map<number, DemoRecipe>,
  prep: { createby: string; every: number },
): Production[] {
  const stock = new Map<number, number>();
  const bucketOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / (prep.every * 86_400_000));
  const buckets = new Map<number, { day: string; need: Map<number, number> }>();
  for (const s of [...sold].sort((a, b) => a.salesdate.localeCompare(b.salesdate))) {
    const bucket = buckets.get(bucketOf(s.salesdate)) ?? { day: s.salesdate, need: new Map<number, number>() };
    bucket.need.set(s.menuid, (bucket.need.get(s.menuid) ?? 0) + s.qty);
    buckets.set(bucketOf(s.salesdate), bucket);
  }
  const out: Production[] = [];
  for (const { day, need } of buckets.values()) {
    const productionkey = crypto.randomUUID();
    const lines: Production['lines'] = [];
    for (const [menuid, qty] of need) {
      const recipe = recipes.get(menuid);
      if (!recipe) continue;
      let left = stock.get(menuid) ?? 0;
      while (left < qty) {
        left += recipe.totalyield;
        lines.push(lineOf(recipe, productionkey, lines.length + 1));
      }
      stock.set(menuid, left - qty);
    }
    if (!lines.length) continue;
    out.push({
      header: {
        productionkey,
        compcode: outlet.compcode,
        outletid: outlet.outletid,
        productioncode: productionCode(outlet.outletcode, out.length + 1),
        productiondate: day,
        ttlnetto: sumCosts(lines.map((l) => l.ttlnetto)),
        createby: prep.createby,
      },
      lines,
    });
  }
  return out;
}

/** Without demo orders: a week of production at the first outlet, so the lists still show something. */
function aWeekOfProduction(outlet: { outletid: number; outletcode: string; compcode: string }, recipes: DemoRecipe[]): Production[] {
  const today = Date.now();
  return Array.from({ length: 7 }, (_, d) => {
    const productionkey = crypto.randomUUID();
    const day = new Date(today - (6 - d) * 86_400_000).toISOString().slice(0, 10);
    const lines = [0, 1, 2].map((k) => lineOf(recipes[(d * 3 + k) % recipes.length], productionkey, k + 1));
    const header = {
      productionkey,
      compcode: outlet.compcode,
      outletid: outlet.outletid,
      productioncode: productionCode(outlet.outletcode, d + 1),
      productiondate: day,
      ttlnetto: sumCosts(lines.map((l) => l.ttlnetto)),
      createby: 'manager',
    };
    return { header, lines };
  });
}

async function insertProductions(db: Db, outletid: number, list: Production[]) {
  for (let i = 0; i < list.length; i += 200) {
    const batch = list.slice(i, i + 200);
    await db.insert(productions).values(batch.map((p) => p.header));
    await db.insert(productionLines).values(batch.flatMap((p) => p.lines));
  }
  if (list.length) await db.insert(productionCounters).values({ outletid, lastno: list.length });
}

/** Recipes for the demo menus, and production to go with the demo sales (a week of it without orders). */
export async function seedProduction(db: Db, ids: DemoIds, options: { orders: boolean }): Promise<void> {
  const recipes = await seedRecipes(db, ids.compcode, 'admin');
  await seedRecipes(db, ids.otherCompcode, 'admin2');
  const outletRows = await db
    .select({ outletid: outlets.outletid, outletcode: outlets.outletcode, compcode: outlets.compcode })
    .from(outlets)
    .where(eq(outlets.compcode, ids.compcode));
  const byId = new Map(outletRows.map((o) => [o.outletid, o]));
  for (const [i, outletid] of ids.outletIds.entries()) {
    const outlet = byId.get(outletid);
    if (!outlet || !recipes.size) continue;
    if (!options.orders) {
      if (i === 0) await insertProductions(db, outletid, aWeekOfProduction(outlet, [...recipes.values()]));
      continue;
    }
    const sold = await db
      .select({
        salesdate: sql<string>`${salesMenuDay.salesdate}::text`,
        menuid: salesMenuDay.menuid,
        qty: sql<number>`${salesMenuDay.qty}`.mapWith(Number),
      })
      .from(salesMenuDay)
      .where(and(eq(salesMenuDay.compcode, ids.compcode), eq(salesMenuDay.outletid, outletid)));
    const prep = i === 0 ? { createby: 'manager', every: 3 } : { createby: 'admin', every: 1 };
    await insertProductions(db, outletid, productionsFromSales(outlet, sold, recipes, prep));
  }
}
