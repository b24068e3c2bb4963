import { type KitchenLine, kitchenDiff } from '@saji/core';
import type { Tx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { sendToKitchen } from '../kitchen/index.js';
import { printContext } from './order-context.js';
import { type KitchenTicketOrder, kitchenItemOf, kitchenItems, queueKitchenTicket } from './orders.printing.js';
import type { OutletSettings } from './orders.queries.js';

/** Whether the outlet sends its kitchen tickets to a printer, to kitchen screens, or both. */
export const kitchenDestinations = (outlet: Pick<OutletSettings, 'kitchenorder' | 'kitchendisplay'>) => ({
  printer: outlet.kitchenorder === '1',
  screen: outlet.kitchendisplay === '1',
});

/**
 * A line as the kitchen reads it, on the printer and the screens alike, on the first ticket and every
 * reprint: a campaign's free line carries FREE and the campaign's name as its note, so nobody charges it.
 */
export function kitchenLineOf<L extends { linenote: string | null }>(line: L, free: boolean, promo: string | null | undefined): L {
  return free ? { ...line, linenote: `FREE ${promo ?? ''}`.trim() } : line;
}

/**
 * How much of a saved line counts as sent to the kitchen. With screens, it follows the line down as
 * well as up: a lowered quantity is announced (VOID), so raising it again must be sent again. With a
 * printer alone, lowered quantities are not announced, so the count keeps what was printed.
 */
export function sentQty(line: { qty: number; kitchenqty: number }, outlet: Pick<OutletSettings, 'kitchenorder' | 'kitchendisplay'>) {
  const to = kitchenDestinations(outlet);
  if (to.screen) return line.qty;
  return to.printer ? Math.max(line.kitchenqty, line.qty) : line.kitchenqty;
}

/**
 * Sends the kitchen what one save changed, inside the save's transaction, once to each destination:
 * one diff of the stored lines against the saved ones decides both the printed ticket and the screens'
 * card. Screens also hear what was taken back (VOID), and so does the printer beside them.
 */
export async function dispatchKitchen(
  tx: Tx,
  scope: RequestScope,
  outlet: OutletSettings,
  order: KitchenTicketOrder,
  stored: readonly KitchenLine[],
  lines: readonly KitchenLine[],
): Promise<void> {
  const to = kitchenDestinations(outlet);
  if (!to.screen) {
    const items = to.printer ? kitchenItems(lines) : [];
    if (items.length) await queueKitchenTicket(tx, printContext(scope), outlet, order, items);
    return;
  }
  const { added, voided } = kitchenDiff(stored, lines);
  const ticket = (sends: typeof added) => sends.map((s) => kitchenItemOf(s));
  if (to.printer && added.length) await queueKitchenTicket(tx, printContext(scope), outlet, order, ticket(added));
  if (to.printer && voided.length) await queueKitchenTicket(tx, printContext(scope), outlet, order, ticket(voided), 'VOID');
  const ref = { compcode: scope.compcode, outletid: outlet.outletid, orderkey: order.orderkey, createby: scope.user.username };
  await sendToKitchen(tx, ref, added, voided);
}
