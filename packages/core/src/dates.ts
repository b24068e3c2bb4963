/**
 * Business dates and times, shown on the restaurant's clock (the server's SAJI_TIMEZONE) wherever the
 * browser or server happens to run: an order paid at lunch in Jakarta reads 12:02, not 05:02 UTC.
 */

/** The spec's patterns; a 24-hour clock, since the spec's hh:mm without AM/PM would make 01:00 and 13:00 alike. */
export const DATE_TIME_FORMAT = 'DD-MMM-YYYY HH:mm';
export const DATE_FORMAT = 'DD-MMM-YYYY';
export const LIST_DATE_FORMAT = 'DD-MMM-YY';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar date without a time (tglaktif, report days): it is the same day in every time zone. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Building an Intl format is costly; one per time zone serves every cell of every list.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      // h23, not hour12: false, which some engines print as 24:00 at midnight.
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * formatToParts is still the dearest step of a date on a hot path (every request's active date): the
 * parts of the last minute asked for are kept per zone. Every zone's offset since 1970 is whole
 * minutes, so one minute of UTC is one minute of the zone's clock.
 */
const lastMinute = new Map<string, { minute: number; parts: Readonly<Parts> }>();
const MINUTE_MS = 60_000;

function partsOf(value: string | number | Date, timeZone: string): Readonly<Parts> | undefined {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return { year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]), hour: 0, minute: 0 };
  const date = value instanceof Date ? value : new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return undefined;
  const minute = Math.floor(ms / MINUTE_MS);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute && ms >= 0) return last.parts;
  const p = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(date)
      .map((x) => [x.type, Number(x.value)]),
  );
  const parts = { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
  lastMinute.set(timeZone, { minute, parts });
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The date and time of an instant on the clock of `timeZone`, from the same per-minute parts a date
 * shown there is made of (campaigns run by this clock).
 */
export function zonedClock(at: Date, timeZone: string): { date: string; minute: number } {
  const p = partsOf(at, timeZone);
  if (!p) throw new RangeError('Invalid time value');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minute: p.hour * 60 + p.minute };
}

/**
 * Formats an instant (ISO text, epoch ms or Date) as it reads on the clock of `timeZone`, with the
 * tokens YYYY, YY, MMM, MM, DD, HH and mm. A plain `YYYY-MM-DD` is a calendar date and is not moved.
 * Empty or unreadable values give ''.
 */
export function formatInZone(value: string | number | Date | null | undefined, timeZone: string, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const p = partsOf(value, timeZone);
  if (!p) return '';
  const tokens: Record<string, string> = {
    YYYY: String(p.year),
    YY: pad(p.year % 100),
    MMM: MONTHS[p.month - 1],
    MM: pad(p.month),
    DD: pad(p.day),
    HH: pad(p.hour),
    mm: pad(p.minute),
  };
  return pattern.replace(/YYYY|YY|MMM|MM|DD|HH|mm/g, (token) => tokens[token]);
}
