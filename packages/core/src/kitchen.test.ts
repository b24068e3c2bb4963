import { describe, expect, it } from 'vitest';
import {
  ageLevel,
  allDayCounts,
  type KitchenJob,
  type KitchenLine,
  kitchenCards,
  kitchenDestination,
  kitchenDiff,
  minutesSince,
} from './kitchen.js';
import { kitchenHead } from './testing.js';

const line = (menuid: number, qty: number, kitchenqty: number, linenote: string | null = null): KitchenLine => ({
  menuid,
  menuname: `Menu ${menuid}`,
  menusize: 'R',
  categid: 'FOOD',
  linenote,
  qty,
  kitchenqty,
});
const qtys = (items: { menuid: number; qty: number }[]) => items.map((i) => [i.menuid, i.qty]);

describe('kitchenDiff', () => {
  it('sends a new order whole, and nothing back', () => {
    const { added, voided } = kitchenDiff([], [line(1, 2, 0), line(2, 1, 0)]);
    expect(qtys(added)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(voided).toEqual([]);
  });

  it('sends only what a line gained, and takes back what it lost', () => {
    const stored = [line(1, 2, 2), line(2, 3, 3)];
    const { added, voided } = kitchenDiff(stored, [line(1, 4, 2), line(2, 1, 3)]);
    expect(qtys(added)).toEqual([[1, 2]]);
    expect(qtys(voided)).toEqual([[2, 2]]);
  });

  it('takes back a removed line that the kitchen had, and not one it never had', () => {
    const stored = [line(1, 2, 2), line(2, 1, 1), line(3, 1, 0)];
    const { added, voided } = kitchenDiff(stored, [line(1, 2, 2)]);
    expect(added).toEqual([]);
    expect(qtys(voided)).toEqual([[2, 1]]);
  });

  it('finds a removed line of a menu that has another line with a note', () => {
    const stored = [line(1, 1, 1, 'pedas'), line(1, 2, 2)];
    // The line without a note went; the one with the note stays (matched, carrying its count).
    const { voided } = kitchenDiff(stored, [line(1, 1, 1, 'pedas')]);
    expect(voided.map((v) => [v.menuid, v.qty, v.linenote])).toEqual([[1, 2, null]]);
  });

  it('takes back the options that were sent when a line is changed to other options', () => {
    const large = { ...line(1, 1, 1), modifiers: [{ modifierid: 12, modname: 'Large' }] };
    const regular = { ...line(1, 1, 1), modifiers: [{ modifierid: 11, modname: 'Regular' }] };
    // Regular stays as it was; Large became a Less ice line the kitchen has not had.
    const lessIce = { ...line(1, 1, 0), modifiers: [{ modifierid: 31, modname: 'Less ice' }] };
    const { added, voided } = kitchenDiff([regular, large], [regular, lessIce]);
    expect(added.map((a) => a.modifiers?.map((m) => m.modname))).toEqual([['Less ice']]);
    expect(voided.map((v) => v.modifiers?.map((m) => m.modname))).toEqual([['Large']]);
  });

  it('changes nothing when nothing changed', () => {
    const lines = [line(1, 2, 2), line(2, 1, 1)];
    expect(kitchenDiff(lines, lines)).toEqual({ added: [], voided: [] });
  });
});

const job = (over: Partial<KitchenJob>): KitchenJob => ({
  ...kitchenHead(1),
  kitchenjobid: 1,
  outletid: 1,
  orderkey: 'a',
  menuid: 1,
  modifiers: [],
  menuname: 'Soto',
  menusize: 'R',
  qty: 1,
  linenote: null,
  station: 'KITCHEN',
  ...over,
});

describe('kitchenCards and allDayCounts', () => {
  it('groups items into one card per order and batch, in arrival order', () => {
    const cards = kitchenCards([
      job({ kitchenjobid: 3, orderkey: 'b' }),
      job({ kitchenjobid: 1 }),
      job({ kitchenjobid: 2, menuid: 2 }),
      job({ kitchenjobid: 4, batchno: 2, batch: 'ADDED', menuid: 3 }),
      job({ kitchenjobid: 5, batchno: 2, batch: 'VOID', menuid: 2 }),
      job({ kitchenjobid: 6, batchno: 3, batch: 'VOID', menuid: 1 }),
    ]);
    expect(cards.map((c) => [c.cardkey, c.batch, c.items.length])).toEqual([
      ['a:1', 'NEW', 2],
      ['b:1', 'NEW', 1],
      ['a:2', 'ADDED', 2],
      ['a:3', 'VOID', 1],
    ]);
  });

  it('marks a card done when its last item is bumped, at that time', () => {
    const [card] = kitchenCards([
      job({ kitchenjobid: 1, bumpedat: '2026-11-25T10:05:00.000Z' }),
      job({ kitchenjobid: 2, bumpedat: '2026-11-25T10:09:00.000Z' }),
    ]);
    expect(card.bumpedat).toBe('2026-11-25T10:09:00.000Z');
    expect(kitchenCards([job({ bumpedat: '2026-11-25T10:05:00.000Z' }), job({ kitchenjobid: 2 })])[0].bumpedat).toBeNull();
  });

  it('counts what is still to cook: unbumped items less unbumped voids, never a voided order', () => {
    const cards = kitchenCards([
      job({ kitchenjobid: 1, qty: 3 }),
      job({ kitchenjobid: 2, menuid: 2, qty: 1, bumpedat: '2026-11-25T10:05:00.000Z' }),
      job({ kitchenjobid: 3, batchno: 2, batch: 'VOID', qty: 1 }),
      job({ kitchenjobid: 4, orderkey: 'v', isvoid: '1', qty: 5 }),
    ]);
    expect(allDayCounts(cards).map((c) => [c.menuid, c.qty])).toEqual([[1, 2]]);
  });
});

describe('ages and destinations', () => {
  it('colours a card at the outlet thresholds', () => {
    const sent = '2026-11-25T10:00:00.000Z';
    const at = (m: number) => Date.parse(sent) + m * 60_000 + 1;
    expect([9, 10, 19, 20].map((m) => ageLevel(minutesSince(sent, at(m)), 10, 20))).toEqual(['ok', 'warn', 'warn', 'late']);
  });

  it('names the table, or take-away, or delivery with the courier', () => {
    expect(kitchenDestination({ ordertype: 'DINE IN', tablename: 'T1, T2', deliverby: null })).toBe('TABLE T1, T2');
    expect(kitchenDestination({ ordertype: 'TAKE AWAY', tablename: null, deliverby: null })).toBe('TAKE AWAY');
    expect(kitchenDestination({ ordertype: 'DELIVERY', tablename: null, deliverby: 'GrabFood' })).toBe('DELIVERY · GrabFood');
    expect(kitchenDestination({ ordertype: 'DINE IN', tablename: 'T1', deliverby: null }, 'id')).toBe('MEJA T1');
    expect(kitchenDestination({ ordertype: 'TAKE AWAY', tablename: null, deliverby: null }, 'id')).toBe('BAWA PULANG');
  });
});
