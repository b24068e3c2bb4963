import { formatQty, formatWholeRupiah, type VarianceReport, type VarianceRow } from '@saji/core';
import { drawTable, renderPdf } from '../../platform/pdf.js';
import type { XlsxColumn } from '../../platform/xlsx.js';

const QTY = '#,##0.####';
const RP = '#,##0';

const qtyColumns: [string, keyof VarianceRow][] = [
  ['Opening', 'opening'],
  ['Received', 'received'],
  ['Transfer In', 'transferin'],
  ['Transfer Out', 'transferout'],
  ['Waste', 'wasted'],
  ['Production', 'produced'],
  ['Closing', 'closing'],
  ['Theoretical Usage', 'theoreticalusage'],
  ['Actual Usage', 'actualusage'],
  ['Variance', 'variance'],
];

export const varianceColumns: XlsxColumn<VarianceRow>[] = [
  { header: 'Part Number', value: (r) => r.partnumber, width: 16 },
  { header: 'Item', value: (r) => r.itemname, width: 30 },
  { header: 'Unit', value: (r) => r.invunitom, width: 8 },
  ...qtyColumns.map(([header, key]): XlsxColumn<VarianceRow> => ({ header, value: (r) => r[key] as number, numFmt: QTY, width: 13 })),
  { header: 'Average Cost', value: (r) => r.avgcost, numFmt: '#,##0.00', width: 14 },
  { header: 'Variance (Rp)', value: (r) => r.variancevalue, numFmt: RP, width: 15 },
];

// The screens' formats (core's format.ts): the paper reads as the screen does.
const qty = (n: number) => formatQty(n, 'id');
const rp = formatWholeRupiah;

/** The report as A4 landscape pages: the items, then the totals and the food cost against net sales. */
export function variancePdf(title: string, report: VarianceReport): Promise<Buffer> {
  return renderPdf(
    title,
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text(title, { align: 'center' });
      doc.moveDown(0.5);
      drawTable(
        doc,
        [
          { header: 'Item', width: 22 },
          { header: 'Opening', width: 8, align: 'right' },
          { header: 'In', width: 8, align: 'right' },
          { header: 'Out', width: 8, align: 'right' },
          { header: 'Closing', width: 8, align: 'right' },
          { header: 'Theoretical', width: 9, align: 'right' },
          { header: 'Actual', width: 9, align: 'right' },
          { header: 'Variance', width: 9, align: 'right' },
          { header: 'Variance (Rp)', width: 10, align: 'right' },
        ],
        report.list.map((r) => [
          `${r.itemname} (${r.invunitom})`,
          qty(r.opening),
          qty(r.received + r.transferin),
          qty(r.transferout + r.wasted + r.produced),
          qty(r.closing),
          qty(r.theoreticalusage),
          qty(r.actualusage),
          qty(r.variance),
          rp(r.variancevalue),
        ]),
        { footer: [['Total', '', '', '', '', '', '', '', rp(report.totals.variancevalue)]], fontSize: 8 },
      );
      const t = report.totals;
      doc.moveDown(1);
      drawTable(
        doc,
        [
          { header: 'Food cost', width: 40 },
          { header: 'Rp', width: 30, align: 'right' },
          { header: '% of net sales', width: 30, align: 'right' },
        ],
        [
          ['Net sales', rp(t.netsales), ''],
          ['Theoretical', rp(t.theoreticalcost), `${t.theoreticalpct}%`],
          ['Actual', rp(t.actualcost), `${t.actualpct}%`],
        ],
        { fontSize: 10 },
      );
    },
    { layout: 'landscape' },
  );
}
