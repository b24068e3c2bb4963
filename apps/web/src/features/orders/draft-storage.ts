import type { OrderDraft } from './order-draft';

/**
 * One slot per signed-in user and browser: the order on the screen with its unsaved changes. It is
 * written on every change and cleared only once the server has the order, so a reload, a crashed
 * tab or a dead battery loses nothing; the orderkey inside makes the retried save idempotent.
 */
const keyOf = (username: string) => `saji.pos.draft.${username}`;

export function loadDraft(username: string): OrderDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(username));
    if (!raw) return null;
    const draft = JSON.parse(raw) as OrderDraft;
    return typeof draft?.orderkey === 'string' && Array.isArray(draft.lines) ? draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(username: string, draft: OrderDraft): void {
  try {
    if (draft.dirty) localStorage.setItem(keyOf(username), JSON.stringify(draft));
    else localStorage.removeItem(keyOf(username));
  } catch {
    // A full or disabled storage must not stop the sale; the order still saves to the server.
  }
}

export function clearDraft(username: string): void {
  try {
    localStorage.removeItem(keyOf(username));
  } catch {
    // see storeDraft
  }
}
