import { DATE_FORMAT, formatInZone, formatMoney, type TargetReportInfo, type TargetReportRow, type TargetRow } from '@saji/core';
import { drawTable, type Pdf, type PdfColumn, renderPdf } from '../../platform/pdf.js';
import { type FigureColumn, gridColumns, reportColumns } from './target-columns.js';

// The screens' format (core's format.ts): the paper reads as the screen does.
const amount = { format: formatMoney };
/** A calendar date: the zone does not move it. */
const day = (d: string) => formatInZone(d, 'UTC', DATE_FORMAT);

export interface PrintHeading {
  company: string;
  printedBy: string;
  printedAt: string;
}

function heading(doc: Pdf, title: string, subtitle: string, h: PrintHeading) {
  doc.font('Helvetica-Bold').fontSize(12).text(h.company);
  doc.font('Helvetica-Bold').fontSize(14).text(title, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(subtitle, { align: 'center' });
  doc.moveDown(0.8);
}

function footer(doc: Pdf, h: PrintHeading) {
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(7).fillColor('#666666').text(`Printed by ${h.printedBy} on ${h.printedAt}`);
}

const numberColumns = <R>(columns: FigureColumn<R>[]): PdfColumn[] => columns.map((c) => ({ header: c.header, width: 10, align: 'right' }));
const cells = <R>(columns: FigureColumn<R>[], row: R) => columns.map((c) => amount.format(c.value(row)));

/** Restaurant Sales Target: one row per outlet, the twelve months from the fiscal start and the total, then the totals. */
export function targetGridPdf(
  input: { tahun: number; rows: TargetRow[]; info: { months: Parameters<typeof gridColumns>[0] } } & PrintHeading,
) {
  const columns = gridColumns(input.info.months);
  const body = input.rows.filter((r) => r.kelas !== 'total');
  const total = input.rows.find((r) => r.kelas === 'total');
  return renderPdf(
    `Sales Target ${input.tahun}`,
    (doc) => {
      const { months } = input.info;
      heading(doc, `RESTAURANT SALES TARGET ${input.tahun}`, `${months[0].label} until ${months[11].label}`, input);
      drawTable(
        doc,
        // The year's total is the widest figure of a row.
        [{ header: 'Outlet', width: 14 }, ...numberColumns(columns).map((c, i) => (i === columns.length - 1 ? { ...c, width: 12.5 } : c))],
        body.map((r) => [r.outletname, ...cells(columns, r)]),
        { fontSize: 6.2, footer: total ? [['TOTAL', ...cells(columns, total)]] : [] },
      );
      footer(doc, input);
    },
    { size: 'A4', layout: 'landscape', margin: 24 },
  );
}

/**
 * Target vs Realization. Year to date fits a landscape A4: the current month, the year to date and
 * the year, three figures each. Full shows each outlet as three lines (Target, Actual, Variant) under
 * the months shown, on a landscape A3.
 */
export function targetReportPdf(input: { rows: TargetReportRow[]; info: TargetReportInfo; shown: number[] } & PrintHeading) {
  const { info, rows } = input;
  const subtitle = `${day(info.tgl1)} until ${day(info.tgl2)}`;
  const body = rows.filter((r) => r.kelas !== 'total');
  const total = rows.filter((r) => r.kelas === 'total');
  const title = `SALES TARGET VS REALIZATION ${info.tahun}`;
  // Both layouts: the heading, one table, the footer; the full year's wider table takes A3.
  const page = (size: 'A4' | 'A3', table: (doc: Pdf) => void) =>
    renderPdf(
      title,
      (doc) => {
        heading(doc, title, subtitle, input);
        table(doc);
        footer(doc, input);
      },
      { size, layout: 'landscape', margin: 24 },
    );
  if (info.layout === 'ytd') {
    const columns = reportColumns(info, 'ytd', input.shown);
    return page('A4', (doc) =>
      drawTable(
        doc,
        [{ header: 'Outlet', width: 14 }, ...numberColumns(columns)],
        body.map((r) => [r.outletname, ...cells(columns, r)]),
        { fontSize: 7, footer: total.map((r) => ['TOTAL', ...cells(columns, r)]) },
      ),
    );
  }
  const columns = reportColumns(info, 'full', input.shown);
  const groups = [...new Set(columns.map((c) => c.group))];
  const figureRows = (r: TargetReportRow, name: string) =>
    (['Target', 'Actual', 'Variant'] as const).map((figure, i) => [
      i === 0 ? name : '',
      figure,
      ...groups.map((g) => amount.format(columns.filter((c) => c.group === g)[i].value(r))),
    ]);
  return page('A3', (doc) =>
    drawTable(
      doc,
      [
        { header: 'Outlet', width: 14 },
        { header: '', width: 7 },
        ...groups.map((g) => ({ header: g, width: 10, align: 'right' as const })),
      ],
      body.flatMap((r) => figureRows(r, r.outletname)),
      { fontSize: 7, footer: total.flatMap((r) => figureRows(r, 'TOTAL')) },
    ),
  );
}
