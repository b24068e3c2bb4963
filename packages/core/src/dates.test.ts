import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatInZone, LIST_DATE_FORMAT, zonedClock } from './dates.js';

const ISO_MINUTES = 'YYYY-MM-DDTHH:mm';
// Years 1970-2100: what a restaurant's records hold, and where every engine's zone data agrees.
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

describe('formatInZone', () => {
  it('shows a lunch order in Jakarta on the Jakarta clock, whatever zone the caller runs in', () => {
    const paid = '2025-03-14T05:02:00.000Z';
    expect(formatInZone(paid, 'Asia/Jakarta', DATE_TIME_FORMAT)).toBe('14-Mar-2025 12:02');
    expect(formatInZone(paid, 'Asia/Makassar', DATE_TIME_FORMAT)).toBe('14-Mar-2025 13:02');
    expect(formatInZone(paid, 'UTC', DATE_TIME_FORMAT)).toBe('14-Mar-2025 05:02');
  });

  it('moves the date across midnight with the zone', () => {
    const lateUtc = '2025-12-31T20:30:00Z';
    expect(formatInZone(lateUtc, 'Asia/Jakarta', DATE_TIME_FORMAT)).toBe('01-Jan-2026 03:30');
    expect(formatInZone(lateUtc, 'Asia/Jakarta', LIST_DATE_FORMAT)).toBe('01-Jan-26');
    expect(formatInZone(lateUtc, 'America/Los_Angeles', DATE_FORMAT)).toBe('31-Dec-2025');
  });

  it('prints midnight as 00, never 24', () => {
    expect(formatInZone('2025-06-01T17:00:00Z', 'Asia/Jakarta', DATE_TIME_FORMAT)).toBe('02-Jun-2025 00:00');
  });

  it('follows daylight saving where the zone has it', () => {
    expect(formatInZone('2025-01-15T12:00:00Z', 'Europe/Amsterdam', 'HH:mm')).toBe('13:00');
    expect(formatInZone('2025-07-15T12:00:00Z', 'Europe/Amsterdam', 'HH:mm')).toBe('14:00');
  });

  it('keeps a calendar date (YYYY-MM-DD) on its day in every zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Jakarta', 'UTC']) {
      expect(formatInZone('2025-02-28', zone, DATE_FORMAT)).toBe('28-Feb-2025');
    }
  });

  it('accepts epoch milliseconds and Date objects', () => {
    const ms = Date.UTC(2024, 1, 29, 1, 5);
    expect(formatInZone(ms, 'Asia/Jakarta', DATE_TIME_FORMAT)).toBe('29-Feb-2024 08:05');
    expect(formatInZone(new Date(ms), 'Asia/Jakarta', DATE_TIME_FORMAT)).toBe('29-Feb-2024 08:05');
  });

  it('gives an empty text for missing or unreadable values', () => {
    for (const v of [null, undefined, '', 'not a date']) expect(formatInZone(v, 'Asia/Jakarta', DATE_TIME_FORMAT)).toBe('');
  });

  it('matches the UTC ISO text in UTC, and that text 7 hours on in Jakarta (no daylight saving)', () => {
    fc.assert(
      fc.property(instant, (d) => {
        expect(formatInZone(d, 'UTC', ISO_MINUTES)).toBe(d.toISOString().slice(0, 16));
        const plus7 = new Date(d.getTime() + 7 * 3_600_000);
        expect(formatInZone(d, 'Asia/Jakarta', ISO_MINUTES)).toBe(plus7.toISOString().slice(0, 16));
      }),
    );
  });
});

describe('zonedClock', () => {
  it("gives the date and the minute of the day on the zone's clock, midnight as minute 0", () => {
    expect(zonedClock(new Date('2025-03-14T16:59:00Z'), 'Asia/Jakarta')).toEqual({ date: '2025-03-14', minute: 23 * 60 + 59 });
    expect(zonedClock(new Date('2025-03-14T17:00:00Z'), 'Asia/Jakarta')).toEqual({ date: '2025-03-15', minute: 0 });
  });

  it('agrees with the date and time shown in that zone at any instant', () => {
    fc.assert(
      fc.property(instant, (d) => {
        const { date, minute } = zonedClock(d, 'Asia/Makassar');
        const shown = formatInZone(d, 'Asia/Makassar', ISO_MINUTES);
        expect(`${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`).toBe(shown);
      }),
    );
  });
});
