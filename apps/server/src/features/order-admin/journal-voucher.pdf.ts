import { formatMoney, type Journal } from '@saji/core';
import { drawTable, renderPdf } from '../../platform/pdf.js';

const rupiah = { format: formatMoney };
const money = (n: number) => (n === 0 ? '' : rupiah.format(n));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** YYYY-MM-DD as DD-MMM-YYYY, the date style of the order screens. */
const dayText = (d: string) => `${d.slice(8, 10)}-${MONTHS[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`;

/** The journal voucher of one order as an A4 page: who, which voucher, the lines and their totals. */
export function journalVoucherPdf(journal: Journal, printedBy: string, printedAt: string): Promise<Buffer> {
  const { header: h, lines } = journal;
  return renderPdf(`Journal Voucher ${h.voucherno}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text(h.company);
    doc.font('Helvetica').fontSize(10).text(`Outlet: ${h.outletcode} - ${h.outletname}`);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(16).text('JOURNAL VOUCHER', { align: 'center' });
    if (!h.posted)
      doc.font('Helvetica-Oblique').fontSize(10).fillColor('#c62828').text('DRAFT - not posted', { align: 'center' }).fillColor('#000000');
    doc.moveDown(0.8);
    const top = doc.y;
    doc.font('Helvetica').fontSize(10);
    doc.text(`Voucher No : ${h.voucherno}`, 40, top);
    doc.text(`Date : ${dayText(h.voucherdate)}`, 340, top);
    doc.text(`Source : Order ${h.orderno}`, 40, top + 15);
    doc.text(`Currency : IDR`, 340, top + 15);
    doc.x = 40;
    doc.y = top + 40;
    drawTable(
      doc,
      [
        { header: 'Account', width: 12 },
        { header: 'Account Name', width: 28 },
        { header: 'Memo', width: 30 },
        { header: 'Debit', width: 15, align: 'right' },
        { header: 'Credit', width: 15, align: 'right' },
      ],
      lines.map((l) => [l.kodeacc, l.namaacc, l.memo, money(l.debit), money(l.credit)]),
      { footer: [['', '', 'Total', rupiah.format(h.totaldebit), rupiah.format(h.totalcredit)]] },
    );
    doc.moveDown(3);
    const signTop = doc.y;
    doc.font('Helvetica').fontSize(10);
    doc.text('Prepared by', 40, signTop);
    doc.text('Approved by', 340, signTop);
    doc.font('Helvetica-Bold').text(h.createby, 40, signTop + 45);
    doc.text('____________________', 340, signTop + 45);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(`Printed by ${printedBy} on ${printedAt}`, 40, signTop + 80);
  });
}
