import { useEffect, useRef, useState } from 'react';
import type { DraftLine } from './order-draft';

/** The line a change touched: a new line, a line whose quantity or note changed; -1 when none did. */
export function changedLine(before: readonly DraftLine[], after: readonly DraftLine[]): number {
  if (after.length > before.length) return after.length - 1;
  return after.findIndex((l, i) => l !== before[i]);
}

/**
 * The ticket's selected line: the one last changed (so a tap on the menu shows its line, scrolled into
 * view, with its controls), or the one the cashier tapped.
 */
export function useLastChange(lines: readonly DraftLine[]) {
  const [selected, setSelected] = useState(lines.length - 1);
  const previous = useRef(lines);
  const nodes = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    const changed = changedLine(previous.current, lines);
    previous.current = lines;
    if (changed < 0) {
      if (selected >= lines.length) setSelected(lines.length - 1);
      return;
    }
    setSelected(changed);
    // After the line has rendered open, so its controls come into view with it.
    requestAnimationFrame(() => nodes.current.get(changed)?.scrollIntoView({ block: 'nearest' }));
  }, [lines, selected]);
  const refOf = (i: number) => (el: HTMLElement | null) => {
    if (el) nodes.current.set(i, el);
    else nodes.current.delete(i);
  };
  return { selected, select: setSelected, refOf };
}
