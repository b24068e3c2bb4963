import { useEffect, useState } from 'react';

/**
 * False while the screen's first frame is drawn, true from the next. What the first menu grid does not
 * need (the ticket, the top bar's tools, the closed dialogs) renders a frame later, so a till opened on
 * a slow device, offline from its cache, shows its menu cards first (docs/decisions/offline.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the browser has drawn the grid before the rest is rendered.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
