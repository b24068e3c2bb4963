import { DATE_FORMAT, formatInZone, formatMoney, formatQty, type ReportFilter, sum } from '@saji/core';
import { drawTable, renderPdf } from '../../platform/pdf.js';

/** The screen's formats (core's format.ts), so the paper and the screen read alike. */
const rupiah = { format: formatMoney };
const count = { format: (n: number) => formatQty(n, 'id') };
/** A calendar date: the zone does not move it. */
const day = (d: string) => formatInZone(d, 'UTC', DATE_FORMAT);

export interface MenuTotalRow {
  outletname: string;
  menuname: string;
  qty: number;
  gross: number;
  discval: number;
  netto: number;
}

/**
 * Sales by Menu as an A4 document: one row per outlet and menu, then the totals. A summary rather than
 * every order line: a month of one outlet is 15,000 lines, hundreds of pages nobody reads, and a
 * document that size would hold the server for seconds.
 */
export function salesByMenuPdf(input: {
  rows: MenuTotalRow[];
  filter: ReportFilter;
  /** The outlet the report covers (the signed-in user's or the filter's); none for every outlet. */
  outletname?: string;
  company: string;
  printedBy: string;
  printedAt: string;
}) {
  const { rows, filter } = input;
  return renderPdf('Sales by Menu', (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text(input.company);
    doc.font('Helvetica-Bold').fontSize(16).text('SALES BY MENU', { align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${day(filter.tgl1)} until ${day(filter.tgl2)}`, { align: 'center' });
    doc.text(`Outlet: ${input.outletname ?? 'All outlets'}`, { align: 'center' });
    doc.moveDown(1);
    drawTable(
      doc,
      [
        { header: 'Outlet', width: 20 },
        { header: 'Menu', width: 30 },
        { header: 'Qty', width: 8, align: 'right' },
        { header: 'Gross', width: 14, align: 'right' },
        { header: 'Discount', width: 14, align: 'right' },
        { header: 'Netto', width: 14, align: 'right' },
      ],
      rows.map((r) => [
        r.outletname,
        r.menuname,
        count.format(r.qty),
        rupiah.format(r.gross),
        rupiah.format(r.discval),
        rupiah.format(r.netto),
      ]),
      {
        footer: [
          [
            '',
            'Total Nett Sales : IDR',
            count.format(sum(rows.map((r) => r.qty))),
            rupiah.format(sum(rows.map((r) => r.gross))),
            rupiah.format(sum(rows.map((r) => r.discval))),
            rupiah.format(sum(rows.map((r) => r.netto))),
          ],
        ],
      },
    );
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(8).fillColor('#666666').text(`Printed by ${input.printedBy} on ${input.printedAt}`);
  });
}
