/** The day `days` before today in the restaurants' time zone, as the API's dates are written (YYYY-MM-DD). */
export const dayAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - days * 86_400_000));

/** The last whole month before this one. */
export function lastMonth() {
  const t = dayAgo(0);
  const [y, m] = [Number(t.slice(0, 4)), Number(t.slice(5, 7))];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = `${py}-${String(pm).padStart(2, '0')}-01`;
  return { tgl1: first, tgl2: `${first.slice(0, 8)}${new Date(Date.UTC(py, pm, 0)).getUTCDate()}` };
}
