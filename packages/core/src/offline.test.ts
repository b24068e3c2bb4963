import { describe, expect, it } from 'vitest';
import { OFFLINE_TIME_FUTURE, OFFLINE_TIME_TOO_OLD, offlineNoSchema, offlineNumber, offlineTimeProblem } from './offline.js';

describe('offline orders', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('takes a time of the last 72 hours, allowing a clock a few minutes fast', () => {
    expect(offlineTimeProblem(ago(2 * 3_600_000), now)).toBeNull();
    expect(offlineTimeProblem(ago(72 * 3_600_000 - 1000), now)).toBeNull();
    expect(offlineTimeProblem(ago(-4 * 60_000), now)).toBeNull();
    expect(offlineTimeProblem(ago(72 * 3_600_000 + 1000), now)).toBe(OFFLINE_TIME_TOO_OLD);
    expect(offlineTimeProblem(ago(-6 * 60_000), now)).toBe(OFFLINE_TIME_FUTURE);
  });

  it('numbers a terminal’s offline orders as the check expects them and reads them back', () => {
    expect(offlineNumber('KASIR-1', 123)).toBe('KASIR-1-000123');
    expect(offlineNoSchema.parse(offlineNumber('BAR', 1_000_000))).toBe('BAR-1000000');
    for (const bad of ['KASIR-', 'kasir-1-000001', '-000001', 'KASIR-1-00a']) expect(offlineNoSchema.safeParse(bad).success).toBe(false);
  });
});
