import { chooseModifiers, type LineModifier, type ModifierGroup } from '@saji/core';

/** The options ticked in the choice dialog, per group (modgroupid). */
export type ModifierChoice = Record<number, number[]>;

/**
 * What the dialog opens with: a group that must be answered with exactly one option starts on its
 * first (Regular, Not spicy), so the usual dish is the menu and Add; every other group starts empty.
 */
export function initialChoice(groups: readonly ModifierGroup[]): ModifierChoice {
  return Object.fromEntries(
    groups.map((g) => [g.modgroupid, g.minchoice === 1 && g.maxchoice === 1 && g.options.length ? [g.options[0].modifierid] : []]),
  );
}

/** A line's options as a choice again, to change them; an option deleted since is left out. */
export function choiceOf(groups: readonly ModifierGroup[], modifiers: readonly Pick<LineModifier, 'modifierid'>[]): ModifierChoice {
  const ids = new Set(modifiers.map((m) => m.modifierid));
  return Object.fromEntries(groups.map((g) => [g.modgroupid, g.options.filter((o) => ids.has(o.modifierid)).map((o) => o.modifierid)]));
}

/**
 * A tap on an option: in a choose-one group it replaces the choice (or clears it when the group is
 * optional and it was chosen); elsewhere it toggles, and a tap past the group's maximum is ignored.
 */
export function toggleOption(choice: ModifierChoice, group: ModifierGroup, modifierid: number): ModifierChoice {
  const now = choice[group.modgroupid] ?? [];
  const on = now.includes(modifierid);
  let next: number[];
  if (group.maxchoice === 1) next = on && group.minchoice === 0 ? [] : [modifierid];
  else if (on) next = now.filter((id) => id !== modifierid);
  else next = now.length < group.maxchoice ? [...now, modifierid] : now;
  return { ...choice, [group.modgroupid]: next };
}

/** The groups still short of their minimum: Add waits for them. */
export const missingGroups = (groups: readonly ModifierGroup[], choice: ModifierChoice) =>
  groups.filter((g) => (choice[g.modgroupid]?.length ?? 0) < g.minchoice);

/** The chosen options as a line keeps them, in the menu's order; null while the choice is not complete. */
export function chosenModifiers(menuname: string, groups: readonly ModifierGroup[], choice: ModifierChoice): LineModifier[] | null {
  const result = chooseModifiers(menuname, groups, Object.values(choice).flat());
  return result.ok ? result.modifiers : null;
}
