import { type Bill, type OrderDetail, type SplitLine, splitByItems, splitEqually } from '@saji/core';

/**
 * The checks as the server will make them, computed by the same core rules, so the till shows each
 * check's total before the split is sent. Portions not given to a check yet are priced as one more
 * check, so the totals move as the cashier taps.
 */
export type PreviewLine = { lineno: number; menuname: string; qty: number };
export type CheckPreview = { lines: PreviewLine[]; total: number };
export type Preview = { ok: true; checks: CheckPreview[] } | { ok: false; message: string };

const billOf = (order: OrderDetail): Bill<SplitLine> => ({
  header: order.header,
  lines: order.lines.map((l) => ({ ...l, kenapajak: l.kenapajak ? 1 : 0 })),
});

const previewOf = (result: ReturnType<typeof splitByItems<SplitLine>>): Preview =>
  result.ok
    ? {
        ok: true,
        checks: result.parts.map((p) => ({
          lines: p.lines.map(({ lineno, menuname, qty }) => ({ lineno, menuname, qty })),
          total: p.header.total,
        })),
      }
    : { ok: false, message: result.message };

/** `counts[check][line]`: the portions of each line (in the order's line order) each check takes. */
export const countsToParts = (order: OrderDetail, counts: readonly (readonly number[])[]) =>
  counts.map((c) => ({ lines: order.lines.map((l, i) => ({ lineno: l.lineno, qty: c[i] ?? 0 })).filter((x) => x.qty > 0) }));

/** What is not given to a check yet, per line. */
export const poolOf = (order: OrderDetail, counts: readonly (readonly number[])[]) =>
  order.lines.map((l, i) => l.qty - counts.reduce((n, c) => n + (c[i] ?? 0), 0));

/** By items: the checks, then (when something is left) what is not given yet as the last entry. */
export function previewByItems(order: OrderDetail, counts: readonly (readonly number[])[]): Preview {
  const pool = poolOf(order, counts);
  const all = pool.some((q) => q > 0) ? [...counts, pool] : counts;
  return previewOf(splitByItems(billOf(order), countsToParts(order, all)));
}

export const previewEqually = (order: OrderDetail, ways: number): Preview => previewOf(splitEqually(billOf(order), ways));
