import { formatInZone } from './dates.js';
import { formatRupiah, leftRight, type ReceiptLine, wrapText } from './receipt.js';
import type { ShiftDetail } from './shift-detail.js';
import type { ShiftReportKind } from './shifts.js';

/**
 * The X report (a shift so far, any time) and the Z report (a closed shift, numbered per outlet) as
 * sections of label and value rows. The receipt printer gets them as text lines (shiftReportLines),
 * the PDF draws the same sections, so paper and PDF never disagree.
 */

export interface ShiftReportOptions {
  kind: ShiftReportKind;
  /** A Z report printed again: marked COPY. */
  copy: boolean;
  printedBy: string;
  /** ISO time of printing. */
  printedAt: string;
  timeZone: string;
}

export interface ReportRow {
  label: string;
  value: string;
  bold?: boolean;
}

export interface ReportSection {
  title: string;
  rows: ReportRow[];
}

export const Z_COPY_MARK = '*** COPY ***';

const money = (n: number) => formatRupiah(n);
const when = (iso: string | null, tz: string) => (iso ? formatInZone(iso, tz, 'DD-MM-YYYY HH:mm') : '-');

/** The report's heading: X REPORT, or Z REPORT with its number, then COPY or REVISED where they apply. */
export function shiftReportTitle(detail: ShiftDetail, options: Pick<ShiftReportOptions, 'kind' | 'copy'>): string[] {
  const { header } = detail;
  if (options.kind === 'X') return ['X REPORT', 'NOT A CLOSE'];
  const title = [`Z REPORT #${String(header.zno ?? 0).padStart(6, '0')}`];
  if (options.copy) title.push(Z_COPY_MARK);
  if (header.reopencount > 0) title.push(`REVISED (reopened ${header.reopencount}x)`);
  return title;
}

function infoSection(detail: ShiftDetail, o: ShiftReportOptions): ReportSection {
  const h = detail.header;
  return {
    title: 'SHIFT',
    rows: [
      { label: 'Outlet', value: h.outletname },
      { label: 'Terminal', value: h.terminal },
      { label: 'Shift', value: `#${h.shiftid}` },
      { label: 'Opened', value: `${h.openedby} ${when(h.openedat, o.timeZone)}` },
      ...(h.closedat ? [{ label: 'Closed', value: `${h.closedby ?? ''} ${when(h.closedat, o.timeZone)}` }] : []),
      ...(h.reopenreason ? [{ label: 'Reopened', value: `${h.reopenedby ?? ''}: ${h.reopenreason}` }] : []),
      { label: 'Printed', value: `${o.printedBy} ${when(o.printedAt, o.timeZone)}` },
      { label: 'First order', value: detail.firstorderno ?? '-' },
      { label: 'Last order', value: detail.lastorderno ?? '-' },
    ],
  };
}

function salesSection(detail: ShiftDetail): ReportSection[] {
  const s = detail.sales;
  const out: ReportSection[] = [
    {
      title: 'SALES',
      rows: [
        { label: 'Orders', value: String(s.count) },
        { label: 'Gross sales', value: money(s.gross) },
        { label: 'Discounts', value: money(-s.discount) },
        { label: 'Net sales', value: money(s.netto), bold: true },
        { label: 'Service', value: money(s.service) },
        { label: 'PB1', value: money(s.pb1) },
        { label: 'Total', value: money(s.total), bold: true },
      ],
    },
  ];
  if (detail.discounts.length)
    out.push({ title: 'DISCOUNTS BY CAMPAIGN', rows: detail.discounts.map((d) => ({ label: d.campaignname, value: money(-d.amount) })) });
  out.push({
    title: 'VOIDS AND CANCELS',
    rows: [
      { label: `Voids (${detail.voids.count})`, value: money(detail.voids.amount) },
      { label: `Cancels (${detail.cancels.count})`, value: money(detail.cancels.amount) },
    ],
  });
  return out;
}

function cashSections(detail: ShiftDetail, o: ShiftReportOptions): ReportSection[] {
  const out: ReportSection[] = [];
  if (detail.drawer) {
    const net = detail.tenders.reduce((a, t) => a + t.net, 0);
    out.push({
      title: 'TENDERS',
      rows: [
        ...detail.tenders.map((t) => ({ label: `${t.namepayment} (${t.count})`, value: money(t.net) })),
        { label: 'Total', value: money(net), bold: true },
      ],
    });
  }
  if (detail.movements.length)
    out.push({
      title: 'CASH IN / OUT',
      rows: detail.movements.map((m) => ({ label: `${when(m.createtime, o.timeZone).slice(11)} ${m.reason}`, value: money(m.amount) })),
    });
  const h = detail.header;
  const d = detail.drawer;
  const rows: ReportRow[] = d
    ? [
        { label: 'Opening float', value: money(d.openingfloat) },
        { label: 'Cash sales', value: money(d.cashsales) },
        { label: 'Change given', value: money(-d.changegiven) },
        { label: 'Cash in', value: money(d.cashin) },
        { label: 'Cash out', value: money(-d.cashout) },
        { label: 'Expected cash', value: money(d.expected), bold: true },
      ]
    : [{ label: 'Opening float', value: money(h.openingfloat) }];
  if (h.counted !== null) rows.push({ label: 'Counted cash', value: money(h.counted), bold: true });
  if (h.difference !== null)
    rows.push({ label: h.difference < 0 ? 'Short' : h.difference > 0 ? 'Over' : 'Difference', value: money(h.difference), bold: true });
  out.push({ title: 'CASH DRAWER', rows });
  const counted = detail.denominations.filter((c) => c.count > 0);
  if (counted.length)
    out.push({
      title: 'COUNTED',
      rows: counted.map((c) => ({
        label: `${money(c.denomination)}${c.kind === 'coin' ? ' coin' : ''} x ${c.count}`,
        value: money(c.amount),
      })),
    });
  return out;
}

export function shiftReportSections(detail: ShiftDetail, options: ShiftReportOptions): ReportSection[] {
  return [infoSection(detail, options), ...salesSection(detail), ...cashSections(detail, options)];
}

/** A row on the roll: label left and value right, or the value under its label when it is too long to share a line. */
const rowLines = (row: ReportRow, width: number): string[] =>
  row.value.length < width - 1
    ? leftRight(row.label, row.value, width)
    : [row.label, ...wrapText(row.value, width - 2).map((v) => `  ${v}`)];

/** The report on a receipt roll of `width` characters. */
export function shiftReportLines(detail: ShiftDetail, width: number, options: ShiftReportOptions): ReceiptLine[] {
  const half = Math.floor(width / 2);
  const out: ReceiptLine[] = shiftReportTitle(detail, options).flatMap((t, i) =>
    wrapText(t, i === 0 ? half : width).map((text) => ({ text, align: 'center' as const, bold: true, double: i === 0 })),
  );
  for (const section of shiftReportSections(detail, options)) {
    out.push({ text: '-'.repeat(width) }, { text: section.title, bold: true });
    for (const row of section.rows) out.push(...rowLines(row, width).map((text) => ({ text, bold: row.bold })));
  }
  out.push({ text: '-'.repeat(width) });
  if (options.copy) out.push({ text: Z_COPY_MARK, align: 'center', bold: true });
  return out;
}
