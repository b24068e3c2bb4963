import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shiftSettings, shifts, terminals } from '../../db/schema/index.js';

/** The outlet's shift settings; both off when it never set them. */
export async function settingOf(db: DbOrTx, outletid: number) {
  const [row] = await db
    .select({ shiftrequired: shiftSettings.shiftrequired, blindclose: shiftSettings.blindclose })
    .from(shiftSettings)
    .where(eq(shiftSettings.outletid, outletid));
  return row ?? { shiftrequired: '0' as const, blindclose: '0' as const };
}

export async function writeSetting(tx: DbOrTx, s: { outletid: number; shiftrequired: '0' | '1'; blindclose: '0' | '1'; updateby: string }) {
  const { outletid, ...set } = s;
  await tx
    .insert(shiftSettings)
    .values(s)
    .onConflictDoUpdate({ target: shiftSettings.outletid, set: { ...set, updatetime: sql`now()` } });
}

/** The outlet's terminals by name, each with the shift open on it. */
export async function terminalsOf(db: DbOrTx, outletid: number) {
  const rows = await db
    .select({
      terminalid: terminals.terminalid,
      terminal: terminals.terminal,
      aktif: terminals.aktif,
      shiftid: shifts.shiftid,
      openedby: shifts.openedby,
      openedat: shifts.openedat,
      openingfloat: shifts.openingfloat,
    })
    .from(terminals)
    .leftJoin(shifts, and(eq(shifts.terminalid, terminals.terminalid), eq(shifts.status, 'open')))
    .where(eq(terminals.outletid, outletid))
    .orderBy(asc(terminals.terminal));
  return rows.map(({ shiftid, openedby, openedat, openingfloat, ...t }) => ({
    ...t,
    shift:
      shiftid === null
        ? null
        : { shiftid, openedby: openedby ?? '', openedat: openedat?.toISOString() ?? '', openingfloat: openingfloat ?? 0 },
  }));
}

/** A terminal of the company, locked for its change. */
export async function terminalOf(tx: DbOrTx, compcode: string, terminalid: number) {
  const [row] = await tx
    .select({ terminalid: terminals.terminalid, outletid: terminals.outletid, terminal: terminals.terminal, aktif: terminals.aktif })
    .from(terminals)
    .where(and(eq(terminals.compcode, compcode), eq(terminals.terminalid, terminalid)))
    .for('update');
  return row;
}

export async function writeTerminal(tx: DbOrTx, terminalid: number, t: { terminal: string; aktif: '0' | '1'; updateby: string }) {
  await tx
    .update(terminals)
    .set({ ...t, updatetime: sql`now()` })
    .where(eq(terminals.terminalid, terminalid));
}
