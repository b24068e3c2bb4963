/** Order numbers: {outletcode}-{YYMMDD}- and the outlet's running number (taken by new-order.queries.ts). */
// Building a date format is costly; one per time zone serves every save.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string) => {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: '2-digit', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f;
};

/** {outletcode}-{YYMMDD}-, to which the outlet's running number is added (6 digits, never restarting). */
export function orderNoPrefix(outletcode: string, at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${outletcode}-${p.year}${p.month}${p.day}-`;
}
