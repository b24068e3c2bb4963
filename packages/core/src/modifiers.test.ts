import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseModifiers,
  type LineModifier,
  MAX_PRICE_CHANGE,
  type ModifierGroup,
  menuModifiersInputSchema,
  modifiedPrice,
  modifierKey,
  modifierText,
  pricedWithModifiers,
} from './modifiers.js';
import { MAX_PRICE, percentOf, sum } from './money.js';
import { computeOrderTotals, type OrderLineInput, type PricingAdjustment } from './order-totals.js';
import { modifierGroup, SIZE_GROUP } from './testing.js';

const size = SIZE_GROUP;
const topping = modifierGroup({ modgroupid: 2, groupname: 'Topping', minchoice: 0, maxchoice: 2 }, [
  [21, 'Cheese', 5_000],
  [22, 'Egg', 4_000],
  [23, 'No sauce', -1_000],
]);

describe('chooseModifiers', () => {
  it('keeps the options in the menu order whatever order they were tapped in', () => {
    const chosen = chooseModifiers('Mie', [size, topping], [22, 12]);
    expect(chosen).toEqual({
      ok: true,
      modifiers: [
        { modifierid: 12, groupname: 'Size', modname: 'Large', pricechange: 5_000 },
        { modifierid: 22, groupname: 'Topping', modname: 'Egg', pricechange: 4_000 },
      ],
    });
  });

  it('refuses a missing required choice, too many, twice, and an option of another menu', () => {
    expect(chooseModifiers('Mie', [size, topping], [21])).toEqual({ ok: false, message: 'Mie: choose a Size' });
    expect(chooseModifiers('Mie', [size, topping], [11, 21, 22, 23])).toEqual({ ok: false, message: 'Mie: choose at most 2 of Topping' });
    expect(chooseModifiers('Mie', [size], [11, 11])).toEqual({ ok: false, message: 'Mie: Regular is chosen twice' });
    expect(chooseModifiers('Mie', [size], [11, 99])).toMatchObject({
      ok: false,
      message: expect.stringContaining('not one of its options'),
    });
  });

  it('takes no options for a menu without groups', () => {
    expect(chooseModifiers('Teh', [], [])).toEqual({ ok: true, modifiers: [] });
    expect(chooseModifiers('Teh', [], [1]).ok).toBe(false);
  });
});

describe('prices with options', () => {
  it('adds each change to the outlet price, and refuses a price below 0 or past the ceiling', () => {
    expect(modifiedPrice(20_000, [{ pricechange: 5_000 }, { pricechange: -1_000 }])).toBe(24_000);
    expect(pricedWithModifiers('Teh', 500, [{ pricechange: -1_000 }])).toMatchObject({ ok: false });
    expect(pricedWithModifiers('Teh', MAX_PRICE, [{ pricechange: 1 }])).toMatchObject({ ok: false });
    expect(pricedWithModifiers('Teh', 1_000, [{ pricechange: -1_000 }])).toEqual({ ok: true, hargajual: 0 });
  });

  it('names a choice by its ids, in any order, and reads it as text', () => {
    expect(modifierKey([{ modifierid: 22 }, { modifierid: 12 }])).toBe(modifierKey([{ modifierid: 12 }, { modifierid: 22 }]));
    expect(modifierKey(null)).toBe('');
    expect(modifierText([{ modname: 'Large' }, { modname: 'Egg' }])).toBe('Large, Egg');
  });
});

describe('menuModifiersInputSchema', () => {
  const group = { groupname: 'Size', minchoice: 1, maxchoice: 1, options: [{ modname: 'Large', pricechange: 5000 }] };

  it('accepts a group and fills an empty price change with 0', () => {
    const parsed = menuModifiersInputSchema.parse({
      menuid: 1,
      groups: [{ ...group, options: [{ modname: 'Regular', pricechange: '' }] }],
    });
    expect(parsed.groups[0].options[0].pricechange).toBe(0);
  });

  it('refuses min above max, max above the options, names twice and changes past the bound', () => {
    const bad = [
      { ...group, minchoice: 2, maxchoice: 1 },
      { ...group, maxchoice: 2 },
      { ...group, options: [...group.options, { modname: 'large', pricechange: 0 }], maxchoice: 1 },
      { ...group, options: [{ modname: 'Gold', pricechange: MAX_PRICE_CHANGE + 1 }] },
      { ...group, options: [{ modname: 'Half', pricechange: 2.5 }] },
      { ...group, options: [] },
    ];
    for (const g of bad) expect(menuModifiersInputSchema.safeParse({ menuid: 1, groups: [g] }).success).toBe(false);
    expect(menuModifiersInputSchema.safeParse({ menuid: 1, groups: [group, { ...group }] }).success).toBe(false);
  });
});

// ---- Property: the totals of an order with options add up exactly ----

const optionArb = fc.integer({ min: -5_000, max: 50_000 }).map((pricechange) => ({ pricechange }));
const groupArb = fc
  .record({
    options: fc.array(optionArb, { minLength: 1, maxLength: 4 }),
    minchoice: fc.integer({ min: 0, max: 1 }),
    extra: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ options, minchoice, extra }) => ({ options, minchoice, maxchoice: Math.min(options.length, Math.max(1, minchoice + extra)) }));

/** A menu of the order: its outlet price and its modifier groups, with ids given in order. */
const menuArb = fc.record({
  // At least what every option taken off could take: a price never falls below 0 here.
  price: fc.integer({ min: 60_000, max: 500_000 }),
  groups: fc.array(groupArb, { maxLength: 3 }),
  taxed: fc.boolean(),
});

function groupsOf(menuid: number, spec: { options: { pricechange: number }[]; minchoice: number; maxchoice: number }[]) {
  return spec.map(
    (g, gi): ModifierGroup => ({
      modgroupid: menuid * 10 + gi,
      menuid,
      groupname: `G${gi}`,
      minchoice: g.minchoice,
      maxchoice: g.maxchoice,
      options: g.options.map((o, oi) => ({ modifierid: menuid * 100 + gi * 10 + oi, modname: `O${oi}`, pricechange: o.pricechange })),
    }),
  );
}

/** A valid choice, from a seed per group: how many (between min and max) and which. */
const pick = (groups: ModifierGroup[], seed: number) =>
  groups.flatMap((g, gi) => {
    const count = g.minchoice + ((seed >> gi) % (g.maxchoice - g.minchoice + 1));
    return g.options.slice(0, count).map((o) => o.modifierid);
  });

type Line = OrderLineInput & { modifiers: LineModifier[] };
const discountEveryOther: PricingAdjustment<Line> = (lines) => lines.map((l, i) => (i % 2 ? { ...l, discpc: 15 } : l));

describe('order totals with options (property)', () => {
  it('prices each line at its menu plus its options, and every total adds up to the rupiah', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ menu: menuArb, qty: fc.integer({ min: 1, max: 20 }), seed: fc.nat(1_000) }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 11 }),
        fc.boolean(),
        (rows, servicepc, pb1pc, campaign) => {
          const lines: Line[] = rows.map((r, i) => {
            const groups = groupsOf(i + 1, r.menu.groups);
            const ids = pick(groups, r.seed);
            const chosen = chooseModifiers(`M${i}`, groups, [...ids].reverse());
            if (!chosen.ok) throw new Error(chosen.message);
            const priced = pricedWithModifiers(`M${i}`, r.menu.price, chosen.modifiers);
            if (!priced.ok) throw new Error(priced.message);
            return {
              menuid: i + 1,
              qty: r.qty,
              hargajual: priced.hargajual,
              discpc: 0,
              kenapajak: r.menu.taxed ? 1 : 0,
              modifiers: chosen.modifiers,
            };
          });
          const { header, lines: priced } = computeOrderTotals({
            lines,
            servicepc,
            pb1pc,
            adjustments: campaign ? [discountEveryOther] : [],
          });
          priced.forEach((l, i) => {
            const unit = rows[i].menu.price + sum(l.modifiers.map((m) => m.pricechange));
            expect(l.gross).toBe(l.qty * unit);
            expect(l.netto).toBe(l.gross - l.discval);
            expect(l.discval).toBe(percentOf(l.gross, l.discpc));
          });
          const menusOnly = sum(rows.map((r) => r.qty * r.menu.price));
          const options = sum(priced.map((l) => l.qty * sum(l.modifiers.map((m) => m.pricechange))));
          expect(header.subtotal).toBe(menusOnly + options);
          expect(header.netto).toBe(header.subtotal - header.discval);
          expect(header.discval).toBe(sum(priced.map((l) => l.discval)));
          expect(header.serviceval).toBe(percentOf(header.netto, servicepc));
          expect(header.total).toBe(header.netto + header.serviceval + header.pb1val);
        },
      ),
      { numRuns: 300 },
    );
  });
});
