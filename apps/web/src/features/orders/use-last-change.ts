import { useEffect, useRef, useState } from 'react';
import type { DraftLine } from './order-draft';

/**
 * What the cashier set on a line. A campaign applied or removed hands back every line anew with its
 * discount: that is no change of the cashier's, so the selection stays where it was.
 */
const cashierSide = (l: DraftLine) => [l.menuid, l.menusize, l.qty, l.linenote ?? null, l.modifiers ?? null];
const sameLine = (a: DraftLine, b: DraftLine | undefined) =>
  a === b || (b !== undefined && JSON.stringify(cashierSide(a)) === JSON.stringify(cashierSide(b)));

/**
 * The line a change touched: a new line, a line whose quantity or note changed; -1 when none did. Only
 * the cashier's lines count: a free line a campaign adds or drops follows them and is never edited.
 */
export function changedLine(before: readonly DraftLine[], after: readonly DraftLine[]): number {
  const bought = (lines: readonly DraftLine[]) => lines.flatMap((line, index) => (line.free ? [] : [{ line, index }]));
  const was = bought(before);
  const now = bought(after);
  if (now.length > was.length) return now[now.length - 1].index;
  return now.find((l, i) => !sameLine(l.line, was[i]?.line))?.index ?? -1;
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
