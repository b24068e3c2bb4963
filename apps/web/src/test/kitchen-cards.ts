import type { KitchenCard } from '@saji/core';
import { kitchenHead } from '@saji/core/testing';

/**
 * The kitchen hooks' card: order `n` at table T`n` with two items, `n*10` and `n*10+1`; `bumped`
 * names the items already bumped, `mark` sets any other field of the card.
 */
export const kitchenCard = (n: number, bumped: number[] = [], mark: Partial<KitchenCard> = {}): KitchenCard => ({
  cardkey: `o${n}:1`,
  ...kitchenHead(n),
  items: [n * 10, n * 10 + 1].map((id) => ({
    kitchenjobid: id,
    batch: 'NEW' as const,
    menuid: 1,
    menuname: 'Soto',
    menusize: 'R',
    qty: 1,
    linenote: null,
    modifiers: [],
    station: 'KITCHEN',
    bumpedat: bumped.includes(id) ? '2026-11-25T10:05:00.000Z' : null,
  })),
  ...mark,
});
