import type { KitchenCard } from '@saji/core';
import { useEffect, useRef, useState } from 'react';

/** The ids a bump of the card would change: its items not yet bumped. */
export const openIds = (card: KitchenCard) => card.items.filter((i) => !i.bumpedat).map((i) => i.kitchenjobid);

/**
 * Bump bars are keyboards: 1-9 bump the card at that place, the arrow keys move the selection, Enter
 * or Space bump the selected card, R recalls the last bumped one. Keys typed into a field are left alone.
 */
export function useKitchenKeys(cards: KitchenCard[], onBump: (ids: number[]) => void, onRecallLast: () => void) {
  const [selected, setSelected] = useState(0);
  const state = useRef({ cards, selected, onBump, onRecallLast });
  state.current = { cards, selected, onBump, onRecallLast };
  useEffect(() => {
    if (selected >= cards.length && cards.length) setSelected(cards.length - 1);
  }, [cards.length, selected]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A key sent to the window itself (a bump bar's driver may do that) has no element to look at.
      const inField = e.target instanceof Element && e.target.closest('input, textarea, select, [role="dialog"]');
      if (e.ctrlKey || e.metaKey || e.altKey || inField) return;
      const s = state.current;
      const bumpAt = (i: number) => {
        const card = s.cards[i];
        if (card) s.onBump(openIds(card));
      };
      if (/^[1-9]$/.test(e.key)) bumpAt(Number(e.key) - 1);
      else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') setSelected((i) => Math.min(i + 1, Math.max(s.cards.length - 1, 0)));
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') setSelected((i) => Math.max(i - 1, 0));
      else if (e.key === 'Enter' || e.key === ' ') bumpAt(s.selected);
      else if (e.key === 'r' || e.key === 'R') s.onRecallLast();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return selected;
}
