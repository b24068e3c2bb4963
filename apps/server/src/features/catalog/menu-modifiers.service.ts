import { type MenuModifiers, type MenuModifiersValues, UPDATE_OK } from '@saji/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import * as q from './menu-modifiers.queries.js';
import { findMenuCode } from './menus.queries.js';

/** A menu's modifier groups with their options; 404 for a menu that is not the company's. */
export async function getMenuModifiers(db: Db, compcode: string, menuid: number): Promise<MenuModifiers> {
  if (!(await findMenuCode(db, compcode, menuid))) throw notFound('Menu');
  return { menuid, groups: await q.findGroups(db, compcode, [menuid]) };
}

/** Every group of the company's active menus: the till asks once and opens the choice from it. */
export const companyModifierGroups = (db: DbOrTx, compcode: string) => q.findGroups(db, compcode);

/**
 * Saves a menu's groups as the editor shows them, in one transaction: groups and options that carry
 * their id are updated in place (a till's open draft still finds them), those left out are deleted,
 * new ones added, all in the order given. Orders keep their own copy of the options they were sold
 * with, so no edit here changes an order.
 */
export function saveMenuModifiers(db: Db, scope: ScopedTo, values: MenuModifiersValues) {
  const { compcode } = scope;
  return db.transaction(async (tx) => {
    const menu = await q.lockMenu(tx, compcode, values.menuid);
    if (!menu) throw notFound('Menu');
    const before = await q.findGroups(tx, compcode, [menu.menuid]);
    assertOwnIds(before, values);
    await q.deleteGroupsBut(
      tx,
      menu.menuid,
      values.groups.flatMap((g) => (g.modgroupid === undefined ? [] : [g.modgroupid])),
    );
    for (const [nourut, group] of values.groups.entries()) {
      const modgroupid = await q.writeGroup(tx, compcode, menu.menuid, group, nourut);
      await q.writeOptions(tx, compcode, modgroupid, group.options);
    }
    const after = await q.findGroups(tx, compcode, [menu.menuid]);
    await audit(tx, scope, { action: 'menu.modifiers', objectkey: menu.menuid, before, after });
    return { message: UPDATE_OK, menuid: menu.menuid };
  });
}

/** An id in the body must be a group of this menu, or an option of that group: nobody else's row is touched. */
function assertOwnIds(stored: MenuModifiers['groups'], values: MenuModifiersValues): void {
  const groups = new Map(stored.map((g) => [g.modgroupid, new Set(g.options.map((o) => o.modifierid))]));
  values.groups.forEach((g, i) => {
    if (g.modgroupid === undefined) {
      if (g.options.some((o) => o.modifierid !== undefined))
        throw badRequest('A new group cannot take options of another group', [{ field: `groups.${i}.options`, message: 'not found' }]);
      return;
    }
    const options = groups.get(g.modgroupid);
    if (!options) throw badRequest(`Modifier group ${g.modgroupid} not found`, [{ field: `groups.${i}.modgroupid`, message: 'not found' }]);
    const foreign = g.options.find((o) => o.modifierid !== undefined && !options.has(o.modifierid));
    if (foreign) throw badRequest(`Option ${foreign.modifierid} not found`, [{ field: `groups.${i}.options`, message: 'not found' }]);
  });
  const ids = values.groups.flatMap((g) => (g.modgroupid === undefined ? [] : [g.modgroupid]));
  if (new Set(ids).size !== ids.length) throw badRequest('A group is listed twice', [{ field: 'groups', message: 'duplicate' }]);
}
