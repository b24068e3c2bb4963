import crypto from 'node:crypto';
import { COMPLETE_OK, type ProductionValues, productionCode, sumCosts, VIEW_MODE_SAVE } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { assertOutletAccess, type RequestScope, type ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { offsetOf } from '../../platform/list-query.js';
import { inPages } from '../../platform/xlsx.js';
import { recipeSnapshots } from '../standard-production/index.js';
import { issueProduction } from '../stock/index.js';
import * as q from './production.queries.js';
import type { ProductionFilter, ProductionListQuery } from './production.schemas.js';

export async function listProductions(db: DbOrTx, scope: ScopedTo, query: ProductionListQuery) {
  const [list, totals] = await Promise.all([
    q.findProductions(db, scope, query, { limit: query.limit, offset: offsetOf(query) }),
    q.productionTotals(db, scope, query),
  ]);
  return { meta: totals, list };
}

export const exportProductions = (db: DbOrTx, scope: ScopedTo, filter: ProductionFilter) =>
  inPages((offset, limit) => q.findProductions(db, scope, filter, { offset, limit }));

export async function productionDetail(db: DbOrTx, scope: ScopedTo, key: string) {
  const header = await q.findProduction(db, scope, key);
  if (!header) throw notFound('Production');
  return { header, lines: await q.findProductionLines(db, key) };
}

/**
 * Records inventory issued: each line copies its recipe's figures as they are now, so a later edit
 * of the recipe leaves this record as it was. The code is the outlet's next number.
 */
export function saveProduction(db: Db, scope: RequestScope, values: ProductionValues) {
  if (values.mode === 'view') throw badRequest(VIEW_MODE_SAVE);
  assertOutletAccess(scope, values.outletid);
  return db.transaction(async (tx) => {
    const outletcode = await q.outletCode(tx, scope.compcode, values.outletid);
    if (!outletcode) throw badRequest('The outlet is not one of the company', { field: 'outletid' });
    const recipes = new Map(
      (await recipeSnapshots(tx, scope.compcode, [...new Set(values.lines.map((l) => l.stdrproductionkey))])).map((r) => [
        r.stdrproductionkey,
        r,
      ]),
    );
    const lines = values.lines.map((l, i) => {
      const recipe = recipes.get(l.stdrproductionkey);
      if (!recipe) throw badRequest(`Line ${i + 1}: the standard production is not in the list`, { field: `lines.${i}.stdrproductionkey` });
      return { ...recipe, lineno: i + 1, remark: l.remark };
    });
    const productionkey = crypto.randomUUID();
    const productioncode = productionCode(outletcode, await q.nextProductionNo(tx, values.outletid));
    await q.insertProduction(
      tx,
      {
        productionkey,
        compcode: scope.compcode,
        outletid: values.outletid,
        productioncode,
        productiondate: values.productiondate,
        ttlnetto: sumCosts(lines.map((l) => l.ttlnetto)),
        createby: scope.user.username,
      },
      lines,
    );
    const doc = { compcode: scope.compcode, outletid: values.outletid, refkey: productionkey, refno: productioncode };
    await issueProduction(
      tx,
      { ...doc, movedate: values.productiondate, createby: scope.user.username },
      values.lines.map((l) => l.stdrproductionkey),
    );
    return { message: COMPLETE_OK, productionkey, productioncode };
  });
}
