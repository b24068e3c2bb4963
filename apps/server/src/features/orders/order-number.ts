/** Order numbers: {outletcode}-{YYMMDD}- and the outlet's running number (taken by new-order.queries.ts). */
// Building a date format is costly and formatting to parts is too (about 80 µs, more than the rest of
// the prefix): one format per time zone, and its day kept for the minute it was asked in (a day
// begins on a whole minute in every zone in use), serve every save.
const days = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

function dayOf(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  let kept = days.get(timeZone);
  if (kept?.minute === minute) return kept.day;
  const format = kept?.format ?? new Intl.DateTimeFormat('en-GB', { timeZone, year: '2-digit', month: '2-digit', day: '2-digit' });
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  kept = { format, minute, day: `${p.year}${p.month}${p.day}` };
  days.set(timeZone, kept);
  return kept.day;
}

/** {outletcode}-{YYMMDD}-, to which the outlet's running number is added (6 digits, never restarting). */
export function orderNoPrefix(outletcode: string, at: Date, timeZone: string): string {
  return `${outletcode}-${dayOf(at, timeZone)}-`;
}
