import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTable, canSeat, endTimeOf, joinTables, remainingMinutes, tableStatus } from './table-status.js';

const now = new Date('2026-11-22T12:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);

describe('table status', () => {
  it('ends the dine time maxdinetime minutes after the order started', () => {
    expect(endTimeOf('2026-11-22T11:00:00Z', 90).toISOString()).toBe('2026-11-22T12:30:00.000Z');
    expect(endTimeOf(now, 0).getTime()).toBe(now.getTime());
  });

  it('counts remaining whole minutes, rounding up, never below 0', () => {
    expect(remainingMinutes(inMinutes(45), now)).toBe(45);
    expect(remainingMinutes(new Date(now.getTime() + 30_500), now)).toBe(1);
    expect(remainingMinutes(now, now)).toBe(0);
    expect(remainingMinutes(inMinutes(-20), now)).toBe(0);
    expect(remainingMinutes(inMinutes(10).toISOString(), now.getTime())).toBe(10);
  });

  it('colours by the spec bands', () => {
    expect(tableStatus(null, now)).toBeNull();
    expect(tableStatus(undefined, now)).toBeNull();
    expect(tableStatus(inMinutes(31), now)).toBe('safe');
    expect(tableStatus(inMinutes(30), now)).toBe('warning');
    expect(tableStatus(inMinutes(6), now)).toBe('warning');
    expect(tableStatus(inMinutes(5), now)).toBe('alert');
    expect(tableStatus(inMinutes(0), now)).toBe('alert');
    expect(tableStatus(inMinutes(-60), now)).toBe('alert');
  });

  it('never brightens as time passes', () => {
    const rank = { safe: 0, warning: 1, alert: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), fc.integer({ min: 0, max: 100 }), (end, step) => {
        const endtime = inMinutes(end);
        const a = tableStatus(endtime, now);
        const b = tableStatus(endtime, inMinutes(step));
        expect(rank[b as keyof typeof rank]).toBeGreaterThanOrEqual(rank[a as keyof typeof rank]);
      }),
    );
  });
});

describe('joining tables', () => {
  const t1 = { tableid: 1, tablename: 'A1', tablecapacity: 4 };
  const t2 = { tableid: 2, tablename: 'A2', tablecapacity: 2 };

  it('comma-joins names and sums capacity', () => {
    expect(joinTables([t1, t2])).toEqual({ tableids: [1, 2], tablename: 'A1, A2', tablecapacity: 6 });
    expect(joinTables([])).toEqual({ tableids: [], tablename: '', tablecapacity: 0 });
  });

  it('refuses a table already picked with the spec message', () => {
    const first = addTable([], t1);
    expect(first).toEqual({ ok: true, tables: [t1] });
    expect(addTable([t1, t2], t1)).toEqual({ ok: false, message: 'A1 already in the list' });
  });

  it('seats pax up to capacity only', () => {
    expect(canSeat(4, 4)).toBe(true);
    expect(canSeat(5, 4)).toBe(false);
    expect(canSeat(0, 4)).toBe(false);
  });
});
