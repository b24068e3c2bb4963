import type { KitchenCard } from '@saji/core';
import { useEffect, useRef, useState } from 'react';

/** How long a voided card stays on the board, counting down, before it bumps itself. */
export const VOID_LINGER_MS = 20_000;

export const isVoidCard = (card: KitchenCard) => card.isvoid === '1' || card.batch === 'VOID';

/**
 * Voided cards (an order voided after sending, or items taken back) need no cook's tap: each stays
 * long enough to be seen, with its seconds left, then bumps itself, so it lands in Recall like any
 * bumped card and leaves every screen of the outlet. The clock starts when this screen first shows
 * the card: a screen opened later still shows it for the full time.
 * Answers the seconds left per card key.
 */
export function useVoidLeaving(cards: readonly KitchenCard[], onBump: (ids: number[]) => void, lingerMs = VOID_LINGER_MS) {
  const firstSeen = useRef(new Map<string, number>());
  const sent = useRef(new Set<string>());
  // A tick a second while a voided card shows: only to count down on screen.
  const [, setTick] = useState(0);
  const voided = cards.filter(isVoidCard);
  const anyVoided = voided.length > 0;

  useEffect(() => {
    if (!anyVoided) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [anyVoided]);

  const now = Date.now();
  const left = new Map<string, number>();
  for (const card of voided) {
    if (!firstSeen.current.has(card.cardkey)) firstSeen.current.set(card.cardkey, now);
    const ms = (firstSeen.current.get(card.cardkey) ?? now) + lingerMs - now;
    left.set(card.cardkey, Math.max(0, Math.ceil(ms / 1000)));
  }

  const due = voided.filter((c) => left.get(c.cardkey) === 0 && !sent.current.has(c.cardkey));
  useEffect(() => {
    for (const card of due) {
      sent.current.add(card.cardkey);
      const open = card.items.filter((i) => !i.bumpedat).map((i) => i.kitchenjobid);
      if (open.length) onBump(open);
    }
  });
  // Cards gone from the board are forgotten: a recalled card counts down again.
  const shown = new Set(cards.map((c) => c.cardkey));
  for (const key of firstSeen.current.keys()) {
    if (!shown.has(key)) {
      firstSeen.current.delete(key);
      sent.current.delete(key);
    }
  }
  return left;
}
