import {
  type ShiftSetting,
  type shiftSettingInputSchema,
  terminalExists,
  terminalHasOpenShift,
  type terminalInputSchema,
} from '@saji/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { conflict, notFound, pgErrorOf } from '../../platform/errors.js';
import { outletFor } from './shift-access.js';
import * as sq from './shift-settings.queries.js';
import { openShiftOf } from './shifts.queries.js';

/** The outlet's shift settings and its terminals, each with the shift open on it: what a till needs to start. */
export async function shiftSetting(db: Db, scope: RequestScope, outletid: number | undefined): Promise<ShiftSetting> {
  const outlet = await outletFor(db, scope, outletid);
  const [setting, terminals] = await Promise.all([sq.settingOf(db, outlet), sq.terminalsOf(db, outlet)]);
  return { outletid: outlet, ...setting, terminals };
}

export async function saveShiftSetting(
  db: Db,
  scope: RequestScope,
  input: z.output<typeof shiftSettingInputSchema>,
): Promise<ShiftSetting> {
  const outletid = await outletFor(db, scope, input.outletid);
  const { shiftrequired, blindclose } = input;
  await db.transaction(async (tx) => {
    const before = await sq.settingOf(tx, outletid);
    await sq.writeSetting(tx, { outletid, shiftrequired, blindclose, updateby: scope.user.username });
    await audit(tx, scope, { action: 'shift.setting', objectkey: outletid, outletid, before, after: { shiftrequired, blindclose } });
  });
  return shiftSetting(db, scope, outletid);
}

/** A manager renames or retires (aktif '0') a terminal, or brings it back; one with an open shift stays in service. */
export async function saveTerminal(db: Db, scope: RequestScope, terminalid: number, input: z.output<typeof terminalInputSchema>) {
  let outletid: number | undefined;
  try {
    await db.transaction(async (tx) => {
      const t = await sq.terminalOf(tx, scope.compcode, terminalid);
      if (!t || (scope.boundOutlet !== null && t.outletid !== scope.boundOutlet)) throw notFound('Terminal');
      outletid = t.outletid;
      if (input.aktif === '0' && t.aktif === '1' && (await openShiftOf(tx, terminalid))) throw conflict(terminalHasOpenShift(t.terminal));
      await sq.writeTerminal(tx, terminalid, { ...input, updateby: scope.user.username });
      await audit(tx, scope, { action: 'terminal.save', objectkey: terminalid, outletid: t.outletid, before: t, after: input });
    });
  } catch (err) {
    if (pgErrorOf(err)?.constraint === 'restoterminal_name_idx') throw conflict(terminalExists(input.terminal), { field: 'terminal' });
    throw err;
  }
  return shiftSetting(db, scope, outletid);
}
