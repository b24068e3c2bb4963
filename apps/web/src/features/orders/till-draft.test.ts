import { MAX_QTY } from '@saji/core';
import { describe, expect, it } from 'vitest';
import * as D from './order-draft';
import type { PosMenu } from './orders.api';
import { changedLine } from './use-last-change';

const menu = (menuid: number): PosMenu =>
  ({
    menuid,
    menuname: `Menu ${menuid}`,
    menusize: null,
    hargajual: 10_000,
    discpc: 0,
    kenapajak: true,
    categid: 'FOOD',
  }) as unknown as PosMenu;

describe('the till draft: quantities typed, notes, identical items', () => {
  it('adds a quantity typed before the menu, onto the plain line of that menu', () => {
    let d = D.addMenu(D.newDraft(1), menu(1), 20);
    expect(d.lines.map((l) => l.qty)).toEqual([20]);
    d = D.addMenu(d, menu(1), 3);
    expect(d.lines.map((l) => l.qty)).toEqual([23]);
    expect(D.addMenu(D.newDraft(1), menu(1), MAX_QTY + 5).lines[0].qty).toBe(MAX_QTY);
  });

  it('keeps a line with a note apart from the plain one, and sends the note trimmed', () => {
    let d = D.addMenu(D.newDraft(1), menu(1));
    d = D.setLineNote(d, 0, 'No ice ');
    d = D.addMenu(d, menu(1));
    expect(d.lines.map((l) => [l.qty, l.linenote ?? null])).toEqual([
      [1, 'No ice '],
      [1, null],
    ]);
    expect(D.savePayload({ ...d, ordertype: 'TAKE AWAY' }).lines.map((l) => l.linenote)).toEqual(['No ice', undefined]);
    expect(D.setLineNote(d, 0, '').lines[0].linenote).toBeNull();
  });

  it('names the line a change touched, for the ticket to show it', () => {
    const a = D.addMenu(D.newDraft(1), menu(1));
    const b = D.addMenu(a, menu(2));
    const c = D.setQty(b, 0, 5);
    expect(changedLine(a.lines, b.lines)).toBe(1);
    expect(changedLine(b.lines, c.lines)).toBe(0);
    expect(changedLine(c.lines, c.lines)).toBe(-1);
    // A free line a campaign adds is not the cashier's change: the bought line stays the one shown.
    const withFree = [...c.lines, { ...c.lines[0], free: true, qty: 1 }];
    expect(changedLine(b.lines, withFree)).toBe(0);
    expect(changedLine(withFree, c.lines)).toBe(-1);
  });

  it('keeps the selected line when a campaign applied or removed reprices every line', () => {
    const b = D.addMenu(D.addMenu(D.newDraft(1), menu(1)), menu(2));
    // The campaign engine hands back new line objects with their discount and its name.
    const repriced = b.lines.map((l) => ({ ...l, discpc: 10, promo: 'Member 10%' }));
    expect(changedLine(b.lines, repriced)).toBe(-1);
    expect(changedLine(repriced, b.lines)).toBe(-1);
    expect(changedLine(repriced, D.setQty({ ...b, lines: repriced }, 1, 3).lines)).toBe(1);
  });
});
