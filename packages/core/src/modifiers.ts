import { z } from 'zod';
import { optionalId, recordId, requiredText } from './form-fields.js';
import { priceNotValid } from './messages.js';
import { formatLimit, isPrice, MAX_PRICE, type Rupiah } from './money.js';

/**
 * Modifier groups of a menu (Size: choose one; Topping: up to three; Spice level: one, optional) and
 * the options a line was sold with. An option's price change is added to the menu's outlet price, so
 * a line's unit price (hargajual) already holds its options and every total is computed as before.
 */

/** An option may add or take off at most Rp 10 million: far above any topping, far below MAX_PRICE. */
export const MAX_PRICE_CHANGE = 10_000_000;
export const MAX_MODIFIER_GROUPS = 10;
export const MAX_MODIFIER_OPTIONS = 20;
/** Options one line may carry: every group's maximum together stays under it. */
export const MAX_LINE_MODIFIERS = 30;

const choiceCount = z.coerce.number().int('whole number only').min(0).max(MAX_MODIFIER_OPTIONS);

export const modifierOptionInputSchema = z.object({
  /** Absent for a new option; an existing option keeps its id, so a till's open draft still finds it. */
  modifierid: optionalId(),
  modname: requiredText(40),
  pricechange: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number()
      .int('whole rupiah only')
      .min(-MAX_PRICE_CHANGE, `at least -${formatLimit(MAX_PRICE_CHANGE)}`)
      .max(MAX_PRICE_CHANGE, `at most ${formatLimit(MAX_PRICE_CHANGE)}`),
  ),
});

export const modifierGroupInputSchema = z
  .object({
    modgroupid: optionalId(),
    groupname: requiredText(40),
    /** 0: optional; 1 or more: that many must be chosen. */
    minchoice: choiceCount,
    maxchoice: choiceCount.min(1, 'at least 1'),
    options: z.array(modifierOptionInputSchema).min(1, 'add at least one option').max(MAX_MODIFIER_OPTIONS),
  })
  .superRefine((g, ctx) => {
    if (g.minchoice > g.maxchoice) ctx.addIssue({ code: 'custom', path: ['minchoice'], message: 'may not be more than the maximum' });
    if (g.maxchoice > g.options.length) ctx.addIssue({ code: 'custom', path: ['maxchoice'], message: 'more than there are options' });
    const names = g.options.map((o) => o.modname.toLowerCase());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['options', i, 'modname'], message: 'listed twice' });
    });
  });

export const menuModifiersInputSchema = z
  .object({
    menuid: recordId(),
    groups: z.array(modifierGroupInputSchema).max(MAX_MODIFIER_GROUPS),
  })
  .superRefine((m, ctx) => {
    const names = m.groups.map((g) => g.groupname.toLowerCase());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['groups', i, 'groupname'], message: 'listed twice' });
    });
    if (m.groups.reduce((s, g) => s + g.maxchoice, 0) > MAX_LINE_MODIFIERS)
      ctx.addIssue({ code: 'custom', path: ['groups'], message: `at most ${MAX_LINE_MODIFIERS} choices in all` });
  });
export type MenuModifiersInput = z.input<typeof menuModifiersInputSchema>;
export type MenuModifiersValues = z.output<typeof menuModifiersInputSchema>;
export type ModifierGroupValues = MenuModifiersValues['groups'][number];

export const modifierOptionSchema = z.object({ modifierid: z.number(), modname: z.string(), pricechange: z.number() });
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierGroupSchema = z.object({
  modgroupid: z.number(),
  menuid: z.number(),
  groupname: z.string(),
  minchoice: z.number(),
  maxchoice: z.number(),
  options: z.array(modifierOptionSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

export const menuModifiersSchema = z.object({ menuid: z.number(), groups: z.array(modifierGroupSchema) });
export type MenuModifiers = z.infer<typeof menuModifiersSchema>;

/** An option as a line keeps it: its name and price change at the time of sale, so later edits change no order. */
export const lineModifierSchema = z.object({
  modifierid: z.number(),
  groupname: z.string(),
  modname: z.string(),
  pricechange: z.number(),
});
export type LineModifier = z.infer<typeof lineModifierSchema>;

/** A line's chosen options on the wire: ids only, the server reads names and prices itself. */
export const chosenModifiersSchema = z
  .array(z.object({ modifierid: recordId() }))
  .max(MAX_LINE_MODIFIERS)
  .default([]);

// ---- Messages ----

export const modifierNotOption = (menuname: string) => `${menuname}: an option chosen is not one of its options, choose again`;
export const modifierTwice = (menuname: string, modname: string) => `${menuname}: ${modname} is chosen twice`;
export const modifierMissing = (menuname: string, groupname: string, min: number) =>
  min === 1 ? `${menuname}: choose a ${groupname}` : `${menuname}: choose at least ${min} of ${groupname}`;
export const modifierTooMany = (menuname: string, groupname: string, max: number) => `${menuname}: choose at most ${max} of ${groupname}`;
export const modifiedPriceNotValid = (menuname: string) =>
  `${menuname}: the price with its options may not be below 0 nor above ${formatLimit(MAX_PRICE)}`;

// ---- Rules ----

export type ModifierChoice = { ok: true; modifiers: LineModifier[] } | { ok: false; message: string };

/**
 * The options chosen for a line, checked against the menu's groups: each must be an option of this
 * menu, once, and each group's count between its minimum and maximum. The answer lists them in the
 * menu's order (groups, then options), so the same choice always reads and compares the same.
 */
export function chooseModifiers(menuname: string, groups: readonly ModifierGroup[], chosenIds: readonly number[]): ModifierChoice {
  const chosen = new Set<number>();
  for (const id of chosenIds) {
    const option = groups.flatMap((g) => g.options).find((o) => o.modifierid === id);
    if (!option) return { ok: false, message: modifierNotOption(menuname) };
    if (chosen.has(id)) return { ok: false, message: modifierTwice(menuname, option.modname) };
    chosen.add(id);
  }
  const modifiers: LineModifier[] = [];
  for (const g of groups) {
    const picked = g.options.filter((o) => chosen.has(o.modifierid));
    if (picked.length < g.minchoice) return { ok: false, message: modifierMissing(menuname, g.groupname, g.minchoice) };
    if (picked.length > g.maxchoice) return { ok: false, message: modifierTooMany(menuname, g.groupname, g.maxchoice) };
    for (const o of picked)
      modifiers.push({ modifierid: o.modifierid, groupname: g.groupname, modname: o.modname, pricechange: o.pricechange });
  }
  return { ok: true, modifiers };
}

/** The unit price of a menu with its options: the outlet price plus each option's change. */
export const modifiedPrice = (hargajual: Rupiah, modifiers: readonly Pick<LineModifier, 'pricechange'>[] = []): Rupiah =>
  modifiers.reduce((price, m) => price + m.pricechange, hargajual);

/** The unit price with options, or the message why it cannot be sold (below 0 or past MAX_PRICE). */
export function pricedWithModifiers(
  menuname: string,
  hargajual: Rupiah,
  modifiers: readonly Pick<LineModifier, 'pricechange'>[],
): { ok: true; hargajual: Rupiah } | { ok: false; message: string } {
  // A menu price stored before prices were bounded is the menu master's to correct, options or not.
  if (!isPrice(hargajual)) return { ok: false, message: priceNotValid(menuname) };
  const price = modifiedPrice(hargajual, modifiers);
  return isPrice(price) ? { ok: true, hargajual: price } : { ok: false, message: modifiedPriceNotValid(menuname) };
}

/**
 * What makes two lines of one menu the same dish: the same options, whatever order they were tapped
 * in. Lines group, and a save matches its stored lines, only when this and the note agree.
 */
export const modifierKey = (modifiers: readonly Pick<LineModifier, 'modifierid'>[] | null | undefined): string =>
  (modifiers ?? [])
    .map((m) => m.modifierid)
    .sort((a, b) => a - b)
    .join(',');

/** The options as one short text for a line on screen: 'Large, Less ice'. */
export const modifierText = (modifiers: readonly Pick<LineModifier, 'modname'>[] | null | undefined): string =>
  (modifiers ?? []).map((m) => m.modname).join(', ');
