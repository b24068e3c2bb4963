import { modifierGroup, SIZE_GROUP } from '@saji/core/testing';
import { describe, expect, it } from 'vitest';
import { choiceOf, chosenModifiers, initialChoice, missingGroups, toggleOption } from './modifier-choice';
import * as D from './order-draft';
import type { PosMenu } from './orders.api';

const size = SIZE_GROUP;
const ice = modifierGroup({ modgroupid: 2, groupname: 'Ice', minchoice: 0, maxchoice: 1 }, [[21, 'No ice', 0]]);
const topping = modifierGroup({ modgroupid: 3, groupname: 'Topping', minchoice: 0, maxchoice: 2 }, [
  [31, 'Egg', 4000],
  [32, 'Cheese', 5000],
  [33, 'Tofu', 3000],
]);
const menu = {
  menuid: 7,
  menuname: 'Jus',
  menusize: 'R',
  hargajual: 25_000,
  discpc: 0,
  kenapajak: 1,
  categid: 'BEV',
} as unknown as PosMenu;

describe('the choice of a menu options', () => {
  it('starts a choose-one group on its first option, so the usual dish is one more tap', () => {
    const choice = initialChoice([size, ice, topping]);
    expect(choice).toEqual({ 1: [11], 2: [], 3: [] });
    expect(missingGroups([size], choice)).toEqual([]);
    expect(chosenModifiers('Jus', [size, ice, topping], choice)?.map((m) => m.modname)).toEqual(['Regular']);
  });

  it('replaces in a choose-one group, clears an optional one, and stops at a group maximum', () => {
    let c = toggleOption(initialChoice([size, ice, topping]), size, 12);
    expect(c[1]).toEqual([12]);
    expect(toggleOption(c, size, 12)[1]).toEqual([12]);
    c = toggleOption(c, ice, 21);
    expect(toggleOption(c, ice, 21)[2]).toEqual([]);
    for (const id of [31, 32, 33]) c = toggleOption(c, topping, id);
    expect(c[3]).toEqual([31, 32]);
    expect(toggleOption(c, topping, 31)[3]).toEqual([32]);
  });

  it('waits for a required group left empty', () => {
    const choice = { 1: [], 2: [], 3: [] };
    expect(missingGroups([size, ice], choice)).toEqual([size]);
    expect(chosenModifiers('Jus', [size, ice], choice)).toBeNull();
  });
});

describe('lines with options', () => {
  it('prices the line with its options, groups the same choice, and keeps another choice apart', () => {
    const large = chosenModifiers('Jus', [size], { 1: [12] }) ?? [];
    const regular = chosenModifiers('Jus', [size], { 1: [11] }) ?? [];
    let d = D.addMenu(D.newDraft(1), menu, 1, large);
    d = D.addMenu(d, menu, 2, large);
    d = D.addMenu(d, menu, 1, regular);
    expect(d.lines.map((l) => [l.qty, l.hargajual, l.modifiers?.map((m) => m.modname)])).toEqual([
      [3, 30_000, ['Large']],
      [1, 25_000, ['Regular']],
    ]);
    expect(D.savePayload(d).lines).toEqual([
      { menuid: 7, qty: 3, linenote: undefined, modifiers: [{ modifierid: 12 }] },
      { menuid: 7, qty: 1, linenote: undefined, modifiers: [{ modifierid: 11 }] },
    ]);
    expect(D.draftTotals(d, 0, 0).subtotal).toBe(115_000);
  });

  it("changes a line's options: the choice starts from them, the price follows them", () => {
    const large = chosenModifiers('Jus', [size, topping], { 1: [12], 3: [31] }) ?? [];
    const d = D.addMenu(D.newDraft(1), menu, 2, large);
    expect(d.lines[0].hargajual).toBe(34_000);
    expect(choiceOf([size, ice, topping], large)).toEqual({ 1: [12], 2: [], 3: [31] });
    const regular = chosenModifiers('Jus', [size, topping], { 1: [11], 3: [] }) ?? [];
    const changed = D.setLineModifiers(d, 0, regular);
    expect(changed.lines[0]).toMatchObject({ qty: 2, hargajual: 25_000, modifiers: regular });
    expect(changed.dirty).toBe(true);
  });
});
