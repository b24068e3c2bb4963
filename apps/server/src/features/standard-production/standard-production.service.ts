import crypto from 'node:crypto';
import { COMPLETE_OK, costPerPortion, lineCost, recipeFigures, type StandardProductionValues, VIEW_MODE_SAVE } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { storePreview } from '../../platform/print-preview.js';
import { inPages } from '../../platform/xlsx.js';
import { recipeCardPdf } from './recipe-card.pdf.js';
import * as q from './standard-production.queries.js';
import type { RecipeExportQuery, RecipeListQuery } from './standard-production.schemas.js';

export function listRecipes(db: DbOrTx, compcode: string, query: RecipeListQuery) {
  return paged(
    q.findRecipes(db, compcode, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countRecipes(db, compcode, query.searchtxt).then((total) => [{ total }]),
  );
}

export const exportRecipes = (db: DbOrTx, compcode: string, query: RecipeExportQuery) =>
  inPages((offset, limit) => q.findRecipes(db, compcode, query, { offset, limit }));

export async function recipeDetail(db: DbOrTx, compcode: string, key: string) {
  const header = await q.findRecipe(db, compcode, key);
  if (!header) throw notFound('Standard production');
  return { header, lines: await q.findRecipeLines(db, key) };
}

/**
 * The lines as stored: numbered from 1, each item's name and last price read from the master items
 * (the price the client shows is never trusted), the cost figured by the core rule.
 */
async function pricedLines(db: DbOrTx, compcode: string, lines: StandardProductionValues['lines']) {
  const items = new Map((await q.itemsOf(db, compcode, [...new Set(lines.map((l) => l.itemno))])).map((i) => [i.itemno, i]));
  return lines.map((l, i) => {
    const item = items.get(l.itemno);
    if (!item) throw badRequest(`Line ${i + 1}: the item is not in the master item list`, { field: `lines.${i}.itemno` });
    return {
      lineno: i + 1,
      linetype: 1,
      itemno: item.itemno,
      partnumber: item.partnumber,
      itemname: item.itemname,
      iteminfo: l.iteminfo ?? '',
      description: l.description,
      quantity: l.quantity,
      unitsize: l.unitsize || item.invunitom,
      unitprice: item.lastprice,
      nilai: lineCost(l.quantity, item.lastprice),
      matauang: 'IDR',
    };
  });
}

async function checkMenu(db: DbOrTx, compcode: string, menuid: number | null, key: string | undefined) {
  if (menuid === null) return;
  const menu = await q.menuOf(db, compcode, menuid);
  if (!menu) throw badRequest('The menu is not in the menu list', { field: 'menuid' });
  const taken = await q.recipeOfMenu(db, compcode, menuid, key);
  if (taken) throw conflict(`${menu.menuname} already has a recipe: ${taken.stdrproductionname}`, { field: 'menuid' });
}

/**
 * Inserts a recipe, or updates the one named by its key. The total yield is kept as given and the
 * weight per portion recalculated from it; the total cost is the sum of the lines' costs.
 */
export function saveRecipe(db: Db, compcode: string, username: string, values: StandardProductionValues) {
  if (values.mode === 'view') throw badRequest(VIEW_MODE_SAVE);
  const { stdrproductionkey, lines, mode: _mode, ...input } = values;
  return db.transaction(async (tx) => {
    await checkMenu(tx, compcode, input.menuid, stdrproductionkey);
    const rows = await pricedLines(tx, compcode, lines);
    const figures = recipeFigures(input, rows);
    const header = { ...input, totalitems: figures.totalitems, ttlnetto: figures.ttlnetto, weightperportion: figures.weightperportion };
    const key = stdrproductionkey ?? crypto.randomUUID();
    if (stdrproductionkey === undefined) await q.insertRecipe(tx, compcode, key, username, header);
    else if (!(await q.updateRecipe(tx, compcode, key, header))) throw notFound('Standard production');
    await q.replaceLines(tx, key, rows);
    return { message: COMPLETE_OK, stdrproductionkey: key };
  });
}

export async function removeRecipe(db: DbOrTx, compcode: string, key: string) {
  // Productions keep their copy of the recipe's figures; their link to it is cleared (migration 0060).
  if (!(await q.deleteRecipe(db, compcode, key))) throw notFound('Standard production');
  return { message: COMPLETE_OK, stdrproductionkey: key };
}

export interface PrintContext {
  username: string;
  company: string;
  printedAt: string;
}

/** The recipe card, rendered and stored for the preview modal. */
export async function printRecipe(
  db: DbOrTx,
  { compcode, boundOutlet }: Pick<RequestScope, 'compcode' | 'boundOutlet'>,
  key: string,
  ctx: PrintContext,
) {
  const { header, lines } = await recipeDetail(db, compcode, key);
  const content = await recipeCardPdf({ header, lines, perPortion: costPerPortion(header.ttlnetto, header.totalyield), ...ctx });
  const preview = {
    compcode,
    createby: ctx.username,
    filename: `standard_production_${header.stdrproductionname}.pdf`,
    permission: 'production.write' as const,
    // Recipes are the company's: the card carries the scope of who printed it (their outlet, or none for an admin).
    outletid: boundOutlet,
    content,
  };
  return { id: await storePreview(db, preview) };
}

/** What production records read of recipes: their figures now, and each menu's cost per portion. */
export const recipeSnapshots = q.recipeSnapshots;

export async function portionCostsByMenu(db: DbOrTx, compcode: string): Promise<Map<number, number>> {
  const rows = await q.menuPortionCosts(db, compcode);
  return new Map(rows.map((r) => [r.menuid, costPerPortion(r.ttlnetto, r.totalyield)]));
}
