import { type LineModifier, MAX_QTY, modifiedPrice, modifierKey } from '@saji/core';
import type { PosMenu } from '../orders.api';
import { changed, type DraftLine, type OrderDraft, taxFlag } from './core';

/**
 * Adds `qty` of a menu (the quantity typed before tapping it) with the options chosen for it: onto
 * its line without a note and with the same options when there is one.
 */
export function addMenu(d: OrderDraft, menu: PosMenu, qty = 1, modifiers: LineModifier[] = []): OrderDraft {
  // Identical items are one line; a line with a note or other options is another dish and keeps its own.
  const key = modifierKey(modifiers);
  const i = d.lines.findIndex((l) => l.menuid === menu.menuid && !l.linenote && modifierKey(l.modifiers) === key);
  if (i >= 0) return setQty(d, i, d.lines[i].qty + qty);
  const line: DraftLine = {
    menuid: menu.menuid,
    menuname: menu.menuname,
    menusize: menu.menusize,
    // The server prices it the same way on save (and refuses a price that falls below 0).
    hargajual: modifiedPrice(menu.hargajual, modifiers),
    ...(modifiers.length ? { modifiers } : {}),
    discpc: menu.discpc,
    kenapajak: taxFlag(menu.kenapajak),
    qty: Math.min(MAX_QTY, Math.max(1, Math.trunc(qty))),
  };
  return changed(d, { lines: [...d.lines, line] });
}

/** Quantity never goes below 1: removing a line is the delete button's job. */
export function setQty(d: OrderDraft, index: number, qty: number): OrderDraft {
  const lines = d.lines.map((l, i) => (i === index ? { ...l, qty: Math.min(MAX_QTY, Math.max(1, Math.trunc(qty))) } : l));
  return changed(d, { lines });
}

/**
 * Other options for a line: its price is the one it was added at, less its old options' changes, plus
 * the new ones' (the server prices a line of other options afresh when it saves).
 */
export function setLineModifiers(d: OrderDraft, index: number, modifiers: LineModifier[]): OrderDraft {
  const lines = d.lines.map((l, i) => {
    if (i !== index) return l;
    const base = l.hargajual - modifiedPrice(0, l.modifiers);
    return { ...l, hargajual: modifiedPrice(base, modifiers), modifiers: modifiers.length ? modifiers : undefined };
  });
  return changed(d, { lines });
}

/** The line's note for the kitchen, as typed ('' removes it; the save trims it). */
export function setLineNote(d: OrderDraft, index: number, note: string): OrderDraft {
  const linenote = note === '' ? null : note;
  return changed(d, { lines: d.lines.map((l, i) => (i === index ? { ...l, linenote } : l)) });
}

export function removeLine(d: OrderDraft, index: number): OrderDraft {
  return changed(d, { lines: d.lines.filter((_, i) => i !== index) });
}
