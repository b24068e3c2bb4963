import { type KitchenItem, type KitchenLine, type KitchenSend, kitchenDiff } from '@saji/core';
import type { Tx } from '../../db/client.js';
import type { RequestScope } from '../../platform/auth/scope.js';
import { firstCardItems, sendToKitchen } from '../kitchen/index.js';
import { printContext } from './order-context.js';
import { type KitchenTicketOrder, kitchenItemOf, kitchenItems, queueKitchenTicket, unnumberedKitchenTicket } from './orders.printing.js';
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

/** What one save sends the kitchen: printed tickets (a VOID one marked) and the screens' additions and take-backs. */
interface KitchenPlan {
  tickets: { items: KitchenItem[]; mark?: 'VOID' }[];
  screen: { added: KitchenSend[]; voided: KitchenSend[] } | null;
}

/**
 * One diff of the stored lines against the saved ones decides both the printed ticket and the screens'
 * card, once to each destination. Screens also hear what was taken back (VOID), and so does the
 * printer beside them.
 */
function kitchenPlan(outlet: OutletSettings, stored: readonly KitchenLine[], lines: readonly KitchenLine[]): KitchenPlan {
  const to = kitchenDestinations(outlet);
  if (!to.screen) {
    const items = to.printer ? kitchenItems(lines) : [];
    return { tickets: items.length ? [{ items }] : [], screen: null };
  }
  const { added, voided } = kitchenDiff(stored, lines);
  const ticket = (sends: typeof added) => sends.map((s) => kitchenItemOf(s));
  const tickets: KitchenPlan['tickets'] = [];
  if (to.printer && added.length) tickets.push({ items: ticket(added) });
  if (to.printer && voided.length) tickets.push({ items: ticket(voided), mark: 'VOID' });
  return { tickets, screen: { added, voided } };
}

/** Sends the kitchen what a save of an open order changed, inside the save's transaction. */
export async function dispatchKitchen(
  tx: Tx,
  scope: RequestScope,
  outlet: OutletSettings,
  order: KitchenTicketOrder,
  stored: readonly KitchenLine[],
  lines: readonly KitchenLine[],
): Promise<void> {
  const plan = kitchenPlan(outlet, stored, lines);
  for (const t of plan.tickets) await queueKitchenTicket(tx, printContext(scope), outlet, order, t.items, t.mark);
  if (!plan.screen) return;
  const ref = { compcode: scope.compcode, outletid: outlet.outletid, orderkey: order.orderkey, createby: scope.user.username };
  await sendToKitchen(tx, ref, plan.screen.added, plan.screen.voided);
}

/**
 * What a new order sends the kitchen, for the statement that writes it: its first screen card (items
 * as firstCardItems gives them) and its printed ticket with the number left for that statement to fill
 * in. A new order takes nothing back, so there is at most one ticket.
 */
export function newOrderKitchen(
  scope: RequestScope,
  outlet: OutletSettings,
  order: Omit<KitchenTicketOrder, 'orderno'>,
  prefix: string,
  lines: readonly KitchenLine[],
) {
  const plan = kitchenPlan(outlet, [], lines);
  const [ticket] = plan.tickets;
  return {
    jobs: firstCardItems(plan.screen?.added ?? []),
    ticket: ticket ? { target: outlet.kitchenprinter, ...unnumberedKitchenTicket(printContext(scope), order, prefix, ticket.items) } : null,
  };
}
