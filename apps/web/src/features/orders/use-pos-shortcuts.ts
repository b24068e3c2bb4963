import { useEffect, useRef } from 'react';

/** The function keys shown on the POS buttons, and what each does. */
const KEYS = { F2: 'search', F3: 'tables', F4: 'save', F8: 'pay', F9: 'print', F10: 'complete' } as const;

export type Shortcuts = Partial<Record<(typeof KEYS)[keyof typeof KEYS], () => unknown>>;

/**
 * The till's function keys. The listener is added once and reads the latest actions through a
 * ref, so it always acts on the current draft.
 */
export function usePosShortcuts(actions: Shortcuts): void {
  const current = useRef(actions);
  current.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const name = KEYS[e.key as keyof typeof KEYS];
      const action = name && current.current[name];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
